import type { StoreOrder } from '../../src/orders/orderData';

/** A busy day's start (an evening in Sydney); order n is placed n × 20 s later. */
export const DAY_START = Date.parse('2026-03-07T06:00:00.000Z');

/** An online order as the live board reads it: enough for the card's words and actions. */
export function boardOrder(index: number, fields: Partial<StoreOrder> = {}): StoreOrder {
  return {
    id: `order-${String(index).padStart(6, '0')}`,
    restaurantId: 'r1',
    storeId: 'bondi',
    source: 'website',
    status: { code: 'new' },
    placedIsoDateTimeUtc: new Date(DAY_START + index * 20_000).toISOString(),
    customer: { name: `Guest ${index}` },
    cart: {
      grandTotal: 2_450,
      currency: { code: 'AUD' },
      paymentType: 'inStore',
      collection: { type: 'pickup' },
      items: [{ id: 'line-1', summary: { quantity: 1, name: 'Margherita', description: 'Large' } }],
    },
    ...fields,
  } as unknown as StoreOrder;
}

/** `count` orders, newest first (as the board's queries give them). */
export function busyDay(count: number): StoreOrder[] {
  return Array.from({ length: count }, (_unused, index) => boardOrder(count - 1 - index));
}
