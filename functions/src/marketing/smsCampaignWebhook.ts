/**
 * The card provider's `payment_intent.succeeded` for an SMS campaign's payment (platform endpoint):
 * records the campaign as paid, once, when it was waiting on the owner's bank check (3-D Secure) or
 * on the provider. Nothing is sent from here: scheduling stays with the owner's own request (sent
 * again by the browser after the check), so a campaign is scheduled once whichever arrives first;
 * a campaign paid here while nobody came back waits, paid, as a draft (send it, or cancel and refund).
 */
import { ZSmsCampaign } from '@resto/domain';
import type { Transaction } from 'firebase-admin/firestore';
import type { PaymentIntent } from '../integrations/payments/port';
import type { WebhookHandlerContext } from '../payments/webhooks/handlerTypes';
import { smsCampaignDoc } from './smsCampaignStore';

export async function applyCampaignPaymentIntent(
  intent: PaymentIntent,
  tx: Transaction,
  ctx: WebhookHandlerContext,
): Promise<void> {
  const { restaurantId, storeId, campaignId } = intent.metadata;
  if (!restaurantId || !storeId || !campaignId) return ctx.setOutcome('ignored: no campaign metadata');
  const ref = smsCampaignDoc(restaurantId, storeId, campaignId);
  const snapshot = await tx.get(ref);
  if (!snapshot.exists) return ctx.setOutcome('ignored: unknown campaign');
  const campaign = ZSmsCampaign.safeParse({ ...snapshot.data(), id: snapshot.id });
  if (!campaign.success) return ctx.setOutcome('ignored: unreadable campaign');
  const payment = campaign.data.payment;
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
