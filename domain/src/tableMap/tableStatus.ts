// Zod-free: the staff app's live map computes this on every snapshot.

/** What a table is doing right now, as the live map colours it. */
export const TABLE_STATUSES = ['free', 'seated', 'billRequested', 'bookedSoon', 'disabled'] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];

export const TABLE_STATUS_LABELS: Record<TableStatus, string> = {
  free: 'Free',
  seated: 'Seated',
  billRequested: 'Bill requested',
  bookedSoon: 'Booked soon',
  disabled: 'Not in use',
};

/** A booking is "soon" for its table this long before its time (and while it is late by up to 15 minutes). */
export const BOOKED_SOON_MINUTES = 60;
const LATE_GRACE_MINUTES = 15;

export interface StatusTable {
  id: string;
  name: string;
  active: boolean;
}

/** A dine-in order as the map needs it (online orders name the table's id, POS orders its name). */
export interface StatusOrder {
  id: string;
  tableId?: string | undefined;
  tableNumber?: string | undefined;
  statusCode: string;
  /** The order's stored grand total (never re-derived here). */
  grandTotalInCents: number;
  placedIsoDateTimeUtc: string;
  isPaid: boolean;
}

export interface StatusBooking {
  id: string;
  tableId?: string | undefined;
  /** All tables the booking holds (a join's); falls back to `tableId`. */
  tableIds?: readonly string[] | undefined;
  bookedForIsoDateTimeUtc: string;
  statusCode: string;
  pax: number;
  name: string;
}

export interface LiveTableStatus {
  tableId: string;
  status: TableStatus;
  /** The table's orders still at the table (open, or served and waiting for payment). */
  orderIds: string[];
  /** Their stored totals added up (what the table owes or will owe). */
  openTotalInCents: number;
  /** When the first of those orders was placed: the time seated. */
  seatedSinceIsoDateTimeUtc?: string;
  /** The booking that makes the table "booked soon", or the next one today. */
  booking?: StatusBooking;
  /** The party staff seated here (a walk-in or a booking), until they clear the table. */
  seating?: StatusSeating;
  /** The join this table is part of and the other tables in it. */
  joinId?: string;
  joinedWith?: string[];
}

/** A party seated on the live floor (walk-in or booked), as the map needs it. */
export interface StatusSeating {
  id: string;
  tableIds: readonly string[];
  pax: number;
  name: string;
  seatedIsoDateTimeUtc: string;
  bookingId?: string | undefined;
}

/** The live floor's seated parties and joins (the `tableFloor` document). */
export interface StatusFloor {
  seatings: readonly StatusSeating[];
  joins: readonly { id: string; tableIds: readonly string[] }[];
}

const OPEN_ORDER = new Set(['new', 'accepted']);
const LIVE_BOOKING = new Set(['new', 'accepted']);

function belongsTo(order: StatusOrder, table: StatusTable): boolean {
  if (order.tableId) return order.tableId === table.id;
  const number = order.tableNumber?.trim().toLowerCase();
  return Boolean(number) && (number === table.name.trim().toLowerCase() || number === table.id.toLowerCase());
}

/**
 * Each table's live status: seated while staff have a party seated there (until they clear it) or an
 * order for it is open (new or accepted), "bill requested"
 * once its order is served (completed) but not yet paid, "booked soon" when a live booking for it
 * starts within BOOKED_SOON_MINUTES (or started up to 15 minutes ago), free otherwise. Disabled tables
 * are "not in use" whatever happens.
 */
export function liveTableStatuses(
  tables: readonly StatusTable[],
  orders: readonly StatusOrder[],
  bookings: readonly StatusBooking[],
  now: Date,
  floor: StatusFloor = { seatings: [], joins: [] },
): Map<string, LiveTableStatus> {
  const result = new Map<string, LiveTableStatus>();
  const soonUntil = now.getTime() + BOOKED_SOON_MINUTES * 60_000;
  const lateFrom = now.getTime() - LATE_GRACE_MINUTES * 60_000;
  for (const table of tables) {
    const mine = orders.filter((order) => belongsTo(order, table));
    const open = mine.filter((order) => OPEN_ORDER.has(order.statusCode));
    const unpaid = mine.filter((order) => order.statusCode === 'completed' && !order.isPaid);
    const atTable = [...open, ...unpaid].sort((a, b) =>
      a.placedIsoDateTimeUtc.localeCompare(b.placedIsoDateTimeUtc),
    );
    const upcoming = bookings
      .filter(
        (booking) =>
          (booking.tableIds?.length ? booking.tableIds.includes(table.id) : booking.tableId === table.id) &&
          LIVE_BOOKING.has(booking.statusCode) &&
          Date.parse(booking.bookedForIsoDateTimeUtc) >= lateFrom,
      )
      .sort((a, b) => a.bookedForIsoDateTimeUtc.localeCompare(b.bookedForIsoDateTimeUtc))[0];
    const seating = floor.seatings.find((entry) => entry.tableIds.includes(table.id));
    const join = floor.joins.find((entry) => entry.tableIds.includes(table.id));
    const status: TableStatus = !table.active
      ? 'disabled'
      : open.length > 0 || seating
        ? 'seated'
        : unpaid.length > 0
          ? 'billRequested'
          : upcoming && Date.parse(upcoming.bookedForIsoDateTimeUtc) <= soonUntil
            ? 'bookedSoon'
            : 'free';
    const first = atTable[0];
    // Seated since the party sat down (walk-in or booking), else since the first order.
    const since = [seating?.seatedIsoDateTimeUtc, first?.placedIsoDateTimeUtc]
      .filter((value): value is string => Boolean(value))
      .sort()[0];
    result.set(table.id, {
      tableId: table.id,
      status,
      orderIds: atTable.map((order) => order.id),
      openTotalInCents: atTable.reduce((sum, order) => sum + order.grandTotalInCents, 0),
      ...(since ? { seatedSinceIsoDateTimeUtc: since } : {}),
      ...(upcoming ? { booking: upcoming } : {}),
      ...(seating ? { seating } : {}),
      ...(join ? { joinId: join.id, joinedWith: join.tableIds.filter((id) => id !== table.id) } : {}),
    });
  }
  return result;
}

/** "45 min", "1 h 20 min" since a time. */
export function timeSeatedWords(sinceIso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(sinceIso)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
