/**
 * What one state of an order adds to its store's reports, for every report level at once. The rollup
 * trigger keeps, per order, the contribution it last applied; on a change it adds
 * (contribution now − contribution applied), so placement, edits, refunds and cancellation are all the
 * same operation, and applying the same state twice adds nothing.
 */

import { businessMomentAt, DEFAULT_BUSINESS_DAY_START_HOUR } from './businessDay';
import {
  cardFeeFiguresOf,
  collectionTypeOf,
  type OrderMoney,
  orderMoney,
  orderReportState,
  type ReportableOrder,
  reportLinesOf,
  tendersOf,
  ZReportableOrder,
} from './orderFacts';
import { addTallies, type Tally } from './tally';

/** The additive figures of one bucket (a store, an hour, a source, an employee, a terminal...). */
export const REPORT_FIGURE_KEYS = [
  'orderCount',
  'itemSalesInCents',
  'discountInCents',
  'surchargeInCents',
  'deliveryInCents',
  'salesInCents',
  'refundInCents',
  'gstInCents',
  'tipInCents',
  'cancelledCount',
  'cancelledInCents',
] as const;
export type ReportFigureKey = (typeof REPORT_FIGURE_KEYS)[number];
export type ReportFigures = Record<ReportFigureKey, number>;

/** The names of the things a contribution counts, kept beside the counters for the report's labels. */
export interface ReportLabels {
  items: Record<string, string>;
  employees: Record<string, string>;
  terminals: Record<string, string>;
}

export interface OrderContribution {
  businessDate: string;
  hour: number;
  /** The counters it adds to the day's (and month's) rollup: see `orderContribution`. */
  tally: Tally;
  labels: ReportLabels;
}

export interface ReportClock {
  timezone: string;
  businessDayStartHour?: number | undefined;
}

export function hourKey(hour: number): string {
  return `h${String(hour).padStart(2, '0')}`;
}

export function dayKey(dayOfMonth: number): string {
  return `d${String(dayOfMonth).padStart(2, '0')}`;
}

function saleFigures(money: OrderMoney): Tally {
  return {
    orderCount: 1,
    itemSalesInCents: money.itemSalesInCents,
    discountInCents: money.discountInCents,
    surchargeInCents: money.surchargeInCents,
    deliveryInCents: money.deliveryInCents,
    salesInCents: money.salesInCents,
    refundInCents: money.refundInCents,
    gstInCents: money.gstInCents,
    tipInCents: money.tipInCents,
  };
}

function cancelledFigures(money: OrderMoney): Tally {
  return { cancelledCount: 1, cancelledInCents: money.salesInCents };
}

/**
 * An order's contribution, or undefined when it adds nothing (no document, or not a sale yet).
 *
 * Tally layout (each `F` is the figures of REPORT_FIGURE_KEYS):
 * `store: F`, `hours.hHH: F`, `days.dDD: {orderCount, salesInCents, refundInCents}` (for trends in a
 * month), `sources.{source}: F`, `collectionTypes.{type}: F`, `paymentTypes.{type}: {orderCount,
 * amountInCents}`, `items|categories|pizzaSizes|pizzaItems.{id}: {quantity, salesInCents}`,
 * `employees.{id}: F`, `terminals.{id}: F + hours`, `dineIn: {orderCount, guestCount, salesInCents,
 * hours}`, `cardFees` (online card payments the provider took: count, gross, fees, refunds). A cancelled order counts only as cancelled, in the store, its hour and its source.
 */
export function orderContribution(stored: unknown, clock: ReportClock): OrderContribution | undefined {
  if (stored === undefined || stored === null) return undefined;
  const parsed = ZReportableOrder.safeParse(stored);
  if (!parsed.success) return undefined;
  const order = parsed.data;
  const state = orderReportState(order);
  if (state === 'notYet') return undefined;
  const placed = new Date(order.placedIsoDateTimeUtc);
  if (Number.isNaN(placed.getTime())) return undefined;
  const { businessDate, hour } = businessMomentAt(
    placed,
    clock.timezone,
    clock.businessDayStartHour ?? DEFAULT_BUSINESS_DAY_START_HOUR,
  );
  const money = orderMoney(order);
  const labels: ReportLabels = { items: {}, employees: {}, terminals: {} };
  const day = dayKey(Number(businessDate.slice(8, 10)));
  const cardFees = cardFeeFiguresOf(order, money);
  const fees: Tally = cardFees ? { cardFees: { ...cardFees } } : {};
  if (state === 'cancelled') {
    const figures = cancelledFigures(money);
    return {
      businessDate,
      hour,
      tally: addTallies(
        {},
        {
          store: figures,
          hours: { [hourKey(hour)]: figures },
          sources: { [order.source]: figures },
          ...fees,
        },
      ),
      labels,
    };
  }
  const figures = saleFigures(money);
  const tally: Tally = {
    store: figures,
    hours: { [hourKey(hour)]: figures },
    days: {
      [day]: { orderCount: 1, salesInCents: money.salesInCents, refundInCents: money.refundInCents },
    },
    sources: { [order.source]: figures },
    collectionTypes: { [collectionTypeOf(order)]: figures },
    paymentTypes: paymentTally(order, money),
    ...lineTallies(order, labels),
    ...fees,
  };
  if (order.employeeId) {
    tally.employees = { [order.employeeId]: figures };
    labels.employees[order.employeeId] = order.employeeName ?? order.employeeId;
  }
  if (order.posTerminalId) {
    tally.terminals = { [order.posTerminalId]: { ...figures, hours: { [hourKey(hour)]: figures } } };
    labels.terminals[order.posTerminalId] = order.posTerminalName ?? order.posTerminalId;
  }
  if (collectionTypeOf(order) === 'dineIn') {
    const guests = order.guestCount ?? 0;
    const dineIn = { orderCount: 1, guestCount: guests, salesInCents: money.salesInCents };
    tally.dineIn = { ...dineIn, hours: { [hourKey(hour)]: dineIn } };
  }
  // Zero counters are left out: they add nothing and would only fill the stored contribution.
  return { businessDate, hour, tally: addTallies({}, tally), labels };
}

function paymentTally(order: ReportableOrder, money: OrderMoney): Tally {
  return tendersOf(order, money.salesInCents).reduce<Tally>(
    (sum, tender) =>
      addTallies(sum, { [tender.type]: { orderCount: 1, amountInCents: tender.amountInCents } }),
    {},
  );
}

function lineTallies(order: ReportableOrder, labels: ReportLabels): Tally {
  let items: Tally = {};
  let categories: Tally = {};
  let pizzaSizes: Tally = {};
  let pizzaItems: Tally = {};
  for (const line of reportLinesOf(order)) {
    const figures = { quantity: line.quantity, salesInCents: line.salesInCents };
    items = addTallies(items, { [line.itemKey]: figures });
    labels.items[line.itemKey] = line.name;
    categories = addTallies(categories, { [line.categoryId]: figures });
    if (line.isPizza) {
      pizzaItems = addTallies(pizzaItems, { [line.itemKey]: figures });
      if (line.pizzaSizeId) pizzaSizes = addTallies(pizzaSizes, { [line.pizzaSizeId]: figures });
    }
  }
  return { items, categories, pizzaSizes, pizzaItems };
}
