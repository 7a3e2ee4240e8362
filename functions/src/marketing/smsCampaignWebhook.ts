/**
 * The card provider's `payment_intent.succeeded` for an SMS campaign's payment (platform endpoint):
 * records the campaign as paid, once, when it was waiting on the owner's bank check (3-D Secure) or
 * on the provider. Nothing is sent from here: scheduling stays with the owner's own request (sent
 * again by the browser after the check), so a campaign is scheduled once whichever arrives first;
 * a campaign paid here while nobody came back waits, paid, as a draft (send it, or cancel and refund).
 * Its refund's events settle the refund (applyCampaignRefund).
 */
import { type SmsCampaign, type SmsCampaignRefund, ZSmsCampaign } from '@resto/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { PaymentIntent, Refund } from '../integrations/payments/port';
import type { WebhookHandlerContext } from '../payments/webhooks/handlerTypes';
import { smsCampaignDoc } from './smsCampaignStore';

/** The campaign a provider event's metadata names, read in the webhook's transaction; else the outcome says why not. */
async function campaignOfEvent(
  metadata: Record<string, string>,
  tx: Transaction,
  ctx: WebhookHandlerContext,
): Promise<{ ref: DocumentReference; campaign: SmsCampaign } | undefined> {
  const { restaurantId, storeId, campaignId } = metadata;
  if (!restaurantId || !storeId || !campaignId) {
    ctx.setOutcome('ignored: no campaign metadata');
    return undefined;
  }
  const ref = smsCampaignDoc(restaurantId, storeId, campaignId);
  const snapshot = await tx.get(ref);
  const campaign = snapshot.exists
    ? ZSmsCampaign.safeParse({ ...snapshot.data(), id: snapshot.id })
    : undefined;
  if (!campaign?.success) {
    ctx.setOutcome(snapshot.exists ? 'ignored: unreadable campaign' : 'ignored: unknown campaign');
    return undefined;
  }
  return { ref, campaign: campaign.data };
}

export async function applyCampaignPaymentIntent(
  intent: PaymentIntent,
  tx: Transaction,
  ctx: WebhookHandlerContext,
): Promise<void> {
  const found = await campaignOfEvent(intent.metadata, tx, ctx);
  if (!found) return;
  const { ref, campaign } = found;
  const payment = campaign.payment;
  if (intent.status !== 'success') return ctx.setOutcome('ignored: the owner’s request records a refusal');
  if (!payment || (payment.paymentIntentId !== undefined && payment.paymentIntentId !== intent.id))
    return ctx.setOutcome('ignored: another payment');
  if (payment.status === 'paid') return ctx.setOutcome('ignored: already paid');
  const { error: _earlier, ...kept } = payment;
  tx.update(ref, {
    payment: {
      ...kept,
      status: 'paid',
      paymentIntentId: intent.id,
      paidIsoDateTimeUtc: ctx.nowIsoDateTimeUtc,
      updatedIsoDateTimeUtc: ctx.nowIsoDateTimeUtc,
    },
    updatedIsoDateTimeUtc: ctx.nowIsoDateTimeUtc,
  });
  ctx.setOutcome(`sms campaign paid (${payment.status} → paid)`);
}

/**
 * The card provider's `refund.*` events for a campaign's refund (metadata kind `smsCampaignRefund`):
 * a refund the bank was still paying back settles here, as paid back or as failed (the bank sent the
 * money back to us: the owner can try again, as a new refund request). Only the current attempt's
 * refund counts; a replay, or an older attempt's event, changes nothing.
 */
export async function applyCampaignRefund(
  refund: Refund,
  tx: Transaction,
  ctx: WebhookHandlerContext,
): Promise<void> {
  const outcome =
    refund.status === 'succeeded'
      ? 'refunded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : undefined;
  if (!outcome) return ctx.setOutcome('ignored: refund still pending');
  const found = await campaignOfEvent(refund.metadata, tx, ctx);
  if (!found) return;
  const { ref, campaign } = found;
  const current = campaign.refund;
  if (!current) return ctx.setOutcome('ignored: no refund claimed');
  const attempt = Number(refund.metadata.attempt ?? '1');
  if (
    (current.attempt ?? 1) !== attempt ||
    (current.refundId !== undefined && current.refundId !== refund.id)
  )
    return ctx.setOutcome('ignored: another refund attempt');
  if (current.status === outcome) return ctx.setOutcome('ignored: already settled');
  // Paid back is final unless the bank reverses it (a failed event for this very refund).
  if (current.status === 'refunded' && outcome === 'refunded')
    return ctx.setOutcome('ignored: already settled');
  const { error: _error, providerRefused: _refused, ...kept } = current;
  const settled: SmsCampaignRefund =
    outcome === 'refunded'
      ? {
          ...kept,
          status: 'refunded',
          refundId: refund.id,
          refundedIsoDateTimeUtc: ctx.nowIsoDateTimeUtc,
          updatedIsoDateTimeUtc: ctx.nowIsoDateTimeUtc,
        }
      : {
          ...kept,
          status: 'failed',
          refundId: refund.id,
          providerRefused: true,
          error:
            'The bank could not pay the refund back to this card. Try again, or contact the card’s bank.',
          updatedIsoDateTimeUtc: ctx.nowIsoDateTimeUtc,
        };
  if (outcome === 'failed') delete settled.refundedIsoDateTimeUtc;
  tx.update(ref, { refund: settled, updatedIsoDateTimeUtc: ctx.nowIsoDateTimeUtc });
  ctx.setOutcome(`sms campaign refund ${outcome}`);
}
