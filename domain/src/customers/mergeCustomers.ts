/**
 * One record per person per restaurant: when a guest proves who they are (signs in with a texted
 * code, or with an email account whose address is verified), the records their guest sessions built
 * up are merged into their account's record. Orders counted in both are counted once; the details of
 * the newer record are current and the older ones are kept in the `previous…` lists; the latest
 * consent record wins, as it does for orders.
 */
import type { StoredCustomer } from '../onlineOrdering/onlineOrderDocument';
import { latestConsent } from './marketingConsent';

const MAX_PREVIOUS = 10;
const MAX_COUNTED_ORDER_IDS = 20;

function unique(values: readonly (string | undefined)[], exclude: string, limit: number): string[] {
  const seen = new Set<string>();
  for (const value of values) {
    if (!value || value.trim() === '' || value === exclude) continue;
    seen.add(value);
  }
  return [...seen].slice(0, limit);
}

/** `into` absorbs `from`; either may be the newer. Counts are never lost nor doubled. */
export function mergeCustomerRecords(into: StoredCustomer | undefined, from: StoredCustomer): StoredCustomer {
  if (!into) return from;
  const fromIsNewer = (from.lastOrderIsoDateTimeUtc ?? '') > (into.lastOrderIsoDateTimeUtc ?? '');
  const [newer, older] = fromIsNewer ? [from, into] : [into, from];
  // Order ids both records counted (the same order seen twice) count once.
  const overlap = from.countedOrderIds.filter((id) => into.countedOrderIds.includes(id)).length;
  const marketingConsent = latestConsent(into.marketingConsent, from.marketingConsent);
  const phoneNumberE164 = into.phoneNumberE164 ?? from.phoneNumberE164;
  const mobileNumberE164 = newer.mobileNumberE164 ?? older.mobileNumberE164;
  const lastOrderIsoDateTimeUtc = newer.lastOrderIsoDateTimeUtc ?? older.lastOrderIsoDateTimeUtc;
  const lastOrderStoreId = newer.lastOrderStoreId ?? older.lastOrderStoreId;
  return {
    ...older,
    ...newer,
    name: newer.name || older.name,
    previousNames: unique(
      [older.name, ...newer.previousNames, ...older.previousNames],
      newer.name || older.name,
      MAX_PREVIOUS,
    ),
    previousOrderCount: into.previousOrderCount + from.previousOrderCount - overlap,
    // Spending of an order counted in both is not kept apart, so it counts twice; rare (one order, two records).
    ...(into.totalSpentInCents !== undefined || from.totalSpentInCents !== undefined
      ? { totalSpentInCents: (into.totalSpentInCents ?? 0) + (from.totalSpentInCents ?? 0) }
      : {}),
    previousGoogleOrderCount: into.previousGoogleOrderCount + from.previousGoogleOrderCount,
    previousPosOrderCount: into.previousPosOrderCount + from.previousPosOrderCount,
    unverifiedEmail: newer.unverifiedEmail || older.unverifiedEmail,
    previousUnverifiedEmails: unique(
      [older.unverifiedEmail, ...newer.previousUnverifiedEmails, ...older.previousUnverifiedEmails],
      newer.unverifiedEmail || older.unverifiedEmail,
      MAX_PREVIOUS,
    ),
    ...(mobileNumberE164 ? { mobileNumberE164 } : {}),
    ...(phoneNumberE164 ? { phoneNumberE164 } : {}),
    ...(marketingConsent ? { marketingConsent } : {}),
    isMarketingConsentCollectionEnabled: marketingConsent
      ? marketingConsent.granted
      : into.isMarketingConsentCollectionEnabled && from.isMarketingConsentCollectionEnabled,
    ...(lastOrderIsoDateTimeUtc ? { lastOrderIsoDateTimeUtc } : {}),
    ...(lastOrderStoreId ? { lastOrderStoreId } : {}),
    countedOrderIds: unique([...newer.countedOrderIds, ...older.countedOrderIds], '', MAX_COUNTED_ORDER_IDS),
    countedSpendInCents: { ...older.countedSpendInCents, ...newer.countedSpendInCents },
  };
}

/**
 * The customer-record keys that belong to a person who just proved a phone number: the record a
 * guest with no session built under `guest:{mobile}` (see onlineCustomerKey).
 */
export function guestCustomerKeysForPhone(verifiedPhoneE164: string | undefined): string[] {
  return verifiedPhoneE164 ? [`guest:${verifiedPhoneE164}`] : [];
}
