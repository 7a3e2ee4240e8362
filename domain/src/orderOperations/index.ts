// Order lifecycle: what staff do to an order, the fields it adds, and the unprocessed-order monitor.
export * from './actionRules';
export * from './orderFields';
export * from './requests';
export * from './unprocessedMonitor';
