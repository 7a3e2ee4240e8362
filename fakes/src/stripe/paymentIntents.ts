/**
 * Payment intents: create / retrieve / confirm / capture / cancel, with test-card outcomes, 3-D Secure
 * (`requires_action` until the customer completes the fake's authentication page) and the events
 * Stripe sends for each step.
 */
import { bool, clone, type FakeContext, type Handler, metadataParam, str } from './context';
import { customerOrThrow } from './customerLookup';
import { resolvePaymentMethod } from './customers';
import { invalidRequest, missingParam, noSuch, StripeApiError, unexpectedState } from './errors';
import { newId, nowSeconds } from './ids';
import { listOf } from './lists';
import { createCharge, settleCapture } from './money';
import type { StripeObject } from './state';
import { testCardFor } from './testCards';

const MINIMUM_AMOUNT = 50;
const CURRENCIES = new Set(['aud', 'usd', 'gbp', 'nzd', 'eur', 'cad']);
const CANCELABLE = new Set([
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
]);
const CANCELLATION_REASONS = new Set(['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned']);

function intentOrThrow(ctx: FakeContext, id: string): StripeObject {
  const intent = ctx.scope.paymentIntents[id];
  if (!intent) throw noSuch('payment_intent', id);
  return intent;
}

function amountParam(ctx: FakeContext, name: string): number | undefined {
  const raw = str(ctx.params, name);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw invalidRequest(`Invalid integer: ${raw}`, name);
  return value;
}

/** Emits `intent`'s current state under `type`. */
function emitIntent(ctx: FakeContext, type: string, intent: StripeObject): void {
  ctx.emit(type, intent, ctx.connected ? { account: ctx.accountId } : {});
}

function emitCharge(ctx: FakeContext, type: string, charge: StripeObject): void {
  ctx.emit(type, charge, ctx.connected ? { account: ctx.accountId } : {});
}

/**
 * Runs a confirmation with the intent's payment method: the test card decides. A decline leaves the
 * intent in `requires_payment_method` with `last_payment_error` and answers 402, as Stripe does.
 */
export function attemptPayment(ctx: FakeContext, intent: StripeObject): void {
  const methodId = intent.payment_method as string;
  const number = ctx.scope.cardNumbers[methodId] ?? '4242424242424242';
  const outcome = testCardFor(number).outcome;
  intent.last_payment_error = null;
  intent.next_action = null;

  if (outcome.kind === 'authenticate' && !ctx.scope.authenticatedIntents[intent.id]) {
    intent.status = 'requires_action';
    const returnUrl = (intent.__return_url as string | undefined) ?? null;
    const url = `${ctx.baseUrl}/_fake/3ds/${intent.id}?account=${encodeURIComponent(ctx.accountId)}${
      returnUrl ? `&return_url=${encodeURIComponent(returnUrl)}` : ''
    }`;
    intent.next_action = { type: 'redirect_to_url', redirect_to_url: { return_url: returnUrl, url } };
    emitIntent(ctx, 'payment_intent.requires_action', intent);
    return;
  }

  if (outcome.kind === 'decline' || outcome.kind === 'attachThenDecline') {
    const decline =
      outcome.kind === 'decline'
        ? outcome
        : { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' };
    const charge = createCharge(ctx, intent, methodId, {
      failureCode: decline.code,
      ...(decline.declineCode ? { declineCode: decline.declineCode } : {}),
      message: decline.message,
    });
    intent.status = 'requires_payment_method';
    intent.latest_charge = charge.id;
    intent.last_payment_error = {
      type: 'card_error',
      charge: charge.id,
      code: decline.code,
      ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
      doc_url: `https://stripe.com/docs/error-codes/${decline.code.replace(/_/g, '-')}`,
      message: decline.message,
      payment_method: clone(ctx.scope.paymentMethods[methodId]),
    };
    emitCharge(ctx, 'charge.failed', charge);
    emitIntent(ctx, 'payment_intent.payment_failed', intent);
    throw new StripeApiError(402, {
      type: 'card_error',
      code: decline.code,
      ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
      message: decline.message,
      charge: charge.id,
      doc_url: `https://stripe.com/docs/error-codes/${decline.code.replace(/_/g, '-')}`,
      payment_intent: publicIntent(intent),
      payment_method: clone(ctx.scope.paymentMethods[methodId]),
    });
  }

  const manual = intent.capture_method === 'manual' || intent.capture_method === 'manual_preferred';
  const charge = createCharge(ctx, intent, methodId, { captured: !manual });
  intent.latest_charge = charge.id;
  if (manual) {
    intent.status = 'requires_capture';
    intent.amount_capturable = intent.amount;
    emitCharge(ctx, 'charge.succeeded', charge);
    emitIntent(ctx, 'payment_intent.amount_capturable_updated', intent);
  } else {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    emitCharge(ctx, 'charge.succeeded', charge);
    emitIntent(ctx, 'payment_intent.succeeded', intent);
  }
}

/** The intent as the API returns it (internal `__` fields dropped). */
export function publicIntent(intent: StripeObject): StripeObject {
  const copy = clone(intent);
  for (const key of Object.keys(copy)) if (key.startsWith('__')) delete copy[key];
  return copy;
}

function applyConfirmParams(ctx: FakeContext, intent: StripeObject): void {
  const methodId = str(ctx.params, 'payment_method');
  if (methodId) intent.payment_method = resolvePaymentMethod(ctx, methodId).id;
  const returnUrl = str(ctx.params, 'return_url');
  if (returnUrl) intent.__return_url = returnUrl;
  if (!intent.payment_method) {
    throw invalidRequest(
      "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent with cus_x, specify a payment method attached to this customer along with the customer ID.",
      'payment_method',
      'payment_intent_unexpected_state',
    );
  }
  const method = ctx.scope.paymentMethods[intent.payment_method as string];
  if (method?.customer && intent.customer && method.customer !== intent.customer) {
    throw invalidRequest(
      `The provided PaymentMethod belongs to a different Customer than the PaymentIntent.`,
      'payment_method',
    );
  }
}

function confirm(ctx: FakeContext, intent: StripeObject): StripeObject {
  const status = intent.status as string;
  if (
    status !== 'requires_payment_method' &&
    status !== 'requires_confirmation' &&
    status !== 'requires_action'
  ) {
    throw unexpectedState(
      `You cannot confirm this PaymentIntent because it has a status of ${status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_confirmation, requires_payment_method, requires_action.`,
    );
  }
  applyConfirmParams(ctx, intent);
  attemptPayment(ctx, intent);
  return publicIntent(intent);
}

export const paymentIntentHandlers: Record<string, Handler> = {
  'POST /v1/payment_intents': (ctx) => {
    const amount = amountParam(ctx, 'amount');
    if (amount === undefined) throw missingParam('amount');
    const currency = str(ctx.params, 'currency')?.toLowerCase();
    if (!currency) throw missingParam('currency');
    if (!CURRENCIES.has(currency)) throw invalidRequest(`Invalid currency: ${currency}.`, 'currency');
    if (amount < MINIMUM_AMOUNT) {
      throw invalidRequest('Amount must be at least $0.50 aud', 'amount', 'amount_too_small');
    }
    const applicationFee = amountParam(ctx, 'application_fee_amount');
    if (applicationFee !== undefined) {
      if (!ctx.connected) {
        throw invalidRequest(
          'Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment (using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).',
          'application_fee_amount',
        );
      }
      if (applicationFee > amount) {
        throw invalidRequest('The application fee cannot exceed the amount.', 'application_fee_amount');
      }
    }
    if (ctx.connected) {
      const account = ctx.state.accounts[ctx.accountId];
      const capabilities = account?.capabilities as Record<string, string> | undefined;
      if (capabilities?.card_payments !== 'active') {
        throw invalidRequest(
          `Your account cannot currently make charges: the connected account ${ctx.accountId} does not have the card_payments capability active (finish its onboarding first).`,
          undefined,
          'account_invalid',
        );
      }
    }
    const customer = str(ctx.params, 'customer');
    if (customer) customerOrThrow(ctx, customer, 'customer');
    const captureMethod = str(ctx.params, 'capture_method') ?? 'automatic';
    if (!['automatic', 'automatic_async', 'manual', 'manual_preferred'].includes(captureMethod)) {
      throw invalidRequest(`Invalid capture_method: ${captureMethod}`, 'capture_method');
    }
    const id = newId('pi');
    const intent: StripeObject = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_details: { tip: {} },
      amount_received: 0,
      application: null,
      application_fee_amount: applicationFee ?? null,
      automatic_payment_methods: null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: captureMethod,
      client_secret: `${id}_secret_${newId('s').slice(2)}`,
      confirmation_method: 'automatic',
      created: nowSeconds(),
      currency,
      customer: customer ?? null,
      description: str(ctx.params, 'description') ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: metadataParam(ctx.params) ?? {},
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_options: { card: { request_three_d_secure: 'automatic' } },
      payment_method_types: ['card'],
      processing: null,
      receipt_email: str(ctx.params, 'receipt_email') ?? null,
      setup_future_usage: str(ctx.params, 'setup_future_usage') ?? null,
      status: 'requires_payment_method',
      transfer_data: null,
    };
    const methodId = str(ctx.params, 'payment_method');
    if (methodId) {
      intent.payment_method = resolvePaymentMethod(ctx, methodId).id;
      intent.status = 'requires_confirmation';
    }
    const returnUrl = str(ctx.params, 'return_url');
    if (returnUrl) intent.__return_url = returnUrl;
    ctx.scope.paymentIntents[id] = intent;
    emitIntent(ctx, 'payment_intent.created', intent);
    if (bool(ctx.params, 'confirm')) {
      applyConfirmParams(ctx, intent);
      attemptPayment(ctx, intent);
    }
    return { body: publicIntent(intent) };
  },

  'GET /v1/payment_intents/:id': (ctx, { id }) => {
    const intent = intentOrThrow(ctx, id as string);
    if (ctx.keyKind === 'publishable' && str(ctx.params, 'client_secret') !== intent.client_secret) {
      throw invalidRequest(
        'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
        'client_secret',
      );
    }
    return { body: publicIntent(intent) };
  },

  'GET /v1/payment_intents': (ctx) => {
    const customer = str(ctx.params, 'customer');
    return {
      body: listOf(
        Object.values(ctx.scope.paymentIntents).map(publicIntent),
        ctx.params,
        '/v1/payment_intents',
        (intent) => !customer || intent.customer === customer,
      ),
    };
  },

  'POST /v1/payment_intents/:id': (ctx, { id }) => {
    const intent = intentOrThrow(ctx, id as string);
    const metadata = metadataParam(ctx.params);
    if (metadata) intent.metadata = { ...(intent.metadata as Record<string, string>), ...metadata };
    const description = str(ctx.params, 'description');
    if (description !== undefined) intent.description = description;
    return { body: publicIntent(intent) };
  },

  'POST /v1/payment_intents/:id/confirm': (ctx, { id }) => ({
    body: confirm(ctx, intentOrThrow(ctx, id as string)),
  }),

  'POST /v1/payment_intents/:id/capture': (ctx, { id }) => {
    const intent = intentOrThrow(ctx, id as string);
    if (intent.status !== 'requires_capture') {
      throw unexpectedState(
        `This PaymentIntent could not be captured because it has a status of ${intent.status as string}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
      );
    }
    const capturable = intent.amount_capturable as number;
    const amount = amountParam(ctx, 'amount_to_capture') ?? capturable;
    if (amount > capturable || amount <= 0) {
      throw invalidRequest(
        `The amount_to_capture must be at most the amount_capturable (${capturable}).`,
        'amount_to_capture',
        'amount_too_large',
      );
    }
    const fee = amountParam(ctx, 'application_fee_amount');
    if (fee !== undefined) intent.application_fee_amount = fee;
    const charge = ctx.scope.charges[intent.latest_charge as string];
    if (!charge) throw noSuch('charge', String(intent.latest_charge));
    settleCapture(ctx, charge, amount, (intent.application_fee_amount as number | null) ?? null);
    intent.status = 'succeeded';
    intent.amount_capturable = 0;
    intent.amount_received = amount;
    emitCharge(ctx, 'charge.captured', charge);
    emitIntent(ctx, 'payment_intent.succeeded', intent);
    return { body: publicIntent(intent) };
  },

  'POST /v1/payment_intents/:id/cancel': (ctx, { id }) => {
    const intent = intentOrThrow(ctx, id as string);
    if (!CANCELABLE.has(intent.status as string)) {
      throw unexpectedState(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status as string}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      );
    }
    const reason = str(ctx.params, 'cancellation_reason');
    if (reason !== undefined && !CANCELLATION_REASONS.has(reason)) {
      throw invalidRequest(`Invalid cancellation_reason: ${reason}`, 'cancellation_reason');
    }
    const wasAuthorised = intent.status === 'requires_capture';
    intent.status = 'canceled';
    intent.canceled_at = nowSeconds();
    intent.cancellation_reason = reason ?? null;
    intent.amount_capturable = 0;
    intent.next_action = null;
    if (wasAuthorised) {
      // Releasing an authorisation refunds the uncaptured charge in full.
      const charge = ctx.scope.charges[intent.latest_charge as string];
      if (charge) {
        charge.refunded = true;
        charge.amount_refunded = charge.amount;
        emitCharge(ctx, 'charge.refunded', charge);
      }
    }
    emitIntent(ctx, 'payment_intent.canceled', intent);
    return { body: publicIntent(intent) };
  },
};

/** The fake's 3-D Secure step: the customer approves or fails authentication. */
export function completeAuthentication(ctx: FakeContext, intentId: string, approve: boolean): StripeObject {
  const intent = intentOrThrow(ctx, intentId);
  if (intent.status !== 'requires_action') {
    throw unexpectedState(
      `This PaymentIntent is ${intent.status as string}, not waiting for authentication.`,
    );
  }
  if (approve) {
    ctx.scope.authenticatedIntents[intent.id] = true;
    try {
      attemptPayment(ctx, intent);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
    }
    return publicIntent(intent);
  }
  intent.status = 'requires_payment_method';
  intent.next_action = null;
  intent.last_payment_error = {
    type: 'invalid_request_error',
    code: 'payment_intent_authentication_failure',
    message:
      'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
    payment_method: clone(ctx.scope.paymentMethods[intent.payment_method as string]),
  };
  emitIntent(ctx, 'payment_intent.payment_failed', intent);
  return publicIntent(intent);
}
