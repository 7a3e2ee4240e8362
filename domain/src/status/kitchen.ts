import {
  KITCHEN_ITEM_STATUSES,
  KITCHEN_TICKET_STATUSES,
  type KitchenItemStatus,
  type KitchenTicketStatus,
} from '../common/constants';
import { defineStateMachine } from './stateMachine';

/**
 * Kitchen display ticket. Transitions are not shown in the spec; designed for a cook's screen:
 * - a new ticket is started (IN_PROGRESS) or bumped straight to COMPLETED;
 * - the order being cancelled or rejected upstream cancels / rejects the ticket, which stays on screen
 *   (so the cook stops cooking) until dismissed;
 * - a completed ticket may be RECALLED to the screen by mistake-fixing cooks, and then worked again;
 * - REMOVED (dismissed from every screen) is the only final state.
 */
export const kitchenTicketStatusMachine = defineStateMachine({
  name: 'kitchen ticket status',
  states: KITCHEN_TICKET_STATUSES,
  initialStates: ['NEW'],
  transitions: {
    NEW: ['IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'REJECTED', 'REMOVED'],
    IN_PROGRESS: ['COMPLETED', 'CANCELLED', 'REMOVED'],
    COMPLETED: ['RECALLED', 'REMOVED'],
    RECALLED: ['IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'REMOVED'],
    CANCELLED: ['REMOVED'],
    REJECTED: ['REMOVED'],
    REMOVED: [],
  },
});

export const KITCHEN_TICKET_STATUS_LABELS: Record<KitchenTicketStatus, string> = {
  NEW: 'New',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
  REJECTED: 'Rejected',
  REMOVED: 'Removed',
  RECALLED: 'Recalled',
};

/** A line on a ticket is ticked DONE and can be unticked if tapped by mistake. */
export const kitchenItemStatusMachine = defineStateMachine({
  name: 'kitchen item status',
  states: KITCHEN_ITEM_STATUSES,
  initialStates: ['PENDING'],
  transitions: {
    PENDING: ['DONE'],
    DONE: ['PENDING'],
  },
});

export const KITCHEN_ITEM_STATUS_LABELS: Record<KitchenItemStatus, string> = {
  PENDING: 'Pending',
  DONE: 'Done',
};
