import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { reminderSecrets } from '../config';
import { RETRY_UNTIL_DUE } from '../tasks/retry';

/**
 * The review request of an order that never reaches 'completed' (a POS sale, a store without a
 * complete step), run by Cloud Tasks a set time after payment or acceptance
 * (functions/src/reviews/reviewRequestTasks.ts). It emails and, with consent, texts the customer.
 */
export const reviewRequestTask = onTaskDispatched(
  {
    retryConfig: RETRY_UNTIL_DUE,
    rateLimits: { maxConcurrentDispatches: 20 },
    timeoutSeconds: 60,
    secrets: reminderSecrets(),
  },
  async (request) => {
    const { runReviewRequestTask } = await import('./reviewRequestTasks');
    await runReviewRequestTask(request.data);
  },
);
