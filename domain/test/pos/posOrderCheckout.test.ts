import { describe, expect, it } from 'vitest';
import {
  buildPosOrderDocument,
  changeDueInCents,
  hasPriceChange,
  isPosPaymentTypePaid,
  newPosOrderId,
  type PosOrderRequestInput,
  type PosSettleRequestInput,
  PRICE_CHANGE_NEEDS_APPROVAL,
  posOrderFingerprint,
  posOutboxOutcome,
  posOutboxRetryDelay,
  posOutboxRetryDelayMs,
  posPaymentProblems,
  quotePosOrder,
  settlePosOrder,
  splitEqually,
  unboundedInputs,
  unsyncedAgeWords,
  ZPosOrderDocument,
  ZPosOrderId,
  ZPosOrderRequest,
  ZPosSettleRequest,
} from '../../src';
import { burgerLine, OPEN_NOW, publishedMenu } from '../support/onlineOrderingMenu';
import { item } from '../support/pricingMenu';

const menu = publishedMenu();
const customPayments = [
  {
    id: 'voucher',
    name: 'Voucher',
    availableForPickup: true,
    availableForDelivery: false,
    availableForDineIn: true,
    sortOrder: 0,
  },
];

function posRequest(overrides: Partial<PosOrderRequestInput> = {}) {
  return ZPosOrderRequest.parse({
    employeeId: 'emp-1',
    placedIsoDateTimeUtc: OPEN_NOW.toISOString(),
    collectionType: 'pickup',
    lines: [burgerLine],
    payment: { paymentType: 'cash', cashTenderedInCents: 5000 },
    expectedTotalInCents: 2050,
    ...overrides,
  });
}

const ids = {
  restaurantId: 'r1',
  storeId: 's1',
  posOrderId: 'pos-order-0001',
  posTerminalId: 'till-1',
  posTerminalName: 'Front counter',
  employeeId: 'emp-1',
  employeeName: 'Alex',
};

describe('quotePosOrder', () => {
  it('prices counter orders with the storefront pricing (burger with BBQ and two bacon = $20.50)', () => {
    const quote = quotePosOrder(menu, posRequest(), OPEN_NOW);
    expect(quote.problems).toEqual([]);
    expect(quote.totals.grandTotal).toBe(2050);
    expect(quote.lines[0]?.lineId).toBe('line-burger');
  });

  it('accepts a custom item with the typed name and price, and line adjustments only at the counter', () => {
    const withOpenItem = publishedMenu({ items: [item({ id: 'open', name: 'Open item', type: 'custom' })] });
    const quote = quotePosOrder(
      withOpenItem,
      {
        collectionType: 'pickup',
        lines: [
          {
            id: 'l1',
            selection: {
              type: 'custom',
              specId: 'open',
              quantity: 2,
              comments: '',
              name: 'Birthday cake',
              price: 1250,
            },
            adjustments: { discountForItem: 500 },
          },
        ],
      },
      OPEN_NOW,
    );
    expect(quote.problems).toEqual([]);
    expect(quote.lines[0]?.summary.name).toBe('Birthday cake');
    expect(quote.totals.grandTotal).toBe(2000);
  });

  it('reports sold-out items and items not sold at the counter, by line', () => {
    const soldOut = publishedMenu({
      items: [
        item({ id: 'burger', name: 'Burger', type: 'basic', price: { basePrice: 1500 }, soldout: true }),
        item({
          id: 'online',
          name: 'Web deal',
          type: 'basic',
          price: { basePrice: 100 },
          applicableOrderingSystem: { pos: false, online: true, uberEats: false },
        }),
      ],
    });
    const quote = quotePosOrder(
      soldOut,
      {
        collectionType: 'pickup',
        lines: [
          {
            id: 'a',
            selection: { type: 'basic', specId: 'burger', quantity: 1, comments: '', modifiersValue: {} },
          },
          {
            id: 'b',
            selection: { type: 'basic', specId: 'online', quantity: 1, comments: '', modifiersValue: {} },
          },
        ],
      },
      OPEN_NOW,
    );
    expect(quote.problems).toEqual([
      { path: 'lines.0', message: 'Burger is sold out', reason: 'Sold Out' },
      { path: 'lines.1', message: 'Web deal is not sold at the counter', reason: 'Unavailable' },
    ]);
  });
});

describe('POS payments', () => {
  it('splits equally with the odd cents on the first parts, always adding up', () => {
    expect(splitEqually(1000, 3)).toEqual([334, 333, 333]);
    for (const [total, parts] of [
      [1, 4],
      [9999, 7],
      [0, 2],
    ] as const) {
      const split = splitEqually(total, parts);
      expect(split.reduce((a, b) => a + b, 0)).toBe(total);
      expect(Math.max(...split) - Math.min(...split)).toBeLessThanOrEqual(1);
    }
  });

  it('works out change due and never a negative change', () => {
    expect(changeDueInCents(2050, 5000)).toBe(2950);
    expect(changeDueInCents(2050, 1000)).toBe(0);
    expect(changeDueInCents(2050, undefined)).toBe(0);
  });

  it('refuses split parts that do not add up, short cash, and custom payments not offered for the order type', () => {
    const context = { collectionType: 'delivery' as const, customPayments, currency: 'AUD' as const };
    const split = posRequest({
      payment: {
        paymentType: 'splitBill',
        splitPayments: [
          { paymentType: 'cash', amountInCents: 1000, cashTenderedInCents: 500 },
          { paymentType: 'custom', amountInCents: 1000, customPaymentId: 'voucher' },
        ],
      },
    }).payment;
    expect(posPaymentProblems(split, 2050, context).map((problem) => problem.path)).toEqual([
      'payment.splitPayments',
      'payment.splitPayments.0.cashTenderedInCents',
      'payment.splitPayments.1.customPaymentId',
    ]);
    const short = posRequest({ payment: { paymentType: 'cash', cashTenderedInCents: 2000 } }).payment;
    expect(posPaymentProblems(short, 2050, { ...context, collectionType: 'pickup' })).toHaveLength(1);
    const fine = posRequest({ payment: { paymentType: 'custom', customPaymentId: 'voucher' } }).payment;
    expect(posPaymentProblems(fine, 2050, { ...context, collectionType: 'pickup' })).toEqual([]);
  });

  it('asks for at least two parts to split, and table numbers for dine-in', () => {
    const result = ZPosOrderRequest.safeParse({
      ...posRequest(),
      collectionType: 'dineIn',
      payment: { paymentType: 'splitBill', splitPayments: [{ paymentType: 'card', amountInCents: 2050 }] },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(['Split the bill into at least 2 parts', 'Enter the table number']),
    );
  });

  it('keeps every string and list of the request bounded', () => {
    expect(unboundedInputs(ZPosOrderRequest)).toEqual([]);
  });
});

describe('buildPosOrderDocument', () => {
  it('stores an accepted pos order with the domain totals, the change and who rang it up', () => {
    const request = posRequest();
    const quote = quotePosOrder(menu, request, OPEN_NOW);
    const document = buildPosOrderDocument({
      request,
      quote,
      ids,
      menu,
      now: new Date(OPEN_NOW.getTime() + 60_000),
    });
    expect(ZPosOrderDocument.parse(document)).toEqual(document);
    expect(document).toMatchObject({
      source: 'pos',
      status: { code: 'accepted' },
      paymentType: 'cash',
      isPaid: true,
      cashTenderedInCents: 5000,
      changeDueInCents: 2950,
      totals: { grandTotal: 2050 },
      employeeName: 'Alex',
    });
    expect(document.versions).toHaveLength(1);
    expect(document.versions[0]?.cart.grandTotal).toBe(2050);
    expect(document.activity.map((entry) => entry.kind)).toEqual(['created', 'sentToKitchen', 'paid']);
  });

  it('does not count pay later as paid, and fingerprints differ for different requests', () => {
    const later = posRequest({ payment: { paymentType: 'payLater' } });
    const document = buildPosOrderDocument({
      request: later,
      quote: quotePosOrder(menu, later, OPEN_NOW),
      ids,
      menu,
      now: OPEN_NOW,
    });
    expect(document.isPaid).toBe(false);
    expect(isPosPaymentTypePaid('payLater')).toBe(false);
    expect(document.activity.map((entry) => entry.kind)).toEqual(['created', 'sentToKitchen']);
    expect(posOrderFingerprint(later)).not.toBe(posOrderFingerprint(posRequest()));
    expect(posOrderFingerprint(later)).toBe(
      posOrderFingerprint(posRequest({ payment: { paymentType: 'payLater' } })),
    );
  });
});

describe('POS outbox policy', () => {
  it('keeps retrying what may pass later and hands what will not to a person', () => {
    expect(posOutboxOutcome(201)).toBe('applied');
    expect(posOutboxOutcome(200)).toBe('applied');
    for (const status of [0, 401, 408, 429, 500, 502, 503]) expect(posOutboxOutcome(status)).toBe('retry');
    for (const status of [400, 403, 404, 409, 413]) expect(posOutboxOutcome(status)).toBe('needsAttention');
  });

  it('backs off 1 s, 2 s, 4 s … up to a minute, with jitter', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((attempts) => posOutboxRetryDelayMs(attempts, middle))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(posOutboxRetryDelayMs(30, middle)).toBe(60_000);
    expect(posOutboxRetryDelayMs(1, () => 0)).toBe(800);
    expect(posOutboxRetryDelayMs(1, () => 1)).toBe(1200);
  });

  it('never waits more than 5 s after tries that got no answer, and backs off by answered errors only', () => {
    const middle = () => 0.5;
    // An hour offline: 700 tries without an answer still retry within 5 s.
    expect(posOutboxRetryDelay({ attempts: 700, failedAnswers: 0 }, middle)).toBe(5_000);
    expect(posOutboxRetryDelay({ attempts: 1, failedAnswers: 0 }, middle)).toBe(1_000);
    // Back online, the first 500 after those tries waits 1 s, not a minute.
    expect(posOutboxRetryDelay({ attempts: 701, failedAnswers: 1 }, middle)).toBe(1_000);
    expect(posOutboxRetryDelay({ attempts: 710, failedAnswers: 10 }, middle)).toBe(60_000);
  });

  it('words the age of the oldest unsynced change', () => {
    expect(unsyncedAgeWords(3_000)).toBe('just now');
    expect(unsyncedAgeWords(45_000)).toBe('45 s');
    expect(unsyncedAgeWords(3 * 60_000)).toBe('3 min');
    expect(unsyncedAgeWords(125 * 60_000)).toBe('2 h 5 min');
  });

  it('makes order ids that are valid, unique and sort by time', () => {
    const first = newPosOrderId(1_700_000_000_000);
    const second = newPosOrderId(1_700_000_000_001);
    expect(ZPosOrderId.safeParse(first).success).toBe(true);
    expect(first < second).toBe(true);
    expect(newPosOrderId()).not.toBe(newPosOrderId());
  });
});

describe('settlePosOrder', () => {
  const later = posRequest({ payment: { paymentType: 'payLater' } });
  const unpaid = buildPosOrderDocument({
    request: later,
    quote: quotePosOrder(menu, later, OPEN_NOW),
    ids,
    menu,
    now: OPEN_NOW,
  });
  const settle = (payment: PosSettleRequestInput['payment'], expected = 2050) =>
    ZPosSettleRequest.parse({
      employeeId: 'emp-2',
      paidIsoDateTimeUtc: OPEN_NOW.toISOString(),
      payment,
      expectedTotalInCents: expected,
    });
  const context = {
    employee: { id: 'emp-2', name: 'Sam' },
    posTerminalId: 'till-2',
    menu: { settings: { ...menu.settings, customPayments } },
  };

  it('pays a pay-later order once, by its payment id, with change and who took it', () => {
    const outcome = settlePosOrder({
      ...context,
      order: unpaid,
      paymentId: 'pay-0001',
      request: settle({ paymentType: 'cash', cashTenderedInCents: 3000 }),
    });
    expect(outcome.kind).toBe('settled');
    if (outcome.kind !== 'settled') return;
    expect(ZPosOrderDocument.parse(outcome.order)).toEqual(outcome.order);
    expect(outcome.order).toMatchObject({ isPaid: true, paymentType: 'cash', changeDueInCents: 950 });
    expect(outcome.order.activity.at(-1)).toMatchObject({
      kind: 'paid',
      employeeName: 'Sam',
      posTerminalId: 'till-2',
    });
    const again = settlePosOrder({
      ...context,
      order: outcome.order,
      paymentId: 'pay-0001',
      request: settle({ paymentType: 'cash', cashTenderedInCents: 3000 }),
    });
    expect(again.kind).toBe('repeat');
    expect(
      settlePosOrder({
        ...context,
        order: outcome.order,
        paymentId: 'pay-0002',
        request: settle({ paymentType: 'card' }),
      }).kind,
    ).toBe('alreadyPaid');
    expect(
      settlePosOrder({
        ...context,
        order: outcome.order,
        paymentId: 'pay-0001',
        request: settle({ paymentType: 'card' }),
      }).kind,
    ).toBe('alreadyPaid');
  });

  it('refuses a total the order does not have, a split that does not add up, and pay later again', () => {
    expect(
      settlePosOrder({
        ...context,
        order: unpaid,
        paymentId: 'pay-0003',
        request: settle({ paymentType: 'card' }, 999),
      }),
    ).toMatchObject({ kind: 'problems', status: 409 });
    const split = settle({
      paymentType: 'splitBill',
      splitPayments: [
        { paymentType: 'card', amountInCents: 1000 },
        { paymentType: 'cash', amountInCents: 1000 },
      ],
    });
    expect(
      settlePosOrder({ ...context, order: unpaid, paymentId: 'pay-0004', request: split }),
    ).toMatchObject({ kind: 'problems', status: 400 });
    expect(
      ZPosSettleRequest.safeParse({
        employeeId: 'e',
        paidIsoDateTimeUtc: OPEN_NOW.toISOString(),
        payment: { paymentType: 'payLater' },
        expectedTotalInCents: 2050,
      }).success,
    ).toBe(false);
  });
});

describe('price changes on a line', () => {
  const discounted = { ...burgerLine, adjustments: { discountForItem: 550 } };

  it('need an authorised employee to approve them', () => {
    const result = ZPosOrderRequest.safeParse({
      ...posRequest(),
      lines: [discounted],
      expectedTotalInCents: 1500,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['lines', 0, 'approvedByEmployeeId'],
        message: PRICE_CHANGE_NEEDS_APPROVAL,
      }),
    ]);
    expect(hasPriceChange({ adjustments: { discountForItem: 0 } })).toBe(false);
  });

  it('are priced by the domain and recorded with who approved them', () => {
    const request = posRequest({
      lines: [{ ...discounted, approvedByEmployeeId: 'emp-boss' }],
      expectedTotalInCents: 1500,
    });
    const quote = quotePosOrder(menu, request, OPEN_NOW);
    expect(quote.totals.grandTotal).toBe(1500);
    const order = buildPosOrderDocument({
      request,
      quote,
      ids,
      menu,
      now: OPEN_NOW,
      approvers: new Map([['emp-boss', 'Morgan']]),
    });
    expect(ZPosOrderDocument.parse(order)).toEqual(order);
    expect(order.activity.at(-1)).toMatchObject({
      kind: 'priceChangeApproved',
      detail: 'discount $5.50 on Burger, approved by Morgan',
    });
  });
});
