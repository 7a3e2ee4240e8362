import { describe, expect, it } from 'vitest';
import {
  BUSINESS_DAY_START_HOURS,
  businessDayStartLabel,
  orderContribution,
  reportClockKey,
  rollupWritesFor,
  shouldApplyOrderWrite,
  ZBusinessDayChangeRequest,
} from '../../src/reports';

const SYDNEY = 'Australia/Sydney';

describe('business-day change request', () => {
  it('takes a start hour from midnight to noon with an explicit yes to the recount', () => {
    expect(ZBusinessDayChangeRequest.parse({ businessDayStartHour: 5, rebuildReports: true })).toEqual({
      businessDayStartHour: 5,
      rebuildReports: true,
    });
    expect(
      ZBusinessDayChangeRequest.safeParse({ businessDayStartHour: 13, rebuildReports: true }).success,
    ).toBe(false);
    expect(
      ZBusinessDayChangeRequest.safeParse({ businessDayStartHour: 2.5, rebuildReports: true }).success,
    ).toBe(false);
    expect(ZBusinessDayChangeRequest.safeParse({ businessDayStartHour: 4 }).success).toBe(false);
    expect(
      ZBusinessDayChangeRequest.safeParse({ businessDayStartHour: 4, rebuildReports: true, extra: 1 })
        .success,
    ).toBe(false);
  });

  it('names every choice the editor offers', () => {
    expect(BUSINESS_DAY_START_HOURS).toHaveLength(13);
    expect(BUSINESS_DAY_START_HOURS.map(businessDayStartLabel)).toEqual([
      'Midnight',
      '1 AM',
      '2 AM',
      '3 AM',
      '4 AM',
      '5 AM',
      '6 AM',
      '7 AM',
      '8 AM',
      '9 AM',
      '10 AM',
      '11 AM',
      'Noon',
    ]);
  });
});

describe('re-applying an order after the clock changed', () => {
  const fourAm = reportClockKey({ timezone: SYDNEY });
  const sixAm = reportClockKey({ timezone: SYDNEY, businessDayStartHour: 6 });
  const stored = { sourceUpdateTime: '2026-01-02T10:00:00.000000Z', lastEventId: 'e1', clockKey: fourAm };

  it('keys clocks by timezone and start hour, 4 AM when unset', () => {
    expect(fourAm).toBe('Australia/Sydney@4');
    expect(reportClockKey({ timezone: SYDNEY, businessDayStartHour: 4 })).toBe(fourAm);
    expect(sixAm).not.toBe(fourAm);
  });

  it('skips a redelivery and an older write under the same clock', () => {
    expect(
      shouldApplyOrderWrite(stored, { writeTime: stored.sourceUpdateTime, eventId: 'e1', clockKey: fourAm }),
    ).toBe(false);
    expect(
      shouldApplyOrderWrite(stored, {
        writeTime: stored.sourceUpdateTime,
        eventId: 'rebuild',
        clockKey: fourAm,
      }),
    ).toBe(false);
    expect(
      shouldApplyOrderWrite(stored, {
        writeTime: '2026-01-02T09:00:00.000000Z',
        eventId: 'e0',
        clockKey: sixAm,
      }),
    ).toBe(false);
  });

  it('applies a newer write, a first write, and the same write under a new clock', () => {
    expect(shouldApplyOrderWrite(undefined, { writeTime: 'x', eventId: 'e1', clockKey: fourAm })).toBe(true);
    expect(
      shouldApplyOrderWrite(stored, {
        writeTime: '2026-01-02T11:00:00.000000Z',
        eventId: 'e2',
        clockKey: fourAm,
      }),
    ).toBe(true);
    expect(
      shouldApplyOrderWrite(stored, { writeTime: stored.sourceUpdateTime, eventId: 'e1', clockKey: sixAm }),
    ).toBe(true);
    const { clockKey: _, ...older } = stored;
    expect(
      shouldApplyOrderWrite(older, { writeTime: stored.sourceUpdateTime, eventId: 'e1', clockKey: fourAm }),
    ).toBe(true);
  });

  it('moves a 5 AM sale from its own day to the night before when the day starts at 6 AM', () => {
    const order = {
      id: 'o1',
      source: 'website',
      placedIsoDateTimeUtc: '2026-01-02T18:30:00.000Z', // 5:30 AM on 3 January in Sydney
      status: { code: 'accepted' },
      cart: {
        items: [
          {
            id: 'l1',
            categoryId: 'sides',
            selection: { type: 'basic', specId: 'wedges', quantity: 1 },
            summary: { name: 'Wedges', price: 2000, quantity: 1 },
          },
        ],
        collection: { type: 'pickup' },
        paymentType: 'stripe',
        itemTotal: 2000,
        grandTotal: 2000,
      },
      totals: { itemTotal: 2000, discount: 0, charges: 0, grandTotal: 2000, gst: 182 },
      refundTotals: { refundedInCents: 0, pendingInCents: 0 },
    };
    const before = orderContribution(order, { timezone: SYDNEY });
    const after = orderContribution(order, { timezone: SYDNEY, businessDayStartHour: 6 });
    if (!before || !after) throw new Error('the order counts');
    expect(before.businessDate).toBe('2026-01-03');
    expect(after.businessDate).toBe('2026-01-02');
    const writes = rollupWritesFor('o1', before, after);
    const days = writes.filter((write) => write.kind === 'day').map((write) => write.period);
    expect(days.sort()).toEqual(['2026-01-02', '2026-01-03']);
  });
});
