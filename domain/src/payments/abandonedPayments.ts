/**
 * A card order whose payment the customer never finished (closed the bank's 3-D Secure window, left
 * checkout) waits in `processingPayment`. After this long it is called off: the provider's intent is
 * cancelled, so it can never be charged later, and the order moves to `failure` so no screen shows a
 * payment still "processing". Card networks let an authentication sit for minutes, not hours; half an
 * hour leaves room for a slow bank and a customer who comes back to the tab.
 */
export const ABANDONED_CARD_PAYMENT_MINUTES = 30;

/** Said on the order's history and to the customer on the tracking page. */
export const ABANDONED_CARD_PAYMENT_REASON =
  'The card payment was not finished in time, so the order was not placed and the card was not charged.';

/** Placed before this instant and still processing: abandoned. */
export function abandonedPaymentCutoffIso(nowMs: number): string {
  return new Date(nowMs - ABANDONED_CARD_PAYMENT_MINUTES * 60_000).toISOString();
}
