// Who may act for a tenant: memberships and roles, custom claims, POS employees and their PINs,
// device pairing, and customer sign-in by phone.
export * from './customClaims';
export * from './devicePairing';
export * from './employees';
export * from './memberships';
export * from './passwordRule';
export * from './phoneVerification';
export * from './pinLockout';

import { ZSignUpRequest } from './passwordRule';

/** What the access routes parse from a request (see common/inputBounds.ts). */
export const ACCESS_REQUEST_SCHEMAS = { ZSignUpRequest };
