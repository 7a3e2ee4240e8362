import {
  displayNumberLabel,
  hasMarketingConsent,
  readStoreSetting,
  reviewPageUrl,
  reviewRequestEmail,
  reviewRequestSms,
  ZMarketingConsentRecord,
} from '@resto/domain';
import { z } from 'zod';
import { db, nowIso } from '../admin';
import { restaurantDoc, storeDoc } from '../firestore/paths';
import { emailSender } from '../integrations/email';
import { SmsSendError, smsSender } from '../integrations/sms';
import { log } from '../log';
import { restaurantCustomerDoc } from '../onlineOrdering/onlineOrderingPaths';
import type { OrderWrite } from '../orderOperations/orderWrite';
import { googleReviewSettingsRef, reviewInvitationDoc } from './reviewPaths';
import { customerAppBaseUrl } from './reviewsConfig';
import { reviewTokenIn } from './reviewTokens';

const ZCompletedOrder = z.object({
  customerKey: z.string().min(1).optional(),
  displayNumber: z.string().optional(),
  customer: z.object({ name: z.string(), email: z.string(), mobile: z.string() }),
});

export type ReviewRequestOutcome = {
  email: 'sent' | 'failed' | 'alreadySent' | 'off' | 'noAddress';
  sms: 'sent' | 'failed' | 'optedOut' | 'alreadySent' | 'off' | 'noConsent';
};

/**
 * The one review request of a completed website order: an email (when the owner switched requests on)
 * and a text only to a customer whose recorded consent covers SMS. Each channel is claimed in the
 * order's invitation document before anything is sent, so a re-delivered event, a second completion
 * or a racing instance never asks twice. The same message goes to every customer: nothing here
 * depends on how the order went (no review gating).
 */
export async function sendReviewRequestOnce(
  write: Pick<OrderWrite, 'restaurantId' | 'storeId' | 'orderId' | 'after'>,
): Promise<ReviewRequestOutcome> {
  const { restaurantId, storeId, orderId } = write;
  const parsed = ZCompletedOrder.safeParse(write.after);
  if (!parsed.success) return { email: 'off', sms: 'off' };
  const order = parsed.data;
  const invitation = reviewInvitationDoc(restaurantId, storeId, orderId);
  const now = nowIso();
  const claim = await db().runTransaction(async (tx) => {
    const [settingsSnap, addOnsSnap, customerSnap, invitationSnap] = await tx.getAll(
      googleReviewSettingsRef(restaurantId, storeId),
      storeDoc(restaurantId, storeId).collection('settings').doc('addOns'),
      order.customerKey
        ? restaurantCustomerDoc(restaurantId, order.customerKey)
        : invitation /* read twice rather than branch the getAll */,
      invitation,
    );
    const settings = readStoreSetting('googleReview', settingsSnap?.exists ? settingsSnap.data() : undefined);
    const addOns = readStoreSetting('addOns', addOnsSnap?.exists ? addOnsSnap.data() : undefined);
    const on = addOns.googleReviews;
    const consentRecord = ZMarketingConsentRecord.safeParse(customerSnap?.get('marketingConsent'));
    const smsConsent =
      consentRecord.success &&
      hasMarketingConsent({ marketingConsent: consentRecord.data }) &&
      consentRecord.data.channels.includes('sms');
    const emailState: ReviewRequestOutcome['email'] =
      !on || !settings.reviewRequests.byEmail
        ? 'off'
        : invitationSnap?.get('email') !== undefined
          ? 'alreadySent'
          : order.customer.email
            ? 'sent'
            : 'noAddress';
    const smsState: ReviewRequestOutcome['sms'] =
      !on || !settings.reviewRequests.bySms
        ? 'off'
        : invitationSnap?.get('sms') !== undefined
          ? 'alreadySent'
          : smsConsent && order.customer.mobile
            ? 'sent'
            : 'noConsent';
    const wantsEmail = emailState === 'sent';
    const wantsSms = smsState === 'sent';
    if (!wantsEmail && !wantsSms) return { emailState, smsState, token: undefined };
    const token = await reviewTokenIn(tx, { restaurantId, storeId, orderId });
    tx.set(
      invitation,
      {
        ...(wantsEmail ? { email: { status: 'sending', atIsoDateTimeUtc: now } } : {}),
        ...(wantsSms ? { sms: { status: 'sending', atIsoDateTimeUtc: now } } : {}),
      },
      { merge: true },
    );
    return { emailState, smsState, token };
  });
  const outcome: ReviewRequestOutcome = { email: claim.emailState, sms: claim.smsState };
  if (!claim.token) return outcome;
  const [restaurantSnap, storeSnap] = await db().getAll(
    restaurantDoc(restaurantId),
    storeDoc(restaurantId, storeId),
  );
  const restaurantName = String(restaurantSnap?.get('name') ?? '');
  const storeName = String(storeSnap?.get('name') ?? '');
  const orderLabel = displayNumberLabel({ id: orderId, displayNumber: order.displayNumber });
  const urlFor = (source: 'reviewRequestEmail' | 'reviewRequestSms') =>
    reviewPageUrl({
      customerAppBaseUrl: customerAppBaseUrl(),
      restaurantId,
      storeId,
      orderId,
      token: claim.token,
      source,
    });
  const context = { restaurantName, storeName, customerName: order.customer.name, orderLabel };

  if (claim.emailState === 'sent') {
    try {
      const message = reviewRequestEmail({ ...context, reviewUrl: urlFor('reviewRequestEmail') });
      const sent = await emailSender().send({
        to: order.customer.email,
        ...message,
        kind: 'reviewRequest',
        tags: { restaurantId, storeId, orderId },
      });
      await invitation.set(
        { email: { status: 'sent', atIsoDateTimeUtc: now, messageId: sent.id } },
        { merge: true },
      );
    } catch (error) {
      outcome.email = 'failed';
      await invitation
        .set(
          { email: { status: 'failed', atIsoDateTimeUtc: now, error: String(error).slice(0, 300) } },
          { merge: true },
        )
        .catch(() => undefined);
      log.warn('reviews.request_email_failed', { orderId, error: String(error) });
    }
  }
  if (claim.smsState === 'sent') {
    try {
      const { id } = await smsSender().send({
        to: order.customer.mobile,
        body: reviewRequestSms({ ...context, reviewUrl: urlFor('reviewRequestSms') }),
      });
      await invitation.set(
        { sms: { status: 'sent', atIsoDateTimeUtc: now, messageId: id } },
        { merge: true },
      );
    } catch (error) {
      const optedOut = error instanceof SmsSendError && error.unsubscribed;
      outcome.sms = optedOut ? 'optedOut' : 'failed';
      await invitation
        .set(
          { sms: { status: outcome.sms, atIsoDateTimeUtc: now, error: String(error).slice(0, 300) } },
          { merge: true },
        )
        .catch(() => undefined);
      log.warn('reviews.request_sms_failed', { orderId, optedOut });
    }
  }
  log.info('reviews.requested', { restaurantId, storeId, orderId, ...outcome });
  return outcome;
}
