import {
  cartTotals,
  catalogueFromPublishedMenu,
  type PlaceOrderLine,
  priceCart,
  priceOnlineOrder,
  ZOnlineOrderDocument,
} from '@resto/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendConfirmationEmailOnce } from '../src/onlineOrdering/orderEmails';
import { readOrderingStore } from '../src/onlineOrdering/orderingStore';
import {
  handOverConfirmation,
  numberNewOrder,
  numberPendingOrdersShared,
  numberPlacedOrder,
  numberStalePendingOrders,
} from '../src/orders/displayNumbers';
import { firestore } from './support/admin';
import { callApi } from './support/emulators';
import { type LocalEmail, SUITE_EMAIL_URL, sentEmails, startLocalEmail } from './support/localEmail';
import {
  CUSTOMER,
  createOrderingStore,
  customerRecordWithOrders,
  FAR_ADDRESS,
  freshMobile,
  LINES,
  NEAR_ADDRESS,
  type OrderingApi,
  type OrderingStoreFixture,
  orderBody,
  ordersPath,
  signInAnonymously,
  startOrderingApi,
} from './support/onlineOrdering';

let api: OrderingApi;
let store: OrderingStoreFixture;

let email: LocalEmail;
beforeAll(async () => {
  email = await startLocalEmail();
  api = await startOrderingApi();
  store = await createOrderingStore();
});
afterAll(async () => {
  await email?.close();
  await api?.close();
});

function place(fixture: OrderingStoreFixture, body: unknown, token?: string) {
  return callApi(ordersPath(fixture), { baseUrl: api.baseUrl, body, ...(token ? { token } : {}) });
}

/**
 * A checkout told the store is busy (its documents contended past the budget: a 429 "try again in a
 * few seconds", nothing placed) sends the same order again after Retry-After, as a customer pressing
 * "Place order" again does. It never sees a 500.
 */
async function placeUntilAnswered(fixture: OrderingStoreFixture, body: unknown) {
  // As a customer would: again and again while told "a few seconds", within a minute and a half.
  const deadline = Date.now() + 90_000;
  for (;;) {
    const answer = await place(fixture, body);
    const busy =
      (answer.status === 429 || answer.status === 503) &&
      /try again in a few seconds/.test(String(answer.body.message));
    if (!busy || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, Number(answer.headers.get('retry-after')) * 100));
  }
}

async function storedOrder(fixture: OrderingStoreFixture, orderId: string) {
  const snapshot = await firestore()
    .doc(`restaurants/${fixture.restaurantId}/stores/${fixture.storeId}/orders/${orderId}`)
    .get();
  return snapshot.exists ? ZOnlineOrderDocument.parse(snapshot.data()) : undefined;
}

describe('POST /api/online-ordering/.../orders: placing', () => {
  it('places a pickup order paid in store as new, priced by the server', async () => {
    const body = orderBody();
    const response = await place(store, body);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      orderId: body.orderId,
      status: 'new',
      totals: { itemTotal: 2050, grandTotal: 2050, gst: 186 },
    });
    expect(response.body.payment).toBeUndefined();
    const order = await storedOrder(store, String(body.orderId));
    expect(order).toMatchObject({
      status: { code: 'new' },
      source: 'website',
      customerKey: `guest:${CUSTOMER.mobile}`,
      cart: {
        paymentType: 'inStore',
        grandTotal: 2050,
        collection: { type: 'pickup' },
        items: [{ id: 'line-basic', summary: { name: 'Burger', price: 2050 } }],
      },
      timeDimension: { isoDate: expect.any(String) },
    });
    expect(order?.customerUid).toBeUndefined();
  });

  it('answers 404 for an unknown store', async () => {
    const response = await place({ ...store, storeId: 'no-such-store' }, orderBody());
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('We could not find this store. Check the link and try again.');
  });

  it.each([
    [
      { customer: { ...CUSTOMER, mobile: '0412 345 678' } },
      'customer.mobile',
      'Enter the phone number with its country code, like +61412345678',
    ],
    [
      { customer: { ...CUSTOMER, email: 'sam@' } },
      'customer.email',
      'Enter a valid email address, like name@example.com',
    ],
    [{ collectionType: 'delivery' }, 'deliveryAddress', 'Enter the delivery address'],
  ])('refuses an invalid request %j with 400 and the field', async (fields, path, message) => {
    const response = await place(store, orderBody(fields as never));
    expect(response.status).toBe(400);
    expect(response.body.issues).toContainEqual({ path, message });
  });

  it('refuses a tampered total with 409, the words and the real totals', async () => {
    const body = orderBody({ expectedTotalInCents: 1 });
    const response = await place(store, body);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      title: 'Your order has changed',
      problems: [{ code: 'totalChanged', path: 'expectedTotalInCents' }],
      totals: { grandTotal: 2050 },
    });
    expect(String(response.body.message)).toContain('your order now comes to $20.50, not $0.01');
    expect(await storedOrder(store, body.orderId)).toBeUndefined();
  });

  it('refuses a sold-out item with 409 naming it', async () => {
    const soldOut = await createOrderingStore({ soldOut: ['burger'] });
    const response = await place(soldOut, orderBody());
    expect(response.status).toBe(409);
    expect(response.body.problems).toEqual([
      {
        code: 'itemSoldOut',
        kind: 'changed',
        path: 'lines.0',
        reason: 'Sold Out',
        message: 'Burger is sold out',
      },
    ]);
  });

  it('refuses an item missing from the menu and broken modifier choices', async () => {
    const gone: PlaceOrderLine = { id: 'x', selection: { ...LINES.basic.selection, specId: 'gone' } };
    const noSauce: PlaceOrderLine = {
      id: 'y',
      selection: { type: 'basic', specId: 'burger', quantity: 1, comments: '', modifiersValue: {} },
    };
    const response = await place(store, orderBody({ lines: [gone, noSauce] }));
    expect(response.status).toBe(400);
    expect(response.body.problems).toMatchObject([
      { code: 'itemNotFound', reason: 'Not Found', path: 'lines.0' },
      { code: 'invalidSelection', reason: 'Invalid Selection', path: 'lines.1' },
    ]);
  });

  it('closed store: ASAP is refused with the next opening; a slot while open is accepted', async () => {
    const closed = await createOrderingStore({ closed: true });
    const asap = await place(closed, orderBody());
    expect(asap.status).toBe(400);
    expect(asap.body.problems).toMatchObject([
      { code: 'asapUnavailable', path: 'requestedTime', nextOpeningIsoDateTimeUtc: expect.any(String) },
    ]);
    const slot = closed.openSlotIsoDateTimeUtc as string;
    const scheduled = await place(
      closed,
      orderBody({ requestedTime: { type: 'slot', isoDateTimeUtc: slot } }),
    );
    expect(scheduled.status).toBe(200);
    const order = await storedOrder(closed, String(scheduled.body.orderId));
    expect(order?.collectionIsoDateTimeUtc).toBe(slot);
  });

  it('delivery: outside every area → 400; below the minimum → 400; inside → delivery charge added', async () => {
    const outside = await place(
      store,
      orderBody({ collectionType: 'delivery', deliveryAddress: FAR_ADDRESS, paymentType: 'cashOnDelivery' }),
    );
    expect(outside.status).toBe(400);
    expect(outside.body.problems).toMatchObject([
      { code: 'outsideDeliveryArea', message: "Sorry, we don't deliver to this address yet" },
    ]);

    const water: PlaceOrderLine = {
      id: 'w',
      selection: { type: 'basic', specId: 'water', quantity: 1, comments: '', modifiersValue: {} },
    };
    const small = await place(
      store,
      orderBody({
        collectionType: 'delivery',
        deliveryAddress: NEAR_ADDRESS,
        paymentType: 'cashOnDelivery',
        lines: [water],
        expectedTotalInCents: 800,
      }),
    );
    expect(small.status).toBe(400);
    expect(small.body.problems).toMatchObject([
      { code: 'belowMinimumOrder', message: 'Spend $20.00 or more to have your order delivered here' },
    ]);

    const good = await place(
      store,
      orderBody({
        collectionType: 'delivery',
        deliveryAddress: NEAR_ADDRESS,
        paymentType: 'cashOnDelivery',
        expectedTotalInCents: 2150 + 500,
      }),
    );
    expect(good.status).toBe(200);
    expect(good.body.totals).toMatchObject({ itemTotal: 2150, deliveryCharge: 500, grandTotal: 2650 });
    const order = await storedOrder(store, String(good.body.orderId));
    expect(order?.cart.deliveryAddress?.dropoffNotes).toBe('Blue door');
  });

  it('refuses a payment type the store does not take for the collection type', async () => {
    const response = await place(
      store,
      orderBody({
        collectionType: 'delivery',
        deliveryAddress: NEAR_ADDRESS,
        paymentType: 'inStore',
        expectedTotalInCents: 2650,
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.problems).toMatchObject([{ code: 'paymentTypeNotAllowed' }]);
  });

  it('refuses a coupon code the restaurant does not have, in words (coupons.test.ts covers the rest)', async () => {
    const response = await place(store, orderBody({ couponCode: 'save10' }));
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([
      { path: 'couponCode', message: 'We could not find the coupon SAVE10. Check the code and try again.' },
    ]);
  });

  it('refuses card payment when the store has no active card account', async () => {
    const response = await place(
      store,
      orderBody({
        paymentType: 'stripe',
        card: { paymentMethodId: 'pm_card_visa' },
        expectedTotalInCents: 2071,
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("This store can't take card payments right now");
  });

  it('dine-in: the table is kept, and the order is accepted at once when the store auto-accepts', async () => {
    const auto = await createOrderingStore({ autoAcceptDineInOrders: true });
    const response = await place(auto, orderBody({ collectionType: 'dineIn', tableId: 'table-7' }));
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('accepted');
    expect((await storedOrder(auto, String(response.body.orderId)))?.tableId).toBe('table-7');
    const manual = await place(store, orderBody({ collectionType: 'dineIn', tableId: 'table-2' }));
    expect(manual.body.status).toBe('new');
  });
});

describe('idempotency on the client order id', () => {
  it('10 concurrent submissions of one order place exactly one order, count the customer once and email once', async () => {
    const fixture = await createOrderingStore();
    const body = orderBody();
    const responses = await Promise.all(Array.from({ length: 10 }, () => placeUntilAnswered(fixture, body)));
    const refused = responses.filter((response) => response.status !== 200).map((response) => response.body);
    expect(refused).toEqual([]);
    // One answer for all ten; its number is there once given (a slow machine may answer before).
    const { displayNumber: _first, ...answer } = responses[0]?.body ?? {};
    for (const response of responses) {
      const { displayNumber, ...rest } = response.body;
      expect(rest).toEqual(answer);
      if (displayNumber !== undefined)
        expect(displayNumber).toBe(responses.find((r) => r.body.displayNumber)?.body.displayNumber);
    }
    const orders = await firestore()
      .collection(`restaurants/${fixture.restaurantId}/stores/${fixture.storeId}/orders`)
      .get();
    expect(orders.size).toBe(1);
    const customer = await customerRecordWithOrders(fixture.restaurantId, `guest:${CUSTOMER.mobile}`, 1);
    expect(customer).toMatchObject({ previousOrderCount: 1, countedOrderIds: [body.orderId] });
    // One confirmation: sent by a placing request (to this test's capture) or, when every request
    // stopped waiting for the order's number, by the emulator's order trigger (to the suite's).
    const query = { tags: { orderId: body.orderId } };
    const sentAnywhere = async () => [
      ...(await email.sent(query)),
      ...(await sentEmails(SUITE_EMAIL_URL, query)),
    ];
    await expect.poll(async () => (await sentAnywhere()).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const emails = await sentAnywhere();
    expect(emails).toHaveLength(1);
    expect(emails[0]?.kind).toBe('orderConfirmation');
    expect(emails[0]?.to).toBe(CUSTOMER.email);
  });

  it('the same order id with a different order is refused with 409', async () => {
    const body = orderBody();
    expect((await place(store, body)).status).toBe(200);
    const changed = await place(store, { ...body, comments: 'Extra napkins' });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toContain('already used for a different order');
  });

  it('a repeat after the menu changed still answers with the placed order', async () => {
    const fixture = await createOrderingStore();
    const body = orderBody();
    const first = await place(fixture, body);
    await firestore()
      .doc(`restaurants/${fixture.restaurantId}/stores/${fixture.storeId}/publishedMenu/current`)
      .update({ 'store.status': 'OFFLINE' });
    const again = await place(fixture, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });
});

describe('limits', () => {
  it("one customer's 25 checkouts at once: exactly the limit of 20 are placed, the rest told to wait", async () => {
    const fixture = await createOrderingStore();
    const customer = { ...CUSTOMER, mobile: freshMobile() };
    const bodies = Array.from({ length: 25 }, () => orderBody({ customer }));
    const answers = await Promise.all(bodies.map((body) => placeUntilAnswered(fixture, body)));
    const counts: Record<number, number> = {};
    for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
    expect(counts).toEqual({ 200: 20, 429: 5 });
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.body.message).toMatch(/^You have placed too many orders\. Please wait /);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    const stored = await firestore()
      .collection(ordersPath(fixture).replace('/api/online-ordering/', ''))
      .get();
    expect(stored.size).toBe(20);
    // A busy store answers within its budget (8 s) and a checkout may be told to retry a few times.
  }, 150_000);
});

describe('one display number per order', () => {
  it("numbers a fresh store's orders 1, 2, 3 in the order they are placed, and a repeat keeps its number", async () => {
    const fixture = await createOrderingStore();
    const bodies = [orderBody(), orderBody(), orderBody()];
    for (const body of bodies) expect((await place(fixture, body)).status).toBe(200);
    const numbers = await Promise.all(
      bodies.map(async (body) => (await storedOrder(fixture, body.orderId))?.displayNumber),
    );
    expect(numbers).toEqual(['1', '2', '3']);
    expect((await place(fixture, bodies[0])).status).toBe(200);
    expect((await storedOrder(fixture, bodies[0]?.orderId ?? ''))?.displayNumber).toBe('1');
  });

  it('gives 20 orders placed at once 20 different numbers', async () => {
    const fixture = await createOrderingStore();
    const bodies = Array.from({ length: 20 }, () =>
      orderBody({ customer: { ...CUSTOMER, mobile: freshMobile() } }),
    );
    const answers = await Promise.all(bodies.map((body) => place(fixture, body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const numbers = await Promise.all(
      bodies.map(async (body) => (await storedOrder(fixture, body.orderId))?.displayNumber),
    );
    expect(new Set(numbers).size).toBe(20);
    for (const number of numbers) expect(number).toMatch(/^[1-9][0-9]*$/);
  });

  it('the answer, the confirmation email and the order all carry the number', async () => {
    const fixture = await createOrderingStore();
    const body = orderBody();
    const answer = await place(fixture, body);
    expect(answer.body.displayNumber).toBe('1');
    const [confirmation] = await email.sent({ tags: { orderId: body.orderId } });
    expect(confirmation?.subject).toContain('#1 ');
  });

  it('the minute monitor numbers an order still waiting for its number, after the last numbered one', async () => {
    const fixture = await createOrderingStore();
    const first = orderBody();
    expect((await place(fixture, first)).status).toBe(200);
    const orders = firestore().collection(ordersPath(fixture).replace('/api/online-ordering/', ''));
    const stored = (await orders.doc(first.orderId).get()).data() ?? {};
    // As if its placing request and trigger had both given up a minute ago.
    const { displayNumber: _number, confirmationEmailIsoDateTimeUtc: _sent, ...rest } = stored;
    const lateId = `late-${crypto.randomUUID()}`;
    const placed = new Date(Date.now() - 60_000).toISOString();
    await orders
      .doc(lateId)
      .set({ ...rest, id: lateId, placedIsoDateTimeUtc: placed, displayNumberPending: true });
    await numberStalePendingOrders(Date.now());
    const late = (await orders.doc(lateId).get()).data();
    expect(late?.displayNumber).toBe('2');
    expect(late?.displayNumberPending).toBeUndefined();
  });

  it('an order whose placing request stopped waiting for its number is emailed once, by whoever numbers it', async () => {
    const fixture = await createOrderingStore();
    const first = orderBody();
    expect((await place(fixture, first)).status).toBe(200);
    const orders = firestore().collection(ordersPath(fixture).replace('/api/online-ordering/', ''));
    const {
      displayNumber: _number,
      confirmationEmailIsoDateTimeUtc: _sent,
      ...rest
    } = (await orders.doc(first.orderId).get()).data() ?? {};
    // Created just now and still unnumbered, as a request on a loaded machine leaves it at its deadline.
    const id = `handover-${crypto.randomUUID()}`;
    const ref = orders.doc(id);
    await ref.set({
      ...rest,
      id,
      placedIsoDateTimeUtc: new Date().toISOString(),
      displayNumberPending: true,
    });

    // What the request does then: hand the email over, or send it itself if the number came meanwhile
    // (the emulator's order trigger may number it first). Then the trigger's part, run here too.
    const numberMeanwhile = await handOverConfirmation(ref);
    const ordering = await readOrderingStore(fixture.restaurantId, fixture.storeId);
    if (numberMeanwhile) await sendConfirmationEmailOnce(ordering, id);
    await numberPlacedOrder(fixture.restaurantId, fixture.storeId, id);

    // One confirmation, from this process or from the emulator's trigger: never none, never two.
    const sentAnywhere = async () =>
      (await email.sent({ tags: { orderId: id } })).length +
      (await sentEmails(SUITE_EMAIL_URL, { tags: { orderId: id } })).length;
    await expect.poll(sentAnywhere, { timeout: 20_000, interval: 200 }).toBeGreaterThanOrEqual(1);
    const stored = (await ref.get()).data();
    expect(stored?.displayNumber).toBe('2');
    expect(stored?.confirmationEmailIsoDateTimeUtc).toEqual(expect.any(String));
    expect(stored?.confirmationEmailWhenNumbered).toBeUndefined();
    expect(await sentAnywhere()).toBe(1);
  });

  it('requests of one instance waiting at once share one numbering run, and every order gets its own number', async () => {
    const fixture = await createOrderingStore();
    const first = orderBody();
    expect((await place(fixture, first)).status).toBe(200);
    const orders = firestore().collection(ordersPath(fixture).replace('/api/online-ordering/', ''));
    const { displayNumber: _number, ...rest } = (await orders.doc(first.orderId).get()).data() ?? {};
    // Eight orders created but not numbered yet, as a burst leaves them for their placing requests.
    const ids = Array.from({ length: 8 }, (_, index) => `burst-${index}-${crypto.randomUUID()}`);
    await Promise.all(
      ids.map((id, index) =>
        orders.doc(id).set({
          ...rest,
          id,
          placedIsoDateTimeUtc: new Date(Date.now() + index).toISOString(),
          displayNumberPending: true,
        }),
      ),
    );
    const one = numberPendingOrdersShared(fixture.restaurantId, fixture.storeId, 4_000);
    expect(numberPendingOrdersShared(fixture.restaurantId, fixture.storeId, 4_000)).toBe(one);
    const numbers = await Promise.all(ids.map((id) => numberNewOrder(orders.doc(id))));
    expect((await one).size).toBe(8);
    // Oldest first, after the store's first order.
    expect(numbers).toEqual(['2', '3', '4', '5', '6', '7', '8', '9']);
    const next = numberPendingOrdersShared(fixture.restaurantId, fixture.storeId, 4_000);
    expect(next).not.toBe(one);
    expect((await next).size).toBe(0);
  });
});

describe('customer records', () => {
  it('a signed-in (or anonymous) caller owns the order and their uid keys the customer record', async () => {
    const guest = await signInAnonymously();
    const first = await place(
      store,
      orderBody({ customer: { ...CUSTOMER, marketingConsent: true } }),
      guest.idToken,
    );
    // Counted after placement: the second order reads the record the first one was counted in.
    await customerRecordWithOrders(store.restaurantId, guest.uid, 1);
    const second = await place(
      store,
      orderBody({ customer: { ...CUSTOMER, name: 'Samantha', marketingConsent: false } }),
      guest.idToken,
    );
    expect([first.status, second.status]).toEqual([200, 200]);
    const order = await storedOrder(store, String(second.body.orderId));
    expect(order).toMatchObject({
      customerUid: guest.uid,
      uid: guest.uid,
      customerKey: guest.uid,
      customer: { previousOrderCount: 1 },
    });
    const customer = await customerRecordWithOrders(store.restaurantId, guest.uid, 2);
    expect(customer).toMatchObject({
      previousOrderCount: 2,
      name: 'Samantha',
      previousNames: ['Sam Diner'],
      mobileNumberE164: CUSTOMER.mobile,
      unverifiedEmail: CUSTOMER.email,
      // Ticked at the first checkout, not ticked at the second: not ticking is not a withdrawal.
      isMarketingConsentCollectionEnabled: true,
      marketingConsent: {
        granted: true,
        source: 'onlineCheckout',
        orderId: String(first.body.orderId),
        storeId: store.storeId,
        channels: ['sms', 'email'],
        wording: expect.stringContaining('by SMS and email. I can opt out at any time.'),
        ipAddress: expect.any(String),
      },
      lastOrderStoreId: store.storeId,
    });
  });
});

describe('domain and server agree', () => {
  for (const [type, line] of Object.entries(LINES)) {
    for (const collectionType of ['pickup', 'delivery', 'dineIn'] as const) {
      it(`charges what the storefront shows for a ${type} item (${collectionType})`, async () => {
        // What the storefront computes: the domain's line prices and totals from the published menu.
        const catalogue = catalogueFromPublishedMenu(store.menu);
        const priced = priceCart([line], catalogue, { source: 'website', collectionType });
        expect(priced.problems).toEqual([]);
        const deliveryCharge = collectionType === 'delivery' ? 500 : 0;
        const shown = cartTotals({
          lines: priced.lines,
          source: 'website',
          countryCode: 'AU',
          deliveryCharge,
        });
        const draft = priceOnlineOrder(
          store.menu,
          {
            collectionType,
            requestedTime: { type: 'asap' },
            lines: [line],
            ...(collectionType === 'delivery' ? { deliveryAddress: NEAR_ADDRESS } : {}),
          },
          new Date(),
        );
        expect(draft.totals).toEqual(shown);

        const paymentType = collectionType === 'delivery' ? 'cashOnDelivery' : 'inStore';
        const response = await place(
          store,
          orderBody({
            collectionType,
            lines: [line],
            paymentType,
            // One customer per placement: this compares prices, not one customer's many orders.
            customer: { ...CUSTOMER, mobile: freshMobile() },
            expectedTotalInCents: shown.grandTotal,
            ...(collectionType === 'delivery' ? { deliveryAddress: NEAR_ADDRESS } : {}),
            ...(collectionType === 'dineIn' ? { tableId: 't1' } : {}),
          }),
        );
        expect(response.status).toBe(200);
        expect(response.body.totals).toEqual(shown);
        const order = await storedOrder(store, String(response.body.orderId));
        expect(order?.cart.grandTotal).toBe(shown.grandTotal);
        expect(order?.cart.items[0]?.summary).toEqual(priced.lines[0]?.summary);
      });
    }
  }
});
