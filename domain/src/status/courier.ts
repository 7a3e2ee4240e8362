import { defineStateMachine } from './stateMachine';

/**
 * The courier service reports an order state, an overall status, and a delivery status. Transitions
 * are not shown in the spec. Courier notifications can arrive late or twice, so progress tables allow
 * skipping forward but never moving back: a stale notification is refused and can be ignored.
 */

export const COURIER_ORDER_STATES = [
  'CREATED',
  'OFFERED',
  'ACCEPTED',
  'HANDED_OFF',
  'SUCCEEDED',
  'FAILED',
  'UNKNOWN',
] as const;
export type CourierOrderState = (typeof COURIER_ORDER_STATES)[number];

/**
 * A job is offered to couriers; if an offered or accepted courier drops out it is offered again.
 * Anything still open can fail or become UNKNOWN (unrecognised report), which a later report resolves.
 */
export const courierOrderStateMachine = defineStateMachine({
  name: 'courier order state',
  states: COURIER_ORDER_STATES,
  initialStates: ['CREATED'],
  transitions: {
    CREATED: ['OFFERED', 'ACCEPTED', 'FAILED', 'UNKNOWN'],
    OFFERED: ['ACCEPTED', 'FAILED', 'UNKNOWN'],
    ACCEPTED: ['HANDED_OFF', 'SUCCEEDED', 'OFFERED', 'FAILED', 'UNKNOWN'],
    HANDED_OFF: ['SUCCEEDED', 'FAILED', 'UNKNOWN'],
    UNKNOWN: ['CREATED', 'OFFERED', 'ACCEPTED', 'HANDED_OFF', 'SUCCEEDED', 'FAILED'],
    SUCCEEDED: [],
    FAILED: [],
  },
});

export const COURIER_ORDER_STATE_LABELS: Record<CourierOrderState, string> = {
  CREATED: 'Created',
  OFFERED: 'Offered to Courier',
  ACCEPTED: 'Courier Assigned',
  HANDED_OFF: 'Handed Off',
  SUCCEEDED: 'Delivered',
  FAILED: 'Failed',
  UNKNOWN: 'Unknown',
};

export const COURIER_ORDER_STATUSES = ['SCHEDULED', 'ACTIVE', 'COMPLETED'] as const;
export type CourierOrderStatus = (typeof COURIER_ORDER_STATUSES)[number];

/** A scheduled job becomes active when a courier starts it; one cancelled before that completes directly. */
export const courierOrderStatusMachine = defineStateMachine({
  name: 'courier order status',
  states: COURIER_ORDER_STATUSES,
  initialStates: ['SCHEDULED', 'ACTIVE'],
  transitions: {
    SCHEDULED: ['ACTIVE', 'COMPLETED'],
    ACTIVE: ['COMPLETED'],
    COMPLETED: [],
  },
});

export const COURIER_ORDER_STATUS_LABELS: Record<CourierOrderStatus, string> = {
  SCHEDULED: 'Scheduled',
  ACTIVE: 'Active',
  COMPLETED: 'Completed',
};

export const COURIER_DELIVERY_STATUSES = [
  'SCHEDULED',
  'EN_ROUTE_TO_PICKUP',
  'ARRIVED_AT_PICKUP',
  'EN_ROUTE_TO_DROPOFF',
  'ARRIVED_AT_DROPOFF',
  'COMPLETED',
  'FAILED',
] as const;
export type CourierDeliveryStatus = (typeof COURIER_DELIVERY_STATUSES)[number];

/** The journey in order; each step may move to any later step, or fail. */
const COURIER_JOURNEY = [
  'SCHEDULED',
  'EN_ROUTE_TO_PICKUP',
  'ARRIVED_AT_PICKUP',
  'EN_ROUTE_TO_DROPOFF',
  'ARRIVED_AT_DROPOFF',
  'COMPLETED',
] as const satisfies readonly CourierDeliveryStatus[];

function laterJourneySteps(step: (typeof COURIER_JOURNEY)[number]): CourierDeliveryStatus[] {
  return [...COURIER_JOURNEY.slice(COURIER_JOURNEY.indexOf(step) + 1), 'FAILED'];
}

export const courierDeliveryStatusMachine = defineStateMachine({
  name: 'courier delivery status',
  states: COURIER_DELIVERY_STATUSES,
  initialStates: ['SCHEDULED'],
  transitions: {
    SCHEDULED: laterJourneySteps('SCHEDULED'),
    EN_ROUTE_TO_PICKUP: laterJourneySteps('EN_ROUTE_TO_PICKUP'),
    ARRIVED_AT_PICKUP: laterJourneySteps('ARRIVED_AT_PICKUP'),
    EN_ROUTE_TO_DROPOFF: laterJourneySteps('EN_ROUTE_TO_DROPOFF'),
    ARRIVED_AT_DROPOFF: laterJourneySteps('ARRIVED_AT_DROPOFF'),
    COMPLETED: [],
    FAILED: [],
  },
});

export const COURIER_DELIVERY_STATUS_LABELS: Record<CourierDeliveryStatus, string> = {
  SCHEDULED: 'Confirmed',
  EN_ROUTE_TO_PICKUP: 'En Route to Pickup',
  ARRIVED_AT_PICKUP: 'Arrived at Pickup',
  EN_ROUTE_TO_DROPOFF: 'En Route to Dropoff',
  ARRIVED_AT_DROPOFF: 'Arrived at Dropoff',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
};
