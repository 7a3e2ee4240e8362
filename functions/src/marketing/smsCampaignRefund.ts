/**
 * Paying back what was paid for texts that never went out: a paid campaign cancelled before it
 * started (archived), or one that finished with recipients never texted (refused, opted out since, or
 * nothing sent at all). The amount is the domain's (`smsCampaignRefundInCents`: the unsent share of
 * the subtotal; the processor fee is not refunded). The refund is claimed in the same transaction as
 * the change that makes it due, so two racing cancels claim it once, and it is asked of the card
 * provider with one idempotency key per campaign, so a retry after a lost answer never pays twice.
 */
import {
  type SmsCampaign,
  type SmsCampaignRefund,
  smsCampaignRefundInCents,
  smsCampaignStatusMachine,
} from '@resto/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { nowIso, runContendedTransaction } from '../admin';
import { ConflictError } from '../http/errors';
import { PaymentProviderError } from '../integrations/payments/port';
import { log } from '../log';
import { paymentPort } from '../payments/providerPort';
import { readCampaign, smsCampaignDoc } from './smsCampaignStore';

type CampaignIds = { restaurantId: string; storeId: string; campaignId: string };

/** Recipient states whose text never reached Twilio (a `sending` one may have: it counts as sent). */
const UNSENT_STATES = ['pending', 'failed', 'optedOut'] as const;

/** One key per refund request: a retry after a lost answer reuses it; one after a refusal does not. */
export function campaignRefundKey({ restaurantId, storeId, campaignId }: CampaignIds, attempt = 1): string {
  const key = `smsCampaignRefund_${restaurantId}_${storeId}_${campaignId}`;
  return attempt > 1 ? `${key}_attempt${attempt}` : key;
}

/** Provider errors that are a definite "no" (nothing was refunded): the next try is a new request. */
const REFUSALS = new Set(['card', 'invalidRequest']);

/** How many recipients were never texted (the campaign has finished or never started). */
async function unsentRecipients(ids: CampaignIds, campaign: SmsCampaign): Promise<number> {
  if (campaign.sentCount === 0 && !campaign.sending && campaign.status !== 'SENT')
    return campaign.recipientCount;
  const counted = await smsCampaignDoc(ids.restaurantId, ids.storeId, ids.campaignId)
    .collection('recipients')
    .where('state', 'in', [...UNSENT_STATES])
    .count()
    .get();
  return Math.min(counted.data().count, campaign.recipientCount);
}

/** The refund a paid campaign is owed now, or undefined (not paid, already claimed, all sent). */
function refundOwed(campaign: SmsCampaign, unsent: number): SmsCampaignRefund | undefined {
  if (campaign.payment?.status !== 'paid' || !campaign.payment.paymentIntentId || campaign.refund)
    return undefined;
  if (campaign.recipientCount < 1 || campaign.segments < 1 || unsent < 1) return undefined;
  const amountInCents = Math.min(
    smsCampaignRefundInCents(campaign.recipientCount, campaign.segments, unsent),
    campaign.payment.amountInCents,
  );
  if (amountInCents < 1) return undefined;
  const at = nowIso();
  return {
    status: 'processing',
    amountInCents,
    unsentRecipients: unsent,
    requestedIsoDateTimeUtc: at,
    updatedIsoDateTimeUtc: at,
  };
}

/**
 * Archives a campaign (from the list, or "Cancel and refund" on a scheduled one): what was paid for
 * texts not sent is refunded. Only the caller whose transaction archives it claims the refund; a
 * racing second call finds it archived and gets the catalogue's 409.
 */
export async function archiveCampaign(ids: CampaignIds): Promise<SmsCampaign> {
  const ref = smsCampaignDoc(ids.restaurantId, ids.storeId, ids.campaignId);
  const seen = readCampaign(await ref.get());
  // Counted before the transaction: a campaign that can be archived is not sending, so its
  // recipients' states no longer change (the transaction checks it still is not sending).
  const unsent = await unsentRecipients(ids, seen);
  const claimed = await runContendedTransaction(async (tx) => {
    const campaign = readCampaign(await tx.get(ref));
    if (campaign.payment?.status === 'processing' || campaign.payment?.status === 'requiresAction')
      throw new ConflictError(
        campaign.payment.status === 'processing'
          ? 'The payment for this campaign is going through right now. Try again in a minute.'
          : 'The payment for this campaign waits for your bank’s check. Finish it (or pay with another card) first.',
        'Cannot archive',
      );
    if (
      campaign.sending ||
      (campaign.status === 'SCHEDULED' && campaign.sentCount > 0) ||
      !smsCampaignStatusMachine.canTransition(campaign.status, 'ARCHIVED')
    )
      throw new ConflictError(
        campaign.status === 'ARCHIVED'
          ? 'This campaign is already archived.'
          : 'This campaign is being sent, so it cannot be cancelled.',
        'Cannot archive',
      );
    const stillUnsent =
      campaign.sentCount === seen.sentCount ? unsent : await unsentRecipients(ids, campaign);
    const refund = refundOwed(campaign, stillUnsent);
    const at = nowIso();
    tx.update(ref, {
      status: 'ARCHIVED',
      updatedIsoDateTimeUtc: at,
      ...(campaign.status === 'SCHEDULED' ? { scheduleToken: FieldValue.delete() } : {}),
      ...(refund ? { refund } : {}),
    });
    return refund !== undefined;
  });
  if (claimed) await issueCampaignRefund(ids);
  return readCampaign(await ref.get());
}

/**
 * After the last sending step: refunds the share of recipients never texted (all of them when the
 * campaign failed before any text went out). Runs once: the refund is claimed in a transaction.
 */
export async function refundUnsentAfterSending(ids: CampaignIds): Promise<void> {
  const ref = smsCampaignDoc(ids.restaurantId, ids.storeId, ids.campaignId);
  const seen = readCampaign(await ref.get());
  if (seen.sending || (seen.status !== 'SENT' && seen.status !== 'FAILED')) return;
  const unsent = await unsentRecipients(ids, seen);
  const claimed = await runContendedTransaction(async (tx) => {
    const campaign = readCampaign(await tx.get(ref));
    const refund = refundOwed(campaign, unsent);
    if (!refund) return false;
    tx.update(ref, { refund });
    return true;
  });
  if (claimed) await issueCampaignRefund(ids);
}

/**
 * Asks the card provider for the claimed refund (again after a refusal or a lost answer: the same
 * key and amount, so it is paid once) and records what it said. Throws the catalogue's 409 when
 * there is no refund to ask for.
 */
export async function issueCampaignRefund(ids: CampaignIds): Promise<SmsCampaign> {
  const ref = smsCampaignDoc(ids.restaurantId, ids.storeId, ids.campaignId);
  // After a definite refusal, a new request (attempt + 1) is claimed in a transaction, so two owners
  // pressing "Try again" together still make one new refund (both then use its key).
  const refund = await runContendedTransaction(async (tx) => {
    const campaign = readCampaign(await tx.get(ref));
    const current = campaign.refund;
    if (!current || current.status === 'refunded' || !campaign.payment?.paymentIntentId)
      throw new ConflictError(
        current?.status === 'refunded'
          ? 'This campaign has been refunded already.'
          : 'Nothing is owed back for this campaign.',
        'Nothing to refund',
      );
    if (current.status !== 'failed' || !current.providerRefused) return current;
    const { error: _error, providerRefused: _refused, refundId: _old, ...kept } = current;
    const next: SmsCampaignRefund = {
      ...kept,
      status: 'processing',
      attempt: (current.attempt ?? 1) + 1,
      updatedIsoDateTimeUtc: nowIso(),
    };
    tx.update(ref, { refund: next });
    return next;
  });
  const paymentIntentId = readCampaign(await ref.get()).payment?.paymentIntentId ?? '';
  const attempt = refund.attempt ?? 1;
  const settle = async (fields: Partial<SmsCampaignRefund>) => {
    await runContendedTransaction(async (tx) => {
      const current = readCampaign(await tx.get(ref)).refund;
      // A refund recorded as paid back stays so, whatever a slower attempt says; so does a newer
      // attempt's state.
      if (!current || current.status === 'refunded' || (current.attempt ?? 1) !== attempt) return;
      const { error: _earlier, providerRefused: _refused, ...kept } = current;
      tx.update(ref, {
        refund: {
          ...(fields.status === 'processing' || fields.status === 'refunded' ? kept : current),
          ...fields,
          updatedIsoDateTimeUtc: nowIso(),
        },
      });
    });
  };
  try {
    const made = await paymentPort().createPlatformRefund({
      paymentIntentId,
      amountInCents: refund.amountInCents,
      idempotencyKey: campaignRefundKey(ids, attempt),
      metadata: { ...ids, kind: SMS_CAMPAIGN_REFUND_KIND, attempt: String(attempt) },
    });
    if (made.status === 'failed' || made.status === 'canceled') {
      await settle({
        status: 'failed',
        refundId: made.id,
        providerRefused: true,
        error: 'The card provider could not pay the refund back to this card. Try again later.',
      });
    } else if (made.status === 'succeeded') {
      await settle({ status: 'refunded', refundId: made.id, refundedIsoDateTimeUtc: nowIso() });
      log.info('marketing.campaign_refunded', {
        restaurantId: ids.restaurantId,
        campaignId: ids.campaignId,
        amountInCents: refund.amountInCents,
      });
    } else {
      // Accepted, and the bank is still paying it back: the refund webhook settles it either way.
      await settle({ status: 'processing', refundId: made.id });
    }
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.warn('marketing.refund_failed', { campaignId: ids.campaignId, kind: error.kind });
    await settle({
      status: 'failed',
      error: error.details.customerMessage,
      ...(REFUSALS.has(error.kind) ? { providerRefused: true } : {}),
    });
  }
  return readCampaign(await ref.get());
}

/** The refund metadata's `kind` that routes the provider's refund events to the campaign. */
export const SMS_CAMPAIGN_REFUND_KIND = 'smsCampaignRefund';
