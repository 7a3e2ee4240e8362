// Payments: what counts as paid, card payment progress and declines, the store's payment settings,
// connected accounts and payouts, refunds and transaction fees.
export * from './connectedAccounts';
export * from './paymentDeclines';
export * from './paymentProgress';
export * from './paymentSettings';
export * from './payments';
export * from './refunds';
export * from './transactionFees';
