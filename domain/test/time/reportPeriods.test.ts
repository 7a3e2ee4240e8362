import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REPORT_PERIOD_KINDS,
  REPORT_PERIOD_LABELS,
  type ReportPeriod,
  reportPeriodLocalDates,
  reportPeriodRange,
  ZReportPeriod,
} from '../../src/time/reportPeriods';

const SYDNEY = 'Australia/Sydney';
// Wednesday 9 April 2025, 3 PM in Sydney (UTC+10, just after DST ended on Sunday 6 April).
const now = new Date('2025-04-09T05:00:00Z');
const range = (period: ReportPeriod, when = now) => reportPeriodRange(period, when, SYDNEY);

describe('report periods', () => {
  it('labels every period kind', () => {
    expect(Object.keys(REPORT_PERIOD_LABELS)).toEqual([...REPORT_PERIOD_KINDS]);
  });

  it('today and yesterday run midnight to midnight on the store clock', () => {
    expect(range({ kind: 'today' })).toEqual({
      fromUtcIso: '2025-04-08T14:00:00.000Z',
      toUtcIso: '2025-04-09T14:00:00.000Z',
    });
    expect(range({ kind: 'yesterday' })).toEqual({
      fromUtcIso: '2025-04-07T14:00:00.000Z',
      toUtcIso: '2025-04-08T14:00:00.000Z',
    });
  });

  it('last 24 hours ends now', () => {
    expect(range({ kind: 'last24Hours' })).toEqual({
      fromUtcIso: '2025-04-08T05:00:00.000Z',
      toUtcIso: '2025-04-09T05:00:00.000Z',
    });
  });

  it('weeks run Monday to Sunday, and last week spans the 25-hour DST Sunday', () => {
    expect(range({ kind: 'week' })).toEqual({
      fromUtcIso: '2025-04-06T14:00:00.000Z', // Monday 7 April 00:00 AEST
      toUtcIso: '2025-04-13T14:00:00.000Z',
    });
    const lastWeek = range({ kind: 'lastWeek' });
    expect(lastWeek).toEqual({
      fromUtcIso: '2025-03-30T13:00:00.000Z', // Monday 31 March 00:00 AEDT
      toUtcIso: '2025-04-06T14:00:00.000Z',
    });
    expect((Date.parse(lastWeek.toUtcIso) - Date.parse(lastWeek.fromUtcIso)) / 3_600_000).toBe(7 * 24 + 1);
  });

  it('on a Sunday the week is the one ending today', () => {
    const sunday = new Date('2025-04-06T02:00:00Z');
    expect(range({ kind: 'week' }, sunday).fromUtcIso).toBe('2025-03-30T13:00:00.000Z');
  });

  it('months are calendar months, including last month across a new year', () => {
    expect(range({ kind: 'month' })).toEqual({
      fromUtcIso: '2025-03-31T13:00:00.000Z',
      toUtcIso: '2025-04-30T14:00:00.000Z',
    });
    expect(range({ kind: 'lastMonth' })).toEqual({
      fromUtcIso: '2025-02-28T13:00:00.000Z',
      toUtcIso: '2025-03-31T13:00:00.000Z',
    });
    expect(range({ kind: 'lastMonth' }, new Date('2025-01-15T00:00:00Z')).fromUtcIso).toBe(
      '2024-11-30T13:00:00.000Z',
    );
    expect(range({ kind: 'yearMonth', year: 2024, month: 12 })).toEqual({
      fromUtcIso: '2024-11-30T13:00:00.000Z',
      toUtcIso: '2024-12-31T13:00:00.000Z',
    });
  });

  it('a range includes both the first and the last date', () => {
    expect(range({ kind: 'range', fromDate: '2025-10-04', toDate: '2025-10-05' })).toEqual({
      fromUtcIso: '2025-10-03T14:00:00.000Z',
      toUtcIso: '2025-10-05T13:00:00.000Z', // Monday 6 October 00:00 AEDT; 47 hours in all
    });
  });

  it('lists the store-local dates to read daily rollups for', () => {
    expect(reportPeriodLocalDates({ kind: 'week' }, now, SYDNEY)).toEqual([
      '2025-04-07',
      '2025-04-08',
      '2025-04-09',
      '2025-04-10',
      '2025-04-11',
      '2025-04-12',
      '2025-04-13',
    ]);
    expect(reportPeriodLocalDates({ kind: 'last24Hours' }, now, SYDNEY)).toEqual([
      '2025-04-08',
      '2025-04-09',
    ]);
    expect(reportPeriodLocalDates({ kind: 'yearMonth', year: 2024, month: 2 }, now, SYDNEY)).toHaveLength(29);
  });

  it('validates periods from a request', () => {
    expect(ZReportPeriod.parse({ kind: 'range', fromDate: '2025-4-1', toDate: '2025-4-30' })).toEqual({
      kind: 'range',
      fromDate: '2025-04-01',
      toDate: '2025-04-30',
    });
    expect(
      ZReportPeriod.safeParse({ kind: 'range', fromDate: '2025-05-01', toDate: '2025-04-30' }).success,
    ).toBe(false);
    expect(
      ZReportPeriod.safeParse({ kind: 'range', fromDate: '2025-02-30', toDate: '2025-04-30' }).success,
    ).toBe(false);
    expect(ZReportPeriod.safeParse({ kind: 'yearMonth', year: 2025, month: 13 }).success).toBe(false);
    expect(ZReportPeriod.safeParse({ kind: 'fortnight' }).success).toBe(false);
  });

  it('always starts before it ends and contains now where it should (property)', () => {
    const zones = [
      'Australia/Sydney',
      'Pacific/Auckland',
      'America/New_York',
      'Europe/London',
      'Australia/Perth',
    ];
    const date = fc
      .integer({ min: 0, max: 3000 })
      .map((days) => new Date(Date.UTC(2023, 0, 1) + days * 86_400_000).toISOString().slice(0, 10));
    const period: fc.Arbitrary<ReportPeriod> = fc.oneof(
      fc.constantFrom(
        ...(['today', 'last24Hours', 'yesterday', 'week', 'lastWeek', 'month', 'lastMonth'] as const).map(
          (kind) => ({
            kind,
          }),
        ),
      ),
      fc.record({
        kind: fc.constant('yearMonth' as const),
        year: fc.integer({ min: 2000, max: 2100 }),
        month: fc.integer({ min: 1, max: 12 }),
      }),
      fc.tuple(date, date).map(([a, b]) => {
        const [fromDate = a, toDate = b] = [a, b].sort();
        return { kind: 'range' as const, fromDate, toDate };
      }),
    );
    fc.assert(
      fc.property(
        period,
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 10 * 365 * 24 * 60 }),
        (chosen, zone, minutes) => {
          const when = new Date(Date.UTC(2020, 0, 1) + minutes * 60_000);
          const { fromUtcIso, toUtcIso } = reportPeriodRange(chosen, when, zone);
          expect(Date.parse(fromUtcIso)).toBeLessThan(Date.parse(toUtcIso));
          if (['today', 'week', 'month'].includes(chosen.kind)) {
            expect(Date.parse(fromUtcIso)).toBeLessThanOrEqual(when.getTime());
            expect(Date.parse(toUtcIso)).toBeGreaterThan(when.getTime());
          }
          if (['yesterday', 'lastWeek', 'lastMonth'].includes(chosen.kind)) {
            expect(Date.parse(toUtcIso)).toBeLessThanOrEqual(when.getTime());
          }
        },
      ),
    );
  });
});
