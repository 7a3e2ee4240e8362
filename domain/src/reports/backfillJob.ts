/**
 * A rebuild of a store's report rollups from its orders: `restaurants/{r}/stores/{s}/reportBackfillJobs/{jobId}`,
 * with the import jobs' lifecycle (requested → queued → running → success | failure, menuImport/jobs.ts)
 * and progress, so a store that had orders before rollups existed gets reports, and an admin can see
 * it run. Applying an order is idempotent (reports/rollups.ts), so a rerun or a racing order change
 * never counts an order twice.
 */
import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc } from '../common/common';
import { IMPORT_JOB_STATUSES } from '../menuImport/jobs';

export const ZReportBackfillJob = z.object({
  status: z.enum(IMPORT_JOB_STATUSES),
  restaurantId: ZDocumentId,
  storeId: ZDocumentId,
  createdByUid: z.string(),
  createdIsoDateTimeUtc: ZIsoDateTimeUtc,
  updatedIsoDateTimeUtc: ZIsoDateTimeUtc,
  startedIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  finishedIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  /** Orders looked at so far (the total is unknown until the last page). */
  progress: z.object({ done: z.number().int().min(0) }),
  counts: z.object({
    /** Orders whose share of the reports was added or corrected. */
    applied: z.number().int().min(0),
    /** Orders already counted as they are (by the order trigger or an earlier run). */
    unchanged: z.number().int().min(0),
  }),
  message: z.string().optional(),
});
export type ReportBackfillJob = z.infer<typeof ZReportBackfillJob>;

/** The rebuild command's body: an explicit yes, so a stray or malformed call starts nothing. */
export const ZReportBackfillRequest = z
  .object({ rebuild: z.literal(true, { error: 'Send {"rebuild": true}' }) })
  .strict();
