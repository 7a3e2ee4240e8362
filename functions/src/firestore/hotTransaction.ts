import type { Transaction } from 'firebase-admin/firestore';
import { runContendedTransaction } from '../admin';
import { TooManyRequestsError } from '../http/errors';

const ABORTED = 10;
const MAX_ROUNDS = 12;
/**
 * How long a hot transaction keeps trying before the caller is told to try again. Well inside the
 * function's timeout, so a caller never gets a gateway timeout for an order that is created later:
 * every attempt that gave up was aborted by Firestore (nothing committed), and none is left running.
 */
export const HOT_TRANSACTION_BUDGET_MS = 8_000;
export const BUSY_MESSAGE =
  'Many orders are being placed at this moment and yours has not been placed yet. Please try again in a few seconds.';

/** Firestore gave up on a transaction's lock ("ABORTED: Transaction lock timeout"): nothing committed. */
export function isTransactionAborted(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === ABORTED || /\bABORTED\b/.test(String((error as Error | undefined)?.message));
}

/**
 * A transaction on a document many requests want at once (a popular coupon at lunchtime): when
 * Firestore gives up on the lock ("ABORTED: Transaction lock timeout") after its own retries, wait a
 * random while and run the whole transaction again, so a queue of checkouts drains into answers
 * (an order, or "This coupon has been used up") instead of 500s. Safe because the transaction is
 * re-run from its reads: nothing it decided before counts.
 */
export async function runHotTransaction<T>(
  update: (tx: Transaction) => Promise<T>,
  budgetMs = HOT_TRANSACTION_BUDGET_MS,
  busyMessage = BUSY_MESSAGE,
): Promise<T> {
  const started = Date.now();
  for (let round = 1; ; round++) {
    try {
      // Few SDK attempts per round, so this loop (and its budget) decides how long a caller waits.
      return await runContendedTransaction(update, 5, 2);
    } catch (error) {
      if (!isTransactionAborted(error)) throw error;
      const wait = 50 + Math.random() * 150 * round;
      // Out of rounds or of time: a clear "try again" (429 with Retry-After), not a 500 or a 504.
      if (round >= MAX_ROUNDS || Date.now() - started + wait > budgetMs)
        throw new TooManyRequestsError(busyMessage, 3);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

const queues = new Map<string, Promise<unknown>>();

/**
 * Runs `work` after every earlier `work` of this instance with the same key has finished. Racing
 * transactions that all read the same document and then write it hold shared locks that block each
 * other's commits until Firestore times them out; queueing them per coupon inside an instance lets
 * them commit one after the other instead. Other instances still race, and the transaction keeps
 * that correct; the queue only keeps one instance from blocking itself.
 */
export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const run = previous.then(work, work);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, settled);
  try {
    return await run;
  } finally {
    if (queues.get(key) === settled) queues.delete(key);
  }
}
