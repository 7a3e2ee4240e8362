import { ZOnlineOrderDocument } from '@resto/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { callApi } from './support/emulators';
import {
  createOrderingStore,
  LINES,
  NEAR_ADDRESS,
  type OrderingApi,
  type OrderingStoreFixture,
  orderBody,
  ordersPath,
  startOrderingApi,
} from './support/onlineOrdering';

/**
 * Bounded orders, in process (the online ordering router with its own Express app): the store's order
 * size limits refuse an order in words before anything is stored, and what a request carries is
 * bounded, so a 300 kB address is a quick 400 instead of a request that never answers.
 */
let api: OrderingApi;
let strict: OrderingStoreFixture;
let usual: OrderingStoreFixture;

beforeAll(async () => {
  api = await startOrderingApi();
  strict = await createOrderingStore({
    settings: {
      orderProcess: {
        hasEta: true,
        hasUnprocessedOrderMonitor: true,
        hasCompleteStatus: true,
        autoAcceptDineInOrders: false,
        maxLinesPerOrder: 2,
        maxQuantityPerItem: 3,
      },
    },
  });
  usual = await createOrderingStore();
});
afterAll(() => api?.close());

function place(fixture: OrderingStoreFixture, body: unknown) {
  return callApi(ordersPath(fixture), { baseUrl: api.baseUrl, body });
}

async function isStored(fixture: OrderingStoreFixture, orderId: unknown): Promise<boolean> {
  const snapshot = await firestore()
    .doc(`restaurants/${fixture.restaurantId}/stores/${fixture.storeId}/orders/${String(orderId)}`)
    .get();
  return snapshot.exists && ZOnlineOrderDocument.safeParse(snapshot.data()).success;
}

const burgers = (quantity: number, id = 'line-basic') => ({
  ...LINES.basic,
  id,
  selection: { ...LINES.basic.selection, quantity },
});

describe("the store's order size limits", () => {
  it('refuses more of one item than the store takes online (400, in words), and stores nothing', async () => {
    const body = orderBody({ lines: [burgers(2), burgers(2, 'line-more')], expectedTotalInCents: 4 * 2050 });
    const response = await place(strict, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      title: 'Your order cannot be placed',
      problems: [
        {
          code: 'tooManyOfOneItem',
          path: 'lines.0.quantity',
          message: 'Burger: at most 3 of one item per order — call the store for bigger orders',
        },
      ],
    });
    expect(await isStored(strict, body.orderId)).toBe(false);
  });

  it('refuses more lines than the store takes online', async () => {
    const body = orderBody({
      lines: [LINES.basic, LINES.pizza, LINES.deal],
      expectedTotalInCents: 1,
    });
    const response = await place(strict, body);
    expect(response.status).toBe(400);
    expect(response.body.problems).toEqual([
      expect.objectContaining({
        code: 'tooManyLines',
        path: 'lines.2',
        message: 'At most 2 lines per order — call the store for bigger orders',
      }),
    ]);
  });

  it('takes 50 of one item at a store that never set a limit, and refuses 51', async () => {
    const fifty = orderBody({ lines: [burgers(50)], expectedTotalInCents: 50 * 2050 });
    expect((await place(usual, fifty)).status).toBe(200);
    const more = orderBody({ lines: [burgers(51)], expectedTotalInCents: 51 * 2050 });
    const response = await place(usual, more);
    expect(response.status).toBe(400);
    expect(response.body.problems).toMatchObject([{ code: 'tooManyOfOneItem' }]);
  });
});

describe('bounded input', () => {
  it('answers a 300 kB delivery address at once with 400 and stores nothing', async () => {
    const body = orderBody({
      collectionType: 'delivery',
      deliveryAddress: { ...NEAR_ADDRESS, formattedAddress: `1 ${'Long '.repeat(60_000)}Street` },
      expectedTotalInCents: 2550,
    });
    const started = Date.now();
    const response = await place(usual, body);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([
      { path: 'deliveryAddress.formattedAddress', message: 'The address must be at most 200 characters' },
    ]);
    expect(await isStored(usual, body.orderId)).toBe(false);
  });

  it('refuses over-long text anywhere in the order, naming the field', async () => {
    const body = orderBody({
      comments: 'x'.repeat(501),
      customer: {
        name: 'n'.repeat(101),
        mobile: `+61${'4'.repeat(40)}`,
        email: `${'e'.repeat(300)}@example.com`,
      },
      lines: [{ ...LINES.basic, selection: { ...LINES.basic.selection, comments: 'c'.repeat(251) } }],
      couponCode: 'C'.repeat(51),
    });
    const response = await place(usual, body);
    expect(response.status).toBe(400);
    const paths = (response.body.issues as { path: string }[]).map((issue) => issue.path).sort();
    expect(paths).toEqual([
      'comments',
      'couponCode',
      'customer.email',
      'customer.mobile',
      'customer.name',
      'lines.0.selection.comments',
    ]);
  });
});
