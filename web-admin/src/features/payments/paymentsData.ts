import type { PaymentAccount, PayoutRecord, RefundRecord, WebsiteOrder, WithId } from '@resto/domain';
import { docConverter, firestore } from '@resto/web-common';
import { collection, doc, limit, orderBy, query, where } from 'firebase/firestore';

/**
 * Reads of the store's payment documents (all written by the API and webhooks; store admins read).
 * Kept beside the payment pages, the only screens that read them.
 */

export type PaymentAccountData = PaymentAccount;
export type PayoutData = Omit<PayoutRecord, 'id'>;
export type Payout = WithId<PayoutData>;
export type RefundData = Omit<RefundRecord, 'id'>;
export type Refund = WithId<RefundData>;
/** The order fields the fee report and refund dialog use (the API writes `refundTotals`). */
export type CardOrderData = Omit<WebsiteOrder, 'id'> & {
  refundTotals?: { refundedInCents?: number; pendingInCents?: number };
};
export type CardOrder = WithId<CardOrderData>;

// One converter per collection: refs and queries with the same converter compare equal, which the
// snapshot hooks rely on to keep one listener across renders.
const accountConverter = docConverter<PaymentAccountData>();
const payoutConverter = docConverter<PayoutData>();
const orderConverter = docConverter<CardOrderData>();
const refundConverter = docConverter<RefundData>();

const storePath = (restaurantId: string, storeId: string) =>
  ['restaurants', restaurantId, 'stores', storeId] as const;

export function paymentAccountDoc(restaurantId: string, storeId: string) {
  return doc(firestore(), ...storePath(restaurantId, storeId), 'paymentAccounts', 'stripe').withConverter(
    accountConverter,
  );
}

/** Newest first; `count` grows as the admin asks for more (snapshot paging). */
export function payoutsQuery(restaurantId: string, storeId: string, count: number) {
  return query(
    collection(firestore(), ...storePath(restaurantId, storeId), 'payouts').withConverter(payoutConverter),
    orderBy('createdIsoDateTimeUtc', 'desc'),
    limit(count),
  );
}

/** Payment statuses of card payments the provider took (paid, or paid and since refunded). */
export const TAKEN_CARD_PAYMENT_STATUSES = ['success', 'refundSuccess', 'refundFailure'] as const;

/**
 * Orders paid by card online whose payment the provider took, placed in [from, to), newest first,
 * at most `count` (the fee page reads only the pages it shows; its totals come from the rollups).
 */
export function cardOrdersQuery(
  restaurantId: string,
  storeId: string,
  fromUtcIso: string,
  toUtcIso: string,
  count: number,
) {
  return query(
    collection(firestore(), ...storePath(restaurantId, storeId), 'orders').withConverter(orderConverter),
    where('cart.paymentType', '==', 'stripe'),
    where('payment.status', 'in', [...TAKEN_CARD_PAYMENT_STATUSES]),
    where('placedIsoDateTimeUtc', '>=', fromUtcIso),
    where('placedIsoDateTimeUtc', '<', toUtcIso),
    orderBy('placedIsoDateTimeUtc', 'desc'),
    limit(count),
  );
}

export function orderRefundsQuery(restaurantId: string, storeId: string, orderId: string) {
  return query(
    collection(firestore(), ...storePath(restaurantId, storeId), 'orders', orderId, 'refunds').withConverter(
      refundConverter,
    ),
    orderBy('createdIsoDateTimeUtc', 'desc'),
  );
}
