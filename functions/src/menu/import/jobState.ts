import {
  IMPORT_JOB_STALE_AFTER_MS,
  type ImportJob,
  type ImportJobStatus,
  importJobStatus,
  ZImportJob,
} from '@resto/domain';
import { nowIso, runContendedTransaction } from '../../admin';
import { log } from '../../log';
import { firestoreData } from '../firestoreData';
import { type ImportJobIds, importJobDoc } from './importJobPaths';

/**
 * Status changes of an import job, each in a transaction that checks the current status against the
 * domain's state machine, so a re-delivered trigger or a second worker can never run a job twice or
 * move a finished one.
 */

function stoppedMessage(job: ImportJob): string {
  const written = job.progress.done;
  return `The import stopped unexpectedly after writing ${written} of ${job.progress.total} rows. Upload the file again to finish: rows already written are updated, not duplicated.`;
}

/**
 * Takes a `requested` job for this worker (→ `queued`) and returns it; any other job is left alone
 * and undefined is returned. A job left `queued` or `running` for longer than any function may run
 * (its instance was killed) is marked `failure` instead, keeping the counts of what was written.
 */
export async function claimImportJob(ids: ImportJobIds): Promise<ImportJob | undefined> {
  const ref = importJobDoc(ids);
  return runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return undefined;
    const parsed = ZImportJob.safeParse(snapshot.data());
    if (!parsed.success) {
      log.error('import.job_unreadable', { ...ids, issues: parsed.error.issues.slice(0, 5) });
      return undefined;
    }
    const job = parsed.data;
    const now = nowIso();
    if (job.status === 'requested') {
      tx.update(ref, {
        status: importJobStatus.transition('requested', 'queued'),
        updatedIsoDateTimeUtc: now,
      });
      return { ...job, status: 'queued' as const, updatedIsoDateTimeUtc: now };
    }
    const idleMs = Date.parse(now) - Date.parse(job.updatedIsoDateTimeUtc);
    if ((job.status === 'queued' || job.status === 'running') && idleMs > IMPORT_JOB_STALE_AFTER_MS) {
      tx.update(ref, {
        status: 'failure',
        message: stoppedMessage(job),
        updatedIsoDateTimeUtc: now,
        finishedIsoDateTimeUtc: now,
      });
      log.warn('import.job_stale', { ...ids, status: job.status, idleMs });
    }
    return undefined;
  });
}

/** Moves a job on (queued → running, running → success, anything unfinished → failure) with its fields. */
export async function updateImportJob(
  ids: ImportJobIds,
  to: ImportJobStatus,
  fields: Partial<ImportJob>,
): Promise<boolean> {
  const ref = importJobDoc(ids);
  return runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const from = snapshot.get('status') as ImportJobStatus | undefined;
    if (!from || !importJobStatus.canTransition(from, to)) {
      log.warn('import.job_transition_refused', { ...ids, from, to });
      return false;
    }
    const now = nowIso();
    const finished = importJobStatus.isTerminal(to) ? { finishedIsoDateTimeUtc: now } : {};
    tx.update(ref, firestoreData({ ...fields, ...finished, status: to, updatedIsoDateTimeUtc: now }));
    return true;
  });
}
