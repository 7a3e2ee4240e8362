import { describe, expect, it } from 'vitest';
import {
  attributeOrdersToCampaign,
  customerAfterOnlineOrder,
  markSmsSenderRegistrationStep,
  mergeCustomerRecords,
  SMS_CAMPAIGN_REFUND_NOTE,
  smsScheduleProblem,
  smsSenderRegistrationProgress,
  ZSmsCampaignSendRequest,
  ZSmsSenderRegistration,
} from '../../src';

const now = new Date('2026-11-27T10:00:00.000Z');

describe('paying and scheduling a campaign', () => {
  it('says the refund note of the spec', () => {
    expect(SMS_CAMPAIGN_REFUND_NOTE).toBe(
      'Refunds take about 5-10 business days; the processor fee is not refunded.',
    );
  });

  it('takes now, or a time from a minute to 30 days ahead', () => {
    expect(smsScheduleProblem({ kind: 'now' }, now)).toBeUndefined();
    const at = (ms: number) => ({
      kind: 'at' as const,
      scheduledIsoDateTimeUtc: new Date(now.getTime() + ms).toISOString(),
    });
    expect(smsScheduleProblem(at(30_000), now)).toMatch(/at least a minute/);
    expect(smsScheduleProblem(at(-60_000), now)).toMatch(/at least a minute/);
    expect(smsScheduleProblem(at(2 * 3600_000), now)).toBeUndefined();
    expect(smsScheduleProblem(at(31 * 24 * 3600_000), now)).toMatch(/30 days/);
  });

  it('a send request names the confirmed total and when; the card is optional once paid', () => {
    expect(
      ZSmsCampaignSendRequest.safeParse({ confirmedTotalInCents: 14072, when: { kind: 'now' } }).success,
    ).toBe(true);
    expect(ZSmsCampaignSendRequest.safeParse({ when: { kind: 'now' } }).success).toBe(false);
    expect(
      ZSmsCampaignSendRequest.safeParse({
        confirmedTotalInCents: 1,
        when: { kind: 'at', scheduledIsoDateTimeUtc: 'soon' },
      }).success,
    ).toBe(false);
  });
});

describe('attribution', () => {
  const sent = new Map([
    ['+61400000001', '2026-11-20T09:00:00.000Z'],
    ['+61400000002', '2026-11-20T09:05:00.000Z'],
  ]);

  it('counts orders of recipients placed after their text and within 7 days, with their totals', () => {
    const result = attributeOrdersToCampaign(sent, [
      { mobile: '+61400000001', placedIsoDateTimeUtc: '2026-11-20T12:00:00.000Z', totalInCents: 3500 },
      { mobile: '+61400000001', placedIsoDateTimeUtc: '2026-11-26T12:00:00.000Z', totalInCents: 1500 },
      // Before the text, after 7 days, and someone who was not texted: none count.
      { mobile: '+61400000002', placedIsoDateTimeUtc: '2026-11-20T09:00:00.000Z', totalInCents: 999 },
      { mobile: '+61400000002', placedIsoDateTimeUtc: '2026-11-27T09:05:01.000Z', totalInCents: 999 },
      { mobile: '+61400000003', placedIsoDateTimeUtc: '2026-11-21T09:00:00.000Z', totalInCents: 999 },
    ]);
    expect(result).toEqual({ orderCount: 2, totalInCents: 5000, customerCount: 1 });
  });

  it('counts the last moment of the 7 days', () => {
    expect(
      attributeOrdersToCampaign(sent, [
        { mobile: '+61400000002', placedIsoDateTimeUtc: '2026-11-27T09:05:00.000Z', totalInCents: 700 },
      ]).orderCount,
    ).toBe(1);
  });
});

describe('what a customer spent (big spenders)', () => {
  const order = (orderId: string, totalInCents: number) => ({
    orderId,
    name: 'Ann Lee',
    mobile: '+61400000001',
    email: 'ann@example.com',
    marketingConsent: false,
    placedIsoDateTimeUtc: `2026-11-2${orderId.length}T10:00:00.000Z`,
    storeId: 'bondi',
    totalInCents,
  });

  it('adds each order’s total once, also an older order counted late', () => {
    const first = customerAfterOnlineOrder(undefined, order('a', 4250));
    const second = customerAfterOnlineOrder(first, order('bb', 1000));
    expect(second.totalSpentInCents).toBe(5250);
    const olderLate = customerAfterOnlineOrder(second, {
      ...order('c', 300),
      placedIsoDateTimeUtc: '2026-01-01T00:00:00.000Z',
    });
    expect(olderLate.totalSpentInCents).toBe(5550);
  });

  it('merged records add what both spent', () => {
    const a = customerAfterOnlineOrder(undefined, order('a', 4250));
    const b = customerAfterOnlineOrder(undefined, order('bb', 1000));
    expect(mergeCustomerRecords(a, b).totalSpentInCents).toBe(5250);
  });
});

describe('sender registration', () => {
  it('marks a step done with its time, and undone', () => {
    const fresh = ZSmsSenderRegistration.parse({});
    const marked = markSmsSenderRegistrationStep(
      fresh,
      { step: 'thirdPartyLetter', done: true },
      now.toISOString(),
    );
    expect(marked.thirdPartyLetter).toEqual({ done: true, doneIsoDateTimeUtc: now.toISOString() });
    expect(smsSenderRegistrationProgress(marked)).toEqual({ done: 1, total: 5, approved: false });
    const undone = markSmsSenderRegistrationStep(
      marked,
      { step: 'thirdPartyLetter', done: false },
      now.toISOString(),
    );
    expect(undone.thirdPartyLetter).toEqual({ done: false });
    const approved = markSmsSenderRegistrationStep(
      undone,
      { step: 'confirmApproval', done: true },
      now.toISOString(),
    );
    expect(smsSenderRegistrationProgress(approved).approved).toBe(true);
  });
});
