/** Customers, card payment methods (incl. browser tokenisation and cloning to connected accounts), tokens. */
import { clone, type FakeContext, type Handler, metadataParam, obj, str } from './context';
import { customerOrThrow } from './customerLookup';
import { invalidRequest, missingParam, noSuch, StripeApiError } from './errors';
import { newId, nowSeconds } from './ids';
import { listOf } from './lists';
import { type StripeObject, scopeOf } from './state';
import { MAGIC_PAYMENT_METHODS, passesLuhn, testCardFor } from './testCards';

function cardError(code: string, message: string, param: string): StripeApiError {
  return new StripeApiError(402, { type: 'card_error', code, message, param });
}

function makeCardPaymentMethod(
  ctx: FakeContext,
  card: { number: string; expMonth: number; expYear: number },
  billingDetails?: Record<string, unknown>,
): StripeObject {
  const testCard = testCardFor(card.number);
  const method: StripeObject = {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: { address: null, email: null, name: null, phone: null, ...billingDetails },
    card: {
      brand: testCard.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: testCard.country,
      display_brand: testCard.brand,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      fingerprint: card.number.slice(-8).split('').reverse().join('').padEnd(16, 'f'),
      funding: testCard.funding,
      last4: card.number.slice(-4),
      networks: { available: [testCard.brand], preferred: null },
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: nowSeconds(),
    customer: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
  ctx.scope.paymentMethods[method.id] = method;
  ctx.scope.cardNumbers[method.id] = card.number;
  return method;
}

/** A `pm_...` id in the caller's scope; magic test ids (pm_card_visa, ...) make a fresh one. */
export function resolvePaymentMethod(ctx: FakeContext, id: string, param = 'payment_method'): StripeObject {
  const magic = MAGIC_PAYMENT_METHODS[id];
  if (magic) {
    const year = new Date().getUTCFullYear() + 3;
    return makeCardPaymentMethod(ctx, { number: magic, expMonth: 12, expYear: year });
  }
  const method = ctx.scope.paymentMethods[id];
  if (!method) {
    const onPlatform = ctx.connected && scopeOf(ctx.state, ctx.state.platformAccountId).paymentMethods[id];
    throw new StripeApiError(400, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      param,
      message: onPlatform
        ? `No such PaymentMethod: '${id}'; It's possible this PaymentMethod exists on the platform account. To use it on a connected account, share it first (POST /v1/payment_methods with payment_method and the Stripe-Account header).`
        : `No such PaymentMethod: '${id}'`,
    });
  }
  return method;
}

function createPaymentMethod(ctx: FakeContext): StripeObject {
  const shared = str(ctx.params, 'payment_method');
  if (shared) {
    // Cloning a platform payment method onto a connected account.
    if (!ctx.connected || ctx.keyKind !== 'secret') {
      throw invalidRequest(
        'Sharing a PaymentMethod needs a secret key and the Stripe-Account header.',
        'payment_method',
      );
    }
    const platform = scopeOf(ctx.state, ctx.state.platformAccountId);
    const source = platform.paymentMethods[shared];
    if (!source) throw noSuch('PaymentMethod', shared, 'payment_method');
    const customer = str(ctx.params, 'customer');
    if (source.customer && source.customer !== customer) {
      throw invalidRequest(
        `The payment method ${shared} is attached to a customer; pass that customer to share it.`,
        'customer',
      );
    }
    const copy: StripeObject = { ...clone(source), id: newId('pm'), customer: null, created: nowSeconds() };
    ctx.scope.paymentMethods[copy.id] = copy;
    ctx.scope.cardNumbers[copy.id] = platform.cardNumbers[shared] ?? '4242424242424242';
    return copy;
  }
  if (str(ctx.params, 'type') !== 'card') throw missingParam('type');
  const card = obj(ctx.params, 'card');
  if (!card) throw missingParam('card');
  if (ctx.keyKind === 'secret') {
    // Stripe refuses raw card numbers from servers by default; so do we (cards go browser → provider).
    throw invalidRequest(
      'Sending credit card numbers directly to the Stripe API is generally unsafe. Use the publishable key from the browser (or a pm_card_* test id).',
      'card[number]',
      'unsafe_card_data',
    );
  }
  const number = (str(card, 'number') ?? '').replace(/\s+/g, '');
  if (!passesLuhn(number))
    throw cardError('incorrect_number', 'Your card number is incorrect.', 'card[number]');
  const expMonth = Number(str(card, 'exp_month'));
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) {
    throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.", 'card[exp_month]');
  }
  let expYear = Number(str(card, 'exp_year'));
  if (expYear < 100) expYear += 2000;
  const now = new Date();
  if (
    !Number.isInteger(expYear) ||
    expYear < now.getUTCFullYear() ||
    (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1)
  ) {
    throw cardError('invalid_expiry_year', "Your card's expiration year is invalid.", 'card[exp_year]');
  }
  const cvc = str(card, 'cvc');
  if (cvc !== undefined && !/^\d{3,4}$/.test(cvc)) {
    throw cardError('invalid_cvc', "Your card's security code is invalid.", 'card[cvc]');
  }
  const billing = obj(ctx.params, 'billing_details');
  return makeCardPaymentMethod(ctx, { number, expMonth, expYear }, billing ? clone(billing) : undefined);
}

export const customerHandlers: Record<string, Handler> = {
  'POST /v1/payment_methods': (ctx) => ({ body: createPaymentMethod(ctx) }),

  'GET /v1/payment_methods/:id': (ctx, { id }) => ({ body: resolvePaymentMethod(ctx, id as string, 'id') }),

  'GET /v1/payment_methods': (ctx) => {
    const customer = str(ctx.params, 'customer');
    if (customer) customerOrThrow(ctx, customer, 'customer');
    const type = str(ctx.params, 'type');
    return {
      body: listOf(
        Object.values(ctx.scope.paymentMethods),
        ctx.params,
        '/v1/payment_methods',
        (method) => (!customer || method.customer === customer) && (!type || method.type === type),
      ),
    };
  },

  'GET /v1/customers/:id/payment_methods': (ctx, { id }) => {
    customerOrThrow(ctx, id as string);
    return {
      body: listOf(
        Object.values(ctx.scope.paymentMethods),
        ctx.params,
        `/v1/customers/${id}/payment_methods`,
        (method) => method.customer === id,
      ),
    };
  },

  'POST /v1/payment_methods/:id/attach': (ctx, { id }) => {
    const customerId = str(ctx.params, 'customer');
    if (!customerId) throw missingParam('customer');
    const customer = customerOrThrow(ctx, customerId, 'customer');
    const method = resolvePaymentMethod(ctx, id as string, 'payment_method');
    if (method.customer && method.customer !== customer.id) {
      throw invalidRequest(
        'The payment method you provided has already been attached to a customer.',
        'payment_method',
        'payment_method_unexpected_state',
      );
    }
    method.customer = customer.id;
    ctx.emit('payment_method.attached', method);
    return { body: method };
  },

  'POST /v1/payment_methods/:id/detach': (ctx, { id }) => {
    const method = resolvePaymentMethod(ctx, id as string, 'payment_method');
    if (!method.customer) {
      throw invalidRequest(
        'The payment method you provided is not attached to a customer so detachment is impossible.',
        undefined,
        'payment_method_unexpected_state',
      );
    }
    method.customer = null;
    ctx.emit('payment_method.detached', method);
    return { body: method };
  },

  'POST /v1/customers': (ctx) => {
    const customer: StripeObject = {
      id: newId('cus', 14),
      object: 'customer',
      address: null,
      balance: 0,
      created: nowSeconds(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: str(ctx.params, 'description') ?? null,
      email: str(ctx.params, 'email') ?? null,
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null },
      livemode: false,
      metadata: metadataParam(ctx.params) ?? {},
      name: str(ctx.params, 'name') ?? null,
      phone: str(ctx.params, 'phone') ?? null,
      preferred_locales: [],
    };
    ctx.scope.customers[customer.id] = customer;
    ctx.emit('customer.created', customer);
    return { body: customer };
  },

  'GET /v1/customers/:id': (ctx, { id }) => {
    const customer = ctx.scope.customers[id as string];
    if (!customer) throw noSuch('customer', id as string);
    return { body: customer.deleted ? { id: customer.id, object: 'customer', deleted: true } : customer };
  },

  'POST /v1/customers/:id': (ctx, { id }) => {
    const customer = customerOrThrow(ctx, id as string);
    for (const field of ['email', 'name', 'phone', 'description'] as const) {
      const value = str(ctx.params, field);
      if (value !== undefined) customer[field] = value === '' ? null : value;
    }
    const metadata = metadataParam(ctx.params);
    if (metadata) customer.metadata = { ...(customer.metadata as Record<string, string>), ...metadata };
    ctx.emit('customer.updated', customer);
    return { body: customer };
  },

  'DELETE /v1/customers/:id': (ctx, { id }) => {
    const customer = customerOrThrow(ctx, id as string);
    customer.deleted = true;
    ctx.emit('customer.deleted', customer);
    return { body: { id: customer.id, object: 'customer', deleted: true } };
  },

  /** Browser tokenisation of a bank account (for payouts) or a card, with the publishable key. */
  'POST /v1/tokens': (ctx) => {
    const bank = obj(ctx.params, 'bank_account');
    const created = nowSeconds();
    if (bank) {
      const accountNumber = str(bank, 'account_number') ?? '';
      if (!/^\d{4,17}$/.test(accountNumber)) {
        throw invalidRequest(
          'Invalid account number.',
          'bank_account[account_number]',
          'account_number_invalid',
        );
      }
      const country = (str(bank, 'country') ?? 'AU').toUpperCase();
      const token: StripeObject = {
        id: newId('btok'),
        object: 'token',
        bank_account: {
          id: newId('ba'),
          object: 'bank_account',
          account_holder_name: str(bank, 'account_holder_name') ?? null,
          account_holder_type: str(bank, 'account_holder_type') ?? null,
          bank_name: 'STRIPE TEST BANK',
          country,
          currency: (str(bank, 'currency') ?? 'aud').toLowerCase(),
          fingerprint: accountNumber.padStart(16, '0'),
          last4: accountNumber.slice(-4),
          routing_number: str(bank, 'routing_number') ?? null,
          status: 'new',
        },
        client_ip: null,
        created,
        livemode: false,
        type: 'bank_account',
        used: false,
      };
      ctx.state.tokens[token.id] = token;
      return { body: token };
    }
    throw missingParam('bank_account');
  },
};
