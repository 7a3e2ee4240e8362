import { onDocumentCreated } from 'firebase-functions/v2/firestore';

/**
 * Runs a report rebuild in its own invocation (a 2nd-gen function has CPU only while it handles an
 * event), with the import jobs' time limit. Events may be delivered twice; the job is claimed once.
 */
export const reportBackfillJobCreated = onDocumentCreated(
  {
    document: 'restaurants/{restaurantId}/stores/{storeId}/reportBackfillJobs/{jobId}',
    timeoutSeconds: 540,
    memory: '512MiB',
  },
  async (event) => {
    const { restaurantId, storeId, jobId } = event.params;
    const { runReportBackfillJob } = await import('./backfillJobs');
    await runReportBackfillJob({ restaurantId, storeId, jobId });
  },
);
