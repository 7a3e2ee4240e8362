import type { OrderWrite } from '../orderOperations/orderWrite';
import { statusChangedTo } from '../orderOperations/orderWrite';

/**
 * Whether an order write should send the review request: a website order that just became
 * completed. Checked on the event alone (no reads, no imports), like every order-write consumer's check.
 */
export function reviewRequestCaresAbout(write: Pick<OrderWrite, 'before' | 'after'>): boolean {
  return write.after?.source === 'website' && statusChangedTo(write) === 'completed';
}

/** Wired by orderOperations/orderWriteTrigger.ts; the work loads only when an order completes. */
export async function sendReviewRequest(write: OrderWrite): Promise<unknown> {
  const { sendReviewRequestOnce } = await import('./reviewRequests');
  return sendReviewRequestOnce(write);
}

/**
 * Whether an order write starts the wait for the review request of an order that never completes:
 * a POS sale that is now paid (rung up paid, or paid later at the till), or a website order just
 * accepted (the work then checks the store has no complete step). Pure, like every check here.
 */
export function reviewRequestLaterCaresAbout(write: Pick<OrderWrite, 'before' | 'after'>): boolean {
  const { before, after } = write;
  if (!placedRecently(after)) return false;
  if (after?.source === 'pos') return after.isPaid === true && before?.isPaid !== true;
  return after?.source === 'website' && statusChangedTo(write) === 'accepted';
}

/**
 * Orders placed more than half a day before they are paid or accepted (history written by an import
 * or the demo seed, a tab settled days later) are not asked about: a request that late helps nobody.
 */
const RECENT_MS = 12 * 3_600_000;

function placedRecently(order: OrderWrite['after']): boolean {
  const placed: unknown = order?.placedIsoDateTimeUtc;
  if (typeof placed !== 'string') return false;
  const at = Date.parse(placed);
  return Number.isFinite(at) && Date.now() - at < RECENT_MS;
}

/** Wired by orderOperations/orderWriteTrigger.ts: enqueues the order's review request task. */
export async function scheduleReviewRequestLater(write: OrderWrite): Promise<unknown> {
  const { scheduleReviewRequest } = await import('./reviewRequestTasks');
  return scheduleReviewRequest(write);
}
