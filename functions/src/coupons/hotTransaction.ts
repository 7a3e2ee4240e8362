import type { Transaction } from 'firebase-admin/firestore';
import { runContendedTransaction } from '../admin';

const ABORTED = 10;
const MAX_ROUNDS = 12;

function isAborted(error: unknown): boolean {
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
export async function runHotTransaction<T>(update: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let round = 1; ; round++) {
    try {
      return await runContendedTransaction(update);
    } catch (error) {
      if (!isAborted(error) || round >= MAX_ROUNDS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 150 * round));
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
