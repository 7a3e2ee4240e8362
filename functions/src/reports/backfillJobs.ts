import {
  DEFAULT_BUSINESS_DAY_START_HOUR,
  type ImportJobStatus,
  importJobStatus,
  type ReportBackfillJob,
  ZReportBackfillJob,
} from '@resto/domain';
import { db, nowIso, runContendedTransaction } from '../admin';
import { newId } from '../firestore/paths';
import { ConflictError, NotFoundError } from '../http/errors';
import { log } from '../log';
import { backfillStoreRollups } from './backfill';
import { forgetStoreReportClock, storeRef } from './rollupStore';

export const REPORT_BACKFILL_JOB_DOCUMENT =
  'restaurants/{restaurantId}/stores/{storeId}/reportBackfillJobs/{jobId}';

export interface BackfillJobIds {
  restaurantId: string;
  storeId: string;
  jobId: string;
}

function jobRef(ids: BackfillJobIds) {
  return storeRef(db(), ids.restaurantId, ids.storeId).collection('reportBackfillJobs').doc(ids.jobId);
}

/** Records a `requested` rebuild; its creation starts the job (reportBackfillTrigger.ts). */
export async function createReportBackfillJob(
  store: { restaurantId: string; storeId: string },
  createdByUid: string,
): Promise<{ id: string; job: ReportBackfillJob }> {
  const ids = { ...store, jobId: newId() };
  const now = nowIso();
  const job: ReportBackfillJob = {
    status: 'requested',
    ...store,
    createdByUid,
    createdIsoDateTimeUtc: now,
    updatedIsoDateTimeUtc: now,
    progress: { done: 0 },
    counts: { applied: 0, unchanged: 0 },
  };
  await jobRef(ids).create(job);
  return { id: ids.jobId, job };
}

const UNFINISHED: ImportJobStatus[] = ['requested', 'queued', 'running'];

/**
 * Sets the store's business-day start and requests the rebuild in one transaction. 404 for a store
 * that does not exist; 409 while an earlier rebuild is unfinished.
 */
export async function changeBusinessDayStart(
  store: { restaurantId: string; storeId: string },
  businessDayStartHour: number,
  createdByUid: string,
): Promise<{ businessDayStartHour: number; job: { id: string; job: ReportBackfillJob } | null }> {
  const storeDoc = storeRef(db(), store.restaurantId, store.storeId);
  const jobs = storeDoc.collection('reportBackfillJobs');
  const outcome = await runContendedTransaction(async (tx) => {
    const [current, unfinished] = await Promise.all([
      tx.get(storeDoc),
      tx.get(jobs.where('status', 'in', UNFINISHED).limit(1)),
    ]);
    if (!current.exists) throw new NotFoundError('We could not find this store.');
    if ((current.get('businessDayStartHour') ?? DEFAULT_BUSINESS_DAY_START_HOUR) === businessDayStartHour)
      return null;
    if (!unfinished.empty)
      throw new ConflictError(
        "This store's reports are still being recounted. Change the business day once that finishes.",
        'Recount in progress',
      );
    const id = newId();
    const now = nowIso();
    const job: ReportBackfillJob = {
      status: 'requested',
      ...store,
      createdByUid,
      createdIsoDateTimeUtc: now,
      updatedIsoDateTimeUtc: now,
      progress: { done: 0 },
      counts: { applied: 0, unchanged: 0 },
    };
    tx.update(storeDoc, { businessDayStartHour });
    tx.create(jobs.doc(id), job);
    return { id, job };
  });
  // This instance answers the reports straight away with the new hour.
  forgetStoreReportClock(store.restaurantId, store.storeId);
  return { businessDayStartHour, job: outcome };
}

async function moveJob(
  ids: BackfillJobIds,
  to: ImportJobStatus,
  fields: Partial<ReportBackfillJob> = {},
): Promise<boolean> {
  return runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(jobRef(ids));
    const from = snapshot.get('status') as ImportJobStatus | undefined;
    if (!from || !importJobStatus.canTransition(from, to)) return false;
    const now = nowIso();
    tx.update(jobRef(ids), {
      ...fields,
      status: to,
      updatedIsoDateTimeUtc: now,
      ...(to === 'running' ? { startedIsoDateTimeUtc: now } : {}),
      ...(importJobStatus.isTerminal(to) ? { finishedIsoDateTimeUtc: now } : {}),
    });
    return true;
  });
}

/**
 * Runs a new rebuild once: only a `requested` job is claimed (→ queued), so a redelivered event does
 * nothing. Progress is written after every page of orders.
 */
export async function runReportBackfillJob(ids: BackfillJobIds): Promise<'ran' | 'skipped'> {
  const snapshot = await jobRef(ids).get();
  if (!ZReportBackfillJob.safeParse(snapshot.data()).success) return 'skipped';
  if (!(await moveJob(ids, 'queued'))) return 'skipped';
  await moveJob(ids, 'running');
  try {
    const counts = await backfillStoreRollups(db(), ids.restaurantId, ids.storeId, async (progress) => {
      await jobRef(ids).update({
        progress: { done: progress.done },
        counts: { applied: progress.applied, unchanged: progress.unchanged },
        updatedIsoDateTimeUtc: nowIso(),
      });
    });
    await moveJob(ids, 'success', {
      progress: { done: counts.done },
      counts: { applied: counts.applied, unchanged: counts.unchanged },
      message: `Looked at ${counts.done} orders: ${counts.applied} added or corrected, ${counts.unchanged} already counted.`,
    });
  } catch (error) {
    log.error('reports.backfill_failed', {
      ...ids,
      stack: error instanceof Error ? error.stack : String(error),
    });
    await moveJob(ids, 'failure', {
      message:
        'The rebuild stopped because of an unexpected error. Start it again: orders already counted are not counted twice.',
    });
  }
  return 'ran';
}
