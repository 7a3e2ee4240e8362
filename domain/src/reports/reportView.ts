/**
 * A report as the admin screens show it, built from rollup documents only: totals, breakdowns, hours,
 * days and the rows of the chosen level. Every figure is a sum of stored counters; the only
 * arithmetic here is the derived net sales and averages, defined once below.
 */
import { z } from 'zod';
import { type TransactionFeeTotals, withTransactionFeeNet } from '../payments/transactionFees';
import { REPORT_PERIOD_KINDS, type ReportPeriod, ZReportPeriod } from '../time/reportPeriods';
import { daysBetweenLocalDates } from '../time/zonedTime';
import { businessDayHours, DEFAULT_BUSINESS_DAY_START_HOUR } from './businessDay';
import { hourKey, REPORT_FIGURE_KEYS, type ReportClock, type ReportFigures } from './contribution';
import { hourInWindow, type ReportWindow } from './periods';
import type { ReportRollup } from './rollups';
import { addTallies, asTally, subTally, sumTallies, type Tally, tallyNumber } from './tally';

export const REPORT_LEVELS = [
  'store_level',
  'pos_terminal_level',
  'item_level',
  'category_level',
  'pizza_size_level',
  'pizza_item_level',
  'employee_level',
  'dine_in_guest_count_level',
] as const;
export type ReportLevel = (typeof REPORT_LEVELS)[number];

export const REPORT_LEVEL_LABELS: Record<ReportLevel, string> = {
  store_level: 'Sales summary',
  pos_terminal_level: 'POS terminals',
  item_level: 'Items',
  category_level: 'Categories',
  pizza_size_level: 'Pizza sizes',
  pizza_item_level: 'Pizzas',
  employee_level: 'Employees',
  dine_in_guest_count_level: 'Dine-in guests',
};

/** The report query an admin sends (`?period=week`, `?period=range&fromDate=…&toDate=…`). */
export const ZReportQuery = z.object({
  period: z.enum(REPORT_PERIOD_KINDS).default('today'),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
  fromDate: z.string().max(10).optional(),
  toDate: z.string().max(10).optional(),
});
export type ReportQuery = z.infer<typeof ZReportQuery>;

/** The figures plus what is derived from them. */
export interface ReportTotals extends ReportFigures {
  /** Sales less refunds: what the store keeps (GST included). */
  netSalesInCents: number;
  /** Net sales per order, rounded to the cent; 0 without orders. */
  averageOrderInCents: number;
}

export function reportTotals(figures: Tally): ReportTotals {
  const base = Object.fromEntries(
    REPORT_FIGURE_KEYS.map((key) => [key, tallyNumber(figures, key)]),
  ) as ReportFigures;
  const netSalesInCents = base.salesInCents - base.refundInCents;
  return {
    ...base,
    netSalesInCents,
    averageOrderInCents: base.orderCount > 0 ? Math.round(netSalesInCents / base.orderCount) : 0,
  };
}

export interface ReportBreakdownRow {
  key: string;
  name: string;
  totals: ReportTotals;
}

export interface ReportItemRow {
  key: string;
  name: string;
  quantity: number;
  salesInCents: number;
  /** Share of the level's sales, 0-1. */
  share: number;
}

export interface ReportHour {
  hour: number;
  orderCount: number;
  salesInCents: number;
  netSalesInCents: number;
}

export interface ReportDay {
  date: string;
  orderCount: number;
  salesInCents: number;
  netSalesInCents: number;
}

export interface ReportPaymentRow {
  key: string;
  orderCount: number;
  amountInCents: number;
}

export interface ReportGuests {
  orderCount: number;
  guestCount: number;
  salesInCents: number;
  salesPerGuestInCents: number;
}

export interface ReportView {
  level: ReportLevel;
  firstDate: string;
  lastDate: string;
  totals: ReportTotals;
  byHour: ReportHour[];
  byDay: ReportDay[];
  bySource: ReportBreakdownRow[];
  byCollectionType: ReportBreakdownRow[];
  byPaymentType: ReportPaymentRow[];
  /** Terminal and employee levels: one row each with its totals. */
  people: ReportBreakdownRow[];
  /** Item, category, pizza and pizza size levels: one row each. */
  items: ReportItemRow[];
  guests: ReportGuests;
  /** Online card payments the provider took, with its fees (the transaction-fee page). */
  cardFees: TransactionFeeTotals;
}

export interface ReportNames {
  categories?: Record<string, string>;
  pizzaSizes?: Record<string, string>;
}

/** The report of `level` over the window from its rollups (every shard of every rollup read). */
export function buildReportView(input: {
  level: ReportLevel;
  window: ReportWindow;
  clock: ReportClock;
  rollups: readonly ReportRollup[];
  names?: ReportNames;
  /** pos_terminal_level: just this terminal. */
  posTerminalId?: string;
}): ReportView {
  const { window, clock, level } = input;
  const firstDate = window.dates[0] ?? '';
  const lastDate = window.dates[window.dates.length - 1] ?? '';
  const tally = sumTallies(input.rollups.map((rollup) => asTally(rollup.tally)));
  const labels = mergeLabels(input.rollups);

  // Hours: summed over the rollups, or, for the last 24 hours, only the hours inside the window.
  const startHour = clock.businessDayStartHour ?? DEFAULT_BUSINESS_DAY_START_HOUR;
  // The figures the level is about: the store's, or the POS terminals' (one, or all added up).
  const scopeOf = (rollupTally: Tally): Tally => {
    if (level !== 'pos_terminal_level') return rollupTally;
    const terminals = subTally(rollupTally, 'terminals');
    if (input.posTerminalId) return subTally(terminals, input.posTerminalId);
    return sumTallies(Object.values(terminals).map(asTally));
  };
  const figuresOf = (scoped: Tally): Tally =>
    level === 'pos_terminal_level' ? scoped : subTally(scoped, 'store');
  let hours: Tally = {};
  let windowFigures: Tally = {};
  for (const rollup of input.rollups) {
    const own = scopeOf(asTally(rollup.tally));
    const rollupHours =
      level === 'dine_in_guest_count_level'
        ? subTally(subTally(own, 'dineIn'), 'hours')
        : subTally(own, 'hours');
    for (const [key, figures] of Object.entries(rollupHours)) {
      const hour = Number(key.slice(1));
      if (rollup.kind === 'day' && !hourInWindow(window, rollup.period, hour, clock)) continue;
      hours = addTallies(hours, { [key]: figures });
      windowFigures = addTallies(windowFigures, asTally(figures));
    }
  }
  // The last 24 hours count hour by hour; every other period takes the whole days' figures.
  const totals = reportTotals(
    window.hourWindow && level !== 'dine_in_guest_count_level' ? windowFigures : figuresOf(scopeOf(tally)),
  );

  const byHour: ReportHour[] = businessDayHours(startHour).map((hour) => {
    const figures = subTally(hours, hourKey(hour));
    const sales = tallyNumber(figures, 'salesInCents');
    return {
      hour,
      orderCount: tallyNumber(figures, 'orderCount'),
      salesInCents: sales,
      netSalesInCents: sales - tallyNumber(figures, 'refundInCents'),
    };
  });

  const dayTallies = new Map<string, Tally>();
  for (const rollup of input.rollups) {
    const days = subTally(asTally(rollup.tally), 'days');
    for (const [key, figures] of Object.entries(days)) {
      const date = rollup.kind === 'day' ? rollup.period : `${rollup.period}-${key.slice(1)}`;
      dayTallies.set(date, addTallies(dayTallies.get(date), typeof figures === 'object' ? figures : {}));
    }
  }
  const byDay: ReportDay[] = window.dates.map((date) => {
    const figures = dayTallies.get(date);
    const sales = tallyNumber(figures, 'salesInCents');
    return {
      date,
      orderCount: tallyNumber(figures, 'orderCount'),
      salesInCents: sales,
      netSalesInCents: sales - tallyNumber(figures, 'refundInCents'),
    };
  });

  const breakdown = (key: string, naming: (id: string) => string = (id) => id): ReportBreakdownRow[] =>
    Object.entries(subTally(tally, key))
      .map(([id, figures]) => ({ key: id, name: naming(id), totals: reportTotals(asTally(figures)) }))
      .sort((a, b) => b.totals.salesInCents - a.totals.salesInCents);

  const payments = Object.entries(subTally(tally, 'paymentTypes'))
    .map(([key, figures]) => ({
      key,
      orderCount: tallyNumber(asTally(figures), 'orderCount'),
      amountInCents: tallyNumber(asTally(figures), 'amountInCents'),
    }))
    .sort((a, b) => b.amountInCents - a.amountInCents);

  const people =
    level === 'employee_level'
      ? breakdown('employees', (id) => labels.employees[id] ?? id)
      : level === 'pos_terminal_level'
        ? breakdown('terminals', (id) => labels.terminals[id] ?? id).filter(
            (row) => !input.posTerminalId || row.key === input.posTerminalId,
          )
        : [];

  const itemSource: Record<string, { key: string; naming: (id: string) => string }> = {
    item_level: { key: 'items', naming: (id) => labels.items[id] ?? id },
    category_level: {
      key: 'categories',
      naming: (id) => input.names?.categories?.[id] ?? (id === 'uncategorised' ? 'No category' : id),
    },
    pizza_size_level: { key: 'pizzaSizes', naming: (id) => input.names?.pizzaSizes?.[id] ?? id },
    pizza_item_level: { key: 'pizzaItems', naming: (id) => labels.items[id] ?? id },
  };
  const source = itemSource[level];
  const itemEntries = source ? Object.entries(subTally(tally, source.key)) : [];
  const itemSales = itemEntries.reduce(
    (sum, [, figures]) => sum + tallyNumber(asTally(figures), 'salesInCents'),
    0,
  );
  const items: ReportItemRow[] = source
    ? itemEntries
        .map(([key, figures]) => {
          const salesInCents = tallyNumber(asTally(figures), 'salesInCents');
          return {
            key,
            name: source.naming(key),
            quantity: tallyNumber(asTally(figures), 'quantity'),
            salesInCents,
            share: itemSales > 0 ? salesInCents / itemSales : 0,
          };
        })
        .sort((a, b) => b.salesInCents - a.salesInCents || a.name.localeCompare(b.name))
    : [];

  const fees = subTally(tally, 'cardFees');
  const cardFees = withTransactionFeeNet({
    orderCount: tallyNumber(fees, 'orderCount'),
    grossInCents: tallyNumber(fees, 'grossInCents'),
    processorFeeInCents: tallyNumber(fees, 'processorFeeInCents'),
    applicationFeeInCents: tallyNumber(fees, 'applicationFeeInCents'),
    refundedInCents: tallyNumber(fees, 'refundedInCents'),
  });
  const dineIn = subTally(tally, 'dineIn');
  const guestCount = tallyNumber(dineIn, 'guestCount');
  const dineInSales = tallyNumber(dineIn, 'salesInCents');
  return {
    level,
    firstDate,
    lastDate,
    totals,
    byHour,
    byDay,
    bySource: breakdown('sources'),
    byCollectionType: breakdown('collectionTypes'),
    byPaymentType: payments,
    people,
    items,
    guests: {
      orderCount: tallyNumber(dineIn, 'orderCount'),
      guestCount,
      salesInCents: dineInSales,
      salesPerGuestInCents: guestCount > 0 ? Math.round(dineInSales / guestCount) : 0,
    },
    cardFees,
  };
}

function mergeLabels(rollups: readonly ReportRollup[]): ReportRollup['labels'] {
  const merged: ReportRollup['labels'] = { items: {}, employees: {}, terminals: {} };
  for (const rollup of rollups) {
    Object.assign(merged.items, rollup.labels.items);
    Object.assign(merged.employees, rollup.labels.employees);
    Object.assign(merged.terminals, rollup.labels.terminals);
  }
  return merged;
}

/** The longest range a report reads (a little over a year: a year's report costs ~200 reads). */
export const MAX_REPORT_RANGE_DAYS = 400;

/**
 * The period a report query names, checked like any request: the domain's period schema (real dates,
 * start before end) and at most MAX_REPORT_RANGE_DAYS days, so one request's reads stay bounded.
 */
export function reportPeriodOfQuery(query: ReportQuery): ReportPeriod {
  const period = ZReportPeriod.parse(
    query.period === 'yearMonth'
      ? { kind: 'yearMonth', year: query.year, month: query.month }
      : query.period === 'range'
        ? { kind: 'range', fromDate: query.fromDate, toDate: query.toDate }
        : { kind: query.period },
  );
  if (
    period.kind === 'range' &&
    daysBetweenLocalDates(period.fromDate, period.toDate) + 1 > MAX_REPORT_RANGE_DAYS
  )
    throw new z.ZodError([
      {
        code: 'custom',
        path: ['toDate'],
        message: `Choose at most ${MAX_REPORT_RANGE_DAYS} days`,
        input: period.toDate,
      },
    ]);
  return period;
}
