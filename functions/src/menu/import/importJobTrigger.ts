import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { IMPORT_JOB_DOCUMENT } from './importJobPaths';

/**
 * Runs import jobs in their own invocation rather than after the API has answered: a 2nd-gen
 * function gets CPU only while it handles a request, so work left running after the response would
 * crawl or be cut off in production. The event function has its own timeout (9 minutes, enough for
 * a 5,000-row file in batches) and runs the same way on the emulator suite. Events may be delivered
 * more than once; `handleImportJobCreated` claims the job in a transaction, so only one run happens.
 */
export const importJobCreated = onDocumentCreated(
  { document: IMPORT_JOB_DOCUMENT, timeoutSeconds: 540, memory: '512MiB' },
  async (event) => {
    const { restaurantId, storeId, jobId } = event.params;
    // Loaded on the first job, not when any other function's instance starts (see src/index.ts).
    const { handleImportJobCreated } = await import('./jobRunner');
    await handleImportJobCreated({ restaurantId, storeId, jobId });
  },
);
