import {
  type ImportJobStatus,
  importJobStatus,
  type ReportBackfillJob,
  ZReportBackfillJob,
} from '@resto/domain';
import { db, nowIso, runContendedTransaction } from '../admin';
import { newId } from '../firestore/paths';
import { log } from '../log';
import { backfillStoreRollups } from './backfill';
import { storeRef } from './rollupStore';

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
