import type { CartTotals, PosOrderProblem } from '@resto/domain';
import { HttpError } from '../http/errors';

/**
 * The POS order cannot be stored as sent. 409 when the menu changed under the terminal (an item sold
 * out, a price moved, so the total differs from what the cashier charged): the body carries the
 * problems and the totals the server would charge now, and the terminal flags the order for the
 * manager instead of retrying it. 400 when the payment itself does not add up.
 */
export class PosOrderProblemsError extends HttpError {
  constructor(
    status: 400 | 409,
    readonly problems: readonly PosOrderProblem[],
    readonly totals?: CartTotals,
  ) {
    super(
      status,
      status === 409 ? 'The order has changed' : 'The order cannot be taken',
      problems.map((problem) => problem.message).join(' '),
    );
  }

  body() {
    return {
      title: this.title,
      message: this.message,
      issues: this.problems.map((problem) => ({ path: problem.path, message: problem.message })),
      ...(this.totals ? { totals: this.totals } : {}),
    };
  }
}

/** The same order id was used for another order: never overwritten, never a second order. */
export const POS_ORDER_ID_CONFLICT = {
  title: 'Order Processing',
  message:
    'This order id was already used for a different order on this store. The order was not changed; start a new order.',
} as const;
