import { readStoreSetting } from '@resto/domain';
import { z } from 'zod';
import { db } from '../admin';
import { storeDoc } from '../firestore/paths';
import { log } from '../log';
import type { OrderWrite } from '../orderOperations/orderWrite';
import { orderDoc } from '../orderOperations/paths';
import { type EnqueueOutcome, enqueueTask, notDueYet, taskIdOf } from '../tasks/taskQueue';
import { googleReviewSettingsRef } from './reviewPaths';
import { type ReviewRequestOutcome, sendReviewRequestOnce } from './reviewRequests';
import { reviewRequestDelaySeconds } from './reviewsConfig';

/**
 * Review requests for orders that never reach 'completed' (the step that asks for the others): a
 * POS sale paid at the till, and a website order in a store whose workflow has no complete step
 * (`orderProcess.hasCompleteStatus` off), which ends at 'accepted'. Each gets one Cloud Task, named
 * after the order so a redelivered event adds nothing, due `REVIEW_REQUEST_DELAY_SECONDS` later;
 * the task sends through `sendReviewRequestOnce`, whose claims in the order's invitation keep it to
 * one email and (with SMS consent only) one text per order whatever else asks.
 */
export const REVIEW_REQUEST_TASK = 'reviewRequestTask';

const id = z.string().min(1).max(128);
export const ZReviewRequestTask = z.object({
  restaurantId: id,
  storeId: id,
  orderId: id,
  /** When the request is due: the acceptance or payment plus the delay. */
  dueIsoDateTimeUtc: z.string().max(40),
});
export type ReviewRequestTask = z.infer<typeof ZReviewRequestTask>;

const reviewTaskId = (restaurantId: string, storeId: string, orderId: string) =>
  taskIdOf('reviewRequest', restaurantId, storeId, orderId);

/**
 * Enqueues the order's review request task when the store asks for reviews and nothing else will: a
 * website order only when the store has no complete step (otherwise completing it asks). 'none' when
 * the add-on or every request channel is off.
 */
export async function scheduleReviewRequest(
  write: Pick<OrderWrite, 'restaurantId' | 'storeId' | 'orderId' | 'after'>,
  now: Date = new Date(),
): Promise<EnqueueOutcome | 'none'> {
  const { restaurantId, storeId, orderId } = write;
  const settingsRef = storeDoc(restaurantId, storeId).collection('settings');
  const [reviewSnap, addOnsSnap, processSnap] = await db().getAll(
    googleReviewSettingsRef(restaurantId, storeId),
    settingsRef.doc('addOns'),
    settingsRef.doc('orderProcess'),
  );
  const settings = readStoreSetting('googleReview', reviewSnap?.exists ? reviewSnap.data() : undefined);
  const addOns = readStoreSetting('addOns', addOnsSnap?.exists ? addOnsSnap.data() : undefined);
  const process = readStoreSetting('orderProcess', processSnap?.exists ? processSnap.data() : undefined);
  const asks = settings.reviewRequests.byEmail || settings.reviewRequests.bySms;
  if (!addOns.googleReviews || !asks) return 'none';
  if (write.after?.source !== 'pos' && process.hasCompleteStatus) return 'none';
  const dueAt = new Date(now.getTime() + reviewRequestDelaySeconds() * 1000);
  const task: ReviewRequestTask = {
    restaurantId,
    storeId,
    orderId,
    dueIsoDateTimeUtc: dueAt.toISOString(),
  };
  const outcome = await enqueueTask(REVIEW_REQUEST_TASK, task, {
    id: reviewTaskId(restaurantId, storeId, orderId),
    runAt: dueAt,
    now,
  });
  log.info('reviews.request_scheduled', {
    restaurantId,
    storeId,
    orderId,
    due: task.dueIsoDateTimeUtc,
    outcome,
  });
  return outcome;
}

/** Orders nobody should be asked about: turned down, called off or never paid for. */
const NOT_ASKED = new Set(['rejected', 'cancelled', 'failure', 'processingPayment']);

export type ReviewRequestTaskOutcome = ReviewRequestOutcome | 'gone' | 'notNeeded';

/**
 * What the task does when it runs: once due, the order's one review request (the same message for
 * every customer). Dispatched early (the local Tasks emulator dispatches at once) it throws
 * `notDueYet()` and the queue tries again after its back-off.
 */
export async function runReviewRequestTask(
  raw: unknown,
  now: Date = new Date(),
): Promise<ReviewRequestTaskOutcome> {
  const parsed = ZReviewRequestTask.safeParse(raw);
  if (!parsed.success) {
    log.warn('reviews.request_task_malformed', { issues: parsed.error.issues.length });
    return 'gone';
  }
  const task = parsed.data;
  const dueAt = new Date(task.dueIsoDateTimeUtc);
  if (Number.isNaN(dueAt.getTime())) return 'gone';
  if (now.getTime() < dueAt.getTime()) throw notDueYet(dueAt);
  const snapshot = await orderDoc(task.restaurantId, task.storeId, task.orderId).get();
  const order = snapshot.data();
  if (!snapshot.exists || !order) return 'gone';
  const status: unknown = order.status?.code;
  if (typeof status === 'string' && NOT_ASKED.has(status)) return 'notNeeded';
  if (order.source === 'pos' && order.isPaid !== true) return 'notNeeded';
  const after =
    order.source === 'pos'
      ? {
          ...order,
          // A sale's known customer (the till's customer lookup) is the record whose consent counts.
          ...(typeof order.customerUid === 'string' ? { customerKey: order.customerUid } : {}),
        }
      : order;
  const outcome = await sendReviewRequestOnce({
    restaurantId: task.restaurantId,
    storeId: task.storeId,
    orderId: task.orderId,
    after,
  });
  log.info('reviews.request_task_ran', { orderId: task.orderId, ...outcome });
  return outcome;
}
