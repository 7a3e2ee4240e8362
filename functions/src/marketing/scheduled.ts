import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { smsSecrets } from '../config';
import { RETRY_UNTIL_DUE } from '../tasks/retry';

/**
 * Sends SMS campaigns step by step (see runSmsCampaignTask). Retries cover a step that failed or died
 * (its lease expires, the retry resumes) and, on the emulator suite, a task delivered before its
 * time: the Tasks emulator ignores schedule times, so such a task asks to be retried until due.
 */
export const smsCampaignTask = onTaskDispatched(
  {
    retryConfig: RETRY_UNTIL_DUE,
    rateLimits: { maxConcurrentDispatches: 20 },
    timeoutSeconds: 60,
    secrets: smsSecrets(),
  },
  async (request) => {
    const { runSmsCampaignTask } = await import('./smsCampaignTask');
    await runSmsCampaignTask(request.data);
  },
);
