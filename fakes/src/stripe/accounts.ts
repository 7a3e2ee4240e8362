/**
 * Connected accounts (Custom accounts onboarded through Stripe-hosted account links), their external
 * bank accounts, payout schedule, balance and payouts.
 */
import { clone, type FakeContext, type Handler, metadataParam, obj, str } from './context';
import { invalidRequest, missingParam, noSuch, StripeApiError } from './errors';
import type { FormParams } from './form';
import { newId, nowSeconds } from './ids';
import { type ListObject, listOf } from './lists';
import { addBalanceTransaction, balanceOf } from './money';
import { type FakeStateData, type StripeObject, scopeOf } from './state';

const DEFAULT_CURRENCY: Record<string, string> = { AU: 'aud', US: 'usd', GB: 'gbp', NZ: 'nzd', CA: 'cad' };
const INITIAL_REQUIREMENTS = [
  'business_profile.mcc',
  'business_profile.url',
  'business_type',
  'external_account',
  'representative.first_name',
  'representative.last_name',
  'tos_acceptance.date',
  'tos_acceptance.ip',
];
const WEEKDAYS = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
const INTERVALS = new Set(['manual', 'daily', 'weekly', 'monthly']);
const REJECT_REASONS = new Set(['fraud', 'terms_of_service', 'other']);
const DAY_SECONDS = 86_400;

export function accountOrThrow(state: FakeStateData, id: string): StripeObject {
  const account = state.accounts[id];
  if (!account) {
    throw new StripeApiError(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such account: '${id}'`,
      param: 'account',
    });
  }
  return account;
}

function externalAccountList(state: FakeStateData, id: string): ListObject & { total_count: number } {
  const data = Object.values(state.externalAccounts[id] ?? {});
  return {
    object: 'list',
    data,
    has_more: false,
    total_count: data.length,
    url: `/v1/accounts/${id}/external_accounts`,
  };
}

/** The account as the API shows it, with its external accounts embedded. */
export function renderAccount(state: FakeStateData, id: string): StripeObject {
  const account = accountOrThrow(state, id);
  return { ...clone(account), external_accounts: externalAccountList(state, id) };
}

export function emitAccountUpdated(ctx: FakeContext, id: string, previous?: Record<string, unknown>): void {
  ctx.emit('account.updated', renderAccount(ctx.state, id), {
    account: id,
    ...(previous ? { previousAttributes: previous } : {}),
  });
}

/**
 * Simulates the provider finishing (or not) its checks on an account: `verified` enables charges and
 * payouts, `pending` means details are in and under review, `restricted` asks for more.
 */
export function setVerification(
  ctx: FakeContext,
  id: string,
  outcome: 'verified' | 'pending' | 'restricted',
): StripeObject {
  const account = accountOrThrow(ctx.state, id);
  const previous = {
    charges_enabled: account.charges_enabled,
    payouts_enabled: account.payouts_enabled,
    requirements: clone(account.requirements),
  };
  const requirements = account.requirements as Record<string, unknown>;
  if (outcome === 'verified') {
    if (Object.keys(ctx.state.externalAccounts[id] ?? {}).length === 0) addDefaultBankAccount(ctx.state, id);
    account.details_submitted = true;
    account.charges_enabled = true;
    account.payouts_enabled = true;
    account.capabilities = { card_payments: 'active', transfers: 'active' };
    account.tos_acceptance = { date: nowSeconds(), ip: '127.0.0.1', user_agent: null };
    Object.assign(requirements, {
      currently_due: [],
      past_due: [],
      eventually_due: [],
      pending_verification: [],
      disabled_reason: null,
    });
  } else if (outcome === 'pending') {
    account.details_submitted = true;
    account.charges_enabled = false;
    account.payouts_enabled = false;
    account.capabilities = { card_payments: 'pending', transfers: 'pending' };
    Object.assign(requirements, {
      currently_due: [],
      past_due: [],
      pending_verification: ['representative.verification.document'],
      disabled_reason: 'requirements.pending_verification',
    });
  } else {
    account.details_submitted = true;
    account.charges_enabled = false;
    account.payouts_enabled = false;
    account.capabilities = { card_payments: 'inactive', transfers: 'inactive' };
    Object.assign(requirements, {
      currently_due: ['representative.verification.document'],
      past_due: ['representative.verification.document'],
      pending_verification: [],
      disabled_reason: 'requirements.past_due',
    });
  }
  emitAccountUpdated(ctx, id, previous);
  return renderAccount(ctx.state, id);
}

function addDefaultBankAccount(state: FakeStateData, accountId: string): StripeObject {
  const account = accountOrThrow(state, accountId);
  const bank: StripeObject = {
    id: newId('ba'),
    object: 'bank_account',
    account: accountId,
    account_holder_name: (account.business_profile as { name?: string } | undefined)?.name ?? null,
    account_holder_type: 'company',
    available_payout_methods: ['standard'],
    bank_name: 'STRIPE TEST BANK',
    country: account.country,
    currency: account.default_currency,
    default_for_currency: true,
    fingerprint: newId('fp').slice(3, 19),
    last4: '3456',
    metadata: {},
    routing_number: '110000',
    status: 'new',
  };
  state.externalAccounts[accountId] = { ...(state.externalAccounts[accountId] ?? {}), [bank.id]: bank };
  return bank;
}

function applySchedule(account: StripeObject, schedule: FormParams): void {
  const interval = str(schedule, 'interval');
  const current =
    (account.settings as { payouts: { schedule?: Record<string, unknown> } }).payouts.schedule ?? {};
  const next: Record<string, unknown> = { ...current };
  if (interval !== undefined) {
    if (!INTERVALS.has(interval)) {
      throw invalidRequest(
        `Invalid interval: must be one of manual, daily, weekly, or monthly`,
        'settings[payouts][schedule][interval]',
      );
    }
    next.interval = interval;
    delete next.weekly_anchor;
    delete next.monthly_anchor;
  }
  const delay = str(schedule, 'delay_days');
  if (delay !== undefined) {
    const days = delay === 'minimum' ? 2 : Number(delay);
    if (!Number.isInteger(days) || days < 2 || days > 365) {
      throw invalidRequest(
        'The delay_days must be "minimum" or a whole number of days from 2 to 365.',
        'settings[payouts][schedule][delay_days]',
      );
    }
    next.delay_days = days;
  }
  const weekly = str(schedule, 'weekly_anchor');
  if (weekly !== undefined) {
    if (!WEEKDAYS.has(weekly))
      throw invalidRequest(`Invalid weekly_anchor: ${weekly}`, 'settings[payouts][schedule][weekly_anchor]');
    next.weekly_anchor = weekly;
  }
  const monthly = str(schedule, 'monthly_anchor');
  if (monthly !== undefined) {
    const day = Number(monthly);
    if (!Number.isInteger(day) || day < 1 || day > 31) {
      throw invalidRequest(
        'monthly_anchor must be a day of the month from 1 to 31.',
        'settings[payouts][schedule][monthly_anchor]',
      );
    }
    next.monthly_anchor = day;
  }
  if (next.interval === 'weekly' && !next.weekly_anchor) {
    throw invalidRequest(
      'You must specify a weekly_anchor when the interval is weekly.',
      'settings[payouts][schedule][weekly_anchor]',
    );
  }
  if (next.interval === 'monthly' && !next.monthly_anchor) {
    throw invalidRequest(
      'You must specify a monthly_anchor when the interval is monthly.',
      'settings[payouts][schedule][monthly_anchor]',
    );
  }
  if (next.interval !== 'weekly') delete next.weekly_anchor;
  if (next.interval !== 'monthly') delete next.monthly_anchor;
  (account.settings as { payouts: { schedule: Record<string, unknown> } }).payouts.schedule = next;
}

function requireSecretPlatform(ctx: FakeContext): void {
  if (ctx.connected)
    throw invalidRequest('This request is made by the platform; omit the Stripe-Account header.');
}

function payoutOrThrow(ctx: FakeContext, id: string): StripeObject {
  const payout = ctx.scope.payouts[id];
  if (!payout) throw noSuch('payout', id);
  return payout;
}

function defaultBankAccount(
  state: FakeStateData,
  accountId: string,
  currency: string,
): StripeObject | undefined {
  return Object.values(state.externalAccounts[accountId] ?? {}).find(
    (bank) => bank.currency === currency && bank.default_for_currency === true,
  );
}

/**
 * Pays out an account's available balance (or `amount`): in transit now, then paid or failed.
 * Used by `POST /v1/payouts` (manual payouts) and the fake's `/_fake/payouts` (automatic ones).
 */
export function createPayout(
  ctx: FakeContext,
  fields: {
    amount?: number;
    currency?: string;
    automatic: boolean;
    description?: string;
    metadata?: Record<string, string>;
  },
): StripeObject {
  const account = accountOrThrow(ctx.state, ctx.accountId);
  const currency = fields.currency ?? (account.default_currency as string);
  const available =
    balanceOf(ctx.scope, currency).available.find((row) => row.currency === currency)?.amount ?? 0;
  const amount = fields.amount ?? available;
  if (amount <= 0 || amount > available) {
    throw invalidRequest(
      `You have insufficient funds in your Stripe account for this transfer. Your card balance is too low (available: ${available} ${currency}).`,
      'amount',
      'balance_insufficient',
    );
  }
  const destination = defaultBankAccount(ctx.state, ctx.accountId, currency);
  if (!destination) {
    throw invalidRequest(
      `This account has no external account in ${currency} to pay out to.`,
      undefined,
      'no_external_account',
    );
  }
  const created = nowSeconds();
  const payout: StripeObject = {
    id: newId('po'),
    object: 'payout',
    amount,
    application_fee: null,
    application_fee_amount: null,
    arrival_date: created + 2 * DAY_SECONDS,
    automatic: fields.automatic,
    balance_transaction: null,
    created,
    currency,
    description: fields.description ?? (fields.automatic ? 'STRIPE PAYOUT' : null),
    destination: destination.id,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    livemode: false,
    metadata: fields.metadata ?? {},
    method: 'standard',
    reconciliation_status: 'not_applicable',
    source_type: 'card',
    statement_descriptor: null,
    status: 'pending',
    type: 'bank_account',
  };
  payout.balance_transaction = addBalanceTransaction(ctx.scope, {
    amount: -amount,
    currency,
    type: 'payout',
    source: payout.id,
  }).id;
  ctx.scope.payouts[payout.id] = payout;
  ctx.emit('payout.created', payout, { account: ctx.accountId });
  return payout;
}

/** Moves a payout on: in transit, paid, or failed (the money returns to the balance). */
export function settlePayout(
  ctx: FakeContext,
  id: string,
  outcome: 'in_transit' | 'paid' | 'failed',
): StripeObject {
  const payout = payoutOrThrow(ctx, id);
  if (payout.status === 'paid' || payout.status === 'failed' || payout.status === 'canceled') {
    throw invalidRequest(`Payout ${id} is already ${payout.status as string}.`);
  }
  payout.status = outcome;
  if (outcome === 'failed') {
    payout.failure_code = 'account_closed';
    payout.failure_message = 'The bank account has been closed.';
    payout.failure_balance_transaction = addBalanceTransaction(ctx.scope, {
      amount: payout.amount as number,
      currency: payout.currency as string,
      type: 'payout_failure',
      source: payout.id,
    }).id;
  }
  if (outcome === 'paid') payout.arrival_date = nowSeconds();
  ctx.emit('payout.updated', payout, { account: ctx.accountId });
  if (outcome !== 'in_transit') ctx.emit(`payout.${outcome}`, payout, { account: ctx.accountId });
  return payout;
}

export const accountHandlers: Record<string, Handler> = {
  'POST /v1/accounts': (ctx) => {
    requireSecretPlatform(ctx);
    const country = (str(ctx.params, 'country') ?? 'US').toUpperCase();
    const defaultCurrency = DEFAULT_CURRENCY[country];
    if (!defaultCurrency)
      throw invalidRequest(
        `Country '${country}' is unknown. Try using a 2-character alphanumeric country code instead, such as 'US', 'AU', or 'GB'.`,
        'country',
      );
    const type = str(ctx.params, 'type') ?? 'custom';
    if (!['custom', 'express', 'standard'].includes(type))
      throw invalidRequest(`Invalid type: ${type}`, 'type');
    const profile = obj(ctx.params, 'business_profile');
    const id = newId('acct', 16);
    const account: StripeObject = {
      id,
      object: 'account',
      business_profile: {
        mcc: profile ? (str(profile, 'mcc') ?? null) : null,
        name: profile ? (str(profile, 'name') ?? null) : null,
        product_description: null,
        support_email: null,
        support_phone: null,
        url: profile ? (str(profile, 'url') ?? null) : null,
      },
      business_type: str(ctx.params, 'business_type') ?? null,
      capabilities: { card_payments: 'inactive', transfers: 'inactive' },
      charges_enabled: false,
      controller: { is_controller: true, type: 'application' },
      country,
      created: nowSeconds(),
      default_currency: defaultCurrency,
      details_submitted: false,
      email: str(ctx.params, 'email') ?? null,
      future_requirements: {
        currently_due: [],
        eventually_due: [],
        past_due: [],
        pending_verification: [],
        disabled_reason: null,
      },
      metadata: metadataParam(ctx.params) ?? {},
      payouts_enabled: false,
      requirements: {
        alternatives: [],
        current_deadline: null,
        currently_due: [...INITIAL_REQUIREMENTS],
        disabled_reason: 'requirements.past_due',
        errors: [],
        eventually_due: [...INITIAL_REQUIREMENTS],
        past_due: [...INITIAL_REQUIREMENTS],
        pending_verification: [],
      },
      settings: {
        payouts: {
          debit_negative_balances: true,
          schedule: { delay_days: 2, interval: 'daily' },
          statement_descriptor: null,
        },
      },
      tos_acceptance: { date: null, ip: null, user_agent: null },
      type,
    };
    ctx.state.accounts[id] = account;
    ctx.state.externalAccounts[id] = {};
    scopeOf(ctx.state, id);
    return { body: renderAccount(ctx.state, id) };
  },

  'GET /v1/accounts/:id': (ctx, { id }) => ({ body: renderAccount(ctx.state, id as string) }),

  'GET /v1/accounts': (ctx) => ({
    body: listOf(
      Object.keys(ctx.state.accounts).map((id) => renderAccount(ctx.state, id)),
      ctx.params,
      '/v1/accounts',
    ),
  }),

  'POST /v1/accounts/:id': (ctx, { id }) => {
    const account = accountOrThrow(ctx.state, id as string);
    const previous = clone(account);
    const email = str(ctx.params, 'email');
    if (email !== undefined) account.email = email;
    const profile = obj(ctx.params, 'business_profile');
    if (profile) {
      const current = account.business_profile as Record<string, unknown>;
      for (const [key, value] of Object.entries(profile)) if (typeof value === 'string') current[key] = value;
    }
    const metadata = metadataParam(ctx.params);
    if (metadata) account.metadata = { ...(account.metadata as Record<string, string>), ...metadata };
    const schedule = obj(obj(obj(ctx.params, 'settings') ?? {}, 'payouts') ?? {}, 'schedule');
    if (schedule) applySchedule(account, schedule);
    emitAccountUpdated(ctx, account.id, { settings: previous.settings, email: previous.email });
    return { body: renderAccount(ctx.state, account.id) };
  },

  'DELETE /v1/accounts/:id': (ctx, { id }) => {
    requireSecretPlatform(ctx);
    const account = accountOrThrow(ctx.state, id as string);
    const balance = balanceOf(scopeOf(ctx.state, account.id), account.default_currency as string);
    const nonZero = [...balance.available, ...balance.pending].some((row) => row.amount !== 0);
    if (nonZero) {
      throw invalidRequest(
        'This account cannot be deleted because it has a non-zero balance. Reject it instead, or pay out its balance first.',
        undefined,
        'account_invalid',
      );
    }
    delete ctx.state.accounts[account.id];
    delete ctx.state.externalAccounts[account.id];
    delete ctx.state.scopes[account.id];
    ctx.emit(
      'account.application.deauthorized',
      { id: newId('ca'), object: 'application', name: 'platform' },
      { account: account.id },
    );
    return { body: { id: account.id, object: 'account', deleted: true } };
  },

  'POST /v1/accounts/:id/reject': (ctx, { id }) => {
    const account = accountOrThrow(ctx.state, id as string);
    const reason = str(ctx.params, 'reason');
    if (!reason) throw missingParam('reason');
    if (!REJECT_REASONS.has(reason))
      throw invalidRequest(`Invalid reason: must be one of fraud, terms_of_service, or other`, 'reason');
    account.charges_enabled = false;
    account.payouts_enabled = false;
    account.capabilities = { card_payments: 'inactive', transfers: 'inactive' };
    (account.requirements as Record<string, unknown>).disabled_reason = `rejected.${reason}`;
    emitAccountUpdated(ctx, account.id);
    return { body: renderAccount(ctx.state, account.id) };
  },

  'POST /v1/account_links': (ctx) => {
    requireSecretPlatform(ctx);
    const accountId = str(ctx.params, 'account');
    if (!accountId) throw missingParam('account');
    const account = accountOrThrow(ctx.state, accountId);
    const type = str(ctx.params, 'type');
    if (type !== 'account_onboarding' && type !== 'account_update') {
      throw invalidRequest('Invalid type: must be one of account_onboarding or account_update', 'type');
    }
    if (type === 'account_update' && account.type !== 'custom') {
      throw invalidRequest('You cannot create `account_update` type Account Links for this account.', 'type');
    }
    const returnUrl = str(ctx.params, 'return_url');
    const refreshUrl = str(ctx.params, 'refresh_url');
    if (!returnUrl) throw missingParam('return_url');
    if (!refreshUrl) throw missingParam('refresh_url');
    const created = nowSeconds();
    const query = new URLSearchParams({
      type,
      return_url: returnUrl,
      refresh_url: refreshUrl,
      expires_at: String(created + 300),
    });
    return {
      body: {
        object: 'account_link',
        created,
        expires_at: created + 300,
        url: `${ctx.baseUrl}/_fake/connect/onboarding/${accountId}?${query}`,
      },
    };
  },

  'GET /v1/balance': (ctx) => {
    const account = ctx.state.accounts[ctx.accountId];
    return {
      body: {
        object: 'balance',
        ...balanceOf(ctx.scope, (account?.default_currency as string | undefined) ?? 'aud'),
        livemode: false,
      },
    };
  },

  'GET /v1/payouts': (ctx) => {
    const status = str(ctx.params, 'status');
    return {
      body: listOf(
        Object.values(ctx.scope.payouts),
        ctx.params,
        '/v1/payouts',
        (payout) => !status || payout.status === status,
      ),
    };
  },

  'GET /v1/payouts/:id': (ctx, { id }) => ({ body: payoutOrThrow(ctx, id as string) }),

  'POST /v1/payouts': (ctx) => {
    if (!ctx.connected)
      throw invalidRequest('The fake only pays out connected accounts; send the Stripe-Account header.');
    const amount = Number(str(ctx.params, 'amount'));
    if (!Number.isInteger(amount) || amount <= 0) throw missingParam('amount');
    const currency = str(ctx.params, 'currency');
    if (!currency) throw missingParam('currency');
    const description = str(ctx.params, 'description');
    const metadata = metadataParam(ctx.params);
    return {
      body: createPayout(ctx, {
        amount,
        currency,
        automatic: false,
        ...(description ? { description } : {}),
        ...(metadata ? { metadata } : {}),
      }),
    };
  },

  'POST /v1/accounts/:id/external_accounts': (ctx, { id }) => {
    const account = accountOrThrow(ctx.state, id as string);
    const tokenId = str(ctx.params, 'external_account');
    if (!tokenId) throw missingParam('external_account');
    const token = ctx.state.tokens[tokenId];
    if (!token) throw noSuch('token', tokenId, 'external_account');
    if (token.used)
      throw invalidRequest(
        `You cannot use a Stripe token more than once: ${tokenId}.`,
        'external_account',
        'token_already_used',
      );
    token.used = true;
    const bank = {
      ...clone(token.bank_account as StripeObject),
      account: account.id,
      metadata: {},
    } as StripeObject;
    const existing = ctx.state.externalAccounts[account.id] ?? {};
    const wantsDefault = str(ctx.params, 'default_for_currency') === 'true';
    const firstInCurrency = !Object.values(existing).some((other) => other.currency === bank.currency);
    if (wantsDefault || firstInCurrency) {
      for (const other of Object.values(existing))
        if (other.currency === bank.currency) other.default_for_currency = false;
    }
    bank.default_for_currency = wantsDefault || firstInCurrency;
    ctx.state.externalAccounts[account.id] = { ...existing, [bank.id]: bank };
    const requirements = account.requirements as {
      currently_due: string[];
      past_due: string[];
      eventually_due: string[];
    };
    for (const list of ['currently_due', 'past_due', 'eventually_due'] as const) {
      requirements[list] = requirements[list].filter((field) => field !== 'external_account');
    }
    ctx.emit('account.external_account.created', bank, { account: account.id });
    emitAccountUpdated(ctx, account.id);
    return { body: bank };
  },

  'GET /v1/accounts/:id/external_accounts': (ctx, { id }) => {
    accountOrThrow(ctx.state, id as string);
    const object = str(ctx.params, 'object');
    return {
      body: listOf(
        Object.values(ctx.state.externalAccounts[id as string] ?? {}),
        ctx.params,
        `/v1/accounts/${id}/external_accounts`,
        (bank) => !object || bank.object === object,
      ),
    };
  },

  'DELETE /v1/accounts/:id/external_accounts/:bankId': (ctx, { id, bankId }) => {
    accountOrThrow(ctx.state, id as string);
    const banks = ctx.state.externalAccounts[id as string] ?? {};
    const bank = banks[bankId as string];
    if (!bank) throw noSuch('external account', bankId as string);
    if (bank.default_for_currency) {
      throw invalidRequest(
        'You cannot delete the default external account for your default currency. Please make another external account the default using the `default_for_currency` param, and then delete this one.',
        undefined,
        'bank_account_unusable',
      );
    }
    delete banks[bankId as string];
    ctx.emit('account.external_account.deleted', bank, { account: id as string });
    return { body: { id: bank.id, object: 'bank_account', deleted: true } };
  },
};
