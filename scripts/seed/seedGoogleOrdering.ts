/**
 * Order with Google demo: Bella Vista Bondi Beach takes orders through Google
 * (`googleFoodOrderingEnabled`, scripts/seed/demoData.ts). One Google order from the day before,
 * collected and paid at the counter, with the three status updates Google took (confirmed, ready,
 * completed), shows on the admin's `/google-orders/{googleOrderId}` page and in the order history; the
 * fake Google on 12182 makes new ones (`POST /_fake/checkout`, then `/_fake/submit`). Idempotent:
 * written only when missing.
 */
import {
  orderIdOfGoogleOrder,
  orderTimeDimension,
  ZGoogleOrderUpdateRecord,
  ZWebsiteOrder,
} from '@resto/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { DEMO_STORES } from './demoData';

export const DEMO_GOOGLE_STORE_ID = 'bondi';
export const DEMO_GOOGLE_ORDER_ID = '9310027485516';

export async function seedGoogleOrders(db: Firestore, restaurantId: string): Promise<void> {
  const storeRef = db
    .collection('restaurants')
    .doc(restaurantId)
    .collection('stores')
    .doc(DEMO_GOOGLE_STORE_ID);
  const orderId = orderIdOfGoogleOrder(DEMO_GOOGLE_ORDER_ID);
  const ref = storeRef.collection('orders').doc(orderId);
  if ((await ref.get()).exists) return;
  const store = DEMO_STORES[DEMO_GOOGLE_STORE_ID];
  if (!store) return;
  // Yesterday at 12:20 PM Sydney time (01:20 UTC), collected 25 minutes later.
  const day = new Date(Date.now() - 24 * 3_600_000);
  const placed = `${day.toISOString().slice(0, 10)}T01:20:00.000Z`;
  const at = (minutes: number) => new Date(Date.parse(placed) + minutes * 60_000).toISOString();
  const pizza = 2200;
  const bread = 850;
  const itemTotal = pizza + 2 * bread;
  const order = ZWebsiteOrder.parse({
    id: orderId,
    restaurantId,
    storeId: DEMO_GOOGLE_STORE_ID,
    source: 'googleFoodOrdering',
    displayNumber: '7',
    placedIsoDateTimeUtc: placed,
    cart: {
      createdTime: placed,
      items: [
        {
          id: 'g1',
          categoryId: 'pizzas',
          selection: {
            type: 'pizza',
            specId: 'margherita',
            sizeId: 'large',
            quantity: 1,
            comments: '',
            addToppings: [],
            removeToppings: [],
          },
          summary: { name: 'Margherita', price: pizza, quantity: 1, description: 'Large' },
        },
        {
          id: 'g2',
          categoryId: 'sides',
          selection: { type: 'basic', specId: 'garlic-bread', quantity: 2, modifiersValue: {}, comments: '' },
          summary: { name: 'Garlic bread', price: bread, quantity: 2 },
        },
      ],
      collection: { type: 'pickup', timeOfDay: '12:45 PM', date: placed.slice(0, 10) },
      paymentType: 'inStore',
      itemTotal,
      grandTotal: itemTotal,
      currency: { code: 'AUD', symbol: '$' },
      customerName: 'Jordan Lee',
    },
    customer: { name: 'Jordan Lee', email: 'jordan.lee@demo.test', mobile: '+61412555077' },
    status: { code: 'completed', updatedIsoDateTimeUtc: at(26) },
    timeDimension: orderTimeDimension(new Date(placed), store.timezone),
  });
  const states = ['CONFIRMED', 'READY_FOR_PICKUP', 'FULFILLED'] as const;
  const sentAt = [at(2), at(22), at(26)];
  const batch = db.batch();
  batch.set(ref, {
    ...order,
    customerKey: 'guest:+61412555077',
    marketingConsent: false,
    requestedTime: { type: 'asap' },
    collectionIsoDateTimeUtc: at(25),
    totals: {
      itemTotal,
      couponDiscount: 0,
      loyaltyDiscount: 0,
      deliveryCharge: 0,
      deliveryDiscount: 0,
      publicHolidaySurcharge: 0,
      cardSurcharge: 0,
      discount: 0,
      charges: 0,
      grandTotal: itemTotal,
      gst: Math.round(itemTotal / 11),
    },
    requestFingerprint: 'demo-google-order',
    google: { googleOrderId: DEMO_GOOGLE_ORDER_ID, isInSandbox: true, readyIsoDateTimeUtc: at(22) },
    eta: { minutes: 15, readyByIsoDateTimeUtc: at(17), setIsoDateTimeUtc: at(2) },
    settlement: {
      method: 'card',
      amountInCents: itemTotal,
      recordedIsoDateTimeUtc: at(26),
      by: { kind: 'staff', name: 'Manager' },
    },
    statusHistory: [
      { to: 'new', atIsoDateTimeUtc: placed, by: { kind: 'customer' } },
      {
        from: 'new',
        to: 'accepted',
        atIsoDateTimeUtc: at(2),
        by: { kind: 'staff', name: 'Manager' },
        etaInMinutes: 15,
      },
      { from: 'accepted', to: 'completed', atIsoDateTimeUtc: at(26), by: { kind: 'staff', name: 'Manager' } },
    ],
  });
  states.forEach((state, index) => {
    batch.set(
      storeRef.collection('googleOrderUpdates').doc(`${orderId}__${state}`),
      ZGoogleOrderUpdateRecord.parse({
        orderId,
        googleOrderId: DEMO_GOOGLE_ORDER_ID,
        state,
        status: 'sent',
        claimedIsoDateTimeUtc: sentAt[index],
        sentIsoDateTimeUtc: sentAt[index],
        httpStatus: 200,
      }),
    );
  });
  await batch.commit();
}
