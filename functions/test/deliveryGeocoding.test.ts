/**
 * The customer does not choose their own delivery fee: placement (and the coupon suggestion) geocode
 * the typed address with the fake geocoder behind the real Google adapter and cache, and price the
 * zone it is in, whatever coordinates the browser sends.
 */
import {
  ADDRESS_CHECK_UNAVAILABLE_MESSAGE,
  ADDRESS_LOCATION_MISMATCH_MESSAGE,
  ADDRESS_NOT_FOUND_MESSAGE,
  type PlaceOrderRequestInput,
  priceOnlineOrder,
  ZOnlineOrderDocument,
  ZPlaceOrderRequest,
} from '@resto/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeGeocoder } from '../../fakes/src/geocoder';
import { setEmailSenderForTests } from '../src/integrations/email';
import {
  createGoogleGeocoder,
  GEOCODE_CACHE_COLLECTION,
  setGeocodingPortForTests,
} from '../src/integrations/geocoding';
import { firestore } from './support/admin';
import {
  type AdminStore,
  createAdminStore,
  createCouponVia,
  startCouponsLoyaltyApi,
  type TestApi,
} from './support/couponsLoyalty';
import { useFakeGeocoder } from './support/geocoding';
import { CUSTOMER, LINES, NEAR_ADDRESS, orderBody, ordersPath } from './support/onlineOrdering';

let api: TestApi;
let geocoder: FakeGeocoder;
let stopGeocoder: () => Promise<void>;
let store: AdminStore;

/** Two zones: Bondi ($5.00, around the typed address) and a cheaper one around Surry Hills ($1.00). */
const BONDI_POLYGON = [
  { latitude: '-33.880', longitude: '151.260' },
  { latitude: '-33.880', longitude: '151.290' },
  { latitude: '-33.900', longitude: '151.290' },
  { latitude: '-33.900', longitude: '151.260' },
];
const SURRY_HILLS_POLYGON = [
  { latitude: '-33.874', longitude: '151.200' },
  { latitude: '-33.874', longitude: '151.224' },
  { latitude: '-33.894', longitude: '151.224' },
  { latitude: '-33.894', longitude: '151.200' },
];
const INSIDE_SURRY_HILLS = { latitude: '-33.8861', longitude: '151.2111' };
const PARRAMATTA = { latitude: '-33.8150', longitude: '151.0011' };

beforeAll(async () => {
  // Confirmation emails are not what this file checks: accept them without sending.
  setEmailSenderForTests({ send: async () => ({ id: `test-${crypto.randomUUID()}` }) });
  api = await startCouponsLoyaltyApi();
  ({ geocoder, stop: stopGeocoder } = await useFakeGeocoder());
  store = await createAdminStore({
    settings: {
      delivery: {
        minOrderValue: 0,
        suburbs: [],
        areas: [
          {
            id: 'bondi',
            name: 'Bondi',
            deliveryCharges: 500,
            shouldApplyThirdPartyDeliveryFee: false,
            polygon: BONDI_POLYGON,
          },
          {
            id: 'surry-hills',
            name: 'Surry Hills',
            deliveryCharges: 100,
            shouldApplyThirdPartyDeliveryFee: false,
            polygon: SURRY_HILLS_POLYGON,
          },
        ],
      },
    },
  });
});
afterAll(async () => {
  setEmailSenderForTests(undefined);
  await api?.close();
  await stopGeocoder?.();
});
beforeEach(() => geocoder.reset());

function place(body: unknown) {
  return api.call(ordersPath(store), { body });
}

function suggest(body: unknown) {
  return api.call(`/api/coupons/restaurants/${store.restaurantId}/stores/${store.storeId}/suggest`, { body });
}

async function storedOrder(orderId: string) {
  const snapshot = await firestore()
    .doc(`restaurants/${store.restaurantId}/stores/${store.storeId}/orders/${orderId}`)
    .get();
  return snapshot.exists ? ZOnlineOrderDocument.parse(snapshot.data()) : undefined;
}

/** The grand total the storefront would show for this request (its own preview of the zone). */
function previewTotal(request: PlaceOrderRequestInput): number {
  return priceOnlineOrder(store.menu, ZPlaceOrderRequest.parse(request), new Date()).totals.grandTotal;
}

/** A delivery order for a typed address; `geoPoint` is what the browser claims. */
function deliveryOrder(
  address: Partial<typeof NEAR_ADDRESS> = {},
  extra: Partial<PlaceOrderRequestInput> = {},
) {
  const request: PlaceOrderRequestInput = orderBody({
    collectionType: 'delivery',
    lines: [LINES.basic],
    paymentType: 'cashOnDelivery',
    deliveryAddress: { ...NEAR_ADDRESS, ...address },
    // A customer of their own each time: the per-customer placement limit is not what this file checks.
    customer: { ...CUSTOMER, mobile: `+614${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` },
    ...extra,
  });
  return { ...request, expectedTotalInCents: previewTotal(request) };
}

/** A unit number nobody used before, so the address misses the geocode cache. */
function freshStreet(): string {
  return `${Math.floor(Math.random() * 9000) + 100}/10 Hall Street, Bondi Beach NSW 2026`;
}

describe('delivery is priced where the typed address is', () => {
  it('a customer sending coordinates of a cheaper zone pays the zone of their typed address', async () => {
    const cheat = deliveryOrder({ geoPoint: INSIDE_SURRY_HILLS });
    // The browser priced the $1.00 zone; the server prices Bondi ($5.00) and says the total changed.
    expect(previewTotal(cheat)).toBe(2050 + 100 + 100);
    const refused = await place(cheat);
    expect(refused.status).toBe(409);
    expect(refused.body.totals).toMatchObject({ deliveryCharge: 500 });
    expect(await storedOrder(String(cheat.orderId))).toBeUndefined();

    // Sending the total of the real zone places the order at the Bondi fee, stored at the geocoded point.
    const honest = { ...cheat, orderId: `${cheat.orderId}-2`, expectedTotalInCents: 2050 + 100 + 500 };
    const placed = await place(honest);
    expect(placed.status).toBe(200);
    expect(placed.body.totals).toMatchObject({ deliveryCharge: 500, grandTotal: 2650 });
    const order = await storedOrder(honest.orderId);
    expect(order?.cart.deliveryCharge).toBe(500);
    const stored = order?.cart.deliveryAddress;
    expect(stored).toMatchObject({
      formattedAddress: '10 Hall St, Bondi Beach NSW 2026, Australia',
      suburb: 'Bondi Beach',
      postcode: '2026',
      dropoffNotes: 'Blue door',
      googlePlaceId: expect.stringMatching(/^ChIJ/),
    });
    expect(Number(stored?.geoPoint.latitude)).toBeCloseTo(-33.89, 2);
    expect(Number(stored?.geoPoint.longitude)).toBeCloseTo(151.275, 2);
  });

  it('each address pays its own zone (Surry Hills the cheaper one, Newtown none), whatever point is sent', async () => {
    // A Surry Hills street typed with Surry Hills: the cheaper zone, correctly.
    const surryHills = deliveryOrder({
      formattedAddress: '45 Crown Street, Surry Hills NSW 2010',
      suburb: 'Surry Hills',
      postcode: '2010',
      geoPoint: INSIDE_SURRY_HILLS,
    });
    const placed = await place(surryHills);
    expect(placed.status).toBe(200);
    expect(placed.body.totals).toMatchObject({ deliveryCharge: 100 });
    // Outside both zones (Newtown), whatever point the browser sends: outside the delivery area.
    const newtown = deliveryOrder({
      formattedAddress: '200 King Street, Newtown NSW 2042',
      suburb: 'Newtown',
      postcode: '2042',
      geoPoint: INSIDE_SURRY_HILLS,
    });
    const outside = await place(newtown);
    expect(outside.status).toBe(400);
    expect(outside.body.issues).toEqual([
      { path: 'deliveryAddress', message: expect.stringMatching(/deliver/) },
    ]);
  });

  it('the coupon suggestion prices delivery from the typed address too', async () => {
    const coupon = await createCouponVia(api, store, {
      name: 'Free delivery',
      type: 'freeDelivery',
      discountPercentage: undefined,
      isPublic: false,
    });
    const cart = { collectionType: 'delivery', lines: [LINES.basic], couponCode: coupon.couponCode };
    const cheat = await suggest({
      ...cart,
      deliveryAddress: { ...NEAR_ADDRESS, geoPoint: INSIDE_SURRY_HILLS },
    });
    expect(cheat.status).toBe(200);
    // The free delivery is worth the Bondi fee the address really costs, not the $1.00 the browser chose.
    expect(cheat.body.requested).toMatchObject({ applies: true, offer: { discountCents: 500 } });
    const nowhere = await suggest({
      ...cart,
      deliveryAddress: {
        ...NEAR_ADDRESS,
        formattedAddress: '1 Nowhere Lane, Atlantis NSW 9999',
        suburb: 'Atlantis',
        postcode: '9999',
      },
    });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.message).toBe(ADDRESS_NOT_FOUND_MESSAGE);
  });
});

describe('refusals in words on the address, nothing stored', () => {
  it('"use my location" far from the typed address → 400 on deliveryAddress', async () => {
    const far = deliveryOrder({}, { sharedLocation: PARRAMATTA });
    const response = await place(far);
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([
      { path: 'deliveryAddress', message: ADDRESS_LOCATION_MISMATCH_MESSAGE },
    ]);
    expect(response.body.problems).toEqual([expect.objectContaining({ code: 'addressLocationMismatch' })]);
    expect(await storedOrder(String(far.orderId))).toBeUndefined();

    // A phone's fix a few hundred metres out is fine, and is still not what is priced.
    const near = deliveryOrder({}, { sharedLocation: { latitude: '-33.8920', longitude: '151.2760' } });
    expect((await place(near)).status).toBe(200);
    const order = await storedOrder(String(near.orderId));
    expect(order?.cart.deliveryAddress?.geoPoint).not.toEqual({
      latitude: '-33.8920',
      longitude: '151.2760',
    });
  });

  it('an address the geocoder cannot find (or only finds as a suburb) → 400 "We couldn\'t find this address"', async () => {
    for (const address of [
      { formattedAddress: '1 Nowhere Lane, Atlantis NSW 9999', suburb: 'Atlantis', postcode: '9999' },
      { formattedAddress: 'Bondi Beach NSW 2026', suburb: 'Bondi Beach', postcode: '2026' },
    ]) {
      const request = deliveryOrder(address);
      const response = await place(request);
      expect(response.status).toBe(400);
      expect(response.body.issues).toEqual([{ path: 'deliveryAddress', message: ADDRESS_NOT_FOUND_MESSAGE }]);
      expect(await storedOrder(String(request.orderId))).toBeUndefined();
    }
  });

  it('a geocoder that cannot answer → 503 in words, order not created, nothing cached', async () => {
    for (const outage of ['OVER_QUERY_LIMIT', 'REQUEST_DENIED', 'UNKNOWN_ERROR', 'HTTP_500'] as const) {
      geocoder.setOutage(outage);
      const request = deliveryOrder({ formattedAddress: freshStreet() });
      const response = await place(request);
      expect(response.status, outage).toBe(503);
      expect(response.body).toMatchObject({
        message: ADDRESS_CHECK_UNAVAILABLE_MESSAGE,
        issues: [{ path: 'deliveryAddress', message: ADDRESS_CHECK_UNAVAILABLE_MESSAGE }],
      });
      expect(await storedOrder(String(request.orderId))).toBeUndefined();
      // Once the geocoder is back, the same request goes through: the outage was not cached.
      geocoder.setOutage(undefined);
      expect((await place(request)).status, outage).toBe(200);
    }
  });

  it('a geocoder that does not answer at all times out into the same 503', async () => {
    setGeocodingPortForTests(createGoogleGeocoder({ baseUrl: geocoder.url, apiKey: 'k', timeoutMs: 300 }));
    try {
      geocoder.setOutage('HANG');
      const request = deliveryOrder({ formattedAddress: freshStreet() });
      const response = await place(request);
      expect(response.status).toBe(503);
      expect(await storedOrder(String(request.orderId))).toBeUndefined();
    } finally {
      geocoder.setOutage(undefined);
      setGeocodingPortForTests(createGoogleGeocoder({ baseUrl: geocoder.url, apiKey: 'test-geocoding-key' }));
    }
  });
});

describe('the geocode cache', () => {
  it('geocodes one address once, however it is spelled, until the entry expires', async () => {
    const street = freshStreet();
    const first = deliveryOrder({ formattedAddress: street });
    expect((await place(first)).status).toBe(200);
    const respelled = deliveryOrder({ formattedAddress: `  ${street.toUpperCase().replace(/,/g, ' ,')} ` });
    expect((await place(respelled)).status).toBe(200);
    expect(geocoder.requests.filter((request) => request.address.includes('Hall'))).toHaveLength(1);

    // An expired entry is asked again (the TTL policy deletes it later in the cloud).
    const entries = await firestore()
      .collection(GEOCODE_CACHE_COLLECTION)
      .where('outcome.found', '==', true)
      .get();
    const mine = entries.docs.filter((doc) => String(doc.get('key')).includes(street.split('/')[0] ?? ''));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.get('expiresAt')).toBeInstanceOf(Timestamp);
    await mine[0]?.ref.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const later = deliveryOrder({ formattedAddress: street });
    expect((await place(later)).status).toBe(200);
    expect(geocoder.requests.filter((request) => request.address.includes('Hall'))).toHaveLength(2);
  });

  it('a repeat of a placed order answers from the stored order (one geocode, one order)', async () => {
    const request = deliveryOrder({ formattedAddress: freshStreet() });
    const first = await place(request);
    const again = await place(request);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.orderId).toBe(first.body.orderId);
    expect(geocoder.requests).toHaveLength(1);
  });
});
