/**
 * Paying for a campaign, then sending it now or at a time. The owner pays the domain's cost through
 * the payment port before anything is sent: one platform payment intent per campaign, created with
 * the idempotency key `smsCampaignPayment_{r}_{s}_{c}` (stored before the call, so a retry after a
 * crash or a timeout sends the same key), and confirmed again with another card after a decline. A
 * payment intent succeeds at most once, so a campaign is never charged twice. A failed payment
 * leaves the campaign a DRAFT with the reason; only a paid campaign is ever scheduled.
 *
 * Sending runs as Cloud Tasks (`smsCampaignTask`): the campaign gets a fresh `scheduleToken` each
 * time it is scheduled, the task carries it, and a task whose token no longer matches (moved to
 * another time, taken back to draft) does nothing.
 */
import { randomBytes } from 'node:crypto';
import {
  formatMoney,
  type SmsCampaign,
  type SmsCampaignSendRequest,
  type SmsSendWhen,
  smsScheduleProblem,
} from '@resto/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { nowIso, runContendedTransaction } from '../admin';
import type { Caller } from '../http/auth';
import { ConflictError, FieldError, HttpError } from '../http/errors';
import { type PaymentIntent, PaymentProviderError } from '../integrations/payments/port';
import { log } from '../log';
import { idempotencyKeyDoc } from '../onlineOrdering/onlineOrderingPaths';
import { requireCallersCard } from '../payments/customers/cardOwnership';
import { httpErrorFor } from '../payments/providerErrors';
import { paymentPort } from '../payments/providerPort';
import { enqueueTask, taskIdOf } from '../tasks/taskQueue';
import { readCampaign, smsCampaignDoc } from './smsCampaignStore';
import { materialiseRecipients, resetRecipients } from './smsSending';

export const SMS_CAMPAIGN_TASK = 'smsCampaignTask';

/** A provider call without an answer for this long is taken as lost, and repeated with its key. */
const PENDING_PAYMENT_TIMEOUT_MS = 30_000;

export interface SmsCampaignTaskData {
  restaurantId: string;
  storeId: string;
  campaignId: string;
  scheduleToken: string;
  step: number;
}

export function campaignPaymentKey(
  restaurantId: string,
  storeId: string,
  campaignId: string,
  attempt: number,
) {
  const base = `smsCampaignPayment_${restaurantId}_${storeId}_${campaignId}`;
  return attempt === 1 ? base : `${base}_confirm_${attempt}`;
}

interface PaymentKeyRecord {
  paymentMethodId: string;
  paymentIntentId?: string;
}

function isStale(campaign: SmsCampaign): boolean {
  const updated = Date.parse(campaign.payment?.updatedIsoDateTimeUtc ?? '');
  return !Number.isFinite(updated) || Date.now() - updated > PENDING_PAYMENT_TIMEOUT_MS;
}

/** What the browser needs for the owner's bank check (3-D Secure) before the payment is taken. */
export interface CampaignPaymentAction {
  clientSecret?: string;
  redirectUrl?: string;
}

/**
 * Pays (unless already paid) and schedules: the whole of `POST .../sms-campaigns/{id}/send`. When
 * the owner's bank asks them to confirm the payment first (3-D Secure), nothing is scheduled: the
 * answer carries `requiresAction`, the browser runs the bank's step, then sends the same request
 * again without a card, which schedules it once the payment has gone through (or the provider's
 * webhook has already recorded it as paid).
 */
export async function payAndSendCampaign(
  caller: Caller,
  ids: { restaurantId: string; storeId: string; campaignId: string },
  request: SmsCampaignSendRequest,
): Promise<{ campaign: SmsCampaign; requiresAction?: CampaignPaymentAction }> {
  const { restaurantId, storeId, campaignId } = ids;
  const problem = smsScheduleProblem(request.when, new Date());
  if (problem) throw new FieldError('when.scheduledIsoDateTimeUtc', problem);
  const ref = smsCampaignDoc(restaurantId, storeId, campaignId);
  const campaign = readCampaign(await ref.get());
  if (campaign.status !== 'DRAFT' || campaign.sending)
    throw new ConflictError(
      campaign.status === 'SCHEDULED'
        ? 'This campaign is already scheduled. Change its time or take it back to draft.'
        : 'Only a draft campaign can be sent.',
      'Campaign already sent',
    );
  if (campaign.payment?.status !== 'paid') {
    const requiresAction = await payForCampaign(caller, ids, campaign, request);
    if (requiresAction) return { campaign: readCampaign(await ref.get()), requiresAction };
  }
  return { campaign: await scheduleCampaign(ids, request.when, 'DRAFT') };
}

function actionOf(intent: PaymentIntent): CampaignPaymentAction | undefined {
  if (intent.status !== 'processing' || !intent.requiresAction) return undefined;
  return {
    ...(intent.clientSecret ? { clientSecret: intent.clientSecret } : {}),
    ...(intent.requiresAction.redirectUrl ? { redirectUrl: intent.requiresAction.redirectUrl } : {}),
  };
}

/**
 * After the owner's bank check: looks at the payment intent again. Paid: recorded (once; the
 * webhook may have done it already). Still waiting: the step again. Refused: a failed payment, 402.
 */
async function settleAfterAuthentication(
  ref: FirebaseFirestore.DocumentReference,
  seen: SmsCampaign,
): Promise<CampaignPaymentAction | undefined> {
  const payment = seen.payment;
  if (!payment?.paymentIntentId)
    throw new FieldError('paymentMethodId', 'Enter a card to pay for the campaign');
  let intent: PaymentIntent;
  try {
    intent = await paymentPort().retrievePlatformPaymentIntent({ paymentIntentId: payment.paymentIntentId });
  } catch (error) {
    if (error instanceof PaymentProviderError)
      throw httpErrorFor(error, 'check the payment for this campaign');
    throw error;
  }
  if (intent.status === 'success') {
    await recordPayment(ref, payment.attempt, {
      status: 'paid',
      paymentIntentId: intent.id,
      paidIsoDateTimeUtc: nowIso(),
    });
    return undefined;
  }
  const action = actionOf(intent);
  if (action) return action;
  const error =
    intent.decline?.customerMessage ??
    'Your bank’s check was not completed, so the payment was not taken. Try again or use another card.';
  await recordPayment(ref, payment.attempt, { status: 'failed', paymentIntentId: intent.id, error });
  throw new HttpError(402, 'Payment not taken', error);
}

async function payForCampaign(
  caller: Caller,
  ids: { restaurantId: string; storeId: string; campaignId: string },
  seen: SmsCampaign,
  request: SmsCampaignSendRequest,
): Promise<CampaignPaymentAction | undefined> {
  const { restaurantId, storeId, campaignId } = ids;
  const ref = smsCampaignDoc(restaurantId, storeId, campaignId);
  // Back from the bank's check (no new card): the same payment, looked at again.
  if (seen.payment?.status === 'requiresAction' && !request.paymentMethodId)
    return settleAfterAuthentication(ref, seen);
  if (seen.payment?.status === 'processing' && !isStale(seen))
    throw new ConflictError(
      'The payment for this campaign is going through right now.',
      'Payment in progress',
    );
  const retryingLostCall = seen.payment?.status === 'processing';
  const paymentMethodId = request.paymentMethodId;
  if (!paymentMethodId && !retryingLostCall)
    throw new FieldError('paymentMethodId', 'Enter a card to pay for the campaign');
  if (paymentMethodId) await requireCallersCard({ uid: caller.uid, orderPath: ref.path }, paymentMethodId);

  // Claim the attempt first: one payment at a time per campaign, and only its claimer fixes the list.
  const claimed = await runContendedTransaction(async (tx) => {
    const campaign = readCampaign(await tx.get(ref));
    if (campaign.status !== 'DRAFT' || campaign.payment?.status === 'paid') return undefined;
    if (campaign.payment?.status === 'processing' && !isStale(campaign))
      throw new ConflictError(
        'The payment for this campaign is going through right now.',
        'Payment in progress',
      );
    const previous = campaign.payment;
    const attempt = previous?.status === 'processing' ? previous.attempt : (previous?.attempt ?? 0) + 1;
    const key = campaignPaymentKey(restaurantId, storeId, campaignId, attempt);
    const keyRecord = (await tx.get(idempotencyKeyDoc(key))).data() as PaymentKeyRecord | undefined;
    tx.update(ref, {
      payment: {
        status: 'processing',
        amountInCents: previous?.amountInCents ?? 0,
        attempt,
        ...(previous?.paymentIntentId ? { paymentIntentId: previous.paymentIntentId } : {}),
        updatedIsoDateTimeUtc: nowIso(),
      },
    });
    return { previous, attempt, key, keyRecord };
  });
  if (!claimed) return undefined;
  const { previous, attempt, key, keyRecord } = claimed;

  let amountInCents: number;
  if (keyRecord) {
    // A call that never answered: repeat it with its key, card and amount (the list stays as fixed).
    amountInCents = (await idempotencyKeyDoc(key).get()).get('amountInCents') as number;
  } else {
    // The list is fixed for this payment: what the owner pays for is who gets the text.
    try {
      if (!paymentMethodId) throw new FieldError('paymentMethodId', 'Enter a card to pay for the campaign');
      await resetRecipients(restaurantId, storeId, campaignId);
      ({ totalInCents: amountInCents } = await materialiseRecipients(restaurantId, storeId, campaignId));
      if (amountInCents !== request.confirmedTotalInCents)
        throw new ConflictError(
          `The audience changed since you looked: this campaign now costs ${formatMoney(amountInCents)}. Check the cost and confirm again.`,
          'Cost changed',
        );
    } catch (error) {
      await ref.update({ payment: previous ?? FieldValue.delete() });
      throw error;
    }
    await idempotencyKeyDoc(key).create({
      kind: 'smsCampaignPayment',
      key,
      restaurantId,
      storeId,
      campaignId,
      attempt,
      paymentMethodId,
      amountInCents,
      ...(previous?.paymentIntentId ? { paymentIntentId: previous.paymentIntentId } : {}),
      createdIsoDateTimeUtc: nowIso(),
    });
    await ref.update({ 'payment.amountInCents': amountInCents });
  }
  const claim = {
    key,
    attempt,
    amountInCents,
    paymentMethodId: keyRecord?.paymentMethodId ?? (paymentMethodId as string),
    paymentIntentId: keyRecord?.paymentIntentId ?? previous?.paymentIntentId,
  };

  let intent: PaymentIntent;
  try {
    intent = claim.paymentIntentId
      ? await paymentPort().confirmPlatformPaymentIntent({
          paymentIntentId: claim.paymentIntentId,
          paymentMethodId: claim.paymentMethodId,
          idempotencyKey: claim.key,
        })
      : await paymentPort().createPlatformPaymentIntent({
          amountInCents: claim.amountInCents,
          currency: 'aud',
          paymentMethodId: claim.paymentMethodId,
          idempotencyKey: claim.key,
          metadata: { restaurantId, storeId, campaignId, kind: 'smsCampaign' },
          description: `SMS campaign ${seen.name}`.slice(0, 200),
        });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // A lost call stays 'processing' (repeated with its key later); an answer that refused is final.
    if (error.kind !== 'connection' && error.kind !== 'api' && error.kind !== 'rateLimit')
      await recordPayment(ref, claim.attempt, { status: 'failed', error: error.details.customerMessage });
    throw httpErrorFor(error, 'take the payment for this campaign');
  }
  await runContendedTransaction(async (tx) => {
    tx.update(idempotencyKeyDoc(claim.key), { paymentIntentId: intent.id, status: intent.status });
  });
  if (intent.status === 'success') {
    await recordPayment(ref, claim.attempt, {
      status: 'paid',
      paymentIntentId: intent.id,
      paidIsoDateTimeUtc: nowIso(),
    });
    log.info('marketing.campaign_paid', { restaurantId, campaignId, amountInCents: claim.amountInCents });
    return undefined;
  }
  const action = actionOf(intent);
  if (action) {
    // The bank asks the owner to confirm (3-D Secure): nothing is taken or sent until they have.
    await recordPayment(ref, claim.attempt, { status: 'requiresAction', paymentIntentId: intent.id });
    return action;
  }
  const error =
    intent.decline?.customerMessage ??
    (intent.status === 'processing'
      ? 'The card payment is still being processed. Try again in a minute.'
      : 'The card payment was not taken. Try again or use another card.');
  await recordPayment(ref, claim.attempt, { status: 'failed', paymentIntentId: intent.id, error });
  throw new HttpError(402, 'Payment not taken', error);
}

async function recordPayment(
  ref: FirebaseFirestore.DocumentReference,
  attempt: number,
  fields: {
    status: 'paid' | 'failed' | 'requiresAction';
    paymentIntentId?: string;
    error?: string;
    paidIsoDateTimeUtc?: string;
  },
): Promise<void> {
  await runContendedTransaction(async (tx) => {
    const campaign = readCampaign(await tx.get(ref));
    const payment = campaign.payment;
    // Only the attempt that was claimed is settled, and a paid campaign stays paid.
    if (!payment || payment.attempt !== attempt || payment.status === 'paid') return;
    // A paid payment keeps no error from an earlier declined card.
    const { error: _earlier, ...kept } = payment;
    tx.update(ref, {
      payment: { ...(fields.status === 'paid' ? kept : payment), ...fields, updatedIsoDateTimeUtc: nowIso() },
      updatedIsoDateTimeUtc: nowIso(),
    });
  });
}

/**
 * Puts a paid campaign on the queue for now or a time: a fresh token, SCHEDULED, and its first task.
 * `from` is the status it must be in (DRAFT to send, SCHEDULED to move it before it starts).
 */
export async function scheduleCampaign(
  ids: { restaurantId: string; storeId: string; campaignId: string },
  when: SmsSendWhen,
  from: 'DRAFT' | 'SCHEDULED',
): Promise<SmsCampaign> {
  const { restaurantId, storeId, campaignId } = ids;
  const problem = smsScheduleProblem(when, new Date());
  if (problem) throw new FieldError('when.scheduledIsoDateTimeUtc', problem);
  const ref = smsCampaignDoc(restaurantId, storeId, campaignId);
  const scheduleToken = randomBytes(9).toString('base64url');
  const scheduledIsoDateTimeUtc = when.kind === 'now' ? nowIso() : when.scheduledIsoDateTimeUtc;
  const previous = await runContendedTransaction(async (tx) => {
    const campaign = readCampaign(await tx.get(ref));
    if (campaign.payment?.status !== 'paid')
      throw new ConflictError('Pay for the campaign before it is sent.', 'Not paid');
    if (campaign.status !== from || campaign.sending || campaign.sentCount > 0)
      throw new ConflictError(
        campaign.status === 'SENT' || campaign.sending || campaign.sentCount > 0
          ? 'This campaign is being sent or has been sent.'
          : from === 'SCHEDULED'
            ? 'Only a scheduled campaign can be moved.'
            : 'This campaign is already scheduled.',
        'Campaign already sent',
      );
    tx.update(ref, {
      status: 'SCHEDULED',
      scheduledIsoDateTimeUtc,
      scheduleToken,
      updatedIsoDateTimeUtc: nowIso(),
    });
    return campaign;
  });
  const data: SmsCampaignTaskData = { restaurantId, storeId, campaignId, scheduleToken, step: 0 };
  try {
    await enqueueTask(
      SMS_CAMPAIGN_TASK,
      { ...data },
      { id: taskIdOf('sms', campaignId, scheduleToken, '0'), runAt: new Date(scheduledIsoDateTimeUtc) },
    );
  } catch (error) {
    // No task, no send: put it back as it was (if nobody changed it since) and say so.
    await runContendedTransaction(async (tx) => {
      const campaign = readCampaign(await tx.get(ref));
      if (campaign.scheduleToken !== scheduleToken) return;
      tx.update(ref, {
        status: previous.status,
        scheduleToken: previous.scheduleToken ?? FieldValue.delete(),
        scheduledIsoDateTimeUtc: previous.scheduledIsoDateTimeUtc ?? FieldValue.delete(),
      });
    });
    log.error('marketing.enqueue_failed', { restaurantId, campaignId, error: String(error) });
    throw new HttpError(
      503,
      'Try again',
      'The campaign could not be queued for sending. Try again in a minute.',
    );
  }
  return readCampaign(await ref.get());
}

/** Takes a scheduled campaign back to draft before it starts; its task then does nothing. Stays paid. */
export async function cancelScheduledCampaign(ids: {
  restaurantId: string;
  storeId: string;
  campaignId: string;
}): Promise<SmsCampaign> {
  const ref = smsCampaignDoc(ids.restaurantId, ids.storeId, ids.campaignId);
  await runContendedTransaction(async (tx) => {
    const campaign = readCampaign(await tx.get(ref));
    if (campaign.status !== 'SCHEDULED')
      throw new ConflictError('Only a scheduled campaign can be taken back to draft.', 'Not scheduled');
    if (campaign.sending || campaign.sentCount > 0)
      throw new ConflictError(
        'This campaign has started sending, so it cannot be stopped.',
        'Already sending',
      );
    tx.update(ref, {
      status: 'DRAFT',
      scheduleToken: FieldValue.delete(),
      scheduledIsoDateTimeUtc: FieldValue.delete(),
      updatedIsoDateTimeUtc: nowIso(),
    });
  });
  return readCampaign(await ref.get());
}
