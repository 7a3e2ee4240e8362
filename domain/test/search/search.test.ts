import { describe, expect, it } from 'vitest';
import {
  customerSearchRecord,
  facetValue,
  orderSearchRecord,
  restaurantSearchRecord,
  restaurantSearchRestriction,
  SEARCH_INDEX_SETTINGS,
  SEARCH_INDICES,
  smsRecipientsSearchRestriction,
  superAdminSearchRestriction,
} from '../../src/search';

describe('search records', () => {
  it('a restaurant: its name, country and suburb; none without a name', () => {
    expect(
      restaurantSearchRecord('demo', {
        name: ' Bella Vista ',
        country: { code: 'AU' },
        timezone: 'Australia/Sydney',
        address: { suburb: 'Bondi' },
      }),
    ).toEqual({
      objectID: 'demo',
      restaurantId: 'demo',
      name: 'Bella Vista',
      countryCode: 'AU',
      timezone: 'Australia/Sydney',
      suburbs: ['Bondi'],
    });
    expect(restaurantSearchRecord('demo', { name: '  ' })).toBeUndefined();
    expect(restaurantSearchRecord('demo', undefined)).toBeUndefined();
  });

  it('a customer: tenant, stores ordered at (kept), contact and consent', () => {
    const record = customerSearchRecord(
      'r1',
      'phone:+61400000001',
      {
        name: 'Jo Citizen',
        mobileNumberE164: '+61400000001',
        unverifiedEmail: 'jo@example.com',
        lastOrderStoreId: 'bondi',
        lastOrderIsoDateTimeUtc: '2026-01-02T03:04:05.000Z',
        marketingConsent: { granted: true },
      },
      ['surry-hills'],
    );
    expect(record).toEqual({
      objectID: 'r1~phone:+61400000001',
      restaurantId: 'r1',
      customerKey: 'phone:+61400000001',
      name: 'Jo Citizen',
      mobile: '+61400000001',
      email: 'jo@example.com',
      storeIds: ['bondi', 'surry-hills'],
      marketingConsent: true,
      lastOrderIsoDateTimeUtc: '2026-01-02T03:04:05.000Z',
    });
    expect(customerSearchRecord('r1', 'k', { name: 'A' })?.marketingConsent).toBe(false);
    expect(customerSearchRecord('r1', 'k', undefined)).toBeUndefined();
  });

  it('an order: its number, customer, status and money, keyed by tenant and store', () => {
    const record = orderSearchRecord(
      { restaurantId: 'r1', storeId: 's1', orderId: 'o1' },
      {
        displayNumber: '42',
        placedIsoDateTimeUtc: '2026-01-02T03:04:05.000Z',
        customer: { name: 'Jo', mobile: '+61400000001' },
        status: { code: 'accepted' },
        source: 'website',
        cart: { collection: { type: 'pickup' }, grandTotal: 999 },
        totals: { grandTotal: 1234 },
      },
    );
    expect(record).toMatchObject({
      objectID: 'r1~s1~o1',
      restaurantId: 'r1',
      storeId: 's1',
      displayNumber: '42',
      customerName: 'Jo',
      collectionType: 'pickup',
      grandTotalInCents: 1234,
      placedAt: Math.floor(Date.parse('2026-01-02T03:04:05.000Z') / 1000),
    });
    expect(record).not.toHaveProperty('status');
    expect(orderSearchRecord({ restaurantId: 'r', storeId: 's', orderId: 'o' }, undefined)).toBeUndefined();
    expect(
      orderSearchRecord(
        { restaurantId: 'r', storeId: 's', orderId: 'o' },
        { status: { code: 'processingPayment' } },
      ),
    ).toBeUndefined();
  });
});

describe('key restrictions', () => {
  it('quotes tenant ids so an id can never widen the filter', () => {
    expect(facetValue('abc')).toBe('"abc"');
    expect(facetValue('a" OR restaurantId:"b')).toBe('"a\\" OR restaurantId:\\"b"');
  });

  it('each key is limited to its indices and its tenant', () => {
    expect(superAdminSearchRestriction()).toEqual({ indices: [...SEARCH_INDICES] });
    expect(restaurantSearchRestriction('r1')).toEqual({
      indices: ['orders', 'customers'],
      filters: 'restaurantId:"r1"',
    });
    expect(smsRecipientsSearchRestriction('r1', 's1')).toEqual({
      indices: ['customers'],
      filters: 'restaurantId:"r1" AND storeIds:"s1" AND marketingConsent:true',
    });
  });

  it('every filtered attribute is declared for faceting', () => {
    expect(SEARCH_INDEX_SETTINGS.customers.attributesForFaceting.join(' ')).toContain('storeIds');
    expect(SEARCH_INDEX_SETTINGS.orders.attributesForFaceting.join(' ')).toContain('restaurantId');
  });
});
