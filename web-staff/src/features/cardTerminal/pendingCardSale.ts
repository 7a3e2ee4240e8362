import { cardPaymentIdOf, type PosOrderRequestInput, type PosRefundRequestInput } from '@resto/domain';

/**
 * A sale waiting for the card terminal, kept on the device so a reload (or a crash) in the middle
 * of a card payment comes back to the same payment: the same order id (the server's payment
 * document is keyed by it) and the full order request, which goes to the outbox once approved.
 */
export interface PendingCardSale {
  posOrderId: string;
  /** A new sale: the order request, kept in the outbox once approved. */
  request?: PosOrderRequestInput;
  /** A pay-later order being paid: its payment is kept in the outbox once approved. */
  settle?: { posOrderId: string; ticket: string; totalInCents: number };
  /**
   * A refund of a card sale given back on the terminal (`posOrderId` is the sale's): the refund is
   * recorded on the order, under the same refund id, once the terminal approves it.
   */
  refund?: { refundId: string; request: PosRefundRequestInput; label: string };
  /** What the terminal charges (or, for a refund, gives back): the order's total plus the tip. */
  amountInCents: number;
  totalInCents: number;
  /** The till's id for the current press: sent again after a timeout, it is the same attempt. */
  attemptId: string;
}

const keyOf = (restaurantId: string, storeId: string) => `resto:pos:cardSale:${restaurantId}:${storeId}`;

export function readPendingCardSale(restaurantId: string, storeId: string): PendingCardSale | undefined {
  try {
    const text = localStorage.getItem(keyOf(restaurantId, storeId));
    return text ? (JSON.parse(text) as PendingCardSale) : undefined;
  } catch {
    return undefined;
  }
}

export function savePendingCardSale(restaurantId: string, storeId: string, sale: PendingCardSale): void {
  localStorage.setItem(keyOf(restaurantId, storeId), JSON.stringify(sale));
}

export function clearPendingCardSale(restaurantId: string, storeId: string): void {
  localStorage.removeItem(keyOf(restaurantId, storeId));
}

/** The payment document the terminal's answer lands on (a refund has its own). */
export function pendingPaymentId(sale: Pick<PendingCardSale, 'posOrderId' | 'refund'>): string {
  return cardPaymentIdOf({
    posOrderId: sale.posOrderId,
    ...(sale.refund ? { refundId: sale.refund.refundId } : {}),
  });
}
