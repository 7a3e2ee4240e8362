// Order lifecycle: what staff do to an order, the fields it adds, the unprocessed-order monitor and
// the store's order-process settings.
export * from './actionRules';
export * from './dueWindows';
export * from './inStoreSettlement';
export * from './orderFields';
export * from './orderProcessSettings';
export * from './recordPayment';
export * from './requests';
export * from './unprocessedMonitor';
