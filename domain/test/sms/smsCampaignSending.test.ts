import { describe, expect, it } from 'vitest';
import {
  attributeOrdersToCampaign,
  customerAfterOnlineOrder,
  customerAfterOrderSpendChange,
  customerAfterPosOrder,
  customerSpendOfOrder,
  inSmsAudience,
  markSmsSenderRegistrationStep,
  mergeCustomerRecords,
  SMS_CAMPAIGN_REFUND_NOTE,
  smsCampaignCost,
  smsCampaignRefundInCents,
  smsCampaignStatusMachine,
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

describe('refunding what was not sent', () => {
  it('pays back the subtotal when nothing went out, never the processor fee', () => {
    // 2 messages to 1,000 recipients: paid 140.72, of which 2.72 is the processor fee.
    expect(smsCampaignCost(1000, 2).totalInCents).toBe(14072);
    expect(smsCampaignRefundInCents(1000, 2, 1000)).toBe(13800);
    // The minimum fee is the subtotal of a small campaign: 0.50 back of 0.81 paid.
    expect(smsCampaignRefundInCents(2, 1, 2)).toBe(50);
  });

  it('pays back the unsent recipients’ share of the subtotal when some were texted', () => {
    expect(smsCampaignRefundInCents(1000, 2, 250)).toBe(3450);
    expect(smsCampaignRefundInCents(3, 1, 1)).toBe(17);
    expect(smsCampaignRefundInCents(1000, 2, 0)).toBe(0);
  });

  it('never pays back more than the subtotal, nor for more recipients than there were', () => {
    for (let unsent = 0; unsent <= 37; unsent += 1)
      expect(smsCampaignRefundInCents(37, 2, unsent)).toBeLessThanOrEqual(
        smsCampaignCost(37, 2).subtotalInCents,
      );
    expect(() => smsCampaignRefundInCents(3, 1, 4)).toThrow(RangeError);
    expect(() => smsCampaignRefundInCents(3, 1, -1)).toThrow(RangeError);
  });

  it('lets a scheduled campaign be cancelled (archived) before it goes out', () => {
    expect(smsCampaignStatusMachine.canTransition('SCHEDULED', 'ARCHIVED')).toBe(true);
    expect(smsCampaignStatusMachine.canTransition('ARCHIVED', 'DRAFT')).toBe(false);
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

  it('an order is worth its total less refunds: a website order’s settled refunds, a POS order’s', () => {
    expect(customerSpendOfOrder({ source: 'website', cart: { grandTotal: 20_000 } })).toBe(20_000);
    expect(
      customerSpendOfOrder({
        source: 'website',
        cart: { grandTotal: 20_000 },
        refundTotals: { refundedInCents: 5_000 },
      }),
    ).toBe(15_000);
    expect(
      customerSpendOfOrder({ source: 'pos', cart: { grandTotal: 6_000 }, refundAmountInCents: 6_500 }),
    ).toBe(0);
  });

  it('a refund moves the total by the difference once; a POS order of a known customer counts', () => {
    const consent = {
      granted: true,
      channels: ['sms' as const],
      wording: 'Offers by SMS',
      source: 'onlineCheckout' as const,
      atIsoDateTimeUtc: '2026-11-01T00:00:00.000Z',
    };
    const first = { ...customerAfterOnlineOrder(undefined, order('a', 20_000)), marketingConsent: consent };
    const refunded = customerAfterOrderSpendChange(first, 'a', 15_000);
    expect(refunded.totalSpentInCents).toBe(15_000);
    expect(customerAfterOrderSpendChange(refunded, 'a', 15_000)).toBe(refunded);
    expect(customerAfterOrderSpendChange(refunded, 'unknown', 0)).toBe(refunded);
    const withPos = customerAfterPosOrder(refunded, {
      orderId: 'p',
      placedIsoDateTimeUtc: '2026-11-29T10:00:00.000Z',
      storeId: 'bondi',
      spendInCents: 6_000,
    });
    expect(withPos).toMatchObject({
      previousOrderCount: 1,
      previousPosOrderCount: 1,
      totalSpentInCents: 21_000,
    });
    expect(inSmsAudience(withPos, { kind: 'frequent', minOrders: 2 }, now)).toBe(true);
    expect(inSmsAudience(refunded, { kind: 'bigSpenders', minSpentInCents: 20_000 }, now)).toBe(false);
    expect(inSmsAudience(withPos, { kind: 'bigSpenders', minSpentInCents: 20_000 }, now)).toBe(true);
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
