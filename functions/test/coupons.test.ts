import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, firestore } from './support/admin';
import {
  type AdminStore,
  couponBody,
  couponsPath,
  couponUse,
  createAdminStore,
  createCouponVia,
  startCouponsLoyaltyApi,
  type TestApi,
} from './support/couponsLoyalty';
import { callApi, signInWithCustomToken, signUpTestUser, type TestUser } from './support/emulators';
import { type LocalEmail, startLocalEmail } from './support/localEmail';
import { CUSTOMER, orderBody, ordersPath } from './support/onlineOrdering';
import { addRestaurantMember, addStoreMember } from './support/tenants';

let api: TestApi;
let store: AdminStore;
let stranger: TestUser;
let restaurantUser: TestUser;

let email: LocalEmail;
beforeAll(async () => {
  email = await startLocalEmail();
  api = await startCouponsLoyaltyApi();
  store = await createAdminStore();
  stranger = await signUpTestUser('stranger');
  restaurantUser = await signUpTestUser('restaurant-user');
  await addRestaurantMember(store.restaurantId, restaurantUser, 'user');
});
afterAll(async () => {
  await email?.close();
  await api?.close();
});

const year = new Date().getUTCFullYear();

describe('admin coupon commands: who may', () => {
  it('asks for sign-in (401), refuses strangers and restaurant users (403)', async () => {
    expect((await api.call(couponsPath(store), { body: couponBody() })).status).toBe(401);
    expect((await api.call(couponsPath(store), { token: stranger.idToken, body: couponBody() })).status).toBe(
      403,
    );
    const asUser = await api.call(couponsPath(store), { token: restaurantUser.idToken, body: couponBody() });
    expect(asUser.status).toBe(403);
    expect(asUser.body.message).toBe('Only restaurant admins can do this.');
  });

  it('lets restaurant users read the list but not strangers', async () => {
    expect((await api.call(couponsPath(store), { token: restaurantUser.idToken })).status).toBe(200);
    expect((await api.call(couponsPath(store), { token: stranger.idToken })).status).toBe(403);
    expect((await api.call(`${couponsPath(store)}/count`, { token: stranger.idToken })).status).toBe(403);
  });
});

describe('admin coupon commands: validation', () => {
  it('answers 400 with the domain rules by field', async () => {
    const response = await api.call(couponsPath(store), {
      token: store.admin.idToken,
      body: couponBody({
        couponCode: 'A!',
        discountPercentage: undefined,
        name: '',
        endDate: `${year - 2}-1-1`,
      }),
    });
    expect(response.status).toBe(400);
    const issues = response.body.issues as { path: string; message: string }[];
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'couponCode', message: 'Coupon code must be at least 3 uppercase letters or digits' },
        { path: 'name', message: 'Enter a name for the coupon' },
      ]),
    );
  });

  it('refuses stores of another restaurant', async () => {
    const response = await api.call(couponsPath(store), {
      token: store.admin.idToken,
      body: couponBody({ applicableStoreIds: ['not-ours'] }),
    });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([
      { path: 'applicableStoreIds', message: 'Choose stores of this restaurant' },
    ]);
  });
});

describe('admin coupon commands: create, change, delete', () => {
  it('stores a coupon with its code in capitals; the same code in any case is a 409', async () => {
    const code = `WELCOME${Date.now() % 100000}`;
    const created = await api.call(couponsPath(store), {
      token: store.admin.idToken,
      body: couponBody({ couponCode: code.toLowerCase(), maxRedeems: 5 }),
    });
    expect(created.status).toBe(201);
    expect(created.body.coupon).toMatchObject({ couponCode: code, redeemedCount: 0, maxRedeems: 5 });
    const again = await api.call(couponsPath(store), {
      token: store.admin.idToken,
      body: couponBody({ couponCode: ` ${code.toLowerCase()} ` }),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Another coupon already uses the code ${code}. Choose a different code.`);
  });

  it('two admins racing for one code get one coupon and one 409', async () => {
    const code = `RACE${Date.now() % 100000}`;
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        api.call(couponsPath(store), { token: store.admin.idToken, body: couponBody({ couponCode: code }) }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
  });

  it('changes a coupon, moving its code; keeps the counter; deletes it and frees the code', async () => {
    const coupon = await createCouponVia(api, store);
    await firestore()
      .doc(`restaurants/${store.restaurantId}/coupons/${coupon.id}`)
      .update({ redeemedCount: 3 });
    const newCode = `${coupon.couponCode}B`;
    const changed = await api.call(`${couponsPath(store)}/${coupon.id}`, {
      method: 'PUT',
      token: store.admin.idToken,
      body: couponBody({
        couponCode: newCode,
        type: 'flatAmountDiscount',
        discountPercentage: undefined,
        discountAmount: 500,
        redeemedCount: 0,
      }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.coupon).toMatchObject({ couponCode: newCode, discountAmount: 500, redeemedCount: 3 });
    expect(changed.body.coupon).not.toHaveProperty('discountPercentage');
    // The old code is free again.
    expect((await createCouponVia(api, store, { couponCode: coupon.couponCode })).couponCode).toBe(
      coupon.couponCode,
    );

    const deleted = await api.call(`${couponsPath(store)}/${coupon.id}`, {
      method: 'DELETE',
      token: store.admin.idToken,
    });
    expect(deleted.status).toBe(204);
    const missing = await api.call(`${couponsPath(store)}/${coupon.id}`, {
      method: 'DELETE',
      token: store.admin.idToken,
    });
    expect(missing.status).toBe(404);
    expect((await createCouponVia(api, store, { couponCode: newCode })).couponCode).toBe(newCode);
  });

  it('answers 404 for a coupon that does not exist', async () => {
    const response = await api.call(`${couponsPath(store)}/nope`, {
      method: 'PUT',
      token: store.admin.idToken,
      body: couponBody(),
    });
    expect(response.status).toBe(404);
  });
});

describe('list, count and the public lists', () => {
  let fixture: AdminStore;
  beforeAll(async () => {
    fixture = await createAdminStore();
    await createCouponVia(api, fixture, { name: 'Lunch deal', couponCode: 'LUNCH10' });
    await createCouponVia(api, fixture, {
      name: 'Secret staff',
      couponCode: 'STAFF50',
      isPublic: false,
      discountPercentage: 50,
    });
    await createCouponVia(api, fixture, {
      name: 'Next year',
      couponCode: 'LATER5',
      startDate: `${year + 1}-1-1`,
    });
    await createCouponVia(api, fixture, {
      name: 'Old',
      couponCode: 'OLD5',
      startDate: `${year - 2}-1-1`,
      endDate: `${year - 1}-1-1`,
    });
    const used = await createCouponVia(api, fixture, { name: 'Used', couponCode: 'USED5', maxRedeems: 1 });
    await firestore()
      .doc(`restaurants/${fixture.restaurantId}/coupons/${used.id}`)
      .update({ redeemedCount: 1 });
  });

  it('searches by name or code, filters by status and pages', async () => {
    const token = fixture.admin.idToken;
    const all = await api.call(`${couponsPath(fixture)}?pageSize=2`, { token });
    expect(all.body).toMatchObject({ total: 5, page: 0, pageSize: 2 });
    expect((all.body.coupons as unknown[]).length).toBe(2);
    const lunch = await api.call(`${couponsPath(fixture)}?search=lunch`, { token });
    expect((lunch.body.coupons as { couponCode: string }[]).map((c) => c.couponCode)).toEqual(['LUNCH10']);
    const byCode = await api.call(`${couponsPath(fixture)}?search=staff5`, { token });
    expect((byCode.body.coupons as { name: string }[]).map((c) => c.name)).toEqual(['Secret staff']);
    const statuses = async (status: string) =>
      (
        (await api.call(`${couponsPath(fixture)}?status=${status}`, { token })).body.coupons as {
          couponCode: string;
        }[]
      )
        .map((c) => c.couponCode)
        .sort();
    expect(await statuses('scheduled')).toEqual(['LATER5']);
    expect(await statuses('expired')).toEqual(['OLD5']);
    expect(await statuses('usedUp')).toEqual(['USED5']);
    expect(await statuses('active')).toEqual(['LUNCH10', 'STAFF50']);
    const bad = await api.call(`${couponsPath(fixture)}?status=soon`, { token });
    expect(bad.status).toBe(400);
    const count = await api.call(`${couponsPath(fixture)}/count`, { token });
    expect(count.body).toEqual({ total: 5, byStatus: { scheduled: 1, active: 2, expired: 1, usedUp: 1 } });
  });

  it('shows the public only public coupons, without limits or counts, no sign-in needed', async () => {
    const base = `/api/coupons/restaurants/${fixture.restaurantId}/stores/${fixture.storeId}/public`;
    const current = await api.call(base);
    expect(current.status).toBe(200);
    const codes = (current.body.coupons as { couponCode: string }[]).map((c) => c.couponCode).sort();
    expect(codes).toEqual(['LATER5', 'LUNCH10']);
    const active = await api.call(`${base}/active`);
    const shown = active.body.coupons as Record<string, unknown>[];
    expect(shown.map((c) => c.couponCode)).toEqual(['LUNCH10']);
    expect(shown[0]).not.toHaveProperty('maxRedeems');
    expect(shown[0]).not.toHaveProperty('redeemedCount');
    expect(
      (await api.call(`/api/coupons/restaurants/${fixture.restaurantId}/stores/nope/public`)).status,
    ).toBe(404);
  });

  it('suggests the best coupon for a cart and says why the others do not apply', async () => {
    const fixtureCoupon = await createCouponVia(api, fixture, {
      name: 'Big spenders',
      couponCode: 'BIG20',
      discountPercentage: 20,
      applicableOverAmount: 5000,
    });
    const response = await api.call(
      `/api/coupons/restaurants/${fixture.restaurantId}/stores/${fixture.storeId}/suggest`,
      { body: { collectionType: 'pickup', lines: orderBody().lines, couponCode: 'staff50' } },
    );
    expect(response.status).toBe(200);
    expect(response.body.best).toMatchObject({ coupon: { couponCode: 'STAFF50' }, discountCents: 1025 });
    expect(response.body.requested).toMatchObject({ couponCode: 'STAFF50', applies: true });
    expect(response.body.others).toEqual([
      {
        coupon: expect.objectContaining({ id: fixtureCoupon.id }),
        reason: 'Spend $50.00 or more to use this coupon',
      },
    ]);
    const unknown = await api.call(
      `/api/coupons/restaurants/${fixture.restaurantId}/stores/${fixture.storeId}/suggest`,
      { body: { collectionType: 'pickup', lines: orderBody().lines, couponCode: 'nope1' } },
    );
    expect(unknown.body.requested).toEqual({
      couponCode: 'NOPE1',
      applies: false,
      reason: 'We could not find the coupon NOPE1. Check the code and try again.',
    });
    const invalid = await api.call(
      `/api/coupons/restaurants/${fixture.restaurantId}/stores/${fixture.storeId}/suggest`,
      { body: { collectionType: 'pickup', lines: [] } },
    );
    expect(invalid.status).toBe(400);
  });
});

describe('redeeming at checkout', () => {
  function place(body: unknown, token?: string) {
    return api.call(ordersPath(store), { body, ...(token ? { token } : {}) });
  }

  it('gives the discount, records the redemption and counts it', async () => {
    const coupon = await createCouponVia(api, store);
    const body = orderBody({ couponCode: coupon.couponCode.toLowerCase(), expectedTotalInCents: 1845 });
    const response = await place(body);
    expect(response.status).toBe(200);
    expect(response.body.totals).toMatchObject({ itemTotal: 2050, couponDiscount: 205, grandTotal: 1845 });
    const db = firestore();
    const redemption = await db
      .doc(`restaurants/${store.restaurantId}/coupons/${coupon.id}/redemptions/${body.orderId}`)
      .get();
    expect(redemption.data()).toMatchObject({
      couponCode: coupon.couponCode,
      discountCents: 205,
      source: 'website',
    });
    expect(await couponUse(store.restaurantId, coupon.id)).toBe(1);
    const order = await db
      .doc(`restaurants/${store.restaurantId}/stores/${store.storeId}/orders/${body.orderId}`)
      .get();
    expect(order.get('cart.couponCodes')).toEqual([coupon.couponCode]);
    expect(order.get('promotions.coupon')).toMatchObject({ couponId: coupon.id, discountCents: 205 });
    // The same order again: answered from the stored order, not counted twice.
    expect((await place(body)).status).toBe(200);
    expect(await couponUse(store.restaurantId, coupon.id)).toBe(1);
  });

  it('refuses a code that does not apply with the reason (400) and one that does not exist', async () => {
    const coupon = await createCouponVia(api, store, { collectionType: ['delivery'] });
    const wrongType = await place(orderBody({ couponCode: coupon.couponCode, expectedTotalInCents: 1845 }));
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.issues).toEqual([
      { path: 'couponCode', message: 'This coupon is only for delivery orders' },
    ]);
    const unknown = await place(orderBody({ couponCode: 'NOSUCH1' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('We could not find the coupon NOSUCH1. Check the code and try again.');
  });

  it('50 concurrent checkouts on two servers of a coupon with maxRedeems 20: exactly 20 get it, the rest a 409', async () => {
    const coupon = await createCouponVia(api, store, { maxRedeems: 20 });
    const bodies = Array.from({ length: 50 }, (_, index) =>
      orderBody({
        couponCode: coupon.couponCode,
        expectedTotalInCents: 1845,
        customer: { ...CUSTOMER, mobile: `+6141${String(1_000_000 + index).padStart(7, '0')}` },
      }),
    );
    // Half through this process's API, half through the emulated function (by the Hosting rewrite):
    // two instances that share nothing but Firestore, as two cloud instances would.
    // A checkout told "busy, try again" (429) is sent again with the same order id, as the customer does.
    const send = (body: (typeof bodies)[number], index: number) =>
      index % 2 === 0 ? place(body) : callApi(ordersPath(store), { body });
    const answers = await Promise.all(
      bodies.map(async (body, index) => {
        for (let attempt = 1; ; attempt++) {
          const answer = await send(body, index);
          if (answer.status !== 429 || attempt >= 5) return answer;
          // After the Retry-After the answer gives, as a client does.
          const seconds = Number(answer.headers.get('retry-after') ?? 1);
          await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
        }
      }),
    );
    const statuses = answers.map((answer) => answer.status);
    const counts: Record<number, number> = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    const others = answers.filter((answer) => answer.status !== 200 && answer.status !== 409);
    expect({ counts, others: others.slice(0, 3).map((answer) => answer.body) }).toEqual({
      counts: { 200: 20, 409: 30 },
      others: [],
    });
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect(refused.body.message).toBe('This coupon has been used up');

    const db = firestore();
    const couponRef = db.doc(`restaurants/${store.restaurantId}/coupons/${coupon.id}`);
    expect(await couponUse(store.restaurantId, coupon.id)).toBe(20);
    expect((await couponRef.collection('redemptions').count().get()).data().count).toBe(20);
    const placed = await Promise.all(
      bodies.map((body) =>
        db.doc(`restaurants/${store.restaurantId}/stores/${store.storeId}/orders/${body.orderId}`).get(),
      ),
    );
    expect(placed.filter((order) => order.exists)).toHaveLength(20);
    // Every final answer from either server was a redemption or "used up": none failed under the race.
    expect(new Set(statuses)).toEqual(new Set([200, 409]));
  }, 120_000);

  /** A customer signed in with their mobile number (the identity phone sign-in gives). */
  async function phoneCustomer(mobile: string): Promise<string> {
    await adminAuth().createUser({ uid: `phone:${mobile}`, phoneNumber: mobile });
    const token = await adminAuth().createCustomToken(`phone:${mobile}`);
    return (await signInWithCustomToken(token)).idToken;
  }

  it('a first-order coupon needs a verified mobile number: a guest typing any number is told to sign in', async () => {
    const coupon = await createCouponVia(api, store, { firstOrderDiscount: true });
    const body = orderBody({ couponCode: coupon.couponCode, expectedTotalInCents: 1845 });
    const guest = await place(body);
    expect(guest.status).toBe(400);
    expect(guest.body.issues).toEqual([
      {
        path: 'couponCode',
        message:
          'Sign in with your mobile number to use a first-order coupon: it can be used once per verified number.',
      },
    ]);
    const stored = await firestore()
      .doc(`restaurants/${store.restaurantId}/stores/${store.storeId}/orders/${body.orderId}`)
      .get();
    expect(stored.exists).toBe(false);
  });

  it('a first-order coupon goes to one of five racing first orders of one customer', async () => {
    const coupon = await createCouponVia(api, store, { firstOrderDiscount: true });
    const mobile = `+6141${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const token = await phoneCustomer(mobile);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        place(
          orderBody({
            couponCode: coupon.couponCode,
            expectedTotalInCents: 1845,
            customer: { ...CUSTOMER, mobile },
          }),
          token,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect([400, 409]).toContain(refused.status);
      expect(refused.body.message).toBe('This coupon is for your first order only');
    }
    // Signing in again later, and typing another number at checkout, cannot claim it again.
    const again = await place(
      orderBody({
        couponCode: coupon.couponCode,
        expectedTotalInCents: 1845,
        customer: { ...CUSTOMER, mobile: '+61499999999' },
      }),
      token,
    );
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This coupon is for your first order only');
  }, 60_000);
});

describe('redeem at the counter (POS route)', () => {
  it('lets store staff redeem once per order; refuses strangers', async () => {
    const coupon = await createCouponVia(api, store, {
      type: 'flatAmountDiscount',
      discountPercentage: undefined,
      discountAmount: 300,
    });
    const cashier = await signUpTestUser('cashier');
    await addStoreMember(
      { owner: store.admin, restaurantId: store.restaurantId, storeId: store.storeId },
      cashier,
      'user',
    );
    const path = `/api/coupons/restaurants/${store.restaurantId}/stores/${store.storeId}/redeem`;
    const body = {
      orderId: `pos-${crypto.randomUUID()}`,
      couponCode: coupon.couponCode,
      collectionType: 'pickup',
      itemTotal: 2000,
    };
    expect((await api.call(path, { token: stranger.idToken, body })).status).toBe(403);
    const first = await api.call(path, { token: cashier.idToken, body });
    expect(first.status).toBe(200);
    expect(first.body.redemption).toMatchObject({ discountCents: 300, source: 'pos' });
    const repeat = await api.call(path, { token: cashier.idToken, body });
    expect(repeat.body.redemption).toEqual(first.body.redemption);
    expect(await couponUse(store.restaurantId, coupon.id)).toBe(1);
    const invalid = await api.call(path, { token: cashier.idToken, body: { ...body, itemTotal: -1 } });
    expect(invalid.status).toBe(400);
  });
});
