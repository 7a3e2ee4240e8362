import type { Cents } from '../money/money';
import { refundableInCents } from '../payments/payments';

/** What of an order (website or POS, as stored) tells what its customer spent on it. */
export interface SpendOrder {
  source?: string | undefined;
  cart?: { grandTotal?: number | undefined } | undefined;
  /** A website order's refunds (payments/refunds.ts running totals). */
  refundTotals?: { refundedInCents?: number | undefined } | undefined;
  /** A POS order's refunds so far (pos/posRefund.ts). */
  refundAmountInCents?: number | undefined;
}

/**
 * What an order adds to what its customer spent: its stored grand total less what was refunded of
 * it (a website order's settled refunds, a POS order's refunds), never below zero. The big-spenders
 * audience adds these up; a refund later lowers it.
 */
export function customerSpendOfOrder(order: SpendOrder): Cents {
  const total = Math.max(0, Math.round(order.cart?.grandTotal ?? 0));
  const refunded =
    order.source === 'pos' ? (order.refundAmountInCents ?? 0) : (order.refundTotals?.refundedInCents ?? 0);
  return refundableInCents(total, Math.max(0, Math.round(refunded)));
}

/** Orders of every channel a customer record counts: website, Google and POS (a known customer). */
export function customerOrderCount(customer: {
  previousOrderCount?: number | undefined;
  previousGoogleOrderCount?: number | undefined;
  previousPosOrderCount?: number | undefined;
}): number {
  return (
    (customer.previousOrderCount ?? 0) +
    (customer.previousGoogleOrderCount ?? 0) +
    (customer.previousPosOrderCount ?? 0)
  );
}
