/**
 * Which tickets just arrived, so the screen chimes and flashes for them and for nothing else: not for
 * the tickets already there when the screen opened, not for a ticket that comes back (recalled, or
 * re-delivered by a reconnecting listener), and not for one this screen does not cook.
 */
import type { KdsTicket } from '@resto/domain';

export interface ArrivalState {
  /** Every ticket id this screen has shown since it opened. */
  seen: ReadonlySet<string>;
}

export interface ArrivalResult {
  state: ArrivalState;
  /** Ids of tickets new to this screen, oldest first as given. */
  arrivals: string[];
}

/**
 * `previous` is undefined for the first snapshot: everything in it is the starting point, not news.
 * After that a ticket is an arrival when it was never seen before and is still NEW (a recalled or
 * cancelled ticket is not a new order, even on a screen that opened after it was first shown).
 */
export function detectArrivals(
  previous: ArrivalState | undefined,
  shown: readonly Pick<KdsTicket, 'id' | 'status'>[],
): ArrivalResult {
  const seen = new Set(previous?.seen ?? []);
  const arrivals: string[] = [];
  for (const ticket of shown) {
    if (seen.has(ticket.id)) continue;
    seen.add(ticket.id);
    if (previous !== undefined && ticket.status === 'NEW') arrivals.push(ticket.id);
  }
  return { state: { seen }, arrivals };
}
