import { describe, expect, it } from 'vitest';
import { salesExceptionsByDay, ZSalesExceptionRequest } from '../../src';

describe('sales exceptions', () => {
  it('asks for an authorised approver on a no-sale, not on a cancelled transaction', () => {
    const base = {
      employeeId: 'emp-1',
      amountInCents: 0,
      reason: 'Change for the float',
      isoDateTimeUtc: '2025-03-03T01:00:00.000Z',
    };
    expect(ZSalesExceptionRequest.safeParse({ ...base, kind: 'noSale' }).success).toBe(false);
    expect(
      ZSalesExceptionRequest.safeParse({ ...base, kind: 'noSale', approvedByEmployeeId: 'emp-9' }).success,
    ).toBe(true);
    expect(
      ZSalesExceptionRequest.safeParse({ ...base, kind: 'cancelTransaction', amountInCents: 1250 }).success,
    ).toBe(true);
    // Refunds, voids and discounts come with the order change they belong to, not from the till alone.
    expect(
      ZSalesExceptionRequest.safeParse({ ...base, kind: 'refund', approvedByEmployeeId: 'emp-9' }).success,
    ).toBe(false);
  });

  it('adds them up per day and kind, newest day first', () => {
    const days = salesExceptionsByDay([
      { localDate: '2025-03-02', kind: 'refund', amountInCents: 500 },
      { localDate: '2025-03-03', kind: 'void', amountInCents: 2050 },
      { localDate: '2025-03-03', kind: 'void', amountInCents: 100 },
      { localDate: '2025-03-03', kind: 'noSale', amountInCents: 0 },
    ]);
    expect(days.map((day) => day.localDate)).toEqual(['2025-03-03', '2025-03-02']);
    expect(days[0]).toMatchObject({
      count: 3,
      amountInCents: 2150,
      byKind: { void: { count: 2, amountInCents: 2150 } },
    });
    expect(days[1]?.byKind.refund).toEqual({ count: 1, amountInCents: 500 });
  });
});
