import { defineStateMachine } from './stateMachine';

/**
 * Third-party delivery (the courier's delivery object) and local delivery (the store's own drivers).
 * Transitions are not shown in the spec; designed below.
 */

export const THIRD_PARTY_DELIVERY_STATUSES = [
  'pending',
  'pickup',
  'pickup_complete',
  'dropoff',
  'delivered',
  'canceled',
  'returned',
  'ongoing',
] as const;
export type ThirdPartyDeliveryStatus = (typeof THIRD_PARTY_DELIVERY_STATUSES)[number];

/**
 * pending → pickup → pickup_complete → dropoff → delivered, skipping forward allowed (late webhooks).
 * `ongoing` is the provider's catch-all for "under way, step not reported" and leads to any later step.
 * Before the food is collected a delivery is canceled; once the courier has it, an undeliverable order
 * is returned to the store instead.
 */
export const thirdPartyDeliveryStatusMachine = defineStateMachine({
  name: 'third-party delivery status',
  states: THIRD_PARTY_DELIVERY_STATUSES,
  initialStates: ['pending'],
  transitions: {
    pending: ['ongoing', 'pickup', 'pickup_complete', 'dropoff', 'delivered', 'canceled'],
    ongoing: ['pickup', 'pickup_complete', 'dropoff', 'delivered', 'canceled', 'returned'],
    pickup: ['pickup_complete', 'dropoff', 'delivered', 'canceled'],
    pickup_complete: ['dropoff', 'delivered', 'returned'],
    dropoff: ['delivered', 'returned'],
    delivered: [],
    canceled: [],
    returned: [],
  },
});

export const THIRD_PARTY_DELIVERY_STATUS_LABELS: Record<ThirdPartyDeliveryStatus, string> = {
  pending: 'Pending',
  pickup: 'Courier Heading to Store',
  pickup_complete: 'Picked Up',
  dropoff: 'On the Way',
  delivered: 'Delivered',
  canceled: 'Cancelled',
  returned: 'Returned',
  ongoing: 'In Progress',
};

export const LOCAL_DELIVERY_STATUSES = [
  'PENDING',
  'OUT_FOR_DELIVERY',
  'COMPLETED',
  'FAILED',
  'REJECTED',
] as const;
export type LocalDeliveryStatus = (typeof LOCAL_DELIVERY_STATUSES)[number];

/**
 * The store rejects a delivery it cannot make (REJECTED, final). A failed attempt (customer not home)
 * may be sent out again, so FAILED is not final.
 */
export const localDeliveryStatusMachine = defineStateMachine({
  name: 'local delivery status',
  states: LOCAL_DELIVERY_STATUSES,
  initialStates: ['PENDING'],
  transitions: {
    PENDING: ['OUT_FOR_DELIVERY', 'REJECTED'],
    OUT_FOR_DELIVERY: ['COMPLETED', 'FAILED'],
    FAILED: ['OUT_FOR_DELIVERY'],
    COMPLETED: [],
    REJECTED: [],
  },
});

export const LOCAL_DELIVERY_STATUS_LABELS: Record<LocalDeliveryStatus, string> = {
  PENDING: 'Pending',
  OUT_FOR_DELIVERY: 'Out for Delivery',
  COMPLETED: 'Delivered',
  FAILED: 'Delivery Failed',
  REJECTED: 'Rejected',
};
