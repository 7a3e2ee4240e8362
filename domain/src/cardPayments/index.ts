// Card payments beyond the checkout rules of payments.ts: connected accounts, payouts, refunds, fees.
export * from './connectedAccounts';
export * from './refunds';
export * from './transactionFees';
