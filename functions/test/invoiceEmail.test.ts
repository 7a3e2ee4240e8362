import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, signUpTestUser } from './support/emulators';
import { type LocalEmail, startLocalEmail } from './support/localEmail';
import {
  createOrderingStore,
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

const invoicePath = (fixture = store) =>
  `/api/online-ordering/restaurants/${fixture.restaurantId}/stores/${fixture.storeId}/send-order-invoice-email`;

async function placedBy(token: string): Promise<string> {
  const body = orderBody();
  const placed = await callApi(ordersPath(store), { baseUrl: api.baseUrl, body, token });
  expect(placed.status).toBe(200);
  return body.orderId;
}

async function outbox(orderId: string, kind: string) {
  return email.sent({ kind, tags: { orderId } });
}

describe('order emails', () => {
  it('placing an order sends one readable confirmation, replying to the restaurant', async () => {
    const guest = await signInAnonymously();
    const orderId = await placedBy(guest.idToken);
    const [confirmation, ...others] = await outbox(orderId, 'orderConfirmation');
    expect(others).toEqual([]);
    expect(confirmation).toMatchObject({ to: 'sam@example.com', replyTo: 'hello@pizzeria.example' });
    expect(confirmation?.subject).toMatch(/^Test Pizzeria: your order .+ \(\$20\.50\)$/);
    for (const words of ['1 × Burger', 'BBQ', 'Total', '$20.50', 'Includes GST', 'Pay in store', 'Bondi']) {
      expect(confirmation?.html).toContain(words);
      expect(confirmation?.text).toContain(words);
    }
  });

  it("POST send-order-invoice-email sends the invoice to the order's customer, rate limited", async () => {
    const guest = await signInAnonymously();
    const orderId = await placedBy(guest.idToken);
    const sent = await callApi(invoicePath(), {
      baseUrl: api.baseUrl,
      token: guest.idToken,
      body: { orderId },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ sent: true, to: 'sam@example.com' });
    expect(await outbox(orderId, 'orderInvoice')).toHaveLength(1);

    const again = await callApi(invoicePath(), {
      baseUrl: api.baseUrl,
      token: guest.idToken,
      body: { orderId },
    });
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await outbox(orderId, 'orderInvoice')).toHaveLength(1);
  });

  it("answers 404 for someone else's order, 400 for a bad body and 401 without sign-in", async () => {
    const owner = await signInAnonymously();
    const stranger = await signUpTestUser('stranger');
    const orderId = await placedBy(owner.idToken);
    expect(
      (await callApi(invoicePath(), { baseUrl: api.baseUrl, token: stranger.idToken, body: { orderId } }))
        .status,
    ).toBe(404);
    expect(
      (await callApi(invoicePath(), { baseUrl: api.baseUrl, token: stranger.idToken, body: {} })).status,
    ).toBe(400);
    expect((await callApi(invoicePath(), { baseUrl: api.baseUrl, body: { orderId } })).status).toBe(401);
    expect(await outbox(orderId, 'orderInvoice')).toEqual([]);
  });
});
