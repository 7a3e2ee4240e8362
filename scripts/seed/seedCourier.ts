/**
 * Courier delivery demo: Bella Vista Surry Hills delivers with the courier service (Uber Direct; the
 * fake courier on 12183 runs its robo courier), passing the courier's fee on in its area, so a
 * delivery order there is priced with a courier quote at checkout and books a courier when staff
 * accept it. One delivered courier order from the day before shows what it looks like afterwards
 * (status, courier, route) on the staff, admin and customer pages. Idempotent: the settings document
 * is the same every run, and the order is written only when missing.
 */
import {
  courierIdempotencyKey,
  orderTimeDimension,
  ZOrderCourierDelivery,
  ZStoreDeliverySettings,
  ZWebsiteOrder,
} from '@resto/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { DEMO_STORES, demoStoreSettings } from './demoData';

export const DEMO_COURIER_STORE_ID = 'surry-hills';
export const DEMO_COURIER_ORDER_ID = 'demo-courier-delivered-0001';

/** The store's delivery settings with the courier as its delivery provider (written before publishing). */
export function courierDeliverySettings() {
  const store = DEMO_STORES[DEMO_COURIER_STORE_ID];
  if (!store) throw new Error('The courier demo store is missing');
  const { delivery } = demoStoreSettings(store);
  return ZStoreDeliverySettings.parse({
    ...delivery,
    provider: 'courierService',
    areas: delivery.areas.map((area) => ({ ...area, shouldApplyThirdPartyDeliveryFee: true })),
  });
}

export async function seedCourierSettings(db: Firestore, restaurantId: string): Promise<void> {
  await db
    .collection('restaurants')
    .doc(restaurantId)
    .collection('stores')
    .doc(DEMO_COURIER_STORE_ID)
    .collection('settings')
    .doc('delivery')
    .set(courierDeliverySettings());
}

export async function seedCourierOrders(db: Firestore, restaurantId: string): Promise<void> {
  const ref = db
    .collection('restaurants')
    .doc(restaurantId)
    .collection('stores')
    .doc(DEMO_COURIER_STORE_ID)
    .collection('orders')
    .doc(DEMO_COURIER_ORDER_ID);
  if ((await ref.get()).exists) return;
  const store = DEMO_STORES[DEMO_COURIER_STORE_ID];
  if (!store) return;
  // Yesterday at 7:10 PM Sydney time (08:10 UTC), delivered 32 minutes later.
  const day = new Date(Date.now() - 24 * 3_600_000);
  const placed = `${day.toISOString().slice(0, 10)}T08:10:00.000Z`;
  const at = (minutes: number) => new Date(Date.parse(placed) + minutes * 60_000).toISOString();
  const pickup = {
    lat: Number(store.address.geoPoint.latitude),
    lng: Number(store.address.geoPoint.longitude),
  };
  const dropoff = { lat: -33.8868, lng: 151.2141 };
  const fee = 742;
  const itemTotal = 2 * 2390;
  const deliveryCharge = 500 + fee;
  const grandTotal = itemTotal + deliveryCharge;
  const order = ZWebsiteOrder.parse({
    id: DEMO_COURIER_ORDER_ID,
    restaurantId,
    storeId: DEMO_COURIER_STORE_ID,
    source: 'website',
    displayNumber: '12',
    placedIsoDateTimeUtc: placed,
    cart: {
      createdTime: placed,
      items: [
        {
          id: 'line-1',
          selection: {
            type: 'basic',
            specId: 'demo-courier-item',
            quantity: 2,
            modifiersValue: {},
            comments: '',
          },
          summary: { name: 'Margherita pizza', price: 2390, quantity: 2 },
        },
      ],
      collection: { type: 'delivery', timeOfDay: '7:45 PM', date: placed.slice(0, 10) },
      deliveryAddress: {
        formattedAddress: '210 Crown Street, Surry Hills NSW 2010',
        suburb: 'Surry Hills',
        state: 'NSW',
        postcode: '2010',
        country: { code: 'AU', name: 'Australia' },
        geoPoint: { latitude: String(dropoff.lat), longitude: String(dropoff.lng) },
        dropoffNotes: 'Green door, buzz 4',
      },
      deliveryCharge,
      paymentType: 'cashOnDelivery',
      itemTotal,
      grandTotal,
      currency: { code: 'AUD', symbol: '$' },
    },
    customer: { name: 'Priya Raman', email: 'priya@demo.test', mobile: '+61412555012' },
    status: { code: 'accepted', updatedIsoDateTimeUtc: at(2) },
    timeDimension: orderTimeDimension(new Date(placed), store.timezone),
  });
  const courierDelivery = ZOrderCourierDelivery.parse({
    bookingState: 'booked',
    attempt: 1,
    idempotencyKey: courierIdempotencyKey(DEMO_COURIER_ORDER_ID, 1),
    deliveryId: 'del_demo_surry_hills_0001',
    providerStatus: 'delivered',
    status: 'COMPLETED',
    courierImminent: false,
    courier: {
      name: 'Robo Courier',
      vehicleType: 'car',
      location: dropoff,
      locationIsoDateTimeUtc: at(34),
    },
    pickup,
    dropoff,
    fee,
    pickupEtaIsoDateTimeUtc: at(18),
    dropoffEtaIsoDateTimeUtc: at(34),
    statusIsoDateTimeUtc: at(34),
    updatedIsoDateTimeUtc: at(34),
  });
  await ref.set({
    ...order,
    customerKey: 'guest:+61412555012',
    marketingConsent: false,
    requestedTime: { type: 'asap' },
    collectionIsoDateTimeUtc: at(35),
    totals: {
      itemTotal,
      couponDiscount: 0,
      loyaltyDiscount: 0,
      deliveryCharge,
      deliveryDiscount: 0,
      publicHolidaySurcharge: 0,
      cardSurcharge: 0,
      discount: 0,
      charges: deliveryCharge,
      grandTotal,
      gst: Math.round(grandTotal / 11),
    },
    requestFingerprint: 'demo-courier-order',
    deliveryProvider: 'courierService',
    courierQuote: { quoteId: 'dqt_demo_surry_hills_0001', fee, expiresIsoDateTimeUtc: at(15) },
    courierDelivery,
    statusHistory: [
      { to: 'new', atIsoDateTimeUtc: placed, by: { kind: 'customer' } },
      { from: 'new', to: 'accepted', atIsoDateTimeUtc: at(2), by: { kind: 'staff', name: 'Manager' } },
    ],
  });
}
