import {
  addDaysToLocalDate,
  type CollectionType,
  localDateAt,
  type OrderStatus,
  reportPeriodRange,
  typedDisplayNumber,
  ZReportPeriod,
} from '@resto/domain';
import type { OrderHistoryFilter, StoreOrderData } from './orderData';

/** The history filters as typed on screen: local dates (yyyy-mm-dd) in the store's timezone, '' = any. */
export interface OrderHistoryForm {
  fromDate: string;
  toDate: string;
  status: OrderStatus | '';
  source: StoreOrderData['source'] | '';
  collectionType: CollectionType | '';
  /** An order number as typed ("#47"); '' = any. */
  number: string;
}

/** The last seven days, today included, in the store's timezone. */
export function defaultOrderHistoryForm(timezone: string, now: Date = new Date()): OrderHistoryForm {
  const today = localDateAt(now, timezone);
  return {
    fromDate: addDaysToLocalDate(today, -6),
    toDate: today,
    status: '',
    source: '',
    collectionType: '',
    number: '',
  };
}

/**
 * The query filter for the form, or the problem with its dates in words (checked with the domain's
 * report-period schema, so "start after end" reads the same as on the reports).
 */
export function orderHistoryFilterFrom(
  form: OrderHistoryForm,
  timezone: string,
): { filter: OrderHistoryFilter; problem?: undefined } | { filter?: undefined; problem: string } {
  const period = ZReportPeriod.safeParse({ kind: 'range', fromDate: form.fromDate, toDate: form.toDate });
  if (!period.success) return { problem: period.error.issues[0]?.message ?? 'Enter real dates' };
  const range = reportPeriodRange(period.data, new Date(), timezone);
  return {
    filter: {
      fromUtcIso: range.fromUtcIso,
      toUtcIso: range.toUtcIso,
      status: form.status || undefined,
      source: form.source || undefined,
      collectionType: form.collectionType || undefined,
      displayNumber: typedDisplayNumber(form.number),
    },
  };
}
