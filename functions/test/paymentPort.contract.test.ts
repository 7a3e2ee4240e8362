/**
 * Contract suite for the payment port: the real Stripe adapter (official SDK) against the local fake,
 * started in-process, so it never depends on a running one. Every port operation, every test card
 * outcome, and idempotent replays.
 */
import { PAYMENT_DECLINE_MESSAGES } from '@resto/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, signPayload, startFakeStripe } from '../../fakes/src/stripe';
import {
  type PaymentPort,
  PaymentProviderError,
  WebhookSignatureError,
} from '../src/integrations/payments/port';
import { createStripeAdapter } from '../src/integrations/payments/stripeAdapter';

let fake: FakeStripe;
let port: PaymentPort;
let accountId: string;

const metadata = (orderId: string) => ({ restaurantId: 'r1', storeId: 's1', orderId });
const key = (label: string) => `${label}-${crypto.randomUUID()}`;

/** What the browser does: card fields straight to the provider with the publishable key. */
async function browserPaymentMethod(number: string, options: { expYear?: number; cvc?: string } = {}) {
  const body = new URLSearchParams({
    type: 'card',
    'card[number]': number,
    'card[exp_month]': '12',
    'card[exp_year]': String(options.expYear ?? new Date().getUTCFullYear() + 2),
    'card[cvc]': options.cvc ?? '123',
  });
  const response = await fetch(`${fake.url}/v1/payment_methods`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${fake.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body,
  });
  return {
    status: response.status,
    body: (await response.json()) as { id?: string; error?: { code?: string } },
  };
}

async function verifiedAccount(): Promise<string> {
  const account = await port.createConnectedAccount({
    idempotencyKey: key('acct'),
    country: 'AU',
    email: 'store@example.test',
    businessName: 'Bondi Pizza',
    metadata: { restaurantId: 'r1', storeId: 's1' },
  });
  await fetch(`${fake.url}/_fake/accounts/${account.id}/verify`, { method: 'POST' });
  return account.id;
}

/** A card entered in the browser, shared onto the store's account, ready for a direct charge. */
async function cardOnAccount(number: string): Promise<string> {
  const created = await browserPaymentMethod(number);
  expect(created.status).toBe(200);
  const shared = await port.sharePaymentMethod({
    paymentMethodId: created.body.id as string,
    connectedAccountId: accountId,
    idempotencyKey: key('share'),
  });
  return shared.id;
}

async function pay(number: string, options: { manual?: boolean; amount?: number } = {}) {
  return port.createPaymentIntent({
    amountInCents: options.amount ?? 2500,
    currency: 'aud',
    connectedAccountId: accountId,
    applicationFeeInCents: 35,
    idempotencyKey: key('pi'),
    metadata: metadata(`order-${crypto.randomUUID().slice(0, 8)}`),
    paymentMethodId: await cardOnAccount(number),
    confirm: true,
    ...(options.manual ? { captureMethod: 'manual' as const } : {}),
  });
}

beforeAll(async () => {
  fake = await startFakeStripe({ port: 0, webhookRetries: 0 });
  port = createStripeAdapter({
    secretKey: fake.secretKey,
    webhookSecrets: fake.webhookSecrets,
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  accountId = await verifiedAccount();
});

afterAll(async () => {
  await fake?.close();
});

describe('payment intents', () => {
  it('a successful card is paid at once, with the platform fee and metadata', async () => {
    const intent = await pay('4242424242424242');
    expect(intent).toMatchObject({
      status: 'success',
      providerStatus: 'succeeded',
      amountInCents: 2500,
      amountReceivedInCents: 2500,
      applicationFeeInCents: 35,
      currency: 'aud',
      connectedAccountId: accountId,
    });
    expect(intent.metadata.restaurantId).toBe('r1');
    expect(intent.latestChargeId).toMatch(/^ch_/);
    expect(intent.decline).toBeUndefined();
    const fees = await port.retrieveChargeFees({
      chargeId: intent.latestChargeId as string,
      connectedAccountId: accountId,
    });
    // 1.75% + 30c processor fee; the platform's 35c.
    expect(fees).toMatchObject({
      amountInCents: 2500,
      processorFeeInCents: 74,
      applicationFeeInCents: 35,
      netInCents: 2391,
    });
  });

  it.each([
    ['4000000000000002', 'card_declined', 'generic_decline', 'cardDeclined'],
    ['4000000000009995', 'card_declined', 'insufficient_funds', 'insufficientFunds'],
    ['4000000000000069', 'expired_card', undefined, 'expiredCard'],
    ['4000000000000127', 'incorrect_cvc', undefined, 'incorrectCvc'],
    ['4000000000000119', 'processing_error', undefined, 'processingError'],
    ['4000000000009987', 'card_declined', 'lost_card', 'lostOrStolenCard'],
  ] as const)(
    'card %s is declined with %s / %s and a catalogue message',
    async (number, code, declineCode, reason) => {
      const intent = await pay(number);
      expect(intent.status).toBe('failure');
      expect(intent.providerStatus).toBe('requires_payment_method');
      expect(intent.decline).toEqual({
        code,
        ...(declineCode ? { declineCode } : {}),
        reason,
        customerMessage: PAYMENT_DECLINE_MESSAGES[reason],
      });
    },
  );

  it('a card needing authentication waits for 3-D Secure, then succeeds once completed', async () => {
    const intent = await pay('4000002500003155');
    expect(intent.status).toBe('processing');
    expect(intent.providerStatus).toBe('requires_action');
    expect(intent.requiresAction?.redirectUrl).toContain(`/_fake/3ds/${intent.id}`);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    const completed = await fetch(`${fake.url}/_fake/3ds/${intent.id}/complete?account=${accountId}`, {
      method: 'POST',
    });
    expect(completed.status).toBe(200);
    const after = await port.retrievePaymentIntent({
      paymentIntentId: intent.id,
      connectedAccountId: accountId,
    });
    expect(after.status).toBe('success');
  });

  it('failing 3-D Secure is a decline asking the customer to authenticate', async () => {
    const intent = await pay('4000002500003155');
    await fetch(`${fake.url}/_fake/3ds/${intent.id}/fail?account=${accountId}`, { method: 'POST' });
    const after = await port.retrievePaymentIntent({
      paymentIntentId: intent.id,
      connectedAccountId: accountId,
    });
    expect(after.status).toBe('failure');
    expect(after.decline?.reason).toBe('authenticationRequired');
  });

  it('create, then confirm; a declined intent can be confirmed again with another card', async () => {
    const created = await port.createPaymentIntent({
      amountInCents: 1800,
      currency: 'aud',
      connectedAccountId: accountId,
      applicationFeeInCents: 28,
      idempotencyKey: key('pi'),
      metadata: metadata('order-confirm'),
    });
    expect(created.status).toBe('processing');
    expect(created.providerStatus).toBe('requires_payment_method');
    const declined = await port.confirmPaymentIntent({
      paymentIntentId: created.id,
      connectedAccountId: accountId,
      idempotencyKey: key('confirm'),
      paymentMethodId: await cardOnAccount('4000000000000002'),
    });
    expect(declined.status).toBe('failure');
    const paid = await port.confirmPaymentIntent({
      paymentIntentId: created.id,
      connectedAccountId: accountId,
      idempotencyKey: key('confirm'),
      paymentMethodId: await cardOnAccount('4242424242424242'),
    });
    expect(paid.status).toBe('success');
  });

  it('manual capture authorises (requiresCapture), then captures part of it', async () => {
    const intent = await pay('4242424242424242', { manual: true });
    expect(intent.status).toBe('requiresCapture');
    expect(intent.amountCapturableInCents).toBe(2500);
    const captured = await port.capturePaymentIntent({
      paymentIntentId: intent.id,
      connectedAccountId: accountId,
      idempotencyKey: key('capture'),
      amountToCaptureInCents: 2000,
    });
    expect(captured).toMatchObject({ status: 'success', amountReceivedInCents: 2000 });
  });

  it('cancels an authorisation; a paid intent cannot be cancelled', async () => {
    const authorised = await pay('4242424242424242', { manual: true });
    const cancelled = await port.cancelPaymentIntent({
      paymentIntentId: authorised.id,
      connectedAccountId: accountId,
      idempotencyKey: key('cancel'),
      reason: 'requested_by_customer',
    });
    expect(cancelled.status).toBe('cancel');
    const paid = await pay('4242424242424242');
    const error = await port
      .cancelPaymentIntent({
        paymentIntentId: paid.id,
        connectedAccountId: accountId,
        idempotencyKey: key('cancel'),
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({
      kind: 'invalidRequest',
      details: { code: 'payment_intent_unexpected_state', httpStatus: 400 },
    });
  });

  it('an idempotent replay returns the same intent; the same key with other params is refused', async () => {
    const paymentMethodId = await cardOnAccount('4242424242424242');
    const input = {
      amountInCents: 3100,
      currency: 'aud',
      connectedAccountId: accountId,
      applicationFeeInCents: 41,
      idempotencyKey: key('pi'),
      metadata: metadata('order-idem'),
      paymentMethodId,
      confirm: true,
    };
    const first = await port.createPaymentIntent(input);
    const replay = await port.createPaymentIntent(input);
    expect(replay.id).toBe(first.id);
    expect(replay.status).toBe('success');
    const changed = await port
      .createPaymentIntent({ ...input, amountInCents: 3200 })
      .catch((caught: unknown) => caught);
    expect(changed).toBeInstanceOf(PaymentProviderError);
    expect((changed as PaymentProviderError).kind).toBe('idempotency');
    const charges = Object.values(fake.state.scopes[accountId]?.charges ?? {}).filter(
      (charge) => charge.payment_intent === first.id,
    );
    expect(charges).toHaveLength(1);
  });

  it('an idempotent replay of a decline is the same decline, not a second attempt', async () => {
    const paymentMethodId = await cardOnAccount('4000000000009995');
    const input = {
      amountInCents: 1500,
      currency: 'aud',
      connectedAccountId: accountId,
      applicationFeeInCents: 25,
      idempotencyKey: key('pi'),
      metadata: metadata('order-idem-decline'),
      paymentMethodId,
      confirm: true,
    };
    const first = await port.createPaymentIntent(input);
    const replay = await port.createPaymentIntent(input);
    expect(replay.id).toBe(first.id);
    expect(replay.decline?.declineCode).toBe('insufficient_funds');
  });

  it('refuses to charge an account that has not finished onboarding', async () => {
    const unverified = await port.createConnectedAccount({ idempotencyKey: key('acct'), country: 'AU' });
    const error = await port
      .createPaymentIntent({
        amountInCents: 1000,
        currency: 'aud',
        connectedAccountId: unverified.id,
        applicationFeeInCents: 20,
        idempotencyKey: key('pi'),
        metadata: metadata('order-unverified'),
      })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'invalidRequest', details: { code: 'account_invalid' } });
  });
});

describe('card entry in the browser', () => {
  it('refuses a wrong number and a past expiry before any payment', async () => {
    const wrong = await browserPaymentMethod('4242424242424241');
    expect(wrong.status).toBe(402);
    expect(wrong.body.error?.code).toBe('incorrect_number');
    const expired = await browserPaymentMethod('4242424242424242', { expYear: 2020 });
    expect(expired.body.error?.code).toBe('invalid_expiry_year');
  });
});

describe('refunds', () => {
  it('partial refunds add up to the amount paid, never more', async () => {
    const intent = await pay('4242424242424242', { amount: 5000 });
    const first = await port.createRefund({
      paymentIntentId: intent.id,
      connectedAccountId: accountId,
      idempotencyKey: key('refund'),
      amountInCents: 2000,
      reason: 'requested_by_customer',
    });
    expect(first).toMatchObject({
      status: 'succeeded',
      paymentStatus: 'refundSuccess',
      amountInCents: 2000,
      paymentIntentId: intent.id,
    });
    const rest = await port.createRefund({
      paymentIntentId: intent.id,
      connectedAccountId: accountId,
      idempotencyKey: key('refund'),
    });
    expect(rest.amountInCents).toBe(3000);
    const tooMuch = await port
      .createRefund({
        paymentIntentId: intent.id,
        connectedAccountId: accountId,
        idempotencyKey: key('refund'),
        amountInCents: 1,
      })
      .catch((caught: unknown) => caught);
    expect(tooMuch).toMatchObject({ kind: 'invalidRequest', details: { code: 'charge_already_refunded' } });
    const listed = await port.listRefunds({ paymentIntentId: intent.id, connectedAccountId: accountId });
    expect(listed.items.map((refund) => refund.amountInCents).sort()).toEqual([2000, 3000]);
    const retrieved = await port.retrieveRefund({ refundId: first.id, connectedAccountId: accountId });
    expect(retrieved.id).toBe(first.id);
  });

  it('a refund replayed with its key refunds once', async () => {
    const intent = await pay('4242424242424242', { amount: 4000 });
    const input = {
      paymentIntentId: intent.id,
      connectedAccountId: accountId,
      idempotencyKey: key('refund'),
      amountInCents: 1000,
    };
    const first = await port.createRefund(input);
    const again = await port.createRefund(input);
    expect(again.id).toBe(first.id);
    const listed = await port.listRefunds({ paymentIntentId: intent.id, connectedAccountId: accountId });
    expect(listed.items).toHaveLength(1);
  });

  it('a refund for more than is left is refused', async () => {
    const intent = await pay('4242424242424242', { amount: 1000 });
    const error = await port
      .createRefund({
        paymentIntentId: intent.id,
        connectedAccountId: accountId,
        idempotencyKey: key('refund'),
        amountInCents: 1001,
      })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'invalidRequest', details: { param: 'amount' } });
  });
});

describe('customers and saved cards', () => {
  it('create, attach, list (paged), share to an account, detach', async () => {
    const customer = await port.createCustomer({
      idempotencyKey: key('cus'),
      email: 'ana@example.test',
      name: 'Ana',
      metadata: { restaurantId: 'r1', customerUid: 'u1' },
    });
    expect(customer).toMatchObject({ email: 'ana@example.test', name: 'Ana' });
    expect(await port.retrieveCustomer({ customerId: customer.id })).toMatchObject({ id: customer.id });
    const saved = [];
    for (const number of ['4242424242424242', '5555555555554444', '4000056655665556']) {
      const created = await browserPaymentMethod(number);
      saved.push(
        await port.attachPaymentMethod({
          customerId: customer.id,
          paymentMethodId: created.body.id as string,
        }),
      );
    }
    expect(saved[1]).toMatchObject({ brand: 'mastercard', last4: '4444', customerId: customer.id });
    const page1 = await port.listPaymentMethods({ customerId: customer.id, limit: 2 });
    expect(page1.items).toHaveLength(2);
    expect(page1.hasMore).toBe(true);
    const page2 = await port.listPaymentMethods({
      customerId: customer.id,
      limit: 2,
      startingAfter: page1.nextCursor as string,
    });
    expect(page2.items).toHaveLength(1);
    expect(page2.hasMore).toBe(false);
    expect(JSON.stringify([page1, page2])).not.toContain('4242424242424242');

    const shared = await port.sharePaymentMethod({
      customerId: customer.id,
      paymentMethodId: saved[0]?.id as string,
      connectedAccountId: accountId,
      idempotencyKey: key('share'),
    });
    expect(shared.last4).toBe('4242');
    expect(
      await port.retrievePaymentMethod({ paymentMethodId: shared.id, connectedAccountId: accountId }),
    ).toMatchObject({ id: shared.id });
    const unshared = await port
      .sharePaymentMethod({
        paymentMethodId: saved[0]?.id as string,
        connectedAccountId: accountId,
        idempotencyKey: key('share'),
      })
      .catch((caught: unknown) => caught);
    expect(unshared).toMatchObject({ kind: 'invalidRequest', details: { param: 'customer' } });

    const detached = await port.detachPaymentMethod({ paymentMethodId: saved[0]?.id as string });
    expect(detached.customerId).toBeUndefined();
    const after = await port.listPaymentMethods({ customerId: customer.id });
    expect(after.items).toHaveLength(2);
  });

  it('an unknown customer is notFound', async () => {
    const error = await port
      .retrieveCustomer({ customerId: 'cus_missing' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'notFound', details: { httpStatus: 404 } });
  });
});

describe('connected accounts', () => {
  it('a new account is unverified; links lead to onboarding; verification enables it', async () => {
    const account = await port.createConnectedAccount({
      idempotencyKey: key('acct'),
      country: 'AU',
      businessName: 'Surry Hills',
    });
    expect(account).toMatchObject({
      country: 'AU',
      defaultCurrency: 'aud',
      chargesEnabled: false,
      payoutsEnabled: false,
      verificationStatus: 'unverified',
      businessName: 'Surry Hills',
      payoutSchedule: { interval: 'daily', delayDays: 2 },
    });
    expect(account.requirements.currentlyDue).toContain('external_account');
    for (const kind of ['verification', 'update'] as const) {
      const link = await port.createAccountLink({
        connectedAccountId: account.id,
        kind,
        refreshUrl: 'http://127.0.0.1:5000/refresh',
        returnUrl: 'http://127.0.0.1:5000/return',
      });
      expect(link.url).toContain(`/_fake/connect/onboarding/${account.id}`);
      expect(Date.parse(link.expiresIsoDateTimeUtc)).toBeGreaterThan(Date.now());
    }
    await fetch(`${fake.url}/_fake/accounts/${account.id}/verify?outcome=pending`, { method: 'POST' });
    expect((await port.retrieveConnectedAccount({ connectedAccountId: account.id })).verificationStatus).toBe(
      'pending',
    );
    await fetch(`${fake.url}/_fake/accounts/${account.id}/verify`, { method: 'POST' });
    const verified = await port.retrieveConnectedAccount({ connectedAccountId: account.id });
    expect(verified).toMatchObject({
      verificationStatus: 'verified',
      chargesEnabled: true,
      payoutsEnabled: true,
    });
    expect(verified.externalAccounts).toHaveLength(1);
  });

  it('external accounts: add from a browser token, list, refuse to delete the default, delete another', async () => {
    const tokenFor = async (accountNumber: string) => {
      const response = await fetch(`${fake.url}/v1/tokens`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${fake.publishableKey}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          'bank_account[country]': 'AU',
          'bank_account[currency]': 'aud',
          'bank_account[routing_number]': '110000',
          'bank_account[account_number]': accountNumber,
          'bank_account[account_holder_name]': 'Bondi Pizza',
        }),
      });
      return ((await response.json()) as { id: string }).id;
    };
    const added = await port.createExternalAccount({
      connectedAccountId: accountId,
      token: await tokenFor('000123456'),
      defaultForCurrency: true,
    });
    expect(added).toMatchObject({
      kind: 'bankAccount',
      last4: '3456',
      currency: 'aud',
      defaultForCurrency: true,
    });
    const other = await port.createExternalAccount({
      connectedAccountId: accountId,
      token: await tokenFor('000999888'),
    });
    expect(other.defaultForCurrency).toBe(false);
    const listed = await port.listExternalAccounts({ connectedAccountId: accountId });
    expect(listed.items.map((bank) => bank.id)).toEqual(expect.arrayContaining([added.id, other.id]));
    const refused = await port
      .deleteExternalAccount({ connectedAccountId: accountId, externalAccountId: added.id })
      .catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect(
      await port.deleteExternalAccount({ connectedAccountId: accountId, externalAccountId: other.id }),
    ).toEqual({
      id: other.id,
      deleted: true,
    });
  });

  it('payout schedule: weekly needs a weekday', async () => {
    const weekly = await port.updatePayoutSchedule({
      connectedAccountId: accountId,
      schedule: { interval: 'weekly', weeklyAnchor: 'friday', delayDays: 3 },
    });
    expect(weekly.payoutSchedule).toEqual({ interval: 'weekly', weeklyAnchor: 'friday', delayDays: 3 });
    const missing = await port
      .updatePayoutSchedule({ connectedAccountId: accountId, schedule: { interval: 'monthly' } })
      .catch((caught: unknown) => caught);
    expect(missing).toMatchObject({ kind: 'invalidRequest' });
    const daily = await port.updatePayoutSchedule({
      connectedAccountId: accountId,
      schedule: { interval: 'daily' },
    });
    expect(daily.payoutSchedule.interval).toBe('daily');
  });

  it('balance: payments pending until available, then paid out; payouts list pages', async () => {
    const account = await verifiedAccount();
    const previousAccount = accountId;
    accountId = account;
    try {
      await pay('4242424242424242', { amount: 10_000 });
      const before = await port.retrieveBalance({ connectedAccountId: account });
      // 10,000 less 1.75% + 30c and the 35c platform fee.
      expect(before.pending).toEqual([{ amountInCents: 9760, currency: 'aud' }]);
      expect(before.available).toEqual([{ amountInCents: 0, currency: 'aud' }]);
      await fetch(`${fake.url}/_fake/accounts/${account}/make_available`, { method: 'POST' });
      for (const amount of [1000, 2000, 3000]) {
        await fetch(`${fake.url}/_fake/payouts?account=${account}&amount=${amount}`, { method: 'POST' });
      }
      const failed = await fetch(`${fake.url}/_fake/payouts?account=${account}&amount=500&outcome=failed`, {
        method: 'POST',
      });
      expect(failed.status).toBe(200);
      const after = await port.retrieveBalance({ connectedAccountId: account });
      expect(after.available).toEqual([{ amountInCents: 9760 - 6000, currency: 'aud' }]);
      const page1 = await port.listPayouts({ connectedAccountId: account, limit: 3 });
      expect(page1.items).toHaveLength(3);
      expect(page1.hasMore).toBe(true);
      expect(page1.items[0]).toMatchObject({
        status: 'failed',
        failureCode: 'account_closed',
        amountInCents: 500,
      });
      const page2 = await port.listPayouts({
        connectedAccountId: account,
        limit: 3,
        startingAfter: page1.nextCursor as string,
      });
      expect(page2.items).toHaveLength(1);
      expect(page2.items[0]).toMatchObject({ status: 'paid', amountInCents: 1000, automatic: true });
      const payout = await port.retrievePayout({
        payoutId: page2.items[0]?.id as string,
        connectedAccountId: account,
      });
      expect(payout.arrivalIsoDateTimeUtc).toMatch(/Z$/);
    } finally {
      accountId = previousAccount;
    }
  });

  it('reject closes an account; delete removes one that never took money', async () => {
    const rejected = await port.createConnectedAccount({ idempotencyKey: key('acct'), country: 'AU' });
    const after = await port.rejectConnectedAccount({ connectedAccountId: rejected.id, reason: 'other' });
    expect(after).toMatchObject({ verificationStatus: 'rejected', chargesEnabled: false });
    const fresh = await port.createConnectedAccount({ idempotencyKey: key('acct'), country: 'AU' });
    expect(await port.deleteConnectedAccount({ connectedAccountId: fresh.id })).toEqual({
      id: fresh.id,
      deleted: true,
    });
    const gone = await port
      .retrieveConnectedAccount({ connectedAccountId: fresh.id })
      .catch((caught: unknown) => caught);
    expect(gone).toBeInstanceOf(PaymentProviderError);
  });

  it('creating an account twice with one idempotency key makes one account', async () => {
    const idempotencyKey = key('acct');
    const first = await port.createConnectedAccount({ idempotencyKey, country: 'AU' });
    const second = await port.createConnectedAccount({ idempotencyKey, country: 'AU' });
    expect(second.id).toBe(first.id);
  });
});

describe('webhook verification', () => {
  const event = (account?: string) =>
    JSON.stringify({
      id: 'evt_test_1',
      object: 'event',
      ...(account ? { account } : {}),
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'pi_123',
          object: 'payment_intent',
          amount: 1000,
          amount_capturable: 0,
          amount_received: 1000,
          application_fee_amount: 20,
          capture_method: 'automatic',
          currency: 'aud',
          status: 'succeeded',
          last_payment_error: null,
          latest_charge: 'ch_1',
          metadata: { restaurantId: 'r', storeId: 's', orderId: 'o' },
          created: 1,
        },
      },
      livemode: false,
      type: 'payment_intent.succeeded',
    });

  it('a correctly signed event is normalised', () => {
    const raw = event('acct_x');
    const verified = port.verifyWebhookEvent({
      rawBody: Buffer.from(raw),
      signatureHeader: signPayload(raw, fake.webhookSecrets.connect),
      endpoint: 'connect',
    });
    expect(verified).toMatchObject({
      id: 'evt_test_1',
      type: 'payment_intent.succeeded',
      endpoint: 'connect',
      connectedAccountId: 'acct_x',
      data: {
        kind: 'paymentIntent',
        paymentIntent: { id: 'pi_123', status: 'success', latestChargeId: 'ch_1' },
      },
    });
  });

  it('a wrong secret, a changed body, an old timestamp or no header is refused', () => {
    const raw = event();
    const attempts = [
      { rawBody: raw, signatureHeader: signPayload(raw, 'whsec_wrong') },
      { rawBody: `${raw} `, signatureHeader: signPayload(raw, fake.webhookSecrets.platform) },
      {
        rawBody: raw,
        signatureHeader: signPayload(raw, fake.webhookSecrets.platform, Math.floor(Date.now() / 1000) - 3600),
      },
      { rawBody: raw, signatureHeader: undefined },
      // Signed with the connect secret but sent to the platform endpoint.
      { rawBody: raw, signatureHeader: signPayload(raw, fake.webhookSecrets.connect) },
    ];
    for (const attempt of attempts) {
      expect(() => port.verifyWebhookEvent({ ...attempt, endpoint: 'platform' })).toThrow(
        WebhookSignatureError,
      );
    }
  });
});
