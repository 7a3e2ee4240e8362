/**
 * Marketing consent as Australian law wants it (Spam Act 2003; ACMA's 2024 statement of
 * expectations): express, never pre-ticked, never inferred from a purchase, and provable on request.
 * Each time a customer ticks the box we keep a record of when, where, how (the exact words shown)
 * and from which device; the customer's record holds the latest one. Not ticking the box at a later
 * checkout is not a withdrawal (that comes from an opt-out: a STOP reply or an unsubscribe link).
 */
import { z } from 'zod';
import { ZIsoDateTimeUtc } from '../common/common';

export const MARKETING_CONSENT_SOURCES = ['onlineCheckout', 'tableBooking', 'pos', 'optOut'] as const;
export type MarketingConsentSource = (typeof MARKETING_CONSENT_SOURCES)[number];

export const MARKETING_CHANNELS = ['sms', 'email'] as const;

/** The words next to the checkbox; the same function writes them into the record. */
export function marketingConsentWording(restaurantName: string): string {
  return `Send me news and offers from ${restaurantName} by SMS and email. I can opt out at any time.`;
}

export const ZMarketingConsentRecord = z.object({
  granted: z.boolean(),
  channels: z.array(z.enum(MARKETING_CHANNELS)).max(MARKETING_CHANNELS.length),
  /** Exactly what the customer was shown when they ticked (or what withdrew it). */
  wording: z.string().max(500),
  source: z.enum(MARKETING_CONSENT_SOURCES),
  atIsoDateTimeUtc: ZIsoDateTimeUtc,
  storeId: z.string().max(128).optional(),
  orderId: z.string().max(128).optional(),
  /** Network address and browser the consent came from (ACMA: record the method). */
  ipAddress: z.string().max(64).optional(),
  userAgent: z.string().max(300).optional(),
});
export type MarketingConsentRecord = z.infer<typeof ZMarketingConsentRecord>;

/** The record for a box ticked at online checkout. */
export function checkoutConsentRecord(input: {
  restaurantName: string;
  atIsoDateTimeUtc: string;
  storeId: string;
  orderId: string;
  ipAddress?: string | undefined;
  userAgent?: string | undefined;
}): MarketingConsentRecord {
  return {
    granted: true,
    channels: ['sms', 'email'],
    wording: marketingConsentWording(input.restaurantName),
    source: 'onlineCheckout',
    atIsoDateTimeUtc: input.atIsoDateTimeUtc,
    storeId: input.storeId,
    orderId: input.orderId,
    ...(input.ipAddress ? { ipAddress: input.ipAddress.slice(0, 64) } : {}),
    ...(input.userAgent ? { userAgent: input.userAgent.slice(0, 300) } : {}),
  };
}

/** Whether marketing may be sent to this customer: only on a granted, recorded consent. */
export function hasMarketingConsent(customer: {
  marketingConsent?: MarketingConsentRecord | undefined;
}): boolean {
  return customer.marketingConsent?.granted === true;
}

/**
 * The customer's consent after a new record: a newer record replaces an older one; an older one
 * (an order counted late) changes nothing.
 */
export function latestConsent(
  current: MarketingConsentRecord | undefined,
  incoming: MarketingConsentRecord | undefined,
): MarketingConsentRecord | undefined {
  if (!incoming) return current;
  if (current && current.atIsoDateTimeUtc > incoming.atIsoDateTimeUtc) return current;
  return incoming;
}
