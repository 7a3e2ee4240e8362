/**
 * The retry policy of task handlers that throw `notDueYet()` (functions/src/tasks/taskQueue.ts).
 * Its own light module: index.ts reads it when it defines the task functions.
 */
export const RETRY_UNTIL_DUE = {
  maxAttempts: 20,
  minBackoffSeconds: 1,
  maxBackoffSeconds: 300,
  maxDoublings: 9,
  // Tried again (at the back-off above) until the work is due: the longest wait one task covers.
  maxRetrySeconds: 31 * 24 * 3600,
} as const;
