// Building blocks every capability shares: enumerations, business constants, countries, validation
// rules, common zod pieces, addresses and rate limits.
export * from './address';
export * from './businessConstants';
export * from './common';
export * from './constants';
export * from './countries';
export * from './inputBounds';
export * from './rateLimits';
export * from './validation';
