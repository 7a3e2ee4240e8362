import { onSchedule } from 'firebase-functions/v2/scheduler';
import { sunmiSecrets } from '../config';

/**
 * Every minute: jobs stuck on a quiet, never-connected or failing cloud printer move to its backup
 * printer (backupWatch.ts), and Sunmi cloud printers (which do not poll us) are asked whether they
 * are online and printed what was pushed, with anything still queued pushed again (sunmiCloud.ts).
 * The code loads on the first run, so other functions' instances never load it.
 */
export const printerBackupWatch = onSchedule(
  { schedule: 'every 1 minutes', retryCount: 0, timeoutSeconds: 120, secrets: sunmiSecrets() },
  async () => {
    const [{ moveStuckJobsToBackups }, { refreshAllSunmiPrinters }] = await Promise.all([
      import('./backupWatch'),
      import('./sunmiCloud'),
    ]);
    await refreshAllSunmiPrinters();
    await moveStuckJobsToBackups(Date.now());
  },
);
