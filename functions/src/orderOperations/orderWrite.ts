/**
 * One write of `restaurants/{r}/stores/{s}/orders/{orderId}` as the order-write trigger hands it to
 * its consumers (kitchen tickets, loyalty, paid-order follow-ups), and the plain field readers their
 * relevance checks use. This module imports nothing: the checks run on every order write before any
 * consumer's code (the domain, zod, the Admin SDK's transactions, email, the card provider) is loaded.
 */

export type StoredOrder = Record<string, unknown> | undefined;

export interface OrderWrite {
  restaurantId: string;
  storeId: string;
  orderId: string;
  /** The document before and after the write; undefined when it did not exist (create / delete). */
  before: StoredOrder;
  after: StoredOrder;
  /** The delivery's event id (the same on a redelivery), when the trigger knows it. */
  eventId?: string | undefined;
  /**
   * When the write happened, as text that sorts in time (reports/rollupStore.ts `writeTimeKey`): the
   * new document's update time, or the event's time for a delete.
   */
  writeTime?: string | undefined;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** `status.code`, when it is a string. */
export function statusCodeOf(order: StoredOrder): string | undefined {
  const code = field(field(order, 'status'), 'code');
  return typeof code === 'string' ? code : undefined;
}

/** `payment.status`, when it is a string. */
export function paymentStatusOf(order: StoredOrder): string | undefined {
  const status = field(field(order, 'payment'), 'status');
  return typeof status === 'string' ? status : undefined;
}

/** `refundTotals.refundedInCents`, 0 when absent. */
export function refundedCentsOf(order: StoredOrder): number {
  const cents = field(field(order, 'refundTotals'), 'refundedInCents');
  return typeof cents === 'number' ? cents : 0;
}

/** The status code the write moved the order to, or undefined when the status did not change. */
export function statusChangedTo(write: Pick<OrderWrite, 'before' | 'after'>): string | undefined {
  const after = statusCodeOf(write.after);
  return after !== undefined && after !== statusCodeOf(write.before) ? after : undefined;
}
