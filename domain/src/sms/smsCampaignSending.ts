import { addDays } from 'date-fns';
import { z } from 'zod';
import { ZIsoDateTimeUtc } from '../common/common';
import { roundCents } from '../money/money';
import { smsCampaignCost } from './sms';

/**
 * Paying for and timing a campaign. The owner pays the domain's cost before anything is sent (one
 * charge per campaign), then it goes out now or at a chosen time; sending runs as queued tasks.
 */

/** SPEC.md section 9, shown where the owner pays. */
export const SMS_CAMPAIGN_REFUND_NOTE =
  'Refunds take about 5-10 business days; the processor fee is not refunded.';

/** Cloud Tasks holds a task at most 30 days; a schedule must be at least a minute ahead. */
export const SMS_SCHEDULE_MAX_DAYS = 30;
export const SMS_SCHEDULE_MIN_LEAD_SECONDS = 60;

export const ZSmsSendWhen = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('now') }),
  z.object({ kind: z.literal('at'), scheduledIsoDateTimeUtc: ZIsoDateTimeUtc }),
]);
export type SmsSendWhen = z.infer<typeof ZSmsSendWhen>;

/**
 * Pay and send: the card (a `pm_...` the browser made with the card provider; not needed once the
 * campaign is paid) and the total the owner saw and confirmed. A different total (the audience
 * changed since the preview) is refused, so the owner is never charged an amount they did not see.
 */
export const ZSmsCampaignSendRequest = z.object({
  paymentMethodId: z.string().trim().min(1).max(255).optional(),
  confirmedTotalInCents: z.number().int().min(0).max(100_000_000),
  when: ZSmsSendWhen,
});
export type SmsCampaignSendRequest = z.infer<typeof ZSmsCampaignSendRequest>;

/** Move a scheduled campaign to another time (or now). */
export const ZSmsCampaignRescheduleRequest = z.object({ when: ZSmsSendWhen });

/** Why a schedule time cannot be used, in words; undefined when it can. */
export function smsScheduleProblem(when: SmsSendWhen, now: Date): string | undefined {
  if (when.kind === 'now') return undefined;
  const at = new Date(when.scheduledIsoDateTimeUtc);
  if (at.getTime() < now.getTime() + SMS_SCHEDULE_MIN_LEAD_SECONDS * 1000)
    return 'Choose a time at least a minute from now, or send it now';
  if (at.getTime() > addDays(now, SMS_SCHEDULE_MAX_DAYS).getTime())
    return `Choose a time within the next ${SMS_SCHEDULE_MAX_DAYS} days`;
  return undefined;
}

/** `requiresAction`: the owner's bank asks them to confirm the payment (3-D Secure) before it is taken. */
export const SMS_CAMPAIGN_PAYMENT_STATUSES = ['processing', 'requiresAction', 'paid', 'failed'] as const;

/** What the campaign shows of its payment (no card ids: those stay server-side). */
export const ZSmsCampaignPayment = z.object({
  status: z.enum(SMS_CAMPAIGN_PAYMENT_STATUSES),
  amountInCents: z.number().int().min(0),
  attempt: z.number().int().min(1),
  paymentIntentId: z.string().optional(),
  /** Why the last attempt failed, in words the owner can act on. */
  error: z.string().optional(),
  paidIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  updatedIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type SmsCampaignPayment = z.infer<typeof ZSmsCampaignPayment>;

export const SMS_CAMPAIGN_REFUND_STATUSES = ['processing', 'refunded', 'failed'] as const;

/**
 * The one refund of a paid campaign whose messages were not all sent (cancelled before it went out,
 * or some recipients never texted). Asked for once, with one idempotency key, so it is never paid twice.
 */
export const ZSmsCampaignRefund = z.object({
  status: z.enum(SMS_CAMPAIGN_REFUND_STATUSES),
  amountInCents: z.number().int().min(0),
  /** Recipients whose text never went out: what the refund pays back. */
  unsentRecipients: z.number().int().min(0),
  refundId: z.string().optional(),
  /** Why the card provider refused it, in words; it can be tried again. */
  error: z.string().optional(),
  /**
   * The provider answered no for good (a refused request, or a refund the bank failed later): trying
   * again is a new refund request (attempt + 1, a new idempotency key). Without it, a try again reuses
   * the key, because the last answer may have been lost and the refund made.
   */
  providerRefused: z.boolean().optional(),
  /** Which refund request this is (1 when absent); part of its idempotency key. */
  attempt: z.number().int().min(1).max(50).optional(),
  requestedIsoDateTimeUtc: ZIsoDateTimeUtc,
  refundedIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  updatedIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type SmsCampaignRefund = z.infer<typeof ZSmsCampaignRefund>;

/**
 * What is paid back for messages that were never sent (SPEC.md section 9: "the processor fee is not
 * refunded"): the unsent recipients' share of the campaign's subtotal (messages cost or minimum fee),
 * never of the processor fee. Nothing sent: the whole subtotal. Each recipient gets the same number
 * of messages, so the share of recipients is the share of messages.
 *   2 messages to 1,000 recipients paid 140.72 (subtotal 138.00); 250 not sent: 34.50 back.
 */
export function smsCampaignRefundInCents(
  recipientCount: number,
  segments: number,
  unsentRecipients: number,
): number {
  if (!Number.isInteger(unsentRecipients) || unsentRecipients < 0 || unsentRecipients > recipientCount)
    throw new RangeError(`Unsent recipients must be 0 to ${recipientCount}, got ${unsentRecipients}`);
  if (unsentRecipients === 0) return 0;
  const { subtotalInCents } = smsCampaignCost(recipientCount, segments);
  if (unsentRecipients === recipientCount) return subtotalInCents;
  return roundCents((subtotalInCents * unsentRecipients) / recipientCount);
}

/** Orders count towards a campaign when a recipient places them within this many days of the text. */
export const SMS_ATTRIBUTION_DAYS = 7;

export interface AttributableOrder {
  mobile: string;
  placedIsoDateTimeUtc: string;
  /** The order's own grand total, as the order stores it. */
  totalInCents: number;
}

/**
 * Orders from a campaign: each order placed by a recipient after their text was sent and within
 * 7 days of it, counted once, with the sum of their stored totals.
 */
export function attributeOrdersToCampaign(
  sentAtByMobile: ReadonlyMap<string, string>,
  orders: readonly AttributableOrder[],
): { orderCount: number; totalInCents: number; customerCount: number } {
  const customers = new Set<string>();
  let orderCount = 0;
  let totalInCents = 0;
  for (const order of orders) {
    const sentAt = sentAtByMobile.get(order.mobile);
    if (!sentAt) continue;
    const sent = Date.parse(sentAt);
    const placed = Date.parse(order.placedIsoDateTimeUtc);
    if (placed < sent || placed > addDays(new Date(sent), SMS_ATTRIBUTION_DAYS).getTime()) continue;
    orderCount += 1;
    totalInCents += order.totalInCents;
    customers.add(order.mobile);
  }
  return { orderCount, totalInCents, customerCount: customers.size };
}
