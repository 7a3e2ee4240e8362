/** What a station-filtered kitchen screen shows, and the all-day count of items still to cook. */
import type { KdsTicket, KdsTicketItem } from './ticket';

/**
 * The lines of a ticket a screen with `stationFilter` shows. An empty filter shows everything; a
 * line with no stations is cooked everywhere, so every filtered screen shows it too.
 */
export function itemsForStations(
  ticket: Pick<KdsTicket, 'items'>,
  stationFilter: readonly string[],
): KdsTicketItem[] {
  if (stationFilter.length === 0) return ticket.items;
  return ticket.items.filter(
    (item) => item.stationIds.length === 0 || item.stationIds.some((id) => stationFilter.includes(id)),
  );
}

/** A screen shows a ticket when at least one of its lines is for one of its stations. */
export function ticketShownAtStations(
  ticket: Pick<KdsTicket, 'items'>,
  stationFilter: readonly string[],
): boolean {
  return itemsForStations(ticket, stationFilter).length > 0;
}

export interface AllDayCount {
  name: string;
  quantity: number;
}

/**
 * "All day": how many of each item are still to cook across the given tickets (lines not DONE,
 * tickets still being worked), biggest first, so a cook can batch them.
 */
export function allDayCounts(
  tickets: readonly Pick<KdsTicket, 'items' | 'status'>[],
  stationFilter: readonly string[] = [],
): AllDayCount[] {
  const counts = new Map<string, number>();
  for (const ticket of tickets) {
    if (ticket.status !== 'NEW' && ticket.status !== 'IN_PROGRESS' && ticket.status !== 'RECALLED') continue;
    for (const item of itemsForStations(ticket, stationFilter)) {
      if (item.status === 'DONE') continue;
      const name = item.sizeName ? `${item.sizeName} ${item.name}` : item.name;
      counts.set(name, (counts.get(name) ?? 0) + item.quantity);
    }
  }
  return [...counts]
    .map(([name, quantity]) => ({ name, quantity }))
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name));
}

export type TicketAgeState = 'onTime' | 'dueSoon' | 'late';

/**
 * How a ticket's age compares with the screen's prep time: late past the prep time, due soon in its
 * last quarter (colours the timer amber before it turns red).
 */
export function ticketAgeState(
  placedIsoDateTimeUtc: string,
  nowMs: number,
  prepTimeInMinutes: number,
): TicketAgeState {
  const ageMinutes = (nowMs - Date.parse(placedIsoDateTimeUtc)) / 60_000;
  if (ageMinutes >= prepTimeInMinutes) return 'late';
  if (ageMinutes >= prepTimeInMinutes * 0.75) return 'dueSoon';
  return 'onTime';
}
