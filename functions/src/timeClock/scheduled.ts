import { onSchedule } from 'firebase-functions/v2/scheduler';

/**
 * Every 15 minutes: shifts left open past their store's day end are closed there and flagged
 * (dayEnd.ts). The code loads on the first run, so other functions' instances never load it.
 */
export const timeClockDayEndMonitor = onSchedule(
  { schedule: 'every 15 minutes', retryCount: 0, timeoutSeconds: 120 },
  async () => {
    const { closeForgottenShifts } = await import('./dayEnd');
    await closeForgottenShifts(Date.now());
  },
);
