import { describe, expect, it } from 'vitest';
import {
  closeDrawerSession,
  countTotalInCents,
  type DrawerSession,
  drawerCashOfOrders,
  drawerDayReport,
  drawerExpectation,
  drawerLateAdjustment,
  lateDrawerSessionFor,
  ZDrawerMovementRequest,
} from '../../src';

const session: DrawerSession = {
  id: 's1',
  posTerminalId: 'till-1',
  posTerminalName: 'Front',
  currency: 'AUD',
  businessDate: '2026-03-02',
  openedIsoDateTimeUtc: '2026-03-02T00:00:00.000Z',
  openedByEmployeeId: 'alex',
  openedByEmployeeName: 'Alex',
  floatInCents: 20000,
  blindCount: false,
  movements: [
    {
      id: 'm1',
      kind: 'cashIn',
      amountInCents: 5000,
      reason: 'Change from bank',
      employeeId: 'alex',
      employeeName: 'Alex',
      occurredIsoDateTimeUtc: '2026-03-02T01:00:00.000Z',
    },
    {
      id: 'm2',
      kind: 'cashOut',
      amountInCents: 1250,
      reason: 'Milk',
      employeeId: 'alex',
      employeeName: 'Alex',
      occurredIsoDateTimeUtc: '2026-03-02T02:00:00.000Z',
    },
    {
      id: 'm3',
      kind: 'noSale',
      amountInCents: 0,
      reason: 'Give change',
      employeeId: 'alex',
      employeeName: 'Alex',
      approvedByEmployeeId: 'alex',
      occurredIsoDateTimeUtc: '2026-03-02T02:30:00.000Z',
    },
  ],
  status: 'open',
  updatedIsoDateTimeUtc: '2026-03-02T02:30:00.000Z',
};

const order = (overrides: Record<string, unknown>) =>
  ({
    posTerminalId: 'till-1',
    placedIsoDateTimeUtc: '2026-03-02T03:00:00.000Z',
    paymentType: 'cash',
    isPaid: true,
    splitPayments: [],
    paidInCents: 2350,
    totals: { grandTotal: 2350 },
    refunds: [],
    ...overrides,
  }) as never;

describe('cash drawer', () => {
  const orders = [
    order({}),
    // Split bill: only its cash part is drawer cash.
    order({
      paymentType: 'splitBill',
      paidInCents: 4000,
      totals: { grandTotal: 4000 },
      splitPayments: [
        { paymentType: 'cash', amountInCents: 1500 },
        { paymentType: 'card', amountInCents: 2500 },
      ],
    }),
    order({ paymentType: 'card' }),
    order({ paymentType: 'payLater', isPaid: false }),
    // Another till, and before the session: not this drawer's.
    order({ posTerminalId: 'till-2' }),
    order({
      placedIsoDateTimeUtc: '2026-03-01T23:00:00.000Z',
      refunds: [
        {
          paymentType: 'refundCash',
          amountInCents: 500,
          posTerminalId: 'till-1',
          refundedIsoDateTimeUtc: '2026-03-02T04:00:00.000Z',
        },
      ],
    }),
  ];

  it('takes cash sales and cash refunds of the till in the session from the orders', () => {
    expect(drawerCashOfOrders(orders, session, undefined)).toEqual({
      cashSalesInCents: 3850,
      cashRefundsInCents: 500,
    });
  });

  it('expects float + cash sales − refunds + in − out, and closes with over/short', () => {
    const cash = drawerCashOfOrders(orders, session, undefined);
    expect(drawerExpectation(session, cash).expectedInCents).toBe(20000 + 3850 - 500 + 5000 - 1250);
    const count = [
      { valueInCents: 10000, count: 2 },
      { valueInCents: 5000, count: 1 },
      { valueInCents: 2000, count: 1 },
      { valueInCents: 100, count: 1 },
    ];
    expect(countTotalInCents(count)).toBe(27100);
    const closed = closeDrawerSession(
      session,
      { employeeId: 'alex', count, occurredIsoDateTimeUtc: '2026-03-02T10:00:00.000Z' },
      { id: 'alex', name: 'Alex' },
      cash,
      'now',
    );
    expect(closed.ok && closed.session.close).toMatchObject({
      expectedInCents: 27100,
      countedInCents: 27100,
      overShortInCents: 0,
    });
    const short = closeDrawerSession(
      session,
      { employeeId: 'alex', count: count.slice(0, 2), occurredIsoDateTimeUtc: '2026-03-02T10:00:00.000Z' },
      { id: 'alex', name: 'Alex' },
      cash,
      'now',
    );
    expect(short).toMatchObject({ ok: false, problem: 'commentNeeded' });
    const explained = closeDrawerSession(
      session,
      {
        employeeId: 'alex',
        count: count.slice(0, 2),
        comment: 'Float was short',
        occurredIsoDateTimeUtc: '2026-03-02T10:00:00.000Z',
      },
      { id: 'alex', name: 'Alex' },
      cash,
      'now',
    );
    expect(explained.ok && explained.session.close?.overShortInCents).toBe(-2100);
    expect(
      closeDrawerSession(
        session,
        { employeeId: 'alex', count: [{ valueInCents: 25, count: 1 }], occurredIsoDateTimeUtc: 'x' },
        { id: 'a', name: 'A' },
        cash,
        'now',
      ),
    ).toMatchObject({ ok: false, problem: 'unknownDenomination' });
    if (explained.ok) {
      expect(
        closeDrawerSession(
          explained.session,
          { employeeId: 'alex', count, occurredIsoDateTimeUtc: 'x' },
          { id: 'a', name: 'A' },
          cash,
          'now',
        ),
      ).toMatchObject({ ok: false, problem: 'alreadyClosed' });
      expect(drawerDayReport([explained.session, session], '2026-03-02')).toMatchObject({
        sessions: 1,
        overShortInCents: -2100,
        lateCashInCents: 0,
        noSales: 1,
        countedInCents: 25000,
      });
      // A cash sale of the session stored after the close: its cash was counted but not expected.
      const late = {
        ...explained.session,
        lateOrders: [
          {
            posOrderId: 'pos-late-0001',
            cashInCents: 1500,
            placedIsoDateTimeUtc: '2026-03-02T03:00:00.000Z',
            recordedIsoDateTimeUtc: '2026-03-02T09:00:00.000Z',
          },
        ],
      };
      expect(drawerLateAdjustment(late)).toEqual({
        lateCashInCents: 1500,
        lateRefundsInCents: 0,
        adjustedExpectedInCents: (explained.session.close?.expectedInCents ?? 0) + 1500,
        adjustedOverShortInCents: -3600,
      });
      expect(drawerDayReport([late], '2026-03-02')).toMatchObject({
        lateCashInCents: 1500,
        overShortInCents: -3600,
        expectedInCents: (explained.session.close?.expectedInCents ?? 0) + 1500,
      });
      // A cash refund given from the drawer before the count, stored after the close: less expected.
      const refunded = {
        ...late,
        lateRefunds: [
          {
            posOrderId: 'pos-late-0002',
            refundId: 'refund-0001',
            cashOutInCents: 400,
            refundedIsoDateTimeUtc: '2026-03-02T04:00:00.000Z',
            recordedIsoDateTimeUtc: '2026-03-02T09:00:00.000Z',
          },
        ],
      };
      expect(drawerLateAdjustment(refunded)).toEqual({
        lateCashInCents: 1500,
        lateRefundsInCents: 400,
        adjustedExpectedInCents: (explained.session.close?.expectedInCents ?? 0) + 1100,
        adjustedOverShortInCents: -3200,
      });
      expect(drawerDayReport([refunded], '2026-03-02')).toMatchObject({
        lateRefundsInCents: 400,
        overShortInCents: -3200,
        expectedInCents: (explained.session.close?.expectedInCents ?? 0) + 1100,
      });
      // The close itself is what was counted then.
      expect(refunded.close).toEqual(explained.session.close);
    }
  });

  it('a late change belongs to the last closed session only when it happened while that was open', () => {
    const lastClosed = {
      sessionId: 'drawer-1',
      openedIsoDateTimeUtc: '2026-03-02T01:00:00.000Z',
      closedIsoDateTimeUtc: '2026-03-02T09:00:00.000Z',
    };
    expect(lateDrawerSessionFor(lastClosed, '2026-03-02T04:00:00.000Z')).toBe('drawer-1');
    expect(lateDrawerSessionFor(lastClosed, '2026-03-02T09:00:00.000Z')).toBe('drawer-1');
    expect(lateDrawerSessionFor(lastClosed, '2026-03-02T09:00:01.000Z')).toBeUndefined();
    expect(lateDrawerSessionFor(lastClosed, '2026-03-02T00:59:59.000Z')).toBeUndefined();
    expect(lateDrawerSessionFor(undefined, '2026-03-02T04:00:00.000Z')).toBeUndefined();
  });

  it('cash movements need an amount and a reason; a no-sale an authorised PIN', () => {
    const issues = (body: unknown) =>
      ZDrawerMovementRequest.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];
    expect(
      issues({
        employeeId: 'a',
        kind: 'cashOut',
        amountInCents: 0,
        reason: '',
        occurredIsoDateTimeUtc: '2026-03-02T10:00:00.000Z',
      }),
    ).toEqual(expect.arrayContaining(['Enter an amount over $0.00', 'Say why (3 to 120 characters)']));
    expect(
      issues({
        employeeId: 'a',
        kind: 'noSale',
        reason: 'Give change',
        occurredIsoDateTimeUtc: '2026-03-02T10:00:00.000Z',
      }),
    ).toEqual(["Enter an authorised employee's PIN"]);
  });
});
