/**
 * The POS demo: two employees with PINs on the Bondi store's front-counter terminal, a custom
 * payment, the store's POS settings and counter hours, and a week of counter orders (cash, card, split, custom, pay later) so the back office's
 * POS order history has something to show. Orders are priced with the same domain code the terminal
 * and the server use, from the store's published menu, and placed on earlier days (completed) so
 * today's order board and kitchen screen start empty.
 */
import { createHmac } from 'node:crypto';
import {
  applyPosOrderEdit,
  buildPosOrderDocument,
  localDateAt,
  type PosOrderRequestInput,
  quotePosOrder,
  refundPosOrder,
  type SalesException,
  saveStashedOrder,
  WEEKDAYS,
  ZCustomPaymentsSettings,
  ZPosOrderEditRequest,
  ZPosOrderRequest,
  ZPosRefundRequest,
  ZPosSettings,
  ZPublishedMenu,
  ZSalesException,
  ZStashedOrderRequest,
  ZWeeklyHours,
} from '@resto/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { SEEDED_AT } from './demoData';

export const DEMO_POS_STORE_ID = 'bondi';
export const DEMO_POS_TERMINAL = { id: 'front-counter', name: 'Front counter POS' };

/** PINs typed on the demo till's lock screen (README). */
export const DEMO_EMPLOYEES = [
  { id: 'emp-alex', name: 'Alex Morgan', pin: '1234', isAuthorised: true },
  { id: 'emp-sam', name: 'Sam Lee', pin: '2468', isAuthorised: false },
] as const;

/** A fixed per-store PIN secret: the demo is rebuilt on every start, and only the emulator sees it. */
const DEMO_PIN_SECRET = createHmac('sha256', 'resto-demo').update('bondi-pin-secret').digest();

/** Employees, their PIN lookups (HMAC, as functions/src/employees writes them) and a custom payment. */
export async function seedPosSetup(db: Firestore, restaurantId: string): Promise<void> {
  const store = db.collection('restaurants').doc(restaurantId).collection('stores').doc(DEMO_POS_STORE_ID);
  const batch = db.batch();
  batch.set(store.collection('private').doc('pinSecret'), {
    secret: DEMO_PIN_SECRET.toString('base64'),
    createdIsoDateTimeUtc: SEEDED_AT,
    lastPinChangeIsoDateTimeUtc: SEEDED_AT,
  });
  for (const employee of DEMO_EMPLOYEES) {
    batch.set(store.collection('employees').doc(employee.id), {
      id: employee.id,
      name: employee.name,
      isAuthorised: employee.isAuthorised,
      active: true,
      createdIsoDateTimeUtc: SEEDED_AT,
    });
    batch.set(store.collection('employeePins').doc(employee.id), {
      pinLookup: createHmac('sha256', DEMO_PIN_SECRET).update(employee.pin).digest('hex'),
    });
  }
  batch.set(
    store.collection('settings').doc('customPayments'),
    ZCustomPaymentsSettings.parse({
      customPayments: [
        {
          id: 'gift-voucher',
          name: 'Gift voucher',
          availableForPickup: true,
          availableForDelivery: false,
          availableForDineIn: true,
          sortOrder: 0,
          createdIsoDateTimeUtc: SEEDED_AT,
        },
      ],
    }),
  );
  // The counter's own settings: tips on card payments, a receipt printed on its own with the cashier's
  // name and the store's footer, and counter hours that start
  // before online ordering (coffee from 7) and run later (the dining room closes at 11).
  batch.set(
    store.collection('settings').doc('posSettings'),
    ZPosSettings.parse({
      receipt: {
        print: 'always',
        footer: 'Thanks for visiting Bondi! ABN 12 345 678 901',
        showEmployeeName: true,
      },
      tipping: { enabled: true, percentages: [10, 15, 20] },
      idleLockMinutes: 5,
      offline: {
        maxPendingOrders: 200,
        maxPendingAgeMinutes: 24 * 60,
        whenExceeded: 'warn',
        offlineCardLimitInCents: 20_000,
      },
    }),
  );
  const counterDay = {
    availableAllDay: false,
    dayIntervals: [{ startTimeOfDay: '7:00 AM', endTimeOfDay: '11:00 PM', attributeToPreviousDay: false }],
  };
  batch.set(
    store.collection('settings').doc('posTradingHours'),
    ZWeeklyHours.parse(Object.fromEntries(WEEKDAYS.map((day) => [day, counterDay]))),
  );
  await batch.commit();
}

const basic = (
  specId: string,
  quantity = 1,
  modifiersValue: Record<string, Record<string, number>> = {},
) => ({
  type: 'basic' as const,
  specId,
  quantity,
  comments: '',
  modifiersValue,
});
const pizza = (specId: string, sizeId: string, quantity = 1) => ({
  type: 'pizza' as const,
  specId,
  quantity,
  comments: '',
  sizeId,
  addToppings: [],
  removeToppings: [],
});

type DemoPayment = PosOrderRequestInput['payment'] | 'split';

interface DemoPosOrder {
  daysAgo: number;
  hour: number;
  employee: (typeof DEMO_EMPLOYEES)[number];
  collectionType: 'pickup' | 'dineIn' | 'delivery';
  lines: PosOrderRequestInput['lines'];
  payment: DemoPayment;
  customerName?: string;
  /** A phoned-in delivery: the address typed at the till and the store's area picked (its fee). */
  delivery?: { formattedAddress: string; zoneKey: string };
}

const ALEX = DEMO_EMPLOYEES[0];
const SAM = DEMO_EMPLOYEES[1];

const DEMO_POS_ORDERS: DemoPosOrder[] = [
  {
    daysAgo: 1,
    hour: 12,
    employee: ALEX,
    collectionType: 'pickup',
    lines: [
      { id: 'a', selection: pizza('margherita', 'large') },
      { id: 'b', selection: basic('wedges', 1, { 'dipping-sauce': { aioli: 1 } }) },
    ],
    payment: { paymentType: 'cash', cashTenderedInCents: 5000 },
    customerName: 'Priya',
  },
  {
    daysAgo: 1,
    hour: 13,
    employee: SAM,
    collectionType: 'dineIn',
    lines: [
      { id: 'a', selection: pizza('pepperoni', 'large', 2) },
      { id: 'b', selection: basic('san-pellegrino') },
    ],
    payment: 'split',
  },
  {
    daysAgo: 1,
    hour: 18,
    employee: ALEX,
    collectionType: 'pickup',
    lines: [{ id: 'a', selection: pizza('hawaiian', 'family') }],
    payment: { paymentType: 'card' },
  },
  {
    daysAgo: 2,
    hour: 19,
    employee: SAM,
    collectionType: 'pickup',
    lines: [{ id: 'a', selection: basic('wedges', 2, { 'dipping-sauce': { tomato: 1 } }) }],
    payment: { paymentType: 'custom', customPaymentId: 'gift-voucher' },
    customerName: 'Tom',
  },
  {
    daysAgo: 2,
    hour: 20,
    employee: ALEX,
    collectionType: 'dineIn',
    lines: [{ id: 'a', selection: pizza('capricciosa', 'large') }],
    payment: { paymentType: 'payLater' },
    customerName: 'Table of four',
  },
  {
    daysAgo: 3,
    hour: 12,
    employee: SAM,
    collectionType: 'pickup',
    lines: [
      { id: 'a', selection: pizza('vegetarian', 'small') },
      { id: 'b', selection: basic('san-pellegrino', 2) },
    ],
    payment: { paymentType: 'cash', cashTenderedInCents: 4000 },
  },
  {
    daysAgo: 4,
    hour: 18,
    employee: ALEX,
    collectionType: 'pickup',
    lines: [{ id: 'a', selection: pizza('meat-lovers', 'large') }],
    payment: { paymentType: 'card' },
  },
  {
    daysAgo: 5,
    hour: 19,
    employee: SAM,
    collectionType: 'dineIn',
    lines: [
      { id: 'a', selection: pizza('margherita', 'family') },
      { id: 'b', selection: basic('wedges', 1, { 'dipping-sauce': { aioli: 1 } }) },
    ],
    payment: 'split',
  },
  {
    daysAgo: 6,
    hour: 17,
    employee: ALEX,
    collectionType: 'pickup',
    lines: [{ id: 'a', selection: pizza('pepperoni', 'small') }],
    payment: { paymentType: 'cash', cashTenderedInCents: 2000 },
  },
  {
    daysAgo: 1,
    hour: 19,
    employee: SAM,
    collectionType: 'delivery',
    lines: [
      { id: 'a', selection: pizza('margherita', 'large') },
      { id: 'b', selection: basic('wedges', 1, { 'dipping-sauce': { aioli: 1 } }) },
    ],
    payment: { paymentType: 'card' },
    customerName: 'Mia (phoned in)',
    delivery: { formattedAddress: '14 Hall Street, Bondi Beach', zoneKey: 'area:local' },
  },
];

/**
 * Counter orders of the last days, written as the API writes them (same document builder), then
 * marked completed as the day's service would have. Fixed ids, so re-seeding replaces them.
 */
export async function seedPosOrders(db: Firestore, restaurantId: string, now = new Date()): Promise<number> {
  const store = db.collection('restaurants').doc(restaurantId).collection('stores').doc(DEMO_POS_STORE_ID);
  const menu = ZPublishedMenu.parse((await store.collection('publishedMenu').doc('current').get()).data());
  const batch = db.batch();
  let written = 0;
  DEMO_POS_ORDERS.forEach((demo, index) => {
    const placed = new Date(now);
    placed.setUTCDate(placed.getUTCDate() - demo.daysAgo);
    // Store hours are Sydney time (UTC+10/11): the hour given is roughly local.
    placed.setUTCHours((demo.hour + 24 - 10) % 24, 10 + index, 0, 0);
    const draft = {
      collectionType: demo.collectionType,
      lines: demo.lines.map((line) => ZPosOrderRequest.shape.lines.element.parse(line)),
      ...(demo.delivery ? { deliveryAddress: { zoneKey: demo.delivery.zoneKey } } : {}),
    };
    const quote = quotePosOrder(menu, draft, placed);
    if (quote.problems.length > 0) throw new Error(`Demo POS order ${index}: ${quote.problems[0]?.message}`);
    const total = quote.totals.grandTotal;
    const payment =
      demo.payment === 'split'
        ? {
            paymentType: 'splitBill' as const,
            splitPayments: [
              { paymentType: 'card' as const, amountInCents: Math.ceil(total / 2) },
              { paymentType: 'cash' as const, amountInCents: Math.floor(total / 2) },
            ],
          }
        : demo.payment;
    const request = ZPosOrderRequest.parse({
      employeeId: demo.employee.id,
      placedIsoDateTimeUtc: placed.toISOString(),
      collectionType: demo.collectionType,
      ...(demo.collectionType === 'dineIn'
        ? { tableNumber: String(4 + index), guestCount: 2 + (index % 3) }
        : {}),
      ...(demo.customerName ? { customerName: demo.customerName } : {}),
      ...(demo.delivery ? { deliveryAddress: demo.delivery } : {}),
      lines: demo.lines,
      payment,
      expectedTotalInCents: total,
    });
    const posOrderId = `pos-demo-${String(index + 1).padStart(4, '0')}`;
    const order = buildPosOrderDocument({
      request,
      quote,
      ids: {
        restaurantId,
        storeId: DEMO_POS_STORE_ID,
        posOrderId,
        posTerminalId: DEMO_POS_TERMINAL.id,
        posTerminalName: DEMO_POS_TERMINAL.name,
        employeeId: demo.employee.id,
        employeeName: demo.employee.name,
      },
      menu,
      now: new Date(placed.getTime() + 2_000),
    });
    const completedAt = new Date(placed.getTime() + 25 * 60_000).toISOString();
    // A fixed number instead of the pending mark the API's order gets (the server would number it):
    // re-seeding then changes nothing. Demo numbers from 51 keep clear of the demo card orders'.
    const { displayNumberPending: _pending, ...numbered } = order;
    batch.set(
      store.collection('orders').doc(posOrderId),
      JSON.parse(
        JSON.stringify({
          ...numbered,
          displayNumber: String(51 + index),
          status: { code: 'completed', updatedIsoDateTimeUtc: completedAt },
        }),
      ),
    );
    written += 1;
  });
  await batch.commit();
  return written;
}

/**
 * What happens to counter orders after the sale: yesterday's order edited (a drink added, the
 * difference taken in cash) and partly refunded with a manager's approval, the sales exceptions of
 * the day (the refund, a no-sale drawer opening, a cancelled transaction), and a table's order parked
 * on the till. Built with the domain's own edit, refund and park rules; fixed ids, so re-seeding
 * replaces them.
 */
export async function seedPosChanges(db: Firestore, restaurantId: string, now = new Date()): Promise<void> {
  const store = db.collection('restaurants').doc(restaurantId).collection('stores').doc(DEMO_POS_STORE_ID);
  const menu = ZPublishedMenu.parse((await store.collection('publishedMenu').doc('current').get()).data());
  const [alex, sam] = DEMO_EMPLOYEES;
  const placed = new Date(now);
  placed.setUTCDate(placed.getUTCDate() - 1);
  placed.setUTCHours(8, 5, 0, 0);
  const at = (minutes: number) => new Date(placed.getTime() + minutes * 60_000).toISOString();
  const ids = {
    restaurantId,
    storeId: DEMO_POS_STORE_ID,
    posOrderId: 'pos-demo-edited',
    posTerminalId: DEMO_POS_TERMINAL.id,
    posTerminalName: DEMO_POS_TERMINAL.name,
    employeeId: alex.id,
    employeeName: alex.name,
  };
  const firstLines = [{ id: 'a', selection: pizza('margherita', 'family') }];
  const firstQuote = quotePosOrder(menu, { collectionType: 'pickup', lines: firstLines }, placed);
  const sale = ZPosOrderRequest.parse({
    employeeId: alex.id,
    placedIsoDateTimeUtc: placed.toISOString(),
    collectionType: 'pickup',
    customerName: 'Priya',
    lines: firstLines,
    payment: { paymentType: 'cash', cashTenderedInCents: 5000 },
    expectedTotalInCents: firstQuote.totals.grandTotal,
  });
  const order = buildPosOrderDocument({
    request: sale,
    quote: firstQuote,
    ids,
    menu,
    now: new Date(at(0.05)),
  });
  const editLines = [...firstLines, { id: 'b', selection: basic('san-pellegrino', 1) }];
  const editQuote = quotePosOrder(menu, { collectionType: 'pickup', lines: editLines }, new Date(at(3)));
  const edit = ZPosOrderEditRequest.parse({
    employeeId: sam.id,
    editedIsoDateTimeUtc: at(3),
    baseVersion: 1,
    collectionType: 'pickup',
    customerName: 'Priya',
    lines: editLines,
    expectedTotalInCents: editQuote.totals.grandTotal,
    extraPayment: { paymentType: 'cash', cashTenderedInCents: 1000 },
  });
  const edited = applyPosOrderEdit({
    order,
    versionId: 'pos-demo-edited-v2',
    request: edit,
    quote: editQuote,
    employee: { id: sam.id, name: sam.name },
    posTerminalId: DEMO_POS_TERMINAL.id,
    menu,
  });
  if (edited.kind !== 'edited') throw new Error(`Demo edit: ${JSON.stringify(edited)}`);
  const refund = ZPosRefundRequest.parse({
    employeeId: sam.id,
    approvedByEmployeeId: alex.id,
    amountInCents: 300,
    reason: 'Pizza was cold',
    refundedIsoDateTimeUtc: at(20),
  });
  const refunded = refundPosOrder({
    order: edited.order,
    refundId: 'pos-demo-refund-1',
    request: refund,
    employee: { id: sam.id, name: sam.name },
    approver: { id: alex.id, name: alex.name },
    posTerminalId: DEMO_POS_TERMINAL.id,
  });
  if (refunded.kind !== 'refunded') throw new Error(`Demo refund: ${JSON.stringify(refunded)}`);
  const { displayNumberPending: _pending, ...numbered } = refunded.order;
  const batch = db.batch();
  batch.set(
    store.collection('orders').doc(ids.posOrderId),
    JSON.parse(
      JSON.stringify({
        ...numbered,
        displayNumber: '60',
        status: { code: 'completed', updatedIsoDateTimeUtc: at(25) },
      }),
    ),
  );

  const timezone = menu.store.timezone;
  const exception = (
    id: string,
    fields: Omit<
      SalesException,
      'id' | 'restaurantId' | 'storeId' | 'localDate' | 'posTerminalId' | 'posTerminalName'
    >,
  ) =>
    batch.set(
      store.collection('salesExceptions').doc(id),
      JSON.parse(
        JSON.stringify(
          ZSalesException.parse({
            id,
            restaurantId,
            storeId: DEMO_POS_STORE_ID,
            posTerminalId: DEMO_POS_TERMINAL.id,
            posTerminalName: DEMO_POS_TERMINAL.name,
            localDate: localDateAt(new Date(fields.isoDateTimeUtc), timezone),
            ...fields,
          }),
        ),
      ),
    );
  exception(`refund_${ids.posOrderId}_pos-demo-refund-1`, {
    kind: 'refund',
    employeeId: sam.id,
    employeeName: sam.name,
    approvedByEmployeeId: alex.id,
    approverName: alex.name,
    amountInCents: 300,
    reason: 'Pizza was cold',
    posOrderId: ids.posOrderId,
    isoDateTimeUtc: at(20),
  });
  exception('pos-demo-no-sale', {
    kind: 'noSale',
    employeeId: sam.id,
    employeeName: sam.name,
    approvedByEmployeeId: alex.id,
    approverName: alex.name,
    amountInCents: 0,
    reason: 'Change for the float',
    isoDateTimeUtc: at(-30),
  });
  exception('pos-demo-cancelled', {
    kind: 'cancelTransaction',
    employeeId: sam.id,
    employeeName: sam.name,
    amountInCents: editQuote.totals.grandTotal,
    reason: 'Customer walked away',
    isoDateTimeUtc: at(45),
  });

  // A table's order parked on the till today, waiting for its bill (a fixed time: re-seeding changes nothing).
  const parkedAt = new Date(now);
  parkedAt.setUTCHours(1, 30, 0, 0);
  const parkedLines = [
    { id: 'a', selection: pizza('pepperoni', 'small') },
    { id: 'b', selection: basic('san-pellegrino', 2) },
  ];
  const parkedQuote = quotePosOrder(menu, { collectionType: 'dineIn', lines: parkedLines }, parkedAt);
  const parked = saveStashedOrder({
    existing: undefined,
    stashId: 'pos-demo-stash-table-12',
    restaurantId,
    storeId: DEMO_POS_STORE_ID,
    request: ZStashedOrderRequest.parse({
      employeeId: alex.id,
      posOrderId: 'pos-demo-stash-table-12-order',
      label: 'Table 12',
      revision: 1,
      parkedIsoDateTimeUtc: parkedAt.toISOString(),
      collectionType: 'dineIn',
      tableNumber: '12',
      guestCount: 2,
      lines: parkedLines,
      expectedTotalInCents: parkedQuote.totals.grandTotal,
    }),
    employee: { id: alex.id, name: alex.name },
    posTerminalId: DEMO_POS_TERMINAL.id,
  });
  batch.set(store.collection('stashedOrders').doc(parked.stash.id), JSON.parse(JSON.stringify(parked.stash)));
  await batch.commit();
}
