import type { CardTerminalPayment, CardTerminalTransactionType } from '@resto/domain';
import { firestore, useQuery } from '@resto/web-common';
import { collection, limit, query, where } from 'firebase/firestore';
import { useMemo } from 'react';

/** One receipt the card terminal printed for a sale: its payment or a refund of it. */
export interface CardReceipt {
  paymentId: string;
  posReference: string;
  type: CardTerminalTransactionType;
  amountInCents: number;
  cardLast4?: string;
  receipt: string;
  completedIsoDateTimeUtc?: string;
}

/** The approved attempts of a sale's payment and of its refunds on any of the store's terminals, oldest first. */
export function cardReceiptsOf(payments: readonly CardTerminalPayment[]): CardReceipt[] {
  return payments
    .flatMap((payment) =>
      payment.attempts
        .filter((attempt) => attempt.result === 'APPROVED' && attempt.receipt)
        .map(
          (attempt): CardReceipt => ({
            paymentId: payment.id,
            posReference: attempt.posReference,
            type: payment.type,
            amountInCents: attempt.amountInCents,
            ...(attempt.cardLast4 ? { cardLast4: attempt.cardLast4 } : {}),
            receipt: attempt.receipt ?? '',
            ...(attempt.completedIsoDateTimeUtc
              ? { completedIsoDateTimeUtc: attempt.completedIsoDateTimeUtc }
              : {}),
          }),
        ),
    )
    .sort((a, b) => (a.completedIsoDateTimeUtc ?? '').localeCompare(b.completedIsoDateTimeUtc ?? ''));
}

/** The card terminal receipts of one POS order, live. */
export function useCardReceipts(restaurantId: string, storeId: string, posOrderId: string) {
  const payments = useMemo(
    () =>
      query(
        collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'cardTerminalPayments'),
        where('posOrderId', '==', posOrderId),
        limit(50),
      ),
    [restaurantId, storeId, posOrderId],
  );
  const result = useQuery(payments);
  return {
    receipts: cardReceiptsOf(result.data as unknown as CardTerminalPayment[]),
    loading: result.loading,
    error: result.error ? 'The card receipts cannot be read without a connection.' : undefined,
  };
}
