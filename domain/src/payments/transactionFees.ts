/** Card processing fees per online order and their totals, for the store's transaction-fee report. */
import type { Cents } from '../money/money';

export interface TransactionFeeRow {
  orderId: string;
  placedIsoDateTimeUtc: string;
  grandTotalInCents: Cents;
  processorFeeInCents: Cents;
  applicationFeeInCents: Cents;
  refundedInCents: Cents;
}

export interface TransactionFeeTotals {
  orderCount: number;
  grossInCents: Cents;
  processorFeeInCents: Cents;
  applicationFeeInCents: Cents;
  refundedInCents: Cents;
  /** What reaches the store: paid less fees and refunds (processor fees are not returned on refunds). */
  netInCents: Cents;
}

export function transactionFeeTotals(rows: readonly TransactionFeeRow[]): TransactionFeeTotals {
  const totals = rows.reduce(
    (sum, row) => ({
      orderCount: sum.orderCount + 1,
      grossInCents: sum.grossInCents + row.grandTotalInCents,
      processorFeeInCents: sum.processorFeeInCents + row.processorFeeInCents,
      applicationFeeInCents: sum.applicationFeeInCents + row.applicationFeeInCents,
      refundedInCents: sum.refundedInCents + row.refundedInCents,
      netInCents: 0,
    }),
    {
      orderCount: 0,
      grossInCents: 0,
      processorFeeInCents: 0,
      applicationFeeInCents: 0,
      refundedInCents: 0,
      netInCents: 0,
    },
  );
  return withTransactionFeeNet(totals);
}

/** The totals with their net: paid less fees and refunds (also for totals kept in report rollups). */
export function withTransactionFeeNet(
  totals: Omit<TransactionFeeTotals, 'netInCents'>,
): TransactionFeeTotals {
  return {
    ...totals,
    netInCents:
      totals.grossInCents -
      totals.processorFeeInCents -
      totals.applicationFeeInCents -
      totals.refundedInCents,
  };
}
