import type { OrderStatus } from '../common/constants';
import { orderStatusMachine } from './order';

/**
 * What staff devices do to an order, and the catalogue error (SPEC.md section 8) a device sees when
 * another device got there first. The API answers these with the HTTP status given here.
 */

export const ORDER_ACTIONS = ['accept', 'reject', 'cancel', 'complete'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

const TARGET_STATUS: Record<OrderAction, OrderStatus> = {
  accept: 'accepted',
  reject: 'rejected',
  cancel: 'cancelled',
  complete: 'completed',
};

export interface OrderActionErrorEntry {
  readonly title: string;
  readonly message: string;
  readonly httpStatus: 404 | 409 | 500 | 502;
}

export const ORDER_ACTION_ERRORS = {
  orderProcessing: {
    title: 'Order Processing',
    message:
      'This order is being processed on another device. Please wait for the status to update on this terminal.',
    httpStatus: 409,
  },
  orderAlreadyAccepted: {
    title: 'Order Already Accepted',
    message: 'This order has been accepted on another device. Please wait for the status to update.',
    httpStatus: 409,
  },
  orderAlreadyRejected: {
    title: 'Order Already Rejected',
    message: 'This order has been rejected on another device.',
    httpStatus: 409,
  },
  unableToAcceptOrder: {
    title: 'Unable to Accept the Order',
    message: 'There was an issue processing the request.',
    httpStatus: 409,
  },
  orderNotFound: {
    title: 'Order Not Found',
    message: 'The order could not be found in the system.',
    httpStatus: 404,
  },
  uberDeliveryRequestFailed: {
    title: 'Uber Delivery Request Failed',
    message: 'The courier delivery request failed.',
    httpStatus: 502,
  },
  default: {
    title: 'An Error Occurred',
    message: 'An unexpected error occurred.',
    httpStatus: 500,
  },
} as const satisfies Record<string, OrderActionErrorEntry>;
export type OrderActionErrorKey = keyof typeof ORDER_ACTION_ERRORS;

/** Thrown inside the accept/reject transaction so the API can answer with the catalogue entry. */
export class OrderActionError extends Error {
  override readonly name = 'OrderActionError';
  readonly title: string;
  readonly httpStatus: OrderActionErrorEntry['httpStatus'];
  constructor(readonly key: OrderActionErrorKey) {
    const entry: OrderActionErrorEntry = ORDER_ACTION_ERRORS[key];
    super(entry.message);
    this.title = entry.title;
    this.httpStatus = entry.httpStatus;
  }
}

/**
 * The catalogue error for attempting `action` on an order whose status is `current` (undefined when
 * the order does not exist), or null when the action is allowed. The order of checks matters:
 * a missing order, then an order still taking payment, then legal moves, then the specific "another
 * device already did it" cases, and finally the generic refusal.
 */
export function orderActionErrorKey(
  current: OrderStatus | undefined,
  action: OrderAction,
): OrderActionErrorKey | null {
  if (current === undefined) return 'orderNotFound';
  if (current === 'processingPayment') return 'orderProcessing';
  if (orderStatusMachine.canTransition(current, TARGET_STATUS[action])) return null;
  if (current === 'accepted' && (action === 'accept' || action === 'reject')) return 'orderAlreadyAccepted';
  if (current === 'rejected') return 'orderAlreadyRejected';
  return 'unableToAcceptOrder';
}

/** The status after `action`, or throws OrderActionError with the catalogue entry a racing device sees. */
export function applyOrderAction(current: OrderStatus | undefined, action: OrderAction): OrderStatus {
  const errorKey = orderActionErrorKey(current, action);
  if (errorKey !== null) throw new OrderActionError(errorKey);
  return TARGET_STATUS[action];
}
