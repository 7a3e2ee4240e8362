// Loyalty credits: the rules, the settings, the cards and their ledger, and what an order records.
import { ZLoyaltySettings } from './loyaltySettings';

export * from './loyalty';
export * from './loyaltyCards';
export * from './loyaltySettings';
export * from './orderPromotions';

/** What the loyalty routes parse from a request (see common/inputBounds.ts). */
export const LOYALTY_REQUEST_SCHEMAS = { ZLoyaltySettings };
