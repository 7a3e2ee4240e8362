/** Refunds (full and partial, never more than captured), charges and balance transactions. */
import { bool, type FakeContext, type Handler, metadataParam, str } from './context';
import { invalidRequest, noSuch } from './errors';
import { newId, nowSeconds } from './ids';
import { listOf } from './lists';
import { addBalanceTransaction, refreshBalanceTransaction } from './money';
import { type StripeObject, scopeOf } from './state';
import { testCardFor } from './testCards';

const REASONS = new Set(['duplicate', 'fraudulent', 'requested_by_customer']);

function chargeOrThrow(ctx: FakeContext, id: string, param = 'id'): StripeObject {
  const charge = ctx.scope.charges[id];
  if (!charge) throw noSuch('charge', id, param);
  return charge;
}

function emitOnAccount(ctx: FakeContext, type: string, object: StripeObject): void {
  ctx.emit(type, object, ctx.connected ? { account: ctx.accountId } : {});
}

function refundsOfCharge(ctx: FakeContext, chargeId: string): StripeObject[] {
  return Object.values(ctx.scope.refunds).filter((refund) => refund.charge === chargeId);
}

/** The charge's embedded refunds list mirrors the refunds made on it (newest first). */
function syncChargeRefunds(ctx: FakeContext, charge: StripeObject): void {
  const refunds = refundsOfCharge(ctx, charge.id).reverse();
  charge.refunds = {
    object: 'list',
    data: refunds,
    has_more: false,
    total_count: refunds.length,
    url: `/v1/charges/${charge.id}/refunds`,
  };
}

function returnApplicationFee(ctx: FakeContext, charge: StripeObject, refundAmount: number): void {
  const feeId = charge.application_fee as string | null;
  if (!feeId) return;
  const platform = scopeOf(ctx.state, ctx.state.platformAccountId);
  const fee = platform.applicationFees[feeId];
  if (!fee) return;
  const share = Math.min(
    (fee.amount as number) - (fee.amount_refunded as number),
    Math.round(((fee.amount as number) * refundAmount) / (charge.amount_captured as number)),
  );
  if (share <= 0) return;
  fee.amount_refunded = (fee.amount_refunded as number) + share;
  fee.refunded = fee.amount_refunded === fee.amount;
  addBalanceTransaction(platform, {
    amount: -share,
    currency: fee.currency as string,
    type: 'application_fee_refund',
    source: feeId,
  });
  addBalanceTransaction(ctx.scope, {
    amount: share,
    currency: fee.currency as string,
    type: 'application_fee_refund',
    source: feeId,
  });
}

export const refundHandlers: Record<string, Handler> = {
  'POST /v1/refunds': (ctx) => {
    let charge: StripeObject | undefined;
    const intentId = str(ctx.params, 'payment_intent');
    const chargeId = str(ctx.params, 'charge');
    if (intentId) {
      const intent = ctx.scope.paymentIntents[intentId];
      if (!intent) throw noSuch('payment_intent', intentId, 'payment_intent');
      if (intent.status !== 'succeeded' || !intent.latest_charge) {
        throw invalidRequest(
          `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
          'payment_intent',
          'charge_not_refundable',
        );
      }
      charge = chargeOrThrow(ctx, intent.latest_charge as string, 'payment_intent');
    } else if (chargeId) {
      charge = chargeOrThrow(ctx, chargeId, 'charge');
    } else {
      throw invalidRequest(
        'One of the following params should be provided for this request: payment_intent or charge.',
        undefined,
        'parameter_missing',
      );
    }
    if (charge.status !== 'succeeded' || !charge.captured) {
      throw invalidRequest(
        `Charge ${charge.id} has not been captured and cannot be refunded.`,
        undefined,
        'charge_not_refundable',
      );
    }
    const remaining = (charge.amount_captured as number) - (charge.amount_refunded as number);
    if (remaining <= 0) {
      throw invalidRequest(
        `Charge ${charge.id} has already been refunded.`,
        undefined,
        'charge_already_refunded',
      );
    }
    const rawAmount = str(ctx.params, 'amount');
    const amount = rawAmount === undefined ? remaining : Number(rawAmount);
    if (!Number.isInteger(amount) || amount <= 0) throw invalidRequest(`Invalid positive integer`, 'amount');
    if (amount > remaining) {
      throw invalidRequest(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(remaining / 100).toFixed(2)})`,
        'amount',
      );
    }
    const reason = str(ctx.params, 'reason');
    if (reason !== undefined && !REASONS.has(reason))
      throw invalidRequest(`Invalid reason: ${reason}`, 'reason');

    const number = ctx.scope.cardNumbers[charge.payment_method as string] ?? '';
    const failsLater = testCardFor(number).outcome.kind === 'refundFails';
    const refund: StripeObject = {
      id: newId('re'),
      object: 'refund',
      amount,
      balance_transaction: null,
      charge: charge.id,
      created: nowSeconds(),
      currency: charge.currency,
      destination_details: { card: { type: 'refund' }, type: 'card' },
      metadata: metadataParam(ctx.params) ?? {},
      payment_intent: charge.payment_intent ?? null,
      reason: reason ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: failsLater ? 'pending' : 'succeeded',
      transfer_reversal: null,
    };
    ctx.scope.refunds[refund.id] = refund;
    const transaction = addBalanceTransaction(ctx.scope, {
      amount: -amount,
      currency: charge.currency as string,
      type: 'refund',
      source: refund.id,
    });
    refund.balance_transaction = transaction.id;
    charge.amount_refunded = (charge.amount_refunded as number) + amount;
    charge.refunded = charge.amount_refunded === charge.amount_captured;
    if (bool(ctx.params, 'refund_application_fee')) returnApplicationFee(ctx, charge, amount);
    syncChargeRefunds(ctx, charge);
    emitOnAccount(ctx, 'refund.created', refund);
    emitOnAccount(ctx, 'charge.refunded', charge);
    if (failsLater) {
      // 4000000000005126: the bank refuses the refund a moment later; the money comes back.
      refund.status = 'failed';
      refund.failure_reason = 'expired_or_canceled_card';
      refund.failure_balance_transaction = addBalanceTransaction(ctx.scope, {
        amount,
        currency: charge.currency as string,
        type: 'refund_failure',
        source: refund.id,
      }).id;
      charge.amount_refunded = (charge.amount_refunded as number) - amount;
      charge.refunded = false;
      syncChargeRefunds(ctx, charge);
      emitOnAccount(ctx, 'refund.updated', refund);
      emitOnAccount(ctx, 'refund.failed', refund);
      emitOnAccount(ctx, 'charge.refund.updated', refund);
      return {
        body: {
          ...refund,
          status: 'pending',
          failure_reason: undefined,
          failure_balance_transaction: undefined,
        },
      };
    }
    return { body: refund };
  },

  'GET /v1/refunds/:id': (ctx, { id }) => {
    const refund = ctx.scope.refunds[id as string];
    if (!refund) throw noSuch('refund', id as string);
    return { body: refund };
  },

  'GET /v1/refunds': (ctx) => {
    const intentId = str(ctx.params, 'payment_intent');
    const chargeId = str(ctx.params, 'charge');
    return {
      body: listOf(
        Object.values(ctx.scope.refunds),
        ctx.params,
        '/v1/refunds',
        (refund) =>
          (!intentId || refund.payment_intent === intentId) && (!chargeId || refund.charge === chargeId),
      ),
    };
  },

  'GET /v1/charges/:id': (ctx, { id }) => ({ body: chargeOrThrow(ctx, id as string) }),

  'GET /v1/charges': (ctx) => {
    const intentId = str(ctx.params, 'payment_intent');
    return {
      body: listOf(
        Object.values(ctx.scope.charges),
        ctx.params,
        '/v1/charges',
        (charge) => !intentId || charge.payment_intent === intentId,
      ),
    };
  },

  'GET /v1/balance_transactions/:id': (ctx, { id }) => {
    const transaction = ctx.scope.balanceTransactions[id as string];
    if (!transaction) throw noSuch('balance transaction', id as string);
    return { body: refreshBalanceTransaction(transaction) };
  },

  'GET /v1/balance_transactions': (ctx) => {
    const payout = str(ctx.params, 'payout');
    return {
      body: listOf(
        Object.values(ctx.scope.balanceTransactions).map(refreshBalanceTransaction),
        ctx.params,
        '/v1/balance_transactions',
        (transaction) => !payout || transaction.source === payout,
      ),
    };
  },
};
