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
