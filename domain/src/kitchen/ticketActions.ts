/**
 * What a cook does to a ticket, as pure functions over the stored ticket: the API runs them inside
 * a transaction and writes the returned patch. Refusals carry words for the cook's screen.
 */
import type { KitchenTicketStatus, OrderStatus } from '../common/constants';
import { kitchenTicketStatusMachine } from '../status/kitchen';
import type { KdsTicket, KdsTicketItem } from './ticket';

export const KDS_TICKET_ACTIONS = ['start', 'bump', 'recall', 'dismiss'] as const;
export type KdsTicketAction = (typeof KDS_TICKET_ACTIONS)[number];

const TARGET: Record<KdsTicketAction, KitchenTicketStatus> = {
  start: 'IN_PROGRESS',
  bump: 'COMPLETED',
  recall: 'RECALLED',
  dismiss: 'REMOVED',
};

/** A ticket action the ticket's status does not allow (another screen got there first). Answered 409. */
export class KdsTicketActionError extends Error {
  override readonly name = 'KdsTicketActionError';
}

const REFUSALS: Partial<Record<KitchenTicketStatus, string>> = {
  COMPLETED: 'This ticket has already been bumped.',
  CANCELLED: 'This order was cancelled. Dismiss the ticket instead.',
  REJECTED: 'This order was rejected. Dismiss the ticket instead.',
  REMOVED: 'This ticket has been dismissed.',
  IN_PROGRESS: 'This ticket is already in progress.',
};

export type KdsTicketPatch = Partial<
  Pick<
    KdsTicket,
    | 'status'
    | 'items'
    | 'updatedIsoDateTimeUtc'
    | 'startedIsoDateTimeUtc'
    | 'completedIsoDateTimeUtc'
    | 'recalledIsoDateTimeUtc'
  >
>;

/** The fields to write for `action`, or throws KdsTicketActionError when the status does not allow it. */
export function applyKdsTicketAction(
  ticket: Pick<KdsTicket, 'status'>,
  action: KdsTicketAction,
  nowIsoDateTimeUtc: string,
): KdsTicketPatch {
  const to = TARGET[action];
  if (!kitchenTicketStatusMachine.canTransition(ticket.status, to)) {
    throw new KdsTicketActionError(
      REFUSALS[ticket.status] ?? `A ${ticket.status.toLowerCase()} ticket cannot be ${to.toLowerCase()}.`,
    );
  }
  const patch: KdsTicketPatch = { status: to, updatedIsoDateTimeUtc: nowIsoDateTimeUtc };
  if (to === 'IN_PROGRESS') patch.startedIsoDateTimeUtc = nowIsoDateTimeUtc;
  if (to === 'COMPLETED') patch.completedIsoDateTimeUtc = nowIsoDateTimeUtc;
  if (to === 'RECALLED') patch.recalledIsoDateTimeUtc = nowIsoDateTimeUtc;
  return patch;
}

/** Ticket statuses on which a cook may still tick items. */
const WORKABLE: readonly KitchenTicketStatus[] = ['NEW', 'IN_PROGRESS', 'RECALLED'];

/**
 * Ticks (done = true) or unticks one line. Ticking a line of a NEW ticket starts it: work has begun.
 * Ticking a line that is already in that state is a harmless no-op (two taps, or two screens).
 */
export function setKdsTicketItemDone(
  ticket: Pick<KdsTicket, 'status' | 'items'>,
  lineId: string,
  done: boolean,
  nowIsoDateTimeUtc: string,
): KdsTicketPatch {
  if (!WORKABLE.includes(ticket.status)) {
    throw new KdsTicketActionError(REFUSALS[ticket.status] ?? 'This ticket can no longer be changed.');
  }
  if (!ticket.items.some((item) => item.lineId === lineId)) {
    throw new KdsTicketItemNotFoundError('This item is not on the ticket.');
  }
  const items = ticket.items.map((item): KdsTicketItem => {
    if (item.lineId !== lineId) return item;
    if (done) return { ...item, status: 'DONE', doneIsoDateTimeUtc: nowIsoDateTimeUtc };
    const { doneIsoDateTimeUtc: _dropped, ...rest } = item;
    return { ...rest, status: 'PENDING' };
  });
  const patch: KdsTicketPatch = { items, updatedIsoDateTimeUtc: nowIsoDateTimeUtc };
  if (done && ticket.status === 'NEW') {
    patch.status = 'IN_PROGRESS';
    patch.startedIsoDateTimeUtc = nowIsoDateTimeUtc;
  }
  return patch;
}

/** An item route named a line the ticket does not have. Answered 404. */
export class KdsTicketItemNotFoundError extends Error {
  override readonly name = 'KdsTicketItemNotFoundError';
}

/**
 * The ticket status an order status change forces, if any: an order called off upstream marks its
 * ticket CANCELLED / REJECTED (kept on screen, never deleted) while the kitchen may still be working
 * on it. A ticket already bumped or dismissed is left alone, as the kitchen table says.
 */
export function ticketStatusForOrderStatus(
  orderStatus: OrderStatus,
  ticketStatus: KitchenTicketStatus,
): KitchenTicketStatus | undefined {
  const to = orderStatus === 'cancelled' ? 'CANCELLED' : orderStatus === 'rejected' ? 'REJECTED' : undefined;
  if (to === undefined) return undefined;
  return kitchenTicketStatusMachine.canTransition(ticketStatus, to) ? to : undefined;
}
