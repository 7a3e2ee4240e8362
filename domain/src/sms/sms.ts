import { type Cents, roundCents } from '../money/money';

/**
 * SMS campaign rules (SPEC.md sections 5 and 9): message length and the cost of a campaign.
 * Characters are counted as the text field counts them (UTF-16 code units, like `maxLength`).
 */

/** Appended to every campaign message on its own line, and counted in the length. */
export const SMS_OPT_OUT_TEXT = 'Reply STOP to opt out';
const OPT_OUT_SEPARATOR = '\n';

/** One message holds 160 characters; two joined messages hold 306 (2 × 153, after the joining headers). */
export const SMS_SINGLE_MESSAGE_LIMIT = 160;
export const SMS_TWO_MESSAGE_LIMIT = 306;
export const MAX_SMS_MESSAGES_PER_CAMPAIGN = 2;

export function smsMessageWithOptOut(body: string): string {
  return `${body}${OPT_OUT_SEPARATOR}${SMS_OPT_OUT_TEXT}`;
}

export interface SmsLengthReport {
  /** Characters including the opt-out prompt. */
  length: number;
  /** Messages each recipient receives: 1 or 2; 0 when the text is too long to send. */
  segments: number;
  /** Characters left before the next limit (negative: how many to cut to fit two messages). */
  remainingCharacters: number;
  withinLimit: boolean;
}

export function smsLengthReport(body: string): SmsLengthReport {
  const length = smsMessageWithOptOut(body).length;
  if (length <= SMS_SINGLE_MESSAGE_LIMIT) {
    return { length, segments: 1, remainingCharacters: SMS_SINGLE_MESSAGE_LIMIT - length, withinLimit: true };
  }
  const withinLimit = length <= SMS_TWO_MESSAGE_LIMIT;
  return {
    length,
    segments: withinLimit ? 2 : 0,
    remainingCharacters: SMS_TWO_MESSAGE_LIMIT - length,
    withinLimit,
  };
}

/** 0.069 dollars per message, GST inclusive: 69 tenths of a cent, kept exact until the final rounding. */
export const SMS_PRICE_PER_MESSAGE_IN_TENTHS_OF_CENT = 69;
export const SMS_MINIMUM_CAMPAIGN_FEE_IN_CENTS = 50;
/** Card processor fee on the campaign payment: 1.75 % (175 basis points) plus 30 cents. */
export const SMS_PROCESSOR_FEE_BASIS_POINTS = 175;
export const SMS_PROCESSOR_FIXED_FEE_IN_CENTS = 30;

export interface SmsCampaignCost {
  messageCount: number;
  /** recipients × segments × 0.069, rounded to the cent. */
  messagesCostInCents: Cents;
  /** The messages cost, or the 0.50 minimum fee when that is higher. */
  subtotalInCents: Cents;
  minimumFeeApplied: boolean;
  /** round(subtotal × 1.75 %) + 0.30. */
  processorFeeInCents: Cents;
  totalInCents: Cents;
}

/**
 * Cost of a campaign. The processor fee is added on top of the subtotal, rounded half up to the cent:
 *   total = subtotal + round(subtotal × 0.0175) + 0.30
 * Two messages to 1,000 recipients: 2,000 × 0.069 = 138.00; 138.00 × 0.0175 = 2.415 → 2.42;
 * 138.00 + 2.42 + 0.30 = 140.72, the spec's example. (Grossing up instead, (138.00 + 0.30) / 0.9825,
 * gives 140.76, so the spec's figure is a plain surcharge.)
 */
export function smsCampaignCost(recipients: number, segments: number): SmsCampaignCost {
  if (!Number.isSafeInteger(recipients) || recipients < 1) {
    throw new RangeError(`A campaign needs at least one recipient, got ${recipients}`);
  }
  if (!Number.isInteger(segments) || segments < 1 || segments > MAX_SMS_MESSAGES_PER_CAMPAIGN) {
    throw new RangeError(`A campaign message is 1 or ${MAX_SMS_MESSAGES_PER_CAMPAIGN} SMS, got ${segments}`);
  }
  const messageCount = recipients * segments;
  const messagesCostInCents = roundCents((messageCount * SMS_PRICE_PER_MESSAGE_IN_TENTHS_OF_CENT) / 10);
  const minimumFeeApplied = messagesCostInCents < SMS_MINIMUM_CAMPAIGN_FEE_IN_CENTS;
  const subtotalInCents = minimumFeeApplied ? SMS_MINIMUM_CAMPAIGN_FEE_IN_CENTS : messagesCostInCents;
  const processorFeeInCents =
    roundCents((subtotalInCents * SMS_PROCESSOR_FEE_BASIS_POINTS) / 10_000) +
    SMS_PROCESSOR_FIXED_FEE_IN_CENTS;
  return {
    messageCount,
    messagesCostInCents,
    subtotalInCents,
    minimumFeeApplied,
    processorFeeInCents,
    totalInCents: subtotalInCents + processorFeeInCents,
  };
}
