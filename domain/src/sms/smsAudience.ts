import { differenceInCalendarDays } from 'date-fns';
import { customerOrderCount } from '../customers/customerSpend';
import type { MarketingConsentRecord } from '../customers/marketingConsent';
import type { SmsAudience } from './smsCampaign';

/** What of a customer record the audience rules read. */
export interface AudienceCustomer {
  name?: string | undefined;
  mobileNumberE164?: string | undefined;
  marketingConsent?: MarketingConsentRecord | undefined;
  previousOrderCount?: number | undefined;
  previousGoogleOrderCount?: number | undefined;
  previousPosOrderCount?: number | undefined;
  lastOrderIsoDateTimeUtc?: string | undefined;
  lastOrderStoreId?: string | undefined;
  totalSpentInCents?: number | undefined;
}

/**
 * Whether the customer may be texted at all: a granted consent record that covers SMS (a purchase is
 * not consent in Australia, ACMA) and a mobile number. An opt-out is a record with granted false.
 */
export function canReceiveMarketingSms(customer: AudienceCustomer): boolean {
  const consent = customer.marketingConsent;
  return (
    consent?.granted === true &&
    consent.channels.includes('sms') &&
    typeof customer.mobileNumberE164 === 'string' &&
    customer.mobileNumberE164.length > 0
  );
}

/**
 * Whether a customer is in the audience at `now`. Every kind starts from the consenting customers;
 * the kind only narrows it. Lapsed: no order in the last N days (a customer who never ordered is not
 * lapsed). Frequent: at least N orders on any channel (website, Google, POS as a known customer). Big
 * spenders: spent at least the amount, refunds taken off (`totalSpentInCents`). By store: their
 * latest order was at that store.
 */
export function inSmsAudience(customer: AudienceCustomer, audience: SmsAudience, now: Date): boolean {
  if (!canReceiveMarketingSms(customer)) return false;
  switch (audience.kind) {
    case 'allConsenting':
      return true;
    case 'lapsed': {
      if (!customer.lastOrderIsoDateTimeUtc) return false;
      return differenceInCalendarDays(now, new Date(customer.lastOrderIsoDateTimeUtc)) >= audience.days;
    }
    case 'frequent':
      return customerOrderCount(customer) >= audience.minOrders;
    case 'bigSpenders':
      return (customer.totalSpentInCents ?? 0) >= audience.minSpentInCents;
    case 'byStore':
      return customer.lastOrderStoreId === audience.storeId;
  }
}

/**
 * The recipients of a campaign: one per mobile number (two records with one number get one text),
 * in the order given.
 */
export function selectSmsAudience<T extends AudienceCustomer>(
  customers: readonly T[],
  audience: SmsAudience,
  now: Date,
): T[] {
  const seen = new Set<string>();
  const chosen: T[] = [];
  for (const customer of customers) {
    if (!inSmsAudience(customer, audience, now)) continue;
    const mobile = customer.mobileNumberE164 as string;
    if (seen.has(mobile)) continue;
    seen.add(mobile);
    chosen.push(customer);
  }
  return chosen;
}

/** A number shown in a sample without giving it away: +61 4•• ••• 678. */
export function maskMobile(mobile: string): string {
  if (mobile.length < 6) return '•••';
  return `${mobile.slice(0, 4)}${'•'.repeat(mobile.length - 7)}${mobile.slice(-3)}`;
}
