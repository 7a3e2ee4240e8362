import { createHash } from 'node:crypto';
import { getFunctions } from 'firebase-admin/functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { adminApp } from '../admin';
import { REGION } from '../config';

/**
 * Time-based work (a booking's reminder, a campaign sent at a set time) goes through Cloud Tasks:
 * the work is enqueued once for the time it is due, and an `onTaskDispatched` function does it.
 *
 * - `enqueueTask` names each task (`taskIdOf`), so enqueuing the same work twice (a retried request,
 *   two devices) adds one task: Cloud Tasks refuses a name it already has, which counts as done.
 * - A task carries what it was for (e.g. the booking's time); its handler reads the current state and
 *   does nothing when the work no longer applies (the booking moved or was cancelled).
 * - Cloud Tasks holds a task until its schedule time, at most 30 days ahead: work due later is
 *   enqueued for `MAX_TASK_DELAY_MS` from now and its handler enqueues the rest of the wait
 *   (`continueLater`).
 * - The local Tasks emulator dispatches every task at once, whatever its schedule time. A handler
 *   that finds its work not due yet throws `notDueYet()`: the queue tries it again after its
 *   back-off (`RETRY_UNTIL_DUE`, at most every 5 minutes), so the work still happens at its time, never
 *   early. In production this only happens when a setting moved the due time later.
 */

/** Less than Cloud Tasks' 30-day limit on a task's schedule time, so clocks never disagree about it. */
export const MAX_TASK_DELAY_MS = 29 * 24 * 3_600_000;

export { RETRY_UNTIL_DUE } from './retry';

/**
 * A Cloud Tasks id for one piece of work: the same parts give the same id. Hashed, so it has only
 * the characters task ids allow, and so ids are spread out (sequential names slow a queue down).
 */
export function taskIdOf(prefix: string, ...parts: string[]): string {
  const hash = createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 40);
  return `${prefix}-${hash}`;
}

export type EnqueueOutcome = 'enqueued' | 'alreadyEnqueued';

/**
 * Enqueues `data` for the `onTaskDispatched` function `functionName` (deployed in this project's
 * region) to run at `runAt` (now if it has passed; at most `MAX_TASK_DELAY_MS` ahead, later is an
 * error: use `continueLater`). A task with the same `id` already there is 'alreadyEnqueued'.
 */
export async function enqueueTask<T extends Record<string, unknown>>(
  functionName: string,
  data: T,
  options: { id: string; runAt: Date; now?: Date },
): Promise<EnqueueOutcome> {
  const now = options.now ?? new Date();
  const delayMs = Math.max(0, options.runAt.getTime() - now.getTime());
  if (delayMs > MAX_TASK_DELAY_MS)
    throw new RangeError(`A task can wait at most ${MAX_TASK_DELAY_MS / 86_400_000} days.`);
  const queue = getFunctions(adminApp()).taskQueue(`locations/${REGION}/functions/${functionName}`);
  try {
    await queue.enqueue(data, { id: options.id, scheduleDelaySeconds: Math.ceil(delayMs / 1000) });
    return 'enqueued';
  } catch (error) {
    if ((error as { code?: string }).code === 'functions/task-already-exists') return 'alreadyEnqueued';
    throw error;
  }
}

/** When the next task for work due at `dueAt` should run: then, or as late as one task can wait. */
export function nextRunAt(dueAt: Date, now: Date = new Date()): Date {
  return new Date(Math.min(dueAt.getTime(), now.getTime() + MAX_TASK_DELAY_MS));
}

/**
 * For a handler dispatched while its work is still further away than one task can wait: enqueues
 * the rest of the wait under an id made of `idParts` and the next run's day (so a repeated dispatch
 * adds nothing). True when it enqueued or found the continuation; false when the work is due within
 * one task's wait (the caller then throws `notDueYet()`).
 */
export async function continueLater<T extends Record<string, unknown>>(
  functionName: string,
  data: T,
  options: { idPrefix: string; idParts: string[]; dueAt: Date; now?: Date },
): Promise<boolean> {
  const now = options.now ?? new Date();
  const runAt = nextRunAt(options.dueAt, now);
  if (runAt.getTime() >= options.dueAt.getTime()) return false;
  await enqueueTask(functionName, data, {
    id: taskIdOf(options.idPrefix, ...options.idParts, runAt.toISOString().slice(0, 10)),
    runAt,
    now,
  });
  return true;
}

/** Thrown by a handler dispatched before its work is due: the queue tries again after its back-off. */
export function notDueYet(dueAt: Date): HttpsError {
  return new HttpsError('unavailable', `Not due until ${dueAt.toISOString()}.`);
}
