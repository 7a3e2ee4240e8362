import {
  ORDER_STATUSES,
  type OrderStatus,
  TABLE_BOOKING_STATUSES,
  type TableBookingStatus,
} from '../common/constants';
import { defineStateMachine } from './stateMachine';

/**
 * Order status (website, online-search and POS orders). The spec does not show transitions; this is
 * what a restaurant expects:
 * - card checkout orders start in processingPayment and become new when the payment succeeds (or is
 *   authorised for capture), failure when it does not;
 * - orders that need no online payment (in store, cash on delivery, POS) start directly in new;
 * - staff accept or reject a new order; the customer or staff may cancel it before or after accepting;
 * - an accepted order is completed when handed over;
 * - failure, rejected, cancelled and completed are final: a refund changes the payment, not the order.
 */
export const orderStatusMachine = defineStateMachine({
  name: 'order status',
  states: ORDER_STATUSES,
  initialStates: ['processingPayment', 'new'],
  transitions: {
    processingPayment: ['new', 'failure'],
    new: ['accepted', 'rejected', 'cancelled'],
    accepted: ['completed', 'cancelled'],
    failure: [],
    rejected: [],
    cancelled: [],
    completed: [],
  },
});

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  processingPayment: 'Processing Payment',
  failure: 'Payment Failed',
  new: 'New',
  accepted: 'Accepted',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

/**
 * Table booking status. Online bookings arrive as new for staff to accept; bookings staff take on the
 * POS are accepted on creation. Either may be cancelled; a cancelled booking is rebooked, not revived.
 */
export const tableBookingStatusMachine = defineStateMachine({
  name: 'table booking status',
  states: TABLE_BOOKING_STATUSES,
  initialStates: ['new', 'accepted'],
  transitions: {
    new: ['accepted', 'cancelled'],
    accepted: ['cancelled'],
    cancelled: [],
  },
});

export const TABLE_BOOKING_STATUS_LABELS: Record<TableBookingStatus, string> = {
  new: 'New',
  accepted: 'Accepted',
  cancelled: 'Cancelled',
};
