import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { signUpTestUser } from './support/emulators';
import {
  connectActiveAccount,
  connectPath,
  type PaymentsHarness,
  startPaymentsHarness,
} from './support/paymentsHarness';
import { addRestaurantMember, addStoreMember, createTenant, type Tenant } from './support/tenants';

let harness: PaymentsHarness;
beforeAll(async () => {
  harness = await startPaymentsHarness();
});
afterAll(() => harness.close());

const accountDoc = (tenant: Tenant) =>
  firestore().doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/paymentAccounts/stripe`);

/** Every connected-account route, with a valid body where it takes one. */
const ROUTES: { method: 'GET' | 'POST'; rest: string; body?: unknown }[] = [
  { method: 'GET', rest: 'account/active' },
  { method: 'POST', rest: 'account/active', body: {} },
  { method: 'GET', rest: 'balance' },
  { method: 'GET', rest: 'payouts' },
  { method: 'POST', rest: 'account/links/verification', body: {} },
  { method: 'POST', rest: 'account/links/update', body: {} },
  { method: 'POST', rest: 'account/archive', body: {} },
  { method: 'POST', rest: 'account/external_account/btok_123', body: {} },
  { method: 'POST', rest: 'account/payout_schedule', body: { interval: 'daily' } },
];

describe('connected account routes: who may call them', () => {
  it('answers 401 signed out, 403 to other tenants and store users, 404 for an unknown store', async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const cashier = await signUpTestUser('cashier');
    await addStoreMember(tenant, cashier, 'user');
    const restaurantUser = await signUpTestUser('manager');
    await addRestaurantMember(tenant.restaurantId, restaurantUser, 'user');
    for (const route of ROUTES) {
      const path = connectPath(tenant, route.rest);
      const init = { method: route.method, ...(route.body !== undefined ? { body: route.body } : {}) };
      expect((await harness.call(path, init)).status, `${route.rest} signed out`).toBe(401);
      expect((await harness.call(path, { ...init, token: other.owner.idToken })).status, route.rest).toBe(
        403,
      );
      expect((await harness.call(path, { ...init, token: cashier.idToken })).status, route.rest).toBe(403);
      expect((await harness.call(path, { ...init, token: restaurantUser.idToken })).status, route.rest).toBe(
        403,
      );
      const unknown = connectPath({ ...tenant, storeId: 'no-such-store' }, route.rest);
      expect((await harness.call(unknown, { ...init, token: tenant.owner.idToken })).status, route.rest).toBe(
        404,
      );
    }
    expect((await accountDoc(tenant).get()).exists).toBe(false);
  });

  it('explains bad bodies and queries by field', async () => {
    const tenant = await createTenant();
    const token = tenant.owner.idToken;
    const connect = await harness.call(connectPath(tenant, 'account/active'), {
      token,
      body: { email: 'not-an-email', extra: true },
    });
    expect(connect.status).toBe(400);
    expect((connect.body.issues as { path: string }[]).map((issue) => issue.path)).toEqual(
      expect.arrayContaining(['email']),
    );
    const schedule = await harness.call(connectPath(tenant, 'account/payout_schedule'), {
      token,
      body: { interval: 'weekly' },
    });
    expect(schedule.status).toBe(400);
    expect(schedule.body.issues).toEqual([
      { path: 'weeklyAnchor', message: 'Choose the weekday of the payout' },
    ]);
    const payouts = await harness.call(connectPath(tenant, 'payouts?limit=500'), { token });
    expect(payouts.status).toBe(400);
    expect(payouts.body.issues).toEqual([{ path: 'limit', message: 'limit must be from 1 to 100' }]);
  });

  it('answers 409 in words for account actions before an account is connected', async () => {
    const tenant = await createTenant();
    const balance = await harness.call(connectPath(tenant, 'balance'), { token: tenant.owner.idToken });
    expect(balance.status).toBe(409);
    expect(balance.body.message).toMatch(/no card-provider account yet/);
    const status = await harness.call(connectPath(tenant, 'account/active'), { token: tenant.owner.idToken });
    expect(status.status).toBe(200);
    expect(status.body.account).toMatchObject({ status: 'notConnected', chargesEnabled: false });
  });
});

describe('connecting and running a store account', () => {
  it('creates one account for a store admin, however often it is asked, and tracks verification', async () => {
    const tenant = await createTenant();
    const storeAdmin = await signUpTestUser('store-admin');
    await addStoreMember(tenant, storeAdmin, 'admin');
    const path = connectPath(tenant, 'account/active');
    const [first, second] = await Promise.all([
      harness.call(path, { token: storeAdmin.idToken, body: { email: 'owner@example.test' } }),
      harness.call(path, { token: tenant.owner.idToken, body: {} }),
    ]);
    const ids = [first, second].map((answer) => (answer.body.account as { accountId: string }).accountId);
    expect(ids[0]).toBe(ids[1]);
    expect([first.status, second.status].sort()).toEqual(expect.arrayContaining([201]));
    const stored = (await accountDoc(tenant).get()).data();
    expect(stored).toMatchObject({ accountId: ids[0], status: 'pending', chargesEnabled: false });

    const link = await harness.call(connectPath(tenant, 'account/links/verification'), {
      token: storeAdmin.idToken,
      body: {},
    });
    expect(link.status).toBe(201);
    const url = new URL(String(link.body.url));
    expect(url.origin).toBe(harness.fake.url);
    expect(decodeURIComponent(url.search)).toContain(
      `/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/settings/payments`,
    );
    const update = await harness.call(connectPath(tenant, 'account/links/update'), {
      token: storeAdmin.idToken,
      body: {},
    });
    expect(update.status).toBe(201);

    await harness.control(`/_fake/accounts/${ids[0]}/verify`, { outcome: 'restricted' });
    const restricted = await harness.call(path, { token: storeAdmin.idToken });
    expect(restricted.body.account).toMatchObject({ status: 'verificationRequired', chargesEnabled: false });
    expect((await accountDoc(tenant).get()).get('requirements.currentlyDueCount')).toBeGreaterThan(0);

    await harness.control(`/_fake/accounts/${ids[0]}/verify`, { outcome: 'verified' });
    const active = await harness.call(path, { token: storeAdmin.idToken });
    expect(active.body.account).toMatchObject({
      status: 'active',
      chargesEnabled: true,
      payoutsEnabled: true,
    });
    expect((await accountDoc(tenant).get()).get('status')).toBe('active');
  });

  it('shows the balance, lists payouts page by page and mirrors them', async () => {
    const tenant = await createTenant();
    const accountId = await connectActiveAccount(harness, tenant);
    const token = tenant.owner.idToken;
    // Takings on the account, made available, then two automatic payouts.
    for (const amount of [5_000, 7_000]) {
      await harness.port.createPaymentIntent({
        amountInCents: amount,
        currency: 'aud',
        connectedAccountId: accountId,
        applicationFeeInCents: 50,
        idempotencyKey: `pi:${accountId}:${amount}`,
        metadata: { restaurantId: tenant.restaurantId, storeId: tenant.storeId, orderId: `o-${amount}` },
        paymentMethodId: 'pm_card_visa',
        confirm: true,
      });
    }
    await harness.control(`/_fake/accounts/${accountId}/make_available`);
    const balance = await harness.call(connectPath(tenant, 'balance'), { token });
    expect(balance.status).toBe(200);
    expect(balance.body.currency).toBe('AUD');
    expect(Number(balance.body.availableInCents)).toBeGreaterThan(10_000);
    await harness.control('/_fake/payouts', { account: accountId, amount: '3000', outcome: 'paid' });
    await harness.control('/_fake/payouts', { account: accountId, amount: '2000', outcome: 'failed' });

    const first = await harness.call(connectPath(tenant, 'payouts?limit=1'), { token });
    expect(first.status).toBe(200);
    expect(first.body.hasMore).toBe(true);
    const firstPayouts = first.body.payouts as { id: string; amountInCents: number; status: string }[];
    expect(firstPayouts).toHaveLength(1);
    const second = await harness.call(
      connectPath(tenant, `payouts?limit=1&startingAfter=${String(first.body.nextCursor)}`),
      { token },
    );
    const secondPayouts = second.body.payouts as { id: string; amountInCents: number; status: string }[];
    expect(secondPayouts).toHaveLength(1);
    const all = [...firstPayouts, ...secondPayouts];
    expect(all.map((payout) => [payout.amountInCents, payout.status]).sort()).toEqual([
      [2000, 'failed'],
      [3000, 'paid'],
    ]);
    const mirrored = await firestore()
      .collection(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/payouts`)
      .get();
    expect(mirrored.docs.map((doc) => doc.get('status')).sort()).toEqual(['failed', 'paid']);
    expect(mirrored.docs[0]?.get('arrivalIsoDateTimeUtc')).toMatch(/Z$/);
  });

  it('adds a bank account from a browser token and changes the payout schedule', async () => {
    const tenant = await createTenant();
    await connectActiveAccount(harness, tenant);
    const token = tenant.owner.idToken;
    const tokenResponse = await fetch(`${harness.fake.url}/v1/tokens`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${harness.fake.publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'bank_account[account_number]=000987654&bank_account[routing_number]=110000&bank_account[country]=AU&bank_account[currency]=aud',
    });
    const bankToken = (await tokenResponse.json()) as { id: string };
    const added = await harness.call(connectPath(tenant, `account/external_account/${bankToken.id}`), {
      token,
      body: {},
    });
    expect(added.status).toBe(201);
    expect(added.body.externalAccount).toMatchObject({ last4: '7654', defaultForCurrency: true });
    expect((await accountDoc(tenant).get()).get('externalAccount')).toMatchObject({ last4: '7654' });
    const reused = await harness.call(connectPath(tenant, `account/external_account/${bankToken.id}`), {
      token,
      body: {},
    });
    expect(reused.status).toBe(409);

    const schedule = await harness.call(connectPath(tenant, 'account/payout_schedule'), {
      token,
      body: { interval: 'weekly', weeklyAnchor: 'friday' },
    });
    expect(schedule.status).toBe(200);
    expect((await accountDoc(tenant).get()).get('payoutSchedule')).toEqual({
      interval: 'weekly',
      weeklyAnchor: 'friday',
    });
  });

  it('archives: card checkout goes off for the store and the account stays archived', async () => {
    const tenant = await createTenant();
    const accountId = await connectActiveAccount(harness, tenant);
    const token = tenant.owner.idToken;
    const archived = await harness.call(connectPath(tenant, 'account/archive'), { token, body: {} });
    expect(archived.status).toBe(200);
    expect(archived.body.account).toMatchObject({ status: 'archived', chargesEnabled: false, accountId });
    const settings = (
      await firestore()
        .doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/settings/payments`)
        .get()
    ).data();
    expect(settings).toMatchObject({
      pickup: { stripe: false },
      delivery: { stripe: false },
      dineIn: { stripe: false },
    });
    // A refresh from the provider does not bring it back; links are refused in words.
    const status = await harness.call(connectPath(tenant, 'account/active'), { token });
    expect((status.body.account as { status: string }).status).toBe('archived');
    const link = await harness.call(connectPath(tenant, 'account/links/update'), { token, body: {} });
    expect(link.status).toBe(409);
    expect(link.body.message).toMatch(/archived/);
    // Connecting again makes a new account.
    const again = await harness.call(connectPath(tenant, 'account/active'), { token, body: {} });
    expect(again.status).toBe(201);
    expect((again.body.account as { accountId: string }).accountId).not.toBe(accountId);
  });
});
