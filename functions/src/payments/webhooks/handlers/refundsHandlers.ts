import { paymentStatusAfterRefund, type RefundStatus, ZRefundRecord } from '@resto/domain';
import type { Refund } from '../../../integrations/payments/port';
import { SMS_CAMPAIGN_REFUND_KIND } from '../../../marketing/smsCampaignRefund';
import { applyCampaignRefund } from '../../../marketing/smsCampaignWebhook';
import { orderRefunds, storeOrderDoc } from '../../paymentsPaths';
import { orderPaymentFacts, writeRefundOutcome } from '../../refunds/refundRecords';
import type { WebhookEventHandler, WebhookHandlerMap } from '../handlerTypes';

function outcomeOf(refund: Refund): Exclude<RefundStatus, 'pending'> | undefined {
  if (refund.status === 'succeeded') return 'succeeded';
  if (refund.status === 'failed' || refund.status === 'canceled') return 'failed';
  return undefined;
}

/**
 * `refund.created|updated|failed`: one refund we asked for (its metadata names the order and our
 * refund id, or an SMS campaign) reached an outcome. Settles the refund record and the order's totals once; a replay or
 * a late "pending" after the outcome changes nothing.
 */
const settleRefund: WebhookEventHandler = async (event, tx, ctx) => {
  if (event.data.kind !== 'refund') return ctx.setOutcome('ignored: not a refund');
  const refund = event.data.refund;
  if (refund.metadata.kind === SMS_CAMPAIGN_REFUND_KIND) return applyCampaignRefund(refund, tx, ctx);
  const { restaurantId, storeId, orderId, refundId } = refund.metadata;
  if (!restaurantId || !storeId || !orderId || !refundId) return ctx.setOutcome('ignored: not our refund');
  const outcome = outcomeOf(refund);
  if (!outcome) return ctx.setOutcome('ignored: refund still pending');
  const refs = {
    order: storeOrderDoc(restaurantId, storeId, orderId),
    refund: orderRefunds(restaurantId, storeId, orderId).doc(refundId),
  };
  const [order, record] = await Promise.all([tx.get(refs.order), tx.get(refs.refund)]);
  if (!order.exists || !record.exists) return ctx.setOutcome('ignored: unknown order or refund');
  const written = writeRefundOutcome(
    tx,
    refs,
    orderPaymentFacts(order),
    ZRefundRecord.parse(record.data()),
    outcome,
    {
      providerRefundId: refund.id,
      failureMessage: refund.failureReason ?? 'The card provider could not complete this refund.',
      nowIso: ctx.nowIsoDateTimeUtc,
    },
  );
  ctx.setOutcome(written ? `refund ${outcome}` : 'ignored: already settled');
};

/**
 * `charge.refunded`: the charge's refunded total went up. Settles our pending refunds of that order,
 * oldest first, as far as the provider's total covers them, so a missed refund event still settles.
 */
const chargeRefunded: WebhookEventHandler = async (event, tx, ctx) => {
  if (event.data.kind !== 'charge') return ctx.setOutcome('ignored: not a charge');
  const charge = event.data.charge;
  const { restaurantId, storeId, orderId } = charge.metadata;
  if (!restaurantId || !storeId || !orderId) return ctx.setOutcome('ignored: not our charge');
  const orderRef = storeOrderDoc(restaurantId, storeId, orderId);
  const [order, pending] = await Promise.all([
    tx.get(orderRef),
    tx.get(orderRefunds(restaurantId, storeId, orderId).where('status', '==', 'pending')),
  ]);
  if (!order.exists) return ctx.setOutcome('ignored: unknown order');
  let facts = orderPaymentFacts(order);
  const records = pending.docs
    .map((doc) => ZRefundRecord.parse(doc.data()))
    .sort((a, b) => a.createdIsoDateTimeUtc.localeCompare(b.createdIsoDateTimeUtc));
  let settled = 0;
  for (const record of records) {
    if (facts.refundTotals.refundedInCents + record.amountInCents > charge.amountRefundedInCents) break;
    const totals = writeRefundOutcome(
      tx,
      { order: orderRef, refund: orderRefunds(restaurantId, storeId, orderId).doc(record.id) },
      facts,
      record,
      'succeeded',
      { nowIso: ctx.nowIsoDateTimeUtc },
    );
    if (!totals) continue;
    settled++;
    facts = {
      ...facts,
      refundTotals: totals,
      paymentStatus:
        facts.paymentStatus &&
        paymentStatusAfterRefund(facts.grandTotalInCents, totals.refundedInCents, facts.paymentStatus),
    };
  }
  ctx.setOutcome(settled > 0 ? `settled ${settled} refund(s)` : 'ignored: nothing pending to settle');
};

export const refundHandlers: WebhookHandlerMap = {
  'refund.created': settleRefund,
  'refund.updated': settleRefund,
  'refund.failed': settleRefund,
  'charge.refunded': chargeRefunded,
};
