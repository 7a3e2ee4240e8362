import { onSchedule } from 'firebase-functions/v2/scheduler';

/**
 * Every minute: jobs stuck on a quiet or failing cloud printer move to its backup printer
 * (backupWatch.ts). The code loads on the first run, so other functions' instances never load it.
 */
export const printerBackupWatch = onSchedule(
  { schedule: 'every 1 minutes', retryCount: 0, timeoutSeconds: 120 },
  async () => {
    const { moveStuckJobsToBackups } = await import('./backupWatch');
    await moveStuckJobsToBackups(Date.now());
  },
);
