import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { signUpTestUser } from './support/emulators';
import { type PaymentsHarness, startPaymentsHarness } from './support/paymentsHarness';
import { createTenant, pairDevice } from './support/tenants';

let harness: PaymentsHarness;
beforeAll(async () => {
  harness = await startPaymentsHarness();
});
afterAll(() => harness.close());

const SOURCES = '/api/stripe/customers/sources';
type Card = { id: string; brand: string; last4: string; expMonth: number; expYear: number };

describe('/api/stripe/customers/sources: who may call it', () => {
  it('answers 401 signed out and 403 to devices, on every route', async () => {
    const tenant = await createTenant();
    const pos = await pairDevice('pos', tenant);
    const routes = [
      { path: SOURCES, method: 'GET' },
      { path: SOURCES, method: 'POST', body: { paymentMethodId: 'pm_card_visa' } },
      { path: `${SOURCES}/pm_card_visa`, method: 'POST', body: {} },
      { path: `${SOURCES}/pm_123`, method: 'DELETE' },
    ];
    for (const route of routes) {
      const init = { method: route.method, ...(route.body ? { body: route.body } : {}) };
      expect((await harness.call(route.path, init)).status, `${route.method} ${route.path}`).toBe(401);
      expect((await harness.call(route.path, { ...init, token: pos.idToken })).status).toBe(403);
    }
  });

  it('explains a bad body by field', async () => {
    const customer = await signUpTestUser('customer');
    const answer = await harness.call(SOURCES, {
      token: customer.idToken,
      body: { paymentMethodId: 'not a card!' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([
      { path: 'paymentMethodId', message: 'This is not a card from the card form' },
    ]);
    const missing = await harness.call(SOURCES, { token: customer.idToken, body: {} });
    expect(missing.status).toBe(400);
    expect((missing.body.issues as { path: string }[])[0]?.path).toBe('paymentMethodId');
  });
});

describe('saving, listing and removing cards', () => {
  it('keeps each customer to their own cards, with the provider customer id server-side', async () => {
    const ada = await signUpTestUser('ada');
    const ben = await signUpTestUser('ben');
    expect(await harness.call(SOURCES, { token: ada.idToken })).toMatchObject({
      status: 200,
      body: { sources: [] },
    });

    const saved = await harness.call(SOURCES, {
      token: ada.idToken,
      body: { paymentMethodId: 'pm_card_visa' },
    });
    expect(saved.status).toBe(201);
    const card = saved.body.source as Card;
    expect(card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(Object.keys(card).sort()).toEqual(['brand', 'expMonth', 'expYear', 'funding', 'id', 'last4']);
    const attached = await harness.call(`${SOURCES}/pm_card_mastercard`, { token: ada.idToken, body: {} });
    expect(attached.status).toBe(201);
    expect((attached.body.source as Card).last4).toBe('4444');

    const record = (await firestore().doc(`paymentCustomers/${ada.uid}`).get()).data();
    expect(String(record?.customerId)).toMatch(/^cus_/);
    expect((await firestore().doc(`users/${ada.uid}`).get()).get('providerCustomerId')).toBeUndefined();

    const adaCards = (await harness.call(SOURCES, { token: ada.idToken })).body.sources as Card[];
    expect(adaCards.map((saved) => saved.last4).sort()).toEqual(['4242', '4444']);
    expect((await harness.call(SOURCES, { token: ben.idToken })).body.sources).toEqual([]);

    // Somebody else's card is "not found", and stays saved.
    expect(
      (await harness.call(`${SOURCES}/${card.id}`, { method: 'DELETE', token: ben.idToken })).status,
    ).toBe(404);
    await harness.call(SOURCES, { token: ben.idToken, body: { paymentMethodId: 'pm_card_amex' } });
    expect(
      (await harness.call(`${SOURCES}/${card.id}`, { method: 'DELETE', token: ben.idToken })).status,
    ).toBe(404);
    expect(
      (await harness.call(`${SOURCES}/pm_nosuchcard`, { method: 'DELETE', token: ada.idToken })).status,
    ).toBe(404);

    const removed = await harness.call(`${SOURCES}/${card.id}`, { method: 'DELETE', token: ada.idToken });
    expect(removed).toMatchObject({ status: 200, body: { removed: true, id: card.id } });
    const left = (await harness.call(SOURCES, { token: ada.idToken })).body.sources as Card[];
    expect(left.map((saved) => saved.last4)).toEqual(['4444']);
  });

  it('saves the first card once when two saves race, under one provider customer', async () => {
    const cleo = await signUpTestUser('cleo');
    const answers = await Promise.all([
      harness.call(SOURCES, { token: cleo.idToken, body: { paymentMethodId: 'pm_card_visa' } }),
      harness.call(SOURCES, { token: cleo.idToken, body: { paymentMethodId: 'pm_card_mastercard' } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const cards = (await harness.call(SOURCES, { token: cleo.idToken })).body.sources as Card[];
    expect(cards).toHaveLength(2);
  });
});
