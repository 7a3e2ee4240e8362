import { defineStateMachine } from './stateMachine';

/**
 * The delivery marketplace's order status comes in two readings (SPEC.md section 4): the fulfilment
 * reading the marketplace reports, and the reading the admin app shows. Transitions are not shown in
 * the spec; both tables follow an order through the kitchen and the courier, and only move forward so
 * a notification replayed late cannot drag an order back.
 */

export const MARKETPLACE_ORDER_STATUSES = [
  'CREATED',
  'CONFIRMED',
  'IN_PREPARATION',
  'READY_FOR_PICKUP',
  'IN_TRANSIT',
  'FULFILLED',
  'CANCELLED',
  'REJECTED',
] as const;
export type MarketplaceOrderStatus = (typeof MARKETPLACE_ORDER_STATUSES)[number];

/**
 * Kitchen steps may be skipped (a store that marks an order ready without "in preparation"), and a
 * pickup order is fulfilled straight from ready. Cancelling is possible until fulfilment; rejecting
 * only before confirming.
 */
export const marketplaceOrderStatusMachine = defineStateMachine({
  name: 'marketplace order status',
  states: MARKETPLACE_ORDER_STATUSES,
  initialStates: ['CREATED'],
  transitions: {
    CREATED: ['CONFIRMED', 'REJECTED', 'CANCELLED'],
    CONFIRMED: ['IN_PREPARATION', 'READY_FOR_PICKUP', 'CANCELLED'],
    IN_PREPARATION: ['READY_FOR_PICKUP', 'CANCELLED'],
    READY_FOR_PICKUP: ['IN_TRANSIT', 'FULFILLED', 'CANCELLED'],
    IN_TRANSIT: ['FULFILLED', 'CANCELLED'],
    FULFILLED: [],
    CANCELLED: [],
    REJECTED: [],
  },
});

export const MARKETPLACE_ORDER_STATUS_LABELS: Record<MarketplaceOrderStatus, string> = {
  CREATED: 'Created',
  CONFIRMED: 'Confirmed',
  IN_PREPARATION: 'In Preparation',
  READY_FOR_PICKUP: 'Ready for Pickup',
  IN_TRANSIT: 'In Transit',
  FULFILLED: 'Fulfilled',
  CANCELLED: 'Cancelled',
  REJECTED: 'Rejected',
};

export const MARKETPLACE_ADMIN_ORDER_STATUSES = [
  'NEW',
  'ACCEPTED',
  'HANDED_OFF',
  'DELIVERED',
  'FAILED',
  'CANCELLED',
  'REJECTED',
  'UNKNOWN',
] as const;
export type MarketplaceAdminOrderStatus = (typeof MARKETPLACE_ADMIN_ORDER_STATUSES)[number];

/**
 * UNKNOWN is what the admin shows when the marketplace reports something unrecognised: any open order
 * may fall into it and it may resolve to any other state once the order is synced again. Final states
 * never become UNKNOWN, so a garbled late notification cannot hide a delivered order.
 */
export const marketplaceAdminOrderStatusMachine = defineStateMachine({
  name: 'marketplace order status (admin)',
  states: MARKETPLACE_ADMIN_ORDER_STATUSES,
  initialStates: ['NEW'],
  transitions: {
    NEW: ['ACCEPTED', 'REJECTED', 'CANCELLED', 'FAILED', 'UNKNOWN'],
    ACCEPTED: ['HANDED_OFF', 'DELIVERED', 'CANCELLED', 'FAILED', 'UNKNOWN'],
    HANDED_OFF: ['DELIVERED', 'CANCELLED', 'FAILED', 'UNKNOWN'],
    UNKNOWN: ['NEW', 'ACCEPTED', 'HANDED_OFF', 'DELIVERED', 'FAILED', 'CANCELLED', 'REJECTED'],
    DELIVERED: [],
    FAILED: [],
    CANCELLED: [],
    REJECTED: [],
  },
});

export const MARKETPLACE_ADMIN_ORDER_STATUS_LABELS: Record<MarketplaceAdminOrderStatus, string> = {
  NEW: 'To Be Confirmed',
  ACCEPTED: 'Accepted',
  HANDED_OFF: 'Handed Off',
  DELIVERED: 'Delivered',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
  REJECTED: 'Rejected',
  UNKNOWN: 'Unknown',
};

/** Every fulfilment status has an admin reading: the kitchen steps all read as ACCEPTED. */
const ADMIN_READING: Record<MarketplaceOrderStatus, MarketplaceAdminOrderStatus> = {
  CREATED: 'NEW',
  CONFIRMED: 'ACCEPTED',
  IN_PREPARATION: 'ACCEPTED',
  READY_FOR_PICKUP: 'ACCEPTED',
  IN_TRANSIT: 'HANDED_OFF',
  FULFILLED: 'DELIVERED',
  CANCELLED: 'CANCELLED',
  REJECTED: 'REJECTED',
};

/**
 * The fulfilment status an admin status corresponds to; for ACCEPTED the earliest (CONFIRMED).
 * FAILED and UNKNOWN have no fulfilment equivalent and give null.
 */
const FULFILMENT_READING: Record<MarketplaceAdminOrderStatus, MarketplaceOrderStatus | null> = {
  NEW: 'CREATED',
  ACCEPTED: 'CONFIRMED',
  HANDED_OFF: 'IN_TRANSIT',
  DELIVERED: 'FULFILLED',
  CANCELLED: 'CANCELLED',
  REJECTED: 'REJECTED',
  FAILED: null,
  UNKNOWN: null,
};

export function toMarketplaceAdminOrderStatus(status: MarketplaceOrderStatus): MarketplaceAdminOrderStatus {
  return ADMIN_READING[status];
}

export function toMarketplaceOrderStatus(status: MarketplaceAdminOrderStatus): MarketplaceOrderStatus | null {
  return FULFILMENT_READING[status];
}

/** Reads a status string from a marketplace payload in either reading; unrecognised text is UNKNOWN. */
export function readMarketplaceAdminOrderStatus(raw: string): MarketplaceAdminOrderStatus {
  const text = raw.trim().toUpperCase();
  if (marketplaceOrderStatusMachine.isState(text)) return ADMIN_READING[text];
  if (marketplaceAdminOrderStatusMachine.isState(text)) return text;
  return 'UNKNOWN';
}
