import { randomBytes } from 'node:crypto';
import {
  canReceiveMarketingSms,
  renderCampaignSms,
  SMS_UNSUBSCRIBE_TOKEN_LENGTH,
  smsCampaignCost,
  smsCampaignLengthReport,
  ZStoredCustomer,
} from '@resto/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db, nowIso, runContendedTransaction } from '../admin';
import { marketingPublicApiUrl } from '../config';
import { storeDoc } from '../firestore/paths';
import { ConflictError } from '../http/errors';
import { SmsSendError, type SmsSender } from '../integrations/sms';
import { log } from '../log';
import { restaurantCustomerDoc } from '../onlineOrdering/onlineOrderingPaths';
import { refundUnsentAfterSending } from './smsCampaignRefund';
import {
  audienceRecipients,
  readCampaign,
  smsCampaignDoc,
  smsRecipientDoc,
  smsUnsubscribeTokenDoc,
} from './smsCampaignStore';

/** One sender at a time per campaign; a sender that died leaves the lease to expire, then anyone resumes. */
const LEASE_MS = 60_000;
const BATCH_SIZE = 25;

/** States of one recipient; only `pending` is ever texted, and it leaves `pending` before the text goes. */
export type RecipientState = 'pending' | 'sending' | 'sent' | 'failed' | 'optedOut';

const TOKEN_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
function unsubscribeToken(): string {
  const bytes = randomBytes(SMS_UNSUBSCRIBE_TOKEN_LENGTH);
  return Array.from(bytes, (byte) => TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length]).join('');
}

export function publicApiUrl(): string {
  return marketingPublicApiUrl.value().trim().replace(/\/+$/, '');
}

export function unsubscribeUrl(token: string): string {
  return `${publicApiUrl()}/marketing/u/${token}`;
}

function statusCallbackUrl(
  restaurantId: string,
  storeId: string,
  campaignId: string,
  mobile: string,
): string {
  const query = new URLSearchParams({ r: restaurantId, s: storeId, c: campaignId, m: mobile });
  return `${publicApiUrl()}/marketing/twilio/status?${query.toString()}`;
}

/**
 * The lease for one sending step, or undefined when the task is not wanted any more: the campaign
 * was sent, cancelled or moved to another time (its token changed), or is not paid.
 */
async function acquireLease(
  restaurantId: string,
  storeId: string,
  campaignId: string,
  scheduleToken: string,
): Promise<string | undefined> {
  const ref = smsCampaignDoc(restaurantId, storeId, campaignId);
  const holder = randomBytes(8).toString('hex');
  return runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return undefined;
    const campaign = readCampaign(snapshot);
    if (
      campaign.status !== 'SCHEDULED' ||
      campaign.scheduleToken !== scheduleToken ||
      campaign.payment?.status !== 'paid'
    )
      return undefined;
    const leaseUntil = Number(snapshot.get('sendingLeaseUntilMs') ?? 0);
    if (campaign.sending && leaseUntil > Date.now())
      throw new ConflictError('This campaign is being sent right now.', 'Already sending');
    tx.update(ref, {
      sending: true,
      sendingLeaseHolder: holder,
      sendingLeaseUntilMs: Date.now() + LEASE_MS,
      updatedIsoDateTimeUtc: nowIso(),
    });
    return holder;
  });
}

async function renewLease(ref: FirebaseFirestore.DocumentReference, holder: string): Promise<void> {
  await runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (snapshot.get('sendingLeaseHolder') !== holder)
      throw new ConflictError('Another send took this campaign over.', 'Already sending');
    tx.update(ref, { sendingLeaseUntilMs: Date.now() + LEASE_MS });
  });
}

/**
 * Fixes the recipients once: one document per mobile number, each with its own unsubscribe token.
 * Run again after a crash half-way, it only adds the missing ones (what exists, maybe already texted,
 * is never rewritten).
 */
export async function materialiseRecipients(
  restaurantId: string,
  storeId: string,
  campaignId: string,
): Promise<{ recipientCount: number; totalInCents: number }> {
  const ref = smsCampaignDoc(restaurantId, storeId, campaignId);
  const snapshot = await ref.get();
  const campaign = readCampaign(snapshot);
  if (snapshot.get('recipientsFixed') === true)
    return { recipientCount: campaign.recipientCount, totalInCents: campaign.totalInCents };
  const recipients = await audienceRecipients(restaurantId, campaign.audience);
  if (recipients.length === 0) {
    throw new ConflictError(
      'No consenting customer is in this audience, so there is nobody to text.',
      'Nobody to text',
    );
  }
  const existing = new Set((await ref.collection('recipients').select().get()).docs.map((doc) => doc.id));
  const missing = recipients.filter((recipient) => !existing.has(recipient.mobile));
  for (let start = 0; start < missing.length; start += 200) {
    const batch = db().batch();
    for (const recipient of missing.slice(start, start + 200)) {
      const token = unsubscribeToken();
      batch.create(smsRecipientDoc(restaurantId, storeId, campaignId, recipient.mobile), {
        customerKey: recipient.customerKey,
        name: recipient.name,
        mobile: recipient.mobile,
        state: 'pending' satisfies RecipientState,
        unsubscribeToken: token,
      });
      batch.create(smsUnsubscribeTokenDoc(token), {
        restaurantId,
        storeId,
        campaignId,
        mobile: recipient.mobile,
      });
    }
    await batch.commit();
  }
  const segments = smsCampaignLengthReport(campaign.body).segments;
  const totalInCents = smsCampaignCost(recipients.length, segments).totalInCents;
  await ref.update({ recipientsFixed: true, recipientCount: recipients.length, segments, totalInCents });
  return { recipientCount: recipients.length, totalInCents };
}

/**
 * Forgets a list fixed for a payment that did not go through (declined, or the draft changed since),
 * so the next attempt counts the audience as it is then. Never called once anything was paid.
 */
export async function resetRecipients(
  restaurantId: string,
  storeId: string,
  campaignId: string,
): Promise<void> {
  const ref = smsCampaignDoc(restaurantId, storeId, campaignId);
  const recipients = await ref.collection('recipients').get();
  for (let start = 0; start < recipients.docs.length; start += 200) {
    const batch = db().batch();
    for (const doc of recipients.docs.slice(start, start + 200)) {
      batch.delete(doc.ref);
      const token = doc.get('unsubscribeToken');
      if (typeof token === 'string') batch.delete(smsUnsubscribeTokenDoc(token));
    }
    await batch.commit();
  }
  await ref.update({ recipientsFixed: false, recipientCount: 0, segments: 0, totalInCents: 0 });
}

/** Whether the customer may still be texted now (an unsubscribe since the list was fixed counts). */
async function stillConsents(restaurantId: string, customerKey: string): Promise<boolean> {
  const snapshot = await restaurantCustomerDoc(restaurantId, customerKey).get();
  const parsed = ZStoredCustomer.safeParse(snapshot.data() ?? {});
  return snapshot.exists && parsed.success && canReceiveMarketingSms(parsed.data);
}

/**
 * Texts one recipient at most once: the recipient leaves `pending` in a transaction before the text
 * goes, so a retried batch (or a second sender) finds it claimed and skips it. A crash between the
 * claim and the send leaves it `sending`: never retried, because texting twice is worse than once
 * missed.
 */
async function sendToRecipient(
  sms: SmsSender,
  ids: { restaurantId: string; storeId: string; campaignId: string },
  recipientRef: FirebaseFirestore.DocumentReference,
  text: { body: string; storeName: string },
): Promise<void> {
  const { restaurantId, storeId, campaignId } = ids;
  const campaignRef = smsCampaignDoc(restaurantId, storeId, campaignId);
  const claimed = await runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(recipientRef);
    if (snapshot.get('state') !== 'pending') return undefined;
    tx.update(recipientRef, { state: 'sending' satisfies RecipientState, claimedIsoDateTimeUtc: nowIso() });
    return snapshot.data() as { customerKey: string; name: string; mobile: string; unsubscribeToken: string };
  });
  if (!claimed) return;
  const finish = async (fields: Record<string, unknown>, counter: string) => {
    const batch = db().batch();
    batch.update(recipientRef, fields);
    batch.update(campaignRef, { [counter]: FieldValue.increment(1) });
    await batch.commit();
  };
  if (!(await stillConsents(restaurantId, claimed.customerKey))) {
    await finish({ state: 'optedOut' satisfies RecipientState }, 'optOutCount');
    return;
  }
  try {
    const { id } = await sms.send({
      to: claimed.mobile,
      body: renderCampaignSms(text.body, {
        name: claimed.name,
        storeName: text.storeName,
        unsubscribeUrl: unsubscribeUrl(claimed.unsubscribeToken),
      }),
      statusCallbackUrl: statusCallbackUrl(restaurantId, storeId, campaignId, claimed.mobile),
    });
    await finish(
      { state: 'sent' satisfies RecipientState, messageSid: id, sentIsoDateTimeUtc: nowIso() },
      'sentCount',
    );
  } catch (error) {
    const code = error instanceof SmsSendError ? error.code : undefined;
    log.warn('marketing.sms_refused', { restaurantId, campaignId, code });
    if (error instanceof SmsSendError && error.unsubscribed)
      await finish({ state: 'optedOut' satisfies RecipientState, errorCode: code }, 'optOutCount');
    else await finish({ state: 'failed' satisfies RecipientState, errorCode: code ?? null }, 'failedCount');
  }
}

/** How much one task sends before handing over to the next (a task has a deadline). */
const TASK_BUDGET_MS = 8_000;

/**
 * One step of sending: takes the lease, texts pending recipients batch by batch for up to the task's
 * budget, then hands the lease back. Returns 'stale' for a task no longer wanted, 'more' when recipients are left (the caller enqueues the
 * next step) or 'done' once the campaign is finished (SENT, or FAILED when not one text went out).
 * A step that dies half-way leaves its lease to expire; the retried task then resumes.
 */
export async function sendCampaignStep(
  sms: SmsSender,
  task: { restaurantId: string; storeId: string; campaignId: string; scheduleToken: string },
  budgetMs = TASK_BUDGET_MS,
): Promise<'more' | 'done' | 'stale'> {
  const { restaurantId, storeId, campaignId } = task;
  const started = Date.now();
  const holder = await acquireLease(restaurantId, storeId, campaignId, task.scheduleToken);
  if (!holder) return 'stale';
  const ref = smsCampaignDoc(restaurantId, storeId, campaignId);
  await materialiseRecipients(restaurantId, storeId, campaignId);
  const campaign = readCampaign(await ref.get());
  const storeName = String((await storeDoc(restaurantId, storeId).get()).get('name') ?? '');
  const ids = { restaurantId, storeId, campaignId };
  for (;;) {
    const batch = await ref.collection('recipients').where('state', '==', 'pending').limit(BATCH_SIZE).get();
    if (batch.empty) break;
    await Promise.all(
      batch.docs.map((doc) => sendToRecipient(sms, ids, doc.ref, { body: campaign.body, storeName })),
    );
    await renewLease(ref, holder);
    if (Date.now() - started > budgetMs) {
      const left = await ref.collection('recipients').where('state', '==', 'pending').limit(1).get();
      if (left.empty) break;
      await ref.update({ sendingLeaseUntilMs: 0 });
      return 'more';
    }
  }
  await runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const sent = Number(snapshot.get('sentCount') ?? 0);
    tx.update(ref, {
      status: sent > 0 ? 'SENT' : 'FAILED',
      scheduleToken: FieldValue.delete(),
      sending: false,
      sendingLeaseHolder: FieldValue.delete(),
      sendingLeaseUntilMs: FieldValue.delete(),
      sentIsoDateTimeUtc: nowIso(),
      updatedIsoDateTimeUtc: nowIso(),
    });
  });
  // What was paid for texts that never went out goes back now (a redelivered last step finds the
  // campaign finished and never gets here; the refund is claimed once in any case).
  await refundUnsentAfterSending(ids);
  return 'done';
}

/** Exposed for the retry test: send one batch's recipients again, as a redelivered task would. */
export async function resendRecipients(
  sms: SmsSender,
  ids: { restaurantId: string; storeId: string; campaignId: string },
  body: string,
): Promise<void> {
  const all = await smsCampaignDoc(ids.restaurantId, ids.storeId, ids.campaignId)
    .collection('recipients')
    .get();
  await Promise.all(all.docs.map((doc) => sendToRecipient(sms, ids, doc.ref, { body, storeName: '' })));
}
