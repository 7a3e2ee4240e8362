export * from './backfillJob';
export * from './businessDay';
export * from './contribution';
export * from './monthlyStats';
export * from './orderFacts';
export * from './periods';
export * from './reportView';
export * from './rollups';
export * from './tally';

import { ZReportBackfillRequest } from './backfillJob';
import { ZBusinessDayChangeRequest } from './businessDay';
import { ZMonthlyOrderListQuery } from './monthlyStats';
import { ZReportQuery } from './reportView';

/** The request schemas of the reports API (walked by functions' bounded-input test). */
export const REPORTS_REQUEST_SCHEMAS = {
  ZReportQuery,
  ZReportBackfillRequest,
  ZMonthlyOrderListQuery,
  ZBusinessDayChangeRequest,
};
export * from './orderChangeExport';
