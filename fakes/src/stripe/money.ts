/**
 * Where money goes in the fake: charges, balance transactions and balances. Fees follow SPEC.md
 * section 9's processor fee (1.75% + 30c); the platform's application fee is what the payment intent
 * asked for. Funds become available after the account's payout delay (2 days by default).
 */
import type { FakeContext } from './context';
import { newId, nowSeconds } from './ids';
import { type Scope, type StripeObject, scopeOf } from './state';
import { testCardFor } from './testCards';

export const PROCESSOR_FEE_BASIS_POINTS = 175;
export const PROCESSOR_FEE_FIXED_CENTS = 30;
const DAY_SECONDS = 86_400;

export function processorFeeFor(amount: number): number {
  return Math.round((amount * PROCESSOR_FEE_BASIS_POINTS) / 10_000) + PROCESSOR_FEE_FIXED_CENTS;
}

export function cardDetails(scope: Scope, paymentMethodId: string): Record<string, unknown> {
  const method = scope.paymentMethods[paymentMethodId];
  return { type: 'card', card: (method?.card as Record<string, unknown> | undefined) ?? {} };
}

export function payoutDelayDays(ctx: FakeContext): number {
  const account = ctx.state.accounts[ctx.accountId];
  const settings = account?.settings as { payouts?: { schedule?: { delay_days?: number } } } | undefined;
  return settings?.payouts?.schedule?.delay_days ?? 2;
}

/** Balance transaction statuses follow the clock: pending until `available_on`. */
export function refreshBalanceTransaction(transaction: StripeObject): StripeObject {
  transaction.status = (transaction.available_on as number) <= nowSeconds() ? 'available' : 'pending';
  return transaction;
}

export function addBalanceTransaction(
  scope: Scope,
  fields: {
    amount: number;
    currency: string;
    fee?: number;
    feeDetails?: Array<{ amount: number; type: string; description: string }>;
    type: string;
    source: string;
    availableOn?: number;
    description?: string;
  },
): StripeObject {
  const created = nowSeconds();
  const fee = fields.fee ?? 0;
  const transaction: StripeObject = {
    id: newId('txn'),
    object: 'balance_transaction',
    amount: fields.amount,
    available_on: fields.availableOn ?? created,
    created,
    currency: fields.currency,
    description: fields.description ?? null,
    exchange_rate: null,
    fee,
    fee_details: (fields.feeDetails ?? []).map((detail) => ({
      amount: detail.amount,
      application: null,
      currency: fields.currency,
      description: detail.description,
      type: detail.type,
    })),
    net: fields.amount - fee,
    reporting_category: fields.type === 'payout' ? 'payout' : fields.type === 'refund' ? 'refund' : 'charge',
    source: fields.source,
    status: 'pending',
    type: fields.type,
  };
  refreshBalanceTransaction(transaction);
  scope.balanceTransactions[transaction.id] = transaction;
  return transaction;
}

/** A charge for a payment intent; failed charges carry the decline. */
export function createCharge(
  ctx: FakeContext,
  intent: StripeObject,
  paymentMethodId: string,
  outcome: { captured: boolean } | { failureCode: string; declineCode?: string; message: string },
): StripeObject {
  const created = nowSeconds();
  const amount = intent.amount as number;
  const failed = 'failureCode' in outcome;
  const charge: StripeObject = {
    id: newId('ch'),
    object: 'charge',
    amount,
    amount_captured: 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: intent.application_fee_amount ?? null,
    balance_transaction: null,
    billing_details: { address: null, email: null, name: null, phone: null },
    calculated_statement_descriptor: 'FAKE RESTAURANT',
    captured: false,
    created,
    currency: intent.currency,
    customer: intent.customer ?? null,
    description: intent.description ?? null,
    disputed: false,
    failure_code: failed ? outcome.failureCode : null,
    failure_message: failed ? outcome.message : null,
    livemode: false,
    metadata: { ...(intent.metadata as Record<string, string>) },
    on_behalf_of: null,
    outcome: failed
      ? {
          network_status: 'declined_by_network',
          reason: outcome.declineCode ?? outcome.failureCode,
          risk_level: 'normal',
          seller_message: 'The bank did not return any further details with this decline.',
          type: 'issuer_declined',
        }
      : {
          network_status: 'approved_by_network',
          reason: null,
          risk_level: 'normal',
          seller_message: 'Payment complete.',
          type: 'authorized',
        },
    paid: !failed,
    payment_intent: intent.id,
    payment_method: paymentMethodId,
    payment_method_details: cardDetails(ctx.scope, paymentMethodId),
    receipt_email: intent.receipt_email ?? null,
    refunded: false,
    refunds: { object: 'list', data: [], has_more: false, total_count: 0, url: '' },
    status: failed ? 'failed' : 'succeeded',
  };
  (charge.refunds as { url: string }).url = `/v1/charges/${charge.id}/refunds`;
  ctx.scope.charges[charge.id] = charge;
  if (!failed && outcome.captured)
    settleCapture(ctx, charge, amount, intent.application_fee_amount as number | null);
  return charge;
}

/**
 * Money for a captured charge: the connected account's balance transaction (amount less processor
 * and application fees) and, for direct charges, the platform's application fee.
 */
export function settleCapture(
  ctx: FakeContext,
  charge: StripeObject,
  amountCaptured: number,
  applicationFee: number | null,
): void {
  const currency = charge.currency as string;
  const processorFee = processorFeeFor(amountCaptured);
  const appFee = ctx.connected ? (applicationFee ?? 0) : 0;
  const number = ctx.scope.cardNumbers[charge.payment_method as string];
  const bypassPending =
    number !== undefined && testCardFor(number).outcome.kind === 'success'
      ? (testCardFor(number).outcome as { bypassPending?: boolean }).bypassPending === true
      : false;
  const created = nowSeconds();
  const transaction = addBalanceTransaction(ctx.scope, {
    amount: amountCaptured,
    currency,
    fee: processorFee + appFee,
    feeDetails: [
      { amount: processorFee, type: 'stripe_fee', description: 'Stripe processing fees' },
      ...(appFee > 0 ? [{ amount: appFee, type: 'application_fee', description: 'Application fee' }] : []),
    ],
    type: 'charge',
    source: charge.id,
    availableOn: bypassPending ? created : created + payoutDelayDays(ctx) * DAY_SECONDS,
  });
  charge.captured = true;
  charge.amount_captured = amountCaptured;
  charge.balance_transaction = transaction.id;
  charge.application_fee_amount = appFee > 0 ? appFee : null;
  if (appFee > 0) {
    const platform = scopeOf(ctx.state, ctx.state.platformAccountId);
    const feeId = newId('fee');
    platform.applicationFees[feeId] = {
      id: feeId,
      object: 'application_fee',
      account: ctx.accountId,
      amount: appFee,
      amount_refunded: 0,
      charge: charge.id,
      created,
      currency,
      refunded: false,
    };
    addBalanceTransaction(platform, {
      amount: appFee,
      currency,
      type: 'application_fee',
      source: feeId,
      availableOn: created + 2 * DAY_SECONDS,
    });
    charge.application_fee = feeId;
  }
}

export interface BalanceAmount {
  amount: number;
  currency: string;
  source_types: { card: number };
}

export function balanceOf(
  scope: Scope,
  defaultCurrency: string,
): { available: BalanceAmount[]; pending: BalanceAmount[] } {
  const available = new Map<string, number>();
  const pending = new Map<string, number>();
  for (const transaction of Object.values(scope.balanceTransactions)) {
    refreshBalanceTransaction(transaction);
    const bucket = transaction.status === 'available' ? available : pending;
    const currency = transaction.currency as string;
    bucket.set(currency, (bucket.get(currency) ?? 0) + (transaction.net as number));
  }
  const rows = (totals: Map<string, number>): BalanceAmount[] => {
    if (totals.size === 0) totals.set(defaultCurrency, 0);
    return [...totals].map(([currency, amount]) => ({ amount, currency, source_types: { card: amount } }));
  };
  return { available: rows(available), pending: rows(pending) };
}
