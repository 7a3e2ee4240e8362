import { z } from 'zod';
import { ZIsoDateTimeUtc } from '../common/common';
import { SMS_CAMPAIGN_STATUSES, type SmsCampaignStatus } from '../status/operations';
import {
  MAX_SMS_MESSAGES_PER_CAMPAIGN,
  SMS_SINGLE_MESSAGE_LIMIT,
  SMS_TWO_MESSAGE_LIMIT,
  type SmsCampaignCost,
  type SmsLengthReport,
  smsCampaignCost,
} from './sms';
import { ZSmsCampaignPayment, ZSmsCampaignRefund } from './smsCampaignSending';

/**
 * Placeholders the owner may put in a message, each with the most characters it can take once
 * filled in: the editor counts that worst case, so no recipient's text grows past the limit.
 */
export const SMS_PLACEHOLDERS = {
  '{firstName}': { maxLength: 15, description: "The customer's first name" },
  '{storeName}': { maxLength: 30, description: 'The store name' },
} as const;
export type SmsPlaceholder = keyof typeof SMS_PLACEHOLDERS;

/**
 * Every campaign text ends with how to opt out: reply STOP (we send from a number, which can receive
 * replies) or tap a link that needs no login (Spam Act 2003 s 18; Spam Regulations 2021). The link
 * is `{origin}/u/{token}`; it is counted at this many characters however long the origin is, and a
 * send refuses an origin that would not fit.
 */
export const SMS_UNSUBSCRIBE_LINK_MAX_LENGTH = 56;
export const SMS_UNSUBSCRIBE_TOKEN_LENGTH = 16;
export function campaignOptOutText(unsubscribeUrl: string): string {
  return `Opt out: reply STOP or ${unsubscribeUrl}`;
}
const COUNTED_OPT_OUT = `\n${campaignOptOutText('x'.repeat(SMS_UNSUBSCRIBE_LINK_MAX_LENGTH))}`;

/** A first name as a message may show it: the first word, cut to the placeholder's room. */
function firstNameOf(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return first.slice(0, SMS_PLACEHOLDERS['{firstName}'].maxLength) || 'there';
}

/** The body with each placeholder replaced by what it holds for this recipient (cut to its room). */
export function fillSmsPlaceholders(body: string, values: { name: string; storeName: string }): string {
  return body
    .replaceAll('{firstName}', firstNameOf(values.name))
    .replaceAll('{storeName}', values.storeName.slice(0, SMS_PLACEHOLDERS['{storeName}'].maxLength));
}

/** The body with every placeholder at its longest: what the length rules are checked against. */
function worstCaseBody(body: string): string {
  let filled = body;
  for (const [placeholder, { maxLength }] of Object.entries(SMS_PLACEHOLDERS))
    filled = filled.replaceAll(placeholder, 'x'.repeat(maxLength));
  return filled;
}

/**
 * Length of a campaign text as the editor shows it: placeholders at their longest, plus the opt-out
 * line with the longest link. 160 characters is one message, 306 two, and no campaign sends three.
 */
export function smsCampaignLengthReport(body: string): SmsLengthReport {
  const length = worstCaseBody(body).length + COUNTED_OPT_OUT.length;
  if (length <= SMS_SINGLE_MESSAGE_LIMIT)
    return { length, segments: 1, remainingCharacters: SMS_SINGLE_MESSAGE_LIMIT - length, withinLimit: true };
  const withinLimit = length <= SMS_TWO_MESSAGE_LIMIT;
  return {
    length,
    segments: withinLimit ? MAX_SMS_MESSAGES_PER_CAMPAIGN : 0,
    remainingCharacters: SMS_TWO_MESSAGE_LIMIT - length,
    withinLimit,
  };
}

/** The text one recipient gets. */
export function renderCampaignSms(
  body: string,
  recipient: { name: string; storeName: string; unsubscribeUrl: string },
): string {
  if (recipient.unsubscribeUrl.length > SMS_UNSUBSCRIBE_LINK_MAX_LENGTH)
    throw new RangeError(
      `The unsubscribe link must be at most ${SMS_UNSUBSCRIBE_LINK_MAX_LENGTH} characters`,
    );
  return `${fillSmsPlaceholders(body, recipient)}\n${campaignOptOutText(recipient.unsubscribeUrl)}`;
}

export const SMS_AUDIENCE_KINDS = ['allConsenting', 'lapsed', 'frequent', 'bigSpenders', 'byStore'] as const;
export type SmsAudienceKind = (typeof SMS_AUDIENCE_KINDS)[number];

export const ZSmsAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('allConsenting') }),
  z.object({
    kind: z.literal('lapsed'),
    days: z.number().int().min(1, 'At least 1 day').max(730, 'At most 730 days'),
  }),
  z.object({
    kind: z.literal('frequent'),
    minOrders: z.number().int().min(2, 'At least 2 orders').max(1000),
  }),
  z.object({
    kind: z.literal('bigSpenders'),
    minSpentInCents: z.number().int().min(1, 'Enter an amount').max(100_000_000),
  }),
  z.object({ kind: z.literal('byStore'), storeId: z.string().trim().min(1).max(128) }),
]);
export type SmsAudience = z.infer<typeof ZSmsAudience>;

export const SMS_CAMPAIGN_BODY_MAX = 400;

/** What the owner writes: a name, who receives it and the text (without the opt-out line). */
export const ZSmsCampaignDraft = z.object({
  name: z.string().trim().min(1, 'Name the campaign').max(80, 'At most 80 characters'),
  audience: ZSmsAudience,
  body: z
    .string()
    .trim()
    .min(1, 'Write the message')
    .max(SMS_CAMPAIGN_BODY_MAX)
    .refine((body) => smsCampaignLengthReport(body).withinLimit, {
      message: 'The message is longer than two SMS with the opt-out line: shorten it',
    }),
});
export type SmsCampaignDraft = z.infer<typeof ZSmsCampaignDraft>;

export const ZSmsCampaign = z.object({
  id: z.string(),
  storeId: z.string(),
  name: z.string(),
  audience: ZSmsAudience,
  body: z.string(),
  status: z.enum(SMS_CAMPAIGN_STATUSES),
  createdIsoDateTimeUtc: ZIsoDateTimeUtc,
  updatedIsoDateTimeUtc: ZIsoDateTimeUtc,
  scheduledIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  sentIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  /** Fixed when sending starts: the recipients and the cost charged. */
  recipientCount: z.number().int().min(0).default(0),
  segments: z.number().int().min(0).default(0),
  totalInCents: z.number().int().min(0).default(0),
  /** True while batches go out (status stays DRAFT/SCHEDULED until the last batch, then SENT). */
  sending: z.boolean().default(false),
  /** Progress and results, counted once per recipient. */
  sentCount: z.number().int().min(0).default(0),
  deliveredCount: z.number().int().min(0).default(0),
  /** Refused by Twilio when sent, or reported failed by its callback. */
  failedCount: z.number().int().min(0).default(0),
  /** Reported undelivered by Twilio's callback (the carrier could not deliver it). */
  undeliveredCount: z.number().int().min(0).default(0),
  optOutCount: z.number().int().min(0).default(0),
  /** The one payment for the campaign; sending starts only once it is paid. */
  payment: ZSmsCampaignPayment.optional(),
  /** The refund of what was paid for messages never sent (cancelled, or some recipients not texted). */
  refund: ZSmsCampaignRefund.optional(),
  /** Names the current schedule: a task carrying another token (rescheduled, cancelled) does nothing. */
  scheduleToken: z.string().optional(),
});
export type SmsCampaign = z.infer<typeof ZSmsCampaign>;

/** Only a draft's words and audience change; a scheduled one goes back to draft first. */
export function smsCampaignCanEdit(status: SmsCampaignStatus): boolean {
  return status === 'DRAFT';
}

/**
 * The cost to show beside a campaign being written: undefined while there is nobody to text or the
 * text is too long, the domain's cost otherwise (never re-derived by a screen).
 */
export function smsCampaignCostIfSendable(recipients: number, segments: number): SmsCampaignCost | undefined {
  if (recipients < 1 || segments < 1 || segments > MAX_SMS_MESSAGES_PER_CAMPAIGN) return undefined;
  return smsCampaignCost(recipients, segments);
}

/**
 * The refusal when the store has not switched the SMS marketing add-on on (`/add-ons/sms-campaign-settings`):
 * campaigns are not created, changed or sent. Cancelling and refunds still work, so nothing paid is stuck.
 */
export const SMS_MARKETING_OFF_ERROR = {
  httpStatus: 409,
  title: 'SMS marketing is off',
  message:
    'Switch on the SMS marketing add-on for this store to create and send campaigns (Add-ons, SMS campaigns).',
} as const;
