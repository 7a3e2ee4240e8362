import type { ImportJob, ImportJobKind } from '@resto/domain';
import { log } from '../../log';
import type { ImportJobIds } from './importJobPaths';
import { claimImportJob, updateImportJob } from './jobState';
import { runMenuImport } from './menuImportWorker';

/**
 * The worker for each job kind. Jobs share one lifecycle (requested → queued → running → success |
 * failure) and one document shape, so the super-admin batch uploads add a kind and a worker here.
 */
const WORKERS: Record<ImportJobKind, (ids: ImportJobIds, job: ImportJob) => Promise<void>> = {
  menuImport: runMenuImport,
};

/**
 * Runs a newly created job once. Safe to call again for the same job (a re-delivered event): only a
 * `requested` job is claimed, so a job already queued, running or finished is left as it is.
 */
export async function handleImportJobCreated(ids: ImportJobIds): Promise<'ran' | 'skipped'> {
  const job = await claimImportJob(ids);
  if (!job) {
    log.info('import.job_skipped', { ...ids });
    return 'skipped';
  }
  const started = Date.now();
  try {
    await WORKERS[job.kind](ids, job);
  } catch (error) {
    log.error('import.job_crashed', {
      ...ids,
      kind: job.kind,
      stack: error instanceof Error ? error.stack : String(error),
    });
    // Rows committed before the crash are already counted on the job (each batch carries its counts).
    await updateImportJob(ids, 'failure', {
      message:
        'The import stopped because of an unexpected error. Rows counted above were written; upload the file again to finish.',
    });
  }
  log.info('import.job_finished', { ...ids, kind: job.kind, durationMs: Date.now() - started });
  return 'ran';
}
