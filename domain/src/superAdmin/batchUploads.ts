/**
 * Batch uploads (SPEC `/batch-upload-jobs`, `/batch-upload-jobs/{batchUploadJobId}`): a super admin
 * imports one menu file into many stores across restaurants at once. A batch is
 * `batchUploadJobs/{id}` naming one menu import job per store; each of those is an ordinary import
 * job of its store (`restaurants/{r}/stores/{s}/importJobs/{jobId}`, kind `menuImport`) run by the
 * import trigger and its job runner with the same lifecycle (requested → queued → running → success |
 * failure), progress and per-row errors. The batch's own status, progress and errors are summed from
 * its stores' jobs when read, so they can never disagree.
 */
import { z } from 'zod';
import { ZDocumentId } from '../common/common';
import {
  type ImportJob,
  type ImportJobError,
  type ImportJobStatus,
  ZMenuImportRequest,
} from '../menuImport/jobs';

export const BATCH_UPLOAD_MAX_STORES = 20;
/** Row errors listed per store on the batch's page (each store's job keeps up to 500). */
export const BATCH_UPLOAD_ERRORS_SHOWN = 50;

export const ZBatchUploadStore = z.object({ restaurantId: ZDocumentId, storeId: ZDocumentId });

/** The API reads JSON bodies up to 1 MB: the file must fit with the store list. */
export const BATCH_UPLOAD_MAX_FILE_CHARACTERS = 900_000;

export const ZBatchUploadRequest = ZMenuImportRequest.extend({
  content: ZMenuImportRequest.shape.content.refine(
    (content) => content.length <= BATCH_UPLOAD_MAX_FILE_CHARACTERS,
    'A batch upload file may be at most 900 kB; split it, or import into each store from its menu page',
  ),
  stores: z
    .array(ZBatchUploadStore)
    .min(1, 'Choose at least one store')
    .max(BATCH_UPLOAD_MAX_STORES, `At most ${BATCH_UPLOAD_MAX_STORES} stores in one batch`)
    .refine(
      (stores) =>
        new Set(stores.map((store) => `${store.restaurantId}/${store.storeId}`)).size === stores.length,
      'A store is listed twice',
    ),
});
export type BatchUploadRequest = z.infer<typeof ZBatchUploadRequest>;

export const ZBatchUploadJob = z.object({
  fileName: z.string(),
  format: z.string(),
  bytes: z.number().int().min(0),
  stores: z.array(
    ZBatchUploadStore.extend({
      restaurantName: z.string(),
      storeName: z.string(),
      importJobId: z.string(),
    }),
  ),
  createdByUid: z.string(),
  createdByEmail: z.string().optional(),
  createdIsoDateTimeUtc: z.string(),
});
export type BatchUploadJob = z.infer<typeof ZBatchUploadJob>;

export const ZBatchUploadListQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(50).default(20),
    /** `createdIsoDateTimeUtc` of the last job of the previous page. */
    before: z.string().max(40).optional(),
  })
  .strict();

export interface BatchUploadStoreSummary {
  restaurantId: string;
  storeId: string;
  restaurantName: string;
  storeName: string;
  importJobId: string;
  status: ImportJobStatus;
  progress: { done: number; total: number };
  counts: ImportJob['counts'];
  errorCount: number;
  errors: ImportJobError[];
  message?: string;
}

export interface BatchUploadSummary {
  id: string;
  fileName: string;
  bytes: number;
  createdIsoDateTimeUtc: string;
  createdByEmail?: string;
  status: ImportJobStatus;
  progress: { done: number; total: number };
  counts: ImportJob['counts'];
  errorCount: number;
  stores: BatchUploadStoreSummary[];
}

const FINISHED: readonly ImportJobStatus[] = ['success', 'failure'];

/**
 * The batch as its stores' jobs say: requested while none has been picked up, success when every
 * store succeeded, failure when all finished and one failed, otherwise running (or queued).
 */
export function batchUploadStatus(statuses: readonly ImportJobStatus[]): ImportJobStatus {
  if (statuses.length === 0 || statuses.every((status) => status === 'requested')) return 'requested';
  if (statuses.every((status) => FINISHED.includes(status)))
    return statuses.includes('failure') ? 'failure' : 'success';
  return statuses.some((status) => status === 'running' || FINISHED.includes(status)) ? 'running' : 'queued';
}

/** Sums a batch from its stores' import jobs (a job not readable yet counts as requested). */
export function summariseBatchUpload(
  id: string,
  batch: BatchUploadJob,
  jobs: readonly (ImportJob | undefined)[],
): BatchUploadSummary {
  const stores = batch.stores.map((store, index): BatchUploadStoreSummary => {
    const job = jobs[index];
    return {
      ...store,
      status: job?.status ?? 'requested',
      progress: job?.progress ?? { done: 0, total: 0 },
      counts: job?.counts ?? { created: 0, updated: 0, skipped: 0 },
      errorCount: job?.errorCount ?? 0,
      errors: (job?.errors ?? []).slice(0, BATCH_UPLOAD_ERRORS_SHOWN),
      ...(job?.message ? { message: job.message } : {}),
    };
  });
  const sum = (pick: (store: BatchUploadStoreSummary) => number) =>
    stores.reduce((total, store) => total + pick(store), 0);
  return {
    id,
    fileName: batch.fileName,
    bytes: batch.bytes,
    createdIsoDateTimeUtc: batch.createdIsoDateTimeUtc,
    ...(batch.createdByEmail ? { createdByEmail: batch.createdByEmail } : {}),
    status: batchUploadStatus(stores.map((store) => store.status)),
    progress: { done: sum((store) => store.progress.done), total: sum((store) => store.progress.total) },
    counts: {
      created: sum((store) => store.counts.created),
      updated: sum((store) => store.counts.updated),
      skipped: sum((store) => store.counts.skipped),
    },
    errorCount: sum((store) => store.errorCount),
    stores,
  };
}

export const BATCH_UPLOAD_REQUEST_SCHEMAS = { ZBatchUploadRequest, ZBatchUploadListQuery };
