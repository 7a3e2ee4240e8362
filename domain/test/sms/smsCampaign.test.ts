import { describe, expect, it } from 'vitest';
import type { MarketingConsentRecord } from '../../src/customers/marketingConsent';
import { smsCampaignCost } from '../../src/sms/sms';
import {
  type AudienceCustomer,
  canReceiveMarketingSms,
  maskMobile,
  selectSmsAudience,
} from '../../src/sms/smsAudience';
import {
  renderCampaignSms,
  SMS_UNSUBSCRIBE_LINK_MAX_LENGTH,
  smsCampaignLengthReport,
  ZSmsCampaignDraft,
} from '../../src/sms/smsCampaign';

// "\nOpt out: reply STOP or " + the longest link.
const optOutLength = 1 + 'Opt out: reply STOP or '.length + SMS_UNSUBSCRIBE_LINK_MAX_LENGTH;

describe('campaign message length', () => {
  it('counts the opt-out line with its link in every message', () => {
    expect(smsCampaignLengthReport('Hi')).toEqual({
      length: 2 + optOutLength,
      segments: 1,
      remainingCharacters: 160 - 2 - optOutLength,
      withinLimit: true,
    });
  });

  it('is one message up to 160 characters, two up to 306, and refuses more', () => {
    expect(smsCampaignLengthReport('x'.repeat(160 - optOutLength)).segments).toBe(1);
    expect(smsCampaignLengthReport('x'.repeat(161 - optOutLength)).segments).toBe(2);
    expect(smsCampaignLengthReport('x'.repeat(306 - optOutLength)).segments).toBe(2);
    expect(smsCampaignLengthReport('x'.repeat(307 - optOutLength))).toMatchObject({
      segments: 0,
      withinLimit: false,
      remainingCharacters: -1,
    });
  });

  it('counts each placeholder at its longest', () => {
    // {firstName} is 11 characters written, 15 filled in at most.
    expect(smsCampaignLengthReport('Hi {firstName}').length).toBe(3 + 15 + optOutLength);
    expect(smsCampaignLengthReport('{storeName}').length).toBe(30 + optOutLength);
  });

  it('a draft longer than two messages explains what to do', () => {
    const result = ZSmsCampaignDraft.safeParse({
      name: 'Too long',
      audience: { kind: 'allConsenting' },
      body: 'x'.repeat(300),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/longer than two SMS/);
  });
});

describe('rendering one recipient', () => {
  it('fills placeholders and ends with STOP and the link', () => {
    expect(
      renderCampaignSms('Hi {firstName}, 20% off at {storeName} tonight', {
        name: 'Maria Rossi',
        storeName: 'Bella Vista',
        unsubscribeUrl: 'https://x.au/u/abc',
      }),
    ).toBe('Hi Maria, 20% off at Bella Vista tonight\nOpt out: reply STOP or https://x.au/u/abc');
  });

  it('never exceeds what the editor counted', () => {
    const body = `{firstName} {storeName} ${'y'.repeat(200)}`;
    const counted = smsCampaignLengthReport(body).length;
    const text = renderCampaignSms(body, {
      name: 'Bartholomew-Alexander Smith',
      storeName: 'The Very Long Named Pizza Restaurant of Surry Hills',
      unsubscribeUrl: `https://${'h'.repeat(SMS_UNSUBSCRIBE_LINK_MAX_LENGTH - 8)}`,
    });
    expect(text.length).toBeLessThanOrEqual(counted);
  });

  it('refuses a link longer than the room counted for it', () => {
    expect(() =>
      renderCampaignSms('Hi', {
        name: 'A',
        storeName: 'B',
        unsubscribeUrl: 'x'.repeat(SMS_UNSUBSCRIBE_LINK_MAX_LENGTH + 1),
      }),
    ).toThrow(/at most/);
  });
});

describe('campaign cost', () => {
  it('two messages to 1,000 recipients cost 140.72', () => {
    expect(smsCampaignCost(1000, 2).totalInCents).toBe(14072);
  });
});

const granted: MarketingConsentRecord = {
  granted: true,
  channels: ['sms', 'email'],
  wording: 'Send me news',
  source: 'onlineCheckout',
  atIsoDateTimeUtc: '2026-01-01T00:00:00.000Z',
};
const now = new Date('2026-11-27T00:00:00.000Z');

function customer(overrides: Partial<AudienceCustomer>): AudienceCustomer {
  return {
    name: 'Ann',
    mobileNumberE164: '+61400000001',
    marketingConsent: granted,
    previousOrderCount: 1,
    lastOrderIsoDateTimeUtc: '2026-11-20T00:00:00.000Z',
    lastOrderStoreId: 'store-a',
    totalSpentInCents: 5000,
    ...overrides,
  };
}

describe('audiences', () => {
  it('only customers with a granted SMS consent record and a mobile', () => {
    expect(canReceiveMarketingSms(customer({}))).toBe(true);
    expect(canReceiveMarketingSms(customer({ marketingConsent: undefined }))).toBe(false);
    expect(
      canReceiveMarketingSms(
        customer({ marketingConsent: { ...granted, granted: false, source: 'optOut' } }),
      ),
    ).toBe(false);
    expect(canReceiveMarketingSms(customer({ marketingConsent: { ...granted, channels: ['email'] } }))).toBe(
      false,
    );
    expect(canReceiveMarketingSms(customer({ mobileNumberE164: undefined }))).toBe(false);
  });

  it('a purchase alone is not consent: many orders, no record, no text', () => {
    const regular = customer({ marketingConsent: undefined, previousOrderCount: 40 });
    expect(selectSmsAudience([regular], { kind: 'frequent', minOrders: 2 }, now)).toEqual([]);
  });

  it('lapsed: no order in the last N days', () => {
    const recent = customer({
      mobileNumberE164: '+61400000001',
      lastOrderIsoDateTimeUtc: '2026-11-20T00:00:00Z',
    });
    const old = customer({
      mobileNumberE164: '+61400000002',
      lastOrderIsoDateTimeUtc: '2026-09-01T00:00:00Z',
    });
    const never = customer({ mobileNumberE164: '+61400000003', lastOrderIsoDateTimeUtc: undefined });
    expect(selectSmsAudience([recent, old, never], { kind: 'lapsed', days: 30 }, now)).toEqual([old]);
    expect(selectSmsAudience([recent, old], { kind: 'lapsed', days: 7 }, now)).toEqual([recent, old]);
  });

  it('frequent, big spenders and by store narrow the consenting customers', () => {
    const a = customer({ mobileNumberE164: '+61400000001', previousOrderCount: 5, totalSpentInCents: 30000 });
    const b = customer({
      mobileNumberE164: '+61400000002',
      previousOrderCount: 1,
      lastOrderStoreId: 'store-b',
    });
    expect(selectSmsAudience([a, b], { kind: 'frequent', minOrders: 3 }, now)).toEqual([a]);
    expect(selectSmsAudience([a, b], { kind: 'bigSpenders', minSpentInCents: 20000 }, now)).toEqual([a]);
    expect(selectSmsAudience([a, b], { kind: 'byStore', storeId: 'store-b' }, now)).toEqual([b]);
    expect(selectSmsAudience([a, b], { kind: 'allConsenting' }, now)).toEqual([a, b]);
  });

  it('one text per mobile number', () => {
    const a = customer({ name: 'Ann' });
    const b = customer({ name: 'Ann again' });
    expect(selectSmsAudience([a, b], { kind: 'allConsenting' }, now)).toEqual([a]);
  });

  it('masks numbers in the sample', () => {
    expect(maskMobile('+61412345678')).toBe('+614•••••678');
  });
});
