// The domain package: pure TypeScript shared by functions and every app. No Firebase, no React.

export * from './allergens';
export * from './businessConstants';
export * from './constants';
export * from './countries';
export * from './coupons';
export * from './delivery';
export * from './devicePairing';
export * from './employees';
export * from './loyalty';
export * from './memberships';
export * from './money';
export * from './orderVersions';
export * from './payments';
export * from './phoneVerification';
export * from './pinLockout';
export * from './pricing';
export * from './rateLimits';
export * from './receipts';
export * from './schemas';
export * from './schemas/timings';
export * from './sms';
export * from './status';
export * from './surcharges';
export * from './time';
export * from './validation';
