// The domain package: pure TypeScript shared by functions and every app. No Firebase, no React.
// One folder per capability; each folder's index.ts is its public face.

export * from './access';
export * from './bookings';
export * from './common';
export * from './coupons';
export * from './customers';
export * from './delivery';
export * from './devices';
export * from './images';
export * from './kitchen';
export * from './loyalty';
export * from './marketplace';
export * from './menu';
export * from './menuImport';
export * from './menuPublishing';
export * from './money';
export * from './onlineOrdering';
export * from './orderOperations';
export * from './orders';
export * from './payments';
export * from './pos';
export * from './pricing';
export * from './printing';
export * from './receipts';
export * from './reports';
export * from './reviews';
export * from './salesExceptions';
export * from './sms';
export * from './status';
export * from './storeReadiness';
export * from './stores';
export * from './surcharges';
export * from './tableMap';
export * from './tables';
export * from './time';
export * from './timeClock';
