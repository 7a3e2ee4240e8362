/**
 * Demo card payments for the bondi store: a connected, active card-provider account, a few payouts,
 * and online orders paid by card with their processing fees (the payouts and transaction-fee pages,
 * and refunds from the fee page).
 *
 * When the local fake Stripe is running (it is, under `npm start`), the account, the payments and the
 * payouts are made there first, with idempotency keys, so balance, refunds and payouts are live in the
 * demo; otherwise fixed placeholder ids are written. Document ids are fixed; the orders are placed on
 * the days before the seed day (at fixed times of day), so "This Month" and "Last Week" show them.
 * Running it again overwrites the same documents.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type ItemSpec,
  orderTimeDimension,
  type PayoutRecord,
  ZPaymentAccount,
  ZPayoutRecord,
  ZWebsiteOrder,
} from '@resto/domain';
import type { Firestore } from 'firebase-admin/firestore';

const STORE_ID = 'bondi';
const TIMEZONE = 'Australia/Sydney';
const FAKE_STRIPE_URL = process.env.FAKE_STRIPE_URL ?? 'http://127.0.0.1:12111';
const APPLICATION_FEE = (amount: number) => Math.round(amount / 100) + 10;

/** Demo orders: fixed ids, days before the seed day, amounts, customer. */
const DEMO_CARD_ORDERS = [
  { id: 'demo-card-order-01', daysAgo: 1, time: '18:42', amount: 4_850, name: 'Priya Shah', quantity: 2 },
  { id: 'demo-card-order-02', daysAgo: 1, time: '19:15', amount: 2_690, name: 'Tom Nguyen', quantity: 1 },
  { id: 'demo-card-order-03', daysAgo: 2, time: '12:05', amount: 7_320, name: 'Ellie Brown', quantity: 3 },
  { id: 'demo-card-order-04', daysAgo: 3, time: '20:30', amount: 3_150, name: 'Marco Rossi', quantity: 1 },
  { id: 'demo-card-order-05', daysAgo: 5, time: '18:10', amount: 5_560, name: 'Hana Kim', quantity: 2 },
  { id: 'demo-card-order-06', daysAgo: 8, time: '13:25', amount: 2_240, name: 'Sam Taylor', quantity: 1 },
] as const;

/** Placeholder payouts when the fake is not running (amount, days ago, status). */
const OFFLINE_PAYOUTS = [
  { id: 'po_demo_bondi_01', amount: 18_240, daysAgo: 2, status: 'paid' },
  { id: 'po_demo_bondi_02', amount: 9_975, daysAgo: 9, status: 'paid' },
  { id: 'po_demo_bondi_03', amount: 4_410, daysAgo: 0, status: 'inTransit' },
] as const;

type Form = Record<string, string>;

function fakeSecretKey(): string | undefined {
  try {
    const text = readFileSync(join(import.meta.dirname, '..', '..', 'functions', '.secret.local'), 'utf8');
    return /^STRIPE_SECRET_KEY=(.+)$/m.exec(text)?.[1]?.trim();
  } catch {
    return undefined;
  }
}

async function fake<T>(
  key: string,
  method: 'GET' | 'POST',
  path: string,
  form: Form = {},
  options: { account?: string; idempotencyKey?: string } = {},
): Promise<T> {
  const body = new URLSearchParams(form).toString();
  const response = await fetch(`${FAKE_STRIPE_URL}${path}${method === 'GET' && body ? `?${body}` : ''}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.account ? { 'stripe-account': options.account } : {}),
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
    ...(method === 'POST' ? { body } : {}),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok)
    throw new Error(`fake Stripe ${method} ${path}: ${json.error?.message ?? response.status}`);
  return json;
}

/** Whether the fake has the account (no key or no fake: the placeholder ids need no fake either). */
async function stillKnownToFake(key: string | undefined, accountId: unknown): Promise<boolean> {
  if (typeof accountId !== 'string') return false;
  if (!key || accountId.startsWith('acct_demo')) return true;
  try {
    await fake(key, 'GET', `/v1/accounts/${accountId}`);
    return true;
  } catch {
    return false;
  }
}

function placedAt(daysAgo: number, time: string, now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo));
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  // Sydney evening ≈ UTC morning: store-local hh:mm minus ~10-11 hours, good enough for demo times.
  return new Date(day.getTime() + ((hours - 10 + 24) % 24) * 3_600_000 + minutes * 60_000).toISOString();
}

interface LiveAccount {
  accountId: string;
  intents: Record<string, { id: string; processorFee: number }>;
  payouts: PayoutRecord[];
}

/** Makes (or finds again, by idempotency key) the demo account, payments and payouts at the fake. */
async function seedAtFake(key: string, restaurantId: string, nowIso: string): Promise<LiveAccount> {
  const account = await fake<{ id: string }>(
    key,
    'POST',
    '/v1/accounts',
    {
      type: 'express',
      country: 'AU',
      email: 'bondi@demo.test',
      'business_profile[name]': 'Demo Pizzeria Bondi',
      'metadata[restaurantId]': restaurantId,
      'metadata[storeId]': STORE_ID,
    },
    { idempotencyKey: 'seed-demo:bondi:account' },
  );
  await fetch(`${FAKE_STRIPE_URL}/_fake/accounts/${account.id}/verify?outcome=verified`, { method: 'POST' });
  const intents: LiveAccount['intents'] = {};
  for (const order of DEMO_CARD_ORDERS) {
    const intent = await fake<{ id: string }>(
      key,
      'POST',
      '/v1/payment_intents',
      {
        amount: String(order.amount),
        currency: 'aud',
        application_fee_amount: String(APPLICATION_FEE(order.amount)),
        payment_method: 'pm_card_visa',
        confirm: 'true',
        'metadata[restaurantId]': restaurantId,
        'metadata[storeId]': STORE_ID,
        'metadata[orderId]': order.id,
      },
      { account: account.id, idempotencyKey: `seed-demo:pi:${order.id}` },
    );
    const expanded = await fake<{ latest_charge?: { balance_transaction?: { fee?: number } } }>(
      key,
      'GET',
      `/v1/payment_intents/${intent.id}`,
      { 'expand[]': 'latest_charge.balance_transaction' },
      { account: account.id },
    );
    const totalFee = expanded.latest_charge?.balance_transaction?.fee ?? 0;
    // The balance transaction's fee includes the platform's application fee; the processor's is the rest.
    intents[order.id] = {
      id: intent.id,
      processorFee: Math.max(0, totalFee - APPLICATION_FEE(order.amount)),
    };
  }
  const listed = await fake<{ data: { id: string }[] }>(
    key,
    'GET',
    '/v1/payouts',
    { limit: '100' },
    { account: account.id },
  );
  if (listed.data.length === 0) {
    await fetch(`${FAKE_STRIPE_URL}/_fake/accounts/${account.id}/make_available`, { method: 'POST' });
    for (const [amount, outcome] of [
      ['9975', 'paid'],
      ['6240', 'paid'],
      ['4410', 'in_transit'],
    ] as const) {
      await fetch(
        `${FAKE_STRIPE_URL}/_fake/payouts?account=${account.id}&amount=${amount}&outcome=${outcome}`,
        {
          method: 'POST',
        },
      );
    }
  }
  const payouts = await fake<{
    data: {
      id: string;
      amount: number;
      currency: string;
      status: string;
      arrival_date: number;
      created: number;
    }[];
  }>(key, 'GET', '/v1/payouts', { limit: '100' }, { account: account.id });
  return {
    accountId: account.id,
    intents,
    payouts: payouts.data.map((payout) =>
      ZPayoutRecord.parse({
        id: payout.id,
        accountId: account.id,
        amountInCents: payout.amount,
        currency: payout.currency.toUpperCase(),
        status: payout.status === 'in_transit' ? 'inTransit' : payout.status,
        arrivalIsoDateTimeUtc: new Date(payout.arrival_date * 1000).toISOString(),
        createdIsoDateTimeUtc: new Date(payout.created * 1000).toISOString(),
        providerUpdatedUnixSeconds: payout.created,
        updatedIsoDateTimeUtc: nowIso,
      }),
    ),
  };
}

function offlineAccount(now: Date, nowIso: string): LiveAccount {
  const accountId = 'acct_demo_bondi_0001';
  const dayIso = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
  return {
    accountId,
    intents: {},
    payouts: OFFLINE_PAYOUTS.map((payout) =>
      ZPayoutRecord.parse({
        id: payout.id,
        accountId,
        amountInCents: payout.amount,
        currency: 'AUD',
        status: payout.status,
        arrivalIsoDateTimeUtc: dayIso(payout.daysAgo - 2),
        createdIsoDateTimeUtc: dayIso(payout.daysAgo),
        updatedIsoDateTimeUtc: nowIso,
      }),
    ),
  };
}

export async function seedPayments(
  db: Firestore,
  restaurantId: string,
  items: readonly ItemSpec[],
): Promise<void> {
  const now = new Date();
  const nowIso = now.toISOString();
  const key = fakeSecretKey();
  const store = db.collection('restaurants').doc(restaurantId).collection('stores').doc(STORE_ID);
  // A second run leaves the demo as it is (the seed is idempotent), unless the fake Stripe started
  // afresh and no longer knows the account, which must then be made again.
  const seeded = await store.collection('paymentAccounts').doc('stripe').get();
  if (seeded.exists && (await stillKnownToFake(key, seeded.get('accountId')))) return;
  let live: LiveAccount;
  try {
    if (!key) throw new Error('no fake Stripe key');
    live = await seedAtFake(key, restaurantId, nowIso);
  } catch (error) {
    console.warn(`seedPayments: fake Stripe unavailable (${String(error)}); writing placeholder ids.`);
    live = offlineAccount(now, nowIso);
  }
  const batch = db.batch();
  batch.set(db.collection('connectedAccounts').doc(live.accountId), {
    restaurantId,
    storeId: STORE_ID,
    provider: 'stripe',
    createdIsoDateTimeUtc: nowIso,
  });
  batch.set(store.collection('paymentAccounts').doc('stripe'), {
    ...ZPaymentAccount.parse({
      provider: 'stripe',
      accountId: live.accountId,
      status: 'active',
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
      requirements: { currentlyDueCount: 0, pastDueCount: 0 },
      payoutSchedule: { interval: 'daily' },
      externalAccount: { bankName: 'STRIPE TEST BANK', last4: '6789' },
      updatedIsoDateTimeUtc: nowIso,
    }),
    generation: 0,
    providerEventIsoDateTimeUtc: nowIso,
  });
  for (const payout of live.payouts) batch.set(store.collection('payouts').doc(payout.id), payout);

  const item = items.find((candidate) => candidate.type === 'basic') ?? items[0];
  for (const [index, order] of DEMO_CARD_ORDERS.entries()) {
    const placed = placedAt(order.daysAgo, order.time, now);
    const unit = Math.floor(order.amount / order.quantity);
    const itemTotal = order.amount;
    const intent = live.intents[order.id];
    const applicationFee = APPLICATION_FEE(order.amount);
    const document = ZWebsiteOrder.parse({
      id: order.id,
      restaurantId,
      storeId: STORE_ID,
      source: 'website',
      // Demo numbers, unique across the demo's days (a store's numbers start again each day).
      displayNumber: String(index + 1),
      placedIsoDateTimeUtc: placed,
      cart: {
        createdTime: placed,
        items: [
          {
            id: 'line-1',
            selection: {
              type: 'basic',
              specId: item?.id ?? 'demo-item',
              quantity: order.quantity,
              modifiersValue: {},
              comments: '',
            },
            summary: {
              name: item?.name ?? 'Demo item',
              price: unit,
              quantity: order.quantity,
              extraChargeForItem: itemTotal - unit * order.quantity,
            },
          },
        ],
        collection: { type: 'pickup', timeOfDay: '6:30 PM', date: placed.slice(0, 10) },
        paymentType: 'stripe',
        itemTotal,
        grandTotal: order.amount,
        currency: { code: 'AUD', symbol: '$' },
      },
      customer: {
        name: order.name,
        email: `${order.name.split(' ')[0]?.toLowerCase()}@demo.test`,
        mobile: '+61412345678',
      },
      status: { code: 'completed', updatedIsoDateTimeUtc: placed },
      payment: {
        status: 'success',
        ...(intent ? { paymentIntentId: intent.id } : {}),
        applicationFee,
      },
      timeDimension: orderTimeDimension(new Date(placed), TIMEZONE),
      orderTransactionFees: {
        processorFee: intent?.processorFee ?? Math.round(order.amount * 0.0175) + 30,
        applicationFee,
      },
    });
    // Keep an order the demo has refunded since, as long as it still points at the same provider
    // payment; rewrite it when the fake started afresh (new payment ids).
    const existing = await store.collection('orders').doc(order.id).get();
    if (
      existing.exists &&
      existing.get('payment.paymentIntentId') === (intent?.id ?? existing.get('payment.paymentIntentId'))
    )
      continue;
    batch.set(store.collection('orders').doc(order.id), {
      ...document,
      payment: { ...document.payment, connectedAccountId: live.accountId },
    });
  }
  await batch.commit();
}
