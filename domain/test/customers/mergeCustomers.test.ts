import { describe, expect, it } from 'vitest';
import {
  guestCustomerKeysForPhone,
  mergeCustomerRecords,
  type StoredCustomer,
  ZStoredCustomer,
} from '../../src';

const customer = (fields: Record<string, unknown>): StoredCustomer => ZStoredCustomer.parse(fields);

const consent = (granted: boolean, at: string) => ({
  granted,
  channels: ['email'],
  wording: 'Send me offers',
  source: 'onlineCheckout',
  atIsoDateTimeUtc: at,
  storeId: 'bondi',
  orderId: 'o',
});

describe('merging customer records of one person', () => {
  const account = customer({
    name: 'Mia Chen',
    previousOrderCount: 3,
    previousPosOrderCount: 1,
    unverifiedEmail: 'mia@example.com',
    mobileNumberE164: '+61412345678',
    phoneNumberE164: '+61412345678',
    lastOrderIsoDateTimeUtc: '2026-01-05T09:00:00.000Z',
    lastOrderStoreId: 'bondi',
    countedOrderIds: ['a1', 'a2', 'shared'],
    marketingConsent: consent(false, '2026-01-05T09:00:00.000Z'),
    isMarketingConsentCollectionEnabled: false,
  });
  const guest = customer({
    name: 'Mia C',
    previousOrderCount: 2,
    unverifiedEmail: 'mia.work@example.com',
    mobileNumberE164: '+61412345678',
    lastOrderIsoDateTimeUtc: '2026-02-01T09:00:00.000Z',
    lastOrderStoreId: 'manly',
    countedOrderIds: ['g1', 'shared'],
    marketingConsent: consent(true, '2026-02-01T09:00:00.000Z'),
    isMarketingConsentCollectionEnabled: true,
  });

  it('adds the counts, counting an order both records saw once', () => {
    const merged = mergeCustomerRecords(account, guest);
    expect(merged.previousOrderCount).toBe(4);
    expect(merged.previousPosOrderCount).toBe(1);
    expect([...merged.countedOrderIds].sort()).toEqual(['a1', 'a2', 'g1', 'shared']);
  });

  it('takes the newer details and keeps the older ones as previous, and the latest consent', () => {
    const merged = mergeCustomerRecords(account, guest);
    expect(merged.name).toBe('Mia C');
    expect(merged.previousNames).toEqual(['Mia Chen']);
    expect(merged.unverifiedEmail).toBe('mia.work@example.com');
    expect(merged.previousUnverifiedEmails).toEqual(['mia@example.com']);
    expect(merged.phoneNumberE164).toBe('+61412345678');
    expect(merged.lastOrderStoreId).toBe('manly');
    expect(merged.marketingConsent?.granted).toBe(true);
    expect(merged.isMarketingConsentCollectionEnabled).toBe(true);
  });

  it('is the same whichever side is newer, and a missing account record takes the guest’s', () => {
    const older = mergeCustomerRecords(guest, account);
    expect(older.previousOrderCount).toBe(4);
    expect(older.name).toBe('Mia C');
    expect(mergeCustomerRecords(undefined, guest)).toEqual(guest);
  });

  it('without any consent record, marketing stays off unless both records had it on', () => {
    const a = customer({ isMarketingConsentCollectionEnabled: true });
    const b = customer({ isMarketingConsentCollectionEnabled: false });
    expect(mergeCustomerRecords(a, b).isMarketingConsentCollectionEnabled).toBe(false);
  });

  it('knows the guest record key a verified phone owns', () => {
    expect(guestCustomerKeysForPhone('+61412345678')).toEqual(['guest:+61412345678']);
    expect(guestCustomerKeysForPhone(undefined)).toEqual([]);
  });
});
