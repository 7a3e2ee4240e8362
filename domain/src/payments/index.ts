// Payments: what counts as paid, card payment progress and declines, the store's payment settings,
// connected accounts and payouts, refunds and transaction fees.
import { ZPayoutSchedule } from './connectedAccounts';
import { ZRefundRequest } from './refunds';

export * from './abandonedPayments';
export * from './connectedAccounts';
export * from './marketplacePayment';
export * from './paymentDeclines';
export * from './paymentProgress';
export * from './paymentSettings';
export * from './payments';
export * from './refunds';
export * from './transactionFees';

/** What the payment routes parse from a request (see common/inputBounds.ts). */
export const PAYMENTS_REQUEST_SCHEMAS = { ZPayoutSchedule, ZRefundRequest };
