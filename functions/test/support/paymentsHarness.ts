import type { AddressInfo } from 'node:net';
import { startFakeAlgolia } from '../../../fakes/src/algolia';
import { type FakeStripe, startFakeStripe } from '../../../fakes/src/stripe';
import { createApp } from '../../src/app';
import { createStripeAdapter, setPaymentPortForTests } from '../../src/integrations/payments';
import type { PaymentPort } from '../../src/integrations/payments/port';
import { createAlgoliaSearchPort, setSearchPortForTests } from '../../src/search/searchPort';
import { firestore } from './admin';
import { callApi } from './emulators';
import type { Tenant } from './tenants';

/**
 * The payment routes served in-process by the real Express app, with the payment port being the
 * real Stripe adapter pointed at an in-process fake Stripe (port 0). Firestore and Auth are the
 * emulators; tenants are created through the emulated API as everywhere else.
 */
export interface PaymentsHarness {
  fake: FakeStripe;
  port: PaymentPort;
  baseUrl: string;
  call: (path: string, init?: Omit<Parameters<typeof callApi>[1], 'baseUrl'>) => ReturnType<typeof callApi>;
  /** POSTs to one of the fake's `/_fake/...` controls (query parameters as the body). */
  control: (path: string, query?: Record<string, string>) => Promise<Record<string, unknown>>;
  close: () => Promise<void>;
}

export async function startPaymentsHarness(): Promise<PaymentsHarness> {
  const fake = await startFakeStripe({ port: 0 });
  const port = createStripeAdapter({
    secretKey: fake.secretKey,
    webhookSecrets: fake.webhookSecrets,
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  setPaymentPortForTests(port);
  // The search key routes too: the real algoliasearch adapter against an in-process fake search server.
  const searchKeys = {
    appId: 'INPROCESS',
    adminApiKey: 'admin-in-process',
    searchApiKey: 'search-in-process',
  };
  const search = await startFakeAlgolia({ port: 0, ...searchKeys });
  setSearchPortForTests(await createAlgoliaSearchPort({ ...searchKeys, host: search.url }));
  const server = createApp().listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    fake,
    port,
    baseUrl,
    call: (path, init = {}) => callApi(path, { ...init, baseUrl }),
    control: async (path, query = {}) => {
      const response = await fetch(`${fake.url}${path}?${new URLSearchParams(query)}`, { method: 'POST' });
      return (await response.json()) as Record<string, unknown>;
    },
    close: async () => {
      setPaymentPortForTests(undefined);
      setSearchPortForTests(undefined);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await fake.close();
      await search.close();
    },
  };
}

export function connectPath(tenant: Pick<Tenant, 'restaurantId' | 'storeId'>, rest: string): string {
  return `/api/stripe/connect/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/${rest}`;
}

/** Connects the tenant's store through the API and lets the fake verify it: an active account. */
export async function connectActiveAccount(harness: PaymentsHarness, tenant: Tenant): Promise<string> {
  const created = await harness.call(connectPath(tenant, 'account/active'), {
    token: tenant.owner.idToken,
    body: {},
  });
  if (created.status !== 201) throw new Error(`connect failed: ${JSON.stringify(created.body)}`);
  const accountId = String((created.body.account as { accountId: string }).accountId);
  await harness.control(`/_fake/accounts/${accountId}/verify`, { outcome: 'verified' });
  const refreshed = await harness.call(connectPath(tenant, 'account/active'), {
    token: tenant.owner.idToken,
  });
  if ((refreshed.body.account as { status: string }).status !== 'active')
    throw new Error(`account not active: ${JSON.stringify(refreshed.body)}`);
  return accountId;
}

/**
 * A website order paid by card: a real payment intent on the store's account at the fake, and the
 * order document as order placement writes it (the fields refunds and the fee report read).
 */
export async function cardPaidOrder(
  harness: PaymentsHarness,
  tenant: Tenant,
  accountId: string,
  grandTotalInCents: number,
): Promise<string> {
  const orderId = `order-${crypto.randomUUID().slice(0, 12)}`;
  const intent = await harness.port.createPaymentIntent({
    amountInCents: grandTotalInCents,
    currency: 'aud',
    connectedAccountId: accountId,
    applicationFeeInCents: 100,
    idempotencyKey: `pi-create:${orderId}`,
    metadata: { restaurantId: tenant.restaurantId, storeId: tenant.storeId, orderId },
    paymentMethodId: 'pm_card_visa',
    confirm: true,
  });
  if (intent.status !== 'success') throw new Error(`payment not successful: ${intent.status}`);
  await firestore()
    .doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/orders/${orderId}`)
    .set({
      id: orderId,
      restaurantId: tenant.restaurantId,
      storeId: tenant.storeId,
      source: 'website',
      placedIsoDateTimeUtc: new Date().toISOString(),
      cart: { grandTotal: grandTotalInCents, paymentType: 'stripe', currency: { code: 'AUD', symbol: '$' } },
      customer: { name: 'Card Customer', email: 'card@example.test', mobile: '+61412345678' },
      status: { code: 'accepted' },
      payment: {
        status: 'success',
        paymentIntentId: intent.id,
        connectedAccountId: accountId,
        applicationFee: 100,
      },
      orderTransactionFees: { processorFee: 0, applicationFee: 100 },
    });
  return orderId;
}
