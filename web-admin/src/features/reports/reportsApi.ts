import type { ReportLevel, ReportPeriodKind, ReportView } from '@resto/domain';
import type { ApiPath } from '@resto/web-common';

/** What `/api/reports/restaurants/{r}/stores/{s}/{level}` answers (functions/src/reports/reportRead.ts). */
export interface StoreReportAnswer {
  report: ReportView;
  prior: ReportView;
  timezone: string;
  businessDayStartHour: number;
  generatedIsoDateTimeUtc: string;
  documentReads: number;
}

export interface ReportChoice {
  period: ReportPeriodKind;
  year?: number | undefined;
  month?: number | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
}

/** The query string of a period choice, as the route reads it (domain `ZReportQuery`). */
export function reportQuery(choice: ReportChoice): string {
  const params = new URLSearchParams({ period: choice.period });
  if (choice.period === 'yearMonth') {
    params.set('year', String(choice.year ?? ''));
    params.set('month', String(choice.month ?? ''));
  }
  if (choice.period === 'range') {
    params.set('fromDate', choice.fromDate ?? '');
    params.set('toDate', choice.toDate ?? '');
  }
  return params.toString();
}

export function reportPath(
  restaurantId: string,
  storeId: string,
  level: ReportLevel,
  choice: ReportChoice,
): ApiPath {
  return `/api/reports/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}/${level}?${reportQuery(choice)}`;
}

/** `PUT` here moves the store's business-day start and starts the recount. */
export function businessDayPath(restaurantId: string, storeId: string): ApiPath {
  return `/api/reports/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}/business-day`;
}
