import { type CartTotals, type OrderProblem, orderProblemsStatus } from '@resto/domain';
import { HttpError } from '../http/errors';

/**
 * The order cannot be placed as sent. 400 when the customer must change something (closed store,
 * outside the delivery area, ...); 409 when only things changed under them (an item sold out, the
 * total moved), with the totals the server would charge now so the storefront can show them; 503
 * when a check could not be made right now (the address geocoder is down).
 * The body carries `issues` (path + message, as every 400 does) and the domain's `problems`.
 */
export class OrderProblemsError extends HttpError {
  constructor(
    readonly problems: readonly OrderProblem[],
    readonly totals?: CartTotals,
  ) {
    const status = orderProblemsStatus(problems) ?? 400;
    super(
      status,
      status === 409
        ? 'Your order has changed'
        : status === 503
          ? 'Please try again in a few minutes'
          : 'Your order cannot be placed',
      problems.map((problem) => problem.message).join(' '),
    );
  }

  body() {
    return {
      title: this.title,
      message: this.message,
      issues: this.problems.map((problem) => ({ path: problem.path, message: problem.message })),
      problems: this.problems,
      ...(this.status === 409 && this.totals ? { totals: this.totals } : {}),
    };
  }
}
