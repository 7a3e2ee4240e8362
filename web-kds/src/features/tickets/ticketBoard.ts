/**
 * What the active-orders grid shows, as pure functions of the live tickets: which tickets, in which
 * order, with which of their lines (station filter) and with this screen's not-yet-confirmed taps
 * applied on top (optimistic changes).
 */
import {
  isActiveTicket,
  isCalledOffTicket,
  itemsForStations,
  type KdsTicket,
  type KdsTicketItem,
  type KitchenTicketStatus,
} from '@resto/domain';

/**
 * A cancelled or rejected order stays on the grid, struck through, so the cook stops cooking it; after
 * this long without anyone dismissing it, it leaves by itself (the kitchen has clearly moved on).
 */
export const CALLED_OFF_VISIBLE_MS = 60 * 60_000;

/** Taps this screen has sent but the live snapshot does not show yet. */
export interface PendingChanges {
  /** Ticket id → the status a start / bump / recall / dismiss will give it. */
  statuses: ReadonlyMap<string, KitchenTicketStatus>;
  /** `ticketId/lineId` → done (true) or not done (false). */
  items: ReadonlyMap<string, boolean>;
}

export const NO_PENDING_CHANGES: PendingChanges = { statuses: new Map(), items: new Map() };

export const itemKey = (ticketId: string, lineId: string) => `${ticketId}/${lineId}`;

/** The ticket as the cook expects to see it right after tapping: pending changes win over the snapshot. */
export function withPendingChanges(ticket: KdsTicket, pending: PendingChanges): KdsTicket {
  const status = pending.statuses.get(ticket.id) ?? ticket.status;
  let itemsChanged = false;
  const items = ticket.items.map((item): KdsTicketItem => {
    const done = pending.items.get(itemKey(ticket.id, item.lineId));
    if (done === undefined || done === (item.status === 'DONE')) return item;
    itemsChanged = true;
    return { ...item, status: done ? 'DONE' : 'PENDING' };
  });
  if (status === ticket.status && !itemsChanged) return ticket;
  return { ...ticket, status, items };
}

/**
 * Drops the pending changes the snapshot now confirms, so they stop masking later changes made by
 * another screen. Returns the same object when nothing was confirmed (no needless re-render).
 */
export function prunePendingChanges(
  pending: PendingChanges,
  ticketsById: ReadonlyMap<string, KdsTicket>,
): PendingChanges {
  const statuses = new Map(pending.statuses);
  for (const [id, status] of pending.statuses) {
    if (ticketsById.get(id)?.status === status) statuses.delete(id);
  }
  const items = new Map(pending.items);
  for (const [key, done] of pending.items) {
    const [ticketId = '', lineId = ''] = key.split('/');
    const item = ticketsById.get(ticketId)?.items.find((line) => line.lineId === lineId);
    if (item && (item.status === 'DONE') === done) items.delete(key);
  }
  if (statuses.size === pending.statuses.size && items.size === pending.items.size) return pending;
  return { statuses, items };
}

/** Oldest first ("newest last"), so the ticket waiting longest is always top left. */
export function byPlacedTime(a: Pick<KdsTicket, 'placedIsoDateTimeUtc' | 'id'>, b: typeof a): number {
  return a.placedIsoDateTimeUtc.localeCompare(b.placedIsoDateTimeUtc) || a.id.localeCompare(b.id);
}

/** A ticket on the grid with the lines this screen cooks. */
export interface BoardTicket {
  ticket: KdsTicket;
  /** The lines for this screen's stations (all lines without a filter). */
  items: KdsTicketItem[];
  calledOff: boolean;
}

export interface BoardOptions {
  /** This screen's station filter; empty shows every station. */
  stationFilter: readonly string[];
  nowMs: number;
  pending?: PendingChanges;
}

/**
 * The active grid: tickets still being worked plus recently called-off ones (marked, not silently
 * removed), those with something for this screen's stations, oldest first.
 */
export function activeBoard(tickets: Iterable<KdsTicket>, options: BoardOptions): BoardTicket[] {
  const pending = options.pending ?? NO_PENDING_CHANGES;
  const board: BoardTicket[] = [];
  for (const stored of tickets) {
    const ticket = withPendingChanges(stored, pending);
    if (!isActiveTicket(ticket)) continue;
    const calledOff = isCalledOffTicket(ticket);
    if (calledOff && !recentlyCalledOff(ticket, options.nowMs)) continue;
    const items = itemsForStations(ticket, options.stationFilter);
    if (items.length === 0) continue;
    board.push({ ticket, items, calledOff });
  }
  return board.sort((a, b) => byPlacedTime(a.ticket, b.ticket));
}

function recentlyCalledOff(ticket: KdsTicket, nowMs: number): boolean {
  const since = ticket.cancelledIsoDateTimeUtc ?? ticket.updatedIsoDateTimeUtc;
  return nowMs - Date.parse(since) <= CALLED_OFF_VISIBLE_MS;
}

/** Tickets the cook can still act on (not called off), for the tab count. */
export function workableCount(board: readonly BoardTicket[]): number {
  return board.filter((entry) => !entry.calledOff).length;
}

/**
 * The new board with the previous board's entries wherever nothing changed (same stored ticket after
 * pending taps, same lines, same called-off state), and the previous array itself when no entry
 * changed: memoised ticket cards then skip every ticket a snapshot or the minute tick did not touch.
 */
export function reuseBoardEntries(
  previous: readonly BoardTicket[] | undefined,
  next: BoardTicket[],
): BoardTicket[] {
  if (!previous) return next;
  const byId = new Map(previous.map((entry) => [entry.ticket.id, entry]));
  let changed = previous.length !== next.length;
  const reused = next.map((entry, index) => {
    const before = byId.get(entry.ticket.id);
    const same =
      before !== undefined &&
      before.ticket === entry.ticket &&
      before.calledOff === entry.calledOff &&
      before.items.length === entry.items.length &&
      before.items.every((item, position) => item === entry.items[position]);
    const kept = same ? before : entry;
    if (kept !== previous[index]) changed = true;
    return kept;
  });
  return changed ? reused : (previous as BoardTicket[]);
}
