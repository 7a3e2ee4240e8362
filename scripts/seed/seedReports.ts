/**
 * Sixty days of counter trade at both demo stores, so the sales reports have history: lunch and
 * dinner rushes, busier weekends, a few sales after midnight (counted to the night before), cash,
 * card, split and gift-voucher payments, dine-in guests, tips, some refunds and cancellations. Each
 * order is priced by the domain from the store's published menu and built by the same document
 * builder as the POS route, then the stores' report rollups are rebuilt with the functions' own
 * idempotent code (functions/src/reports/backfill.ts), so the seed and the order trigger agree and a
 * second run changes nothing. Ids and contents derive from the business date, never from a clock
 * reading inside a day.
 */
import {
  addDaysToLocalDate,
  buildPosOrderDocument,
  localDateAt,
  type PosOrderRequestInput,
  quotePosOrder,
  weekdayOfLocalDate,
  ZPosOrderRequest,
  ZPublishedMenu,
  zonedInstant,
} from '@resto/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { backfillStoreRollups } from '../../functions/src/reports/backfill';

export const REPORT_HISTORY_DAYS = 60;

const TIMEZONE = 'Australia/Sydney';

const STORES = {
  bondi: {
    factor: 1,
    terminal: { id: 'front-counter', name: 'Front counter POS' },
    employees: [
      { id: 'emp-alex', name: 'Alex Morgan' },
      { id: 'emp-sam', name: 'Sam Lee' },
    ],
  },
  'surry-hills': {
    factor: 0.5,
    terminal: { id: 'surry-counter', name: 'Counter POS' },
    employees: [
      { id: 'emp-jo', name: 'Jo Park' },
      { id: 'emp-ravi', name: 'Ravi Patel' },
    ],
  },
} as const;

/** Orders on a usual day by weekday, before the store's factor. */
const DAILY_ORDERS: Record<string, number> = {
  monday: 3,
  tuesday: 3,
  wednesday: 4,
  thursday: 4,
  friday: 7,
  saturday: 8,
  sunday: 5,
};

/** A small deterministic generator (mulberry32) seeded from text: same day, same orders. */
function randomFrom(text: string): () => number {
  let seed = 0;
  for (const char of text) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIZZAS = ['margherita', 'pepperoni', 'hawaiian', 'capricciosa', 'vegetarian', 'meat-lovers'];
const SIZES = ['small', 'large', 'large', 'family'];

type Line = PosOrderRequestInput['lines'][number];

function pizzaLine(id: string, random: () => number): Line {
  return {
    id,
    selection: {
      type: 'pizza',
      specId: PIZZAS[Math.floor(random() * PIZZAS.length)] as string,
      quantity: random() < 0.85 ? 1 : 2,
      comments: '',
      sizeId: SIZES[Math.floor(random() * SIZES.length)] as string,
      addToppings: [],
      removeToppings: [],
    },
  } as Line;
}

function sideLine(id: string, random: () => number): Line {
  const pick = random();
  const selection =
    pick < 0.35
      ? { type: 'basic', specId: 'garlic-bread', quantity: 1, comments: '', modifiersValue: {} }
      : pick < 0.65
        ? {
            type: 'basic',
            specId: 'wedges',
            quantity: 1,
            comments: '',
            modifiersValue: { 'dipping-sauce': { aioli: 1 } },
          }
        : {
            type: 'basic',
            specId: 'san-pellegrino',
            quantity: 1 + Math.floor(random() * 3),
            comments: '',
            modifiersValue: {},
          };
  return { id, selection } as Line;
}

/** The hour an order is placed: lunch, the dinner rush, and on weekends a little after midnight. */
function hourOf(random: () => number, weekday: string): number {
  const pick = random();
  if ((weekday === 'friday' || weekday === 'saturday') && pick > 0.93) return random() < 0.6 ? 0 : 1;
  if (pick < 0.3) return 11 + Math.floor(random() * 3);
  if (pick < 0.4) return 14 + Math.floor(random() * 3);
  if (pick < 0.92) return 17 + Math.floor(random() * 4);
  return 21 + Math.floor(random() * 2);
}

/** Writes the history orders of one store; returns how many there are. */
async function seedStoreHistory(
  db: Firestore,
  restaurantId: string,
  storeId: keyof typeof STORES,
  now: Date,
) {
  const setup = STORES[storeId];
  const store = db.collection('restaurants').doc(restaurantId).collection('stores').doc(storeId);
  const menuData = (await store.collection('publishedMenu').doc('current').get()).data();
  if (!menuData) return 0;
  const menu = ZPublishedMenu.parse(menuData);
  const hasVoucher = menu.settings.customPayments.some((payment) => payment.id === 'gift-voucher');
  const today = localDateAt(now, TIMEZONE);
  let batch = db.batch();
  let pending = 0;
  let written = 0;
  for (let daysAgo = REPORT_HISTORY_DAYS; daysAgo >= 1; daysAgo -= 1) {
    const businessDate = addDaysToLocalDate(today, -daysAgo);
    const weekday = weekdayOfLocalDate(businessDate);
    const random = randomFrom(`${storeId}:${businessDate}`);
    const count = Math.max(
      1,
      Math.round((DAILY_ORDERS[weekday] ?? 6) * setup.factor * (0.75 + random() * 0.5)),
    );
    for (let index = 0; index < count; index += 1) {
      const hour = hourOf(random, weekday);
      const minute = Math.floor(random() * 60);
      const localDate = hour < 4 ? addDaysToLocalDate(businessDate, 1) : businessDate;
      const placed = zonedInstant(localDate, hour * 60 + minute, TIMEZONE);
      const dineIn = random() < 0.35;
      const lines: Line[] = [pizzaLine('a', random)];
      if (random() < 0.6) lines.push(sideLine('b', random));
      if (random() < 0.25) lines.push(pizzaLine('c', random));
      const collectionType = dineIn ? 'dineIn' : 'pickup';
      const parsedLines = lines.map((line) => ZPosOrderRequest.shape.lines.element.parse(line));
      const quote = quotePosOrder(menu, { collectionType, lines: parsedLines }, placed);
      if (quote.problems.length > 0) continue;
      const total = quote.totals.grandTotal;
      const payPick = random();
      const payment =
        payPick < 0.32
          ? { paymentType: 'cash' as const, cashTenderedInCents: Math.ceil(total / 1000) * 1000 }
          : payPick < 0.86
            ? { paymentType: 'card' as const }
            : payPick < 0.95 || !hasVoucher
              ? {
                  paymentType: 'splitBill' as const,
                  splitPayments: [
                    { paymentType: 'card' as const, amountInCents: Math.ceil(total / 2) },
                    { paymentType: 'cash' as const, amountInCents: Math.floor(total / 2) },
                  ],
                }
              : { paymentType: 'custom' as const, customPaymentId: 'gift-voucher' };
      const employee = setup.employees[Math.floor(random() * setup.employees.length)] ?? setup.employees[0];
      const request = ZPosOrderRequest.parse({
        employeeId: employee.id,
        placedIsoDateTimeUtc: placed.toISOString(),
        collectionType,
        ...(dineIn
          ? { tableNumber: String(1 + Math.floor(random() * 12)), guestCount: 1 + Math.floor(random() * 5) }
          : {}),
        lines,
        payment,
        expectedTotalInCents: total,
      });
      const orderId = `hist-${storeId}-${businessDate}-${String(index + 1).padStart(2, '0')}`;
      const order = buildPosOrderDocument({
        request,
        quote,
        ids: {
          restaurantId,
          storeId,
          posOrderId: orderId,
          posTerminalId: setup.terminal.id,
          posTerminalName: setup.terminal.name,
          employeeId: employee.id,
          employeeName: employee.name,
        },
        menu,
        now: new Date(placed.getTime() + 2_000),
      });
      const outcome = random();
      const cancelled = outcome < 0.02;
      // A refund at the counter gives back one line's worth; a card sale sometimes carries a tip.
      const refund = !cancelled && outcome > 0.97 ? Math.min(total, quote.lines[0]?.total ?? 0) : 0;
      const tip = payment.paymentType === 'card' && random() < 0.2 ? 100 * (2 + Math.floor(random() * 4)) : 0;
      const closedAt = new Date(placed.getTime() + 30 * 60_000).toISOString();
      const { displayNumberPending: _pending, ...numbered } = order;
      batch.set(
        store.collection('orders').doc(orderId),
        JSON.parse(
          JSON.stringify({
            ...numbered,
            displayNumber: String(101 + index),
            status: { code: cancelled ? 'cancelled' : 'completed', updatedIsoDateTimeUtc: closedAt },
            ...(cancelled ? { cancellationReason: 'Customer changed their mind' } : {}),
            refundAmountInCents: refund,
            tipAmountInCents: tip,
          }),
        ),
      );
      pending += 1;
      written += 1;
      if (pending === 400) {
        await batch.commit();
        batch = db.batch();
        pending = 0;
      }
    }
  }
  if (pending > 0) await batch.commit();
  return written;
}

/**
 * History orders for the demo stores, then every store's rollups brought up to date with its
 * orders (history, the demo card and counter orders, anything placed since).
 */
export async function seedReports(db: Firestore, restaurantId: string, now = new Date()): Promise<number> {
  let written = 0;
  for (const storeId of Object.keys(STORES) as (keyof typeof STORES)[])
    written += await seedStoreHistory(db, restaurantId, storeId, now);
  for (const storeId of Object.keys(STORES)) await backfillStoreRollups(db, restaurantId, storeId);
  return written;
}
