import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc } from '../common/common';
import type { TableBookingStatus } from '../common/constants';
import { ZOptionalEmail, ZPhoneE164 } from '../common/validation';
import { MINUTES_PER_DAY } from '../time/timeOfDay';
import { type TradingSchedule, tradingWindowsBetween } from '../time/tradingSchedule';
import {
  addDaysToLocalDate,
  addMinutes,
  daysBetweenLocalDates,
  type LocalDate,
  localDateAt,
  localMinutesAt,
  parseLocalDate,
  zonedInstant,
} from '../time/zonedTime';
import type { TableBookingSettings } from './tableBooking';

/**
 * The rules of table bookings, shared by the storefront (which times to offer), the API (which
 * booking to accept, inside the transaction that writes it) and the back office. All times are
 * instants; days are the store's local dates, so DST and midnight are handled by the trading
 * schedule and `zonedInstant`, never by adding 24 hours.
 */

/** Errors a racing or stale booking gets, with the words the guest and staff see (409s). */
export const BOOKING_ERRORS = {
  slotFull: {
    httpStatus: 409,
    title: 'Time No Longer Available',
    message: 'Sorry, that time has just been booked up. Please choose another time.',
  },
  alreadyBooked: {
    httpStatus: 409,
    title: 'Already Booked',
    message: 'You already have a booking around that time. See your bookings to change it.',
  },
  alreadyCancelled: {
    httpStatus: 409,
    title: 'Booking Already Cancelled',
    message: 'This booking was cancelled on another device.',
  },
  alreadyAccepted: {
    httpStatus: 409,
    title: 'Booking Already Accepted',
    message: 'This booking was accepted on another device.',
  },
  bookingProcessing: {
    httpStatus: 409,
    title: 'Booking Processing',
    message: 'This booking is being saved with different details. Please check your bookings.',
  },
  /** Two people editing one booking: the second saw an older version (the catalogue's "Processing"). */
  changedElsewhere: {
    httpStatus: 409,
    title: 'Booking Processing',
    message: 'This booking was changed on another device. Check its latest details and try again.',
  },
  /** The table chosen for the party is held by another booking or a seated party at that time. */
  tableTaken: {
    httpStatus: 409,
    title: 'Table Already Booked',
    message: 'That table is taken at this time by another booking or a seated party. Choose another table.',
  },
  /** The table chosen for the party was switched off (or removed) since the page loaded. */
  tableNotInUse: {
    httpStatus: 409,
    title: 'Unable to Accept the Booking',
    message: 'That table is switched off, so the party cannot sit there. Choose a table that is in use.',
  },
} as const;
export type BookingErrorEntry = (typeof BOOKING_ERRORS)[keyof typeof BOOKING_ERRORS];

/** Which status changes staff (and the guest, for cancel) may make. */
const TRANSITIONS: Record<TableBookingStatus, readonly TableBookingStatus[]> = {
  new: ['accepted', 'cancelled'],
  accepted: ['cancelled'],
  cancelled: [],
};

export function canMoveBooking(from: TableBookingStatus, to: TableBookingStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The catalogue error when `to` is not allowed from `from` (the other device got there first). */
export function bookingTransitionError(from: TableBookingStatus, to: TableBookingStatus): BookingErrorEntry {
  if (from === 'cancelled') return BOOKING_ERRORS.alreadyCancelled;
  if (from === 'accepted' && to === 'accepted') return BOOKING_ERRORS.alreadyAccepted;
  return BOOKING_ERRORS.alreadyCancelled;
}

/** What the storefront sends to book (`POST /api/online-ordering/.../table_booking`). */
export const ZTableBookingRequest = z.object({
  /** Made by the browser per attempt, so a retry or double tap books once. */
  tableBookingId: ZDocumentId,
  bookedForIsoDateTimeUtc: ZIsoDateTimeUtc,
  pax: z.number().int('Party size must be a whole number').min(1, 'Party size must be at least 1').max(100),
  customer: z.object({
    name: z.string().trim().min(1, 'Enter your name').max(100, 'Name must be at most 100 characters'),
    mobile: ZPhoneE164,
    unverifiedEmail: ZOptionalEmail.default(''),
  }),
  seatingArea: z.string().trim().max(40).default(''),
  specialRequest: z
    .object({
      note: z.string().trim().max(300, 'Special request must be at most 300 characters').default(''),
      template: z.string().trim().max(100).default(''),
    })
    .default({ note: '', template: '' }),
  /** The guest may say no to the reminder text. */
  reminderOptIn: z.boolean().default(true),
});
export type TableBookingRequest = z.infer<typeof ZTableBookingRequest>;

/** Query of the availability read: which date, how many, which area. */
export const ZBookingAvailabilityQuery = z.object({
  date: z.string().max(10),
  pax: z.coerce.number().int().min(1).max(100),
  seatingArea: z.string().trim().max(40).default(''),
});

/** One booking as the capacity check sees it (kept per day in the server's day ledger). */
export const ZBookingHold = z.object({
  id: ZDocumentId,
  startIsoDateTimeUtc: ZIsoDateTimeUtc,
  durationInMinutes: z.number().int().positive(),
  pax: z.number().int().positive(),
  seatingArea: z.string().default(''),
  mobile: z.string().default(''),
  status: z.enum(['new', 'accepted', 'cancelled']),
  /** The tables it holds (a booking put at a table or join, a seated walk-in); none: any seats. */
  tableIds: z.array(z.string()).default([]),
  /** A walk-in's hold is removed when its table is cleared; a booking's stays, ended (below). */
  kind: z.enum(['booking', 'walkIn']).default('booking'),
  /** The party is at its table now: the hold lasts while they stay (`holdsAsOf`). */
  seated: z.boolean().optional(),
  /** The party left (their table was cleared) then: the rest of the hold is free. */
  endedIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
});
export type BookingHold = z.infer<typeof ZBookingHold>;

/**
 * A party still seated past its time is expected to stay at least this much longer: their table is
 * not offered for a time starting sooner than this, however long they have sat.
 */
export const SEATED_OVERSTAY_MINUTES = 30;

/**
 * The holds as they count at `now`. A seated party (a walk-in, or a booked party at their table)
 * holds its tables while it stays: past its duration, until `SEATED_OVERSTAY_MINUTES` from now, and
 * so on until staff clear the table (a walk-in's hold is then removed). A booked party that left
 * early holds nothing after it left, so the rest of its time can be booked online.
 */
export function holdsAsOf(holds: readonly BookingHold[], now: Date): BookingHold[] {
  return holds.map((hold) => {
    const start = Date.parse(hold.startIsoDateTimeUtc);
    const end = start + hold.durationInMinutes * 60_000;
    let until = end;
    if (hold.endedIsoDateTimeUtc) until = Math.min(end, Date.parse(hold.endedIsoDateTimeUtc));
    else if (hold.seated) until = Math.max(end, now.getTime() + SEATED_OVERSTAY_MINUTES * 60_000);
    if (until === end) return hold;
    return { ...hold, durationInMinutes: Math.max(0, Math.ceil((until - start) / 60_000)) };
  });
}

/** Seats of a table as bookings count them. */
export interface SeatedTable {
  /** Needed to count holds on particular tables and joins (tables without one are seats only). */
  id?: string;
  seats: number;
  seatingArea: string;
  active: boolean;
}

const sameArea = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Today and the last bookable date, in the store's calendar. */
export function bookableDateRange(settings: TableBookingSettings, now: Date, timezone: string) {
  const first = localDateAt(now, timezone);
  return { first, last: addDaysToLocalDate(first, settings.numOfDaysInAdvance) };
}

export interface BookingSlot {
  startIsoDateTimeUtc: string;
  /** Seats left for this party's area at this time (never negative). */
  seatsLeft: number;
  available: boolean;
}

export interface SlotContext {
  settings: TableBookingSettings;
  schedule: TradingSchedule;
  now: Date;
}

/**
 * Bookable start times of a local date: every interval step of each trading window whose trade is
 * `date`, from opening until `lastBookingBeforeClose` before closing, no sooner than the lead time
 * from `now` (so never in the past), within the booking window. Times are the store's wall clock
 * (7:00 PM stays 7:00 PM on a DST day); a time the clocks skip is not offered twice.
 */
export function bookingTimesOn(date: LocalDate, { settings, schedule, now }: SlotContext): Date[] {
  if (!settings.enable) return [];
  const { first, last } = bookableDateRange(settings, now, schedule.timezone);
  if (date < first || date > last || schedule.closedDates.has(date)) return [];
  const earliest = addMinutes(now, settings.leadTimeInMinutes).getTime();
  const seen = new Set<number>();
  const times: Date[] = [];
  for (const window of schedule.windowsFor(date)) {
    const lastStart = window.end.getTime() - settings.lastBookingBeforeCloseInMinutes * 60_000;
    const openMinutes =
      localMinutesAt(window.start, schedule.timezone) +
      daysBetweenLocalDates(date, localDateAt(window.start, schedule.timezone)) * MINUTES_PER_DAY;
    // Step on the wall clock from the window's opening time, so a DST change does not shift slots.
    for (let step = 0; ; step += 1) {
      const at = zonedInstant(date, openMinutes + step * settings.slotIntervalInMinutes, schedule.timezone);
      if (at.getTime() > lastStart) break;
      if (at.getTime() < window.start.getTime() || at.getTime() < earliest || seen.has(at.getTime()))
        continue;
      seen.add(at.getTime());
      times.push(at);
    }
  }
  return times.sort((a, b) => a.getTime() - b.getTime());
}

function overlaps(hold: BookingHold, start: Date, durationInMinutes: number): boolean {
  const holdStart = Date.parse(hold.startIsoDateTimeUtc);
  const holdEnd = holdStart + hold.durationInMinutes * 60_000;
  const end = start.getTime() + durationInMinutes * 60_000;
  return holdStart < end && start.getTime() < holdEnd;
}

function liveOverlapping(
  holds: readonly BookingHold[],
  start: Date,
  durationInMinutes: number,
  ignoreBookingId?: string,
): BookingHold[] {
  return holds.filter(
    (hold) =>
      hold.status !== 'cancelled' && hold.id !== ignoreBookingId && overlaps(hold, start, durationInMinutes),
  );
}

/**
 * The seats a hold takes: its party size, or, when it sits at particular tables, all of their seats
 * (a party of 2 at a table of 4 leaves no seats at that table for anyone else).
 */
function heldSeats(hold: BookingHold, tables: readonly SeatedTable[]): number {
  if (hold.tableIds.length === 0) return hold.pax;
  const seats = tables
    .filter((table) => table.active && table.id !== undefined && hold.tableIds.includes(table.id))
    .reduce((sum, table) => sum + table.seats, 0);
  return Math.max(hold.pax, seats);
}

/**
 * Seats left at `start` for a booking lasting `durationInMinutes`: the active tables' seats (in the
 * area when one is asked for) less what live holds overlapping that time take (bookings, and seated
 * walk-ins). A booking in an area also uses the store's total, so both are checked and the smaller
 * counts.
 */
export function seatsLeftAt(options: {
  tables: readonly SeatedTable[];
  holds: readonly BookingHold[];
  start: Date;
  durationInMinutes: number;
  seatingArea: string;
  ignoreBookingId?: string;
}): number {
  const live = liveOverlapping(
    options.holds,
    options.start,
    options.durationInMinutes,
    options.ignoreBookingId,
  );
  const active = options.tables.filter((table) => table.active);
  const total =
    active.reduce((sum, table) => sum + table.seats, 0) -
    live.reduce((sum, hold) => sum + heldSeats(hold, options.tables), 0);
  if (!options.seatingArea) return Math.max(0, total);
  const inArea =
    active
      .filter((table) => sameArea(table.seatingArea, options.seatingArea))
      .reduce((sum, t) => sum + t.seats, 0) -
    live
      .filter((hold) => sameArea(hold.seatingArea, options.seatingArea))
      .reduce((sum, hold) => sum + heldSeats(hold, options.tables), 0);
  return Math.max(0, Math.min(total, inArea));
}

/** Tables held at some moment of [start, start + duration) by another live hold. */
export function tablesTakenAt(options: {
  holds: readonly BookingHold[];
  start: Date;
  durationInMinutes: number;
  ignoreBookingId?: string;
}): Set<string> {
  return new Set(
    liveOverlapping(options.holds, options.start, options.durationInMinutes, options.ignoreBookingId).flatMap(
      (hold) => hold.tableIds,
    ),
  );
}

/** A join of tables as availability sees it (the floor's joins). */
export interface JoinedTables {
  id: string;
  tableIds: readonly string[];
}

/**
 * The most guests one place can seat at that time: each join counts as one place with its tables'
 * seats added up, every other active table as its own; a place with a table another hold sits at
 * then is out. A party larger than this has nowhere to sit even when the seats add up across the
 * room, so joining tables is what makes a large party bookable. Null when the tables carry no ids
 * (seats are all that can be counted).
 */
export function largestFreePlaceAt(options: {
  tables: readonly SeatedTable[];
  joins: readonly JoinedTables[];
  holds: readonly BookingHold[];
  start: Date;
  durationInMinutes: number;
  seatingArea: string;
  ignoreBookingId?: string;
}): number | null {
  if (options.tables.some((table) => table.id === undefined)) return null;
  const taken = tablesTakenAt(options);
  const byId = new Map(options.tables.map((table) => [table.id as string, table]));
  const joined = new Set(options.joins.flatMap((join) => join.tableIds));
  const places: { tables: SeatedTable[] }[] = [
    ...options.joins.map((join) => ({
      tables: join.tableIds.flatMap((id) => {
        const table = byId.get(id);
        return table ? [table] : [];
      }),
    })),
    ...options.tables
      .filter((table) => !joined.has(table.id as string))
      .map((table) => ({ tables: [table] })),
  ];
  let largest = 0;
  for (const place of places) {
    if (place.tables.length === 0 || place.tables.some((table) => !table.active)) continue;
    if (place.tables.some((table) => taken.has(table.id as string))) continue;
    if (
      options.seatingArea &&
      !place.tables.some((table) => sameArea(table.seatingArea, options.seatingArea))
    )
      continue;
    largest = Math.max(
      largest,
      place.tables.reduce((sum, table) => sum + table.seats, 0),
    );
  }
  return largest;
}

/**
 * The largest party one place can seat at all (a table, or tables joined now, whatever is booked):
 * a party larger than this is offered no time online, and the storefront says so ("For parties
 * over 8, please call us") instead of a page of full times. Null when tables carry no ids.
 */
export function largestPartyPlace(options: {
  tables: readonly SeatedTable[];
  joins: readonly JoinedTables[];
  seatingArea: string;
}): number | null {
  return largestFreePlaceAt({ ...options, holds: [], start: new Date(0), durationInMinutes: 0 });
}

/** Whether a party of `pax` can be booked at that time: enough seats, and one place that seats them. */
export function partyFitsAt(options: Parameters<typeof largestFreePlaceAt>[0] & { pax: number }): {
  seatsLeft: number;
  fits: boolean;
} {
  const seatsLeft = seatsLeftAt(options);
  const largest = largestFreePlaceAt(options);
  return { seatsLeft, fits: seatsLeft >= options.pax && (largest === null || largest >= options.pax) };
}

/** The slots of a date for a party, each with the seats left and whether the party fits. */
export function bookingSlotsOn(
  date: LocalDate,
  context: SlotContext & {
    tables: readonly SeatedTable[];
    holds: readonly BookingHold[];
    joins?: readonly JoinedTables[];
    pax: number;
    seatingArea: string;
  },
): BookingSlot[] {
  return bookingTimesOn(date, context).map((start) => {
    const { seatsLeft, fits } = partyFitsAt({
      tables: context.tables,
      joins: context.joins ?? [],
      holds: context.holds,
      start,
      durationInMinutes: context.settings.durationInMinutes,
      seatingArea: context.seatingArea,
      pax: context.pax,
    });
    return { startIsoDateTimeUtc: start.toISOString(), seatsLeft, available: fits };
  });
}

export interface BookingProblem {
  path: string;
  message: string;
}

/**
 * Why this booking cannot be taken as asked, field by field (empty when it can, capacity aside):
 * bookings switched off, party size outside minPax..maxPax, an area that is required or unknown, a
 * date outside the window, or a time that is not one of the offered times (past, too soon, closed,
 * off the interval).
 */
export function bookingRequestProblems(
  request: Pick<TableBookingRequest, 'pax' | 'seatingArea' | 'bookedForIsoDateTimeUtc'>,
  context: SlotContext,
): BookingProblem[] {
  const { settings, schedule, now } = context;
  if (!settings.enable)
    return [{ path: 'bookedForIsoDateTimeUtc', message: 'This store is not taking table bookings online.' }];
  const problems: BookingProblem[] = [];
  if (request.pax < settings.minPax || request.pax > settings.maxPax)
    problems.push({
      path: 'pax',
      message: `We take bookings for ${settings.minPax} to ${settings.maxPax} guests online. For other party sizes, please call us.`,
    });
  const areas = settings.seatingAreaInfo.areaNames;
  if (request.seatingArea && !areas.some((area) => sameArea(area, request.seatingArea)))
    problems.push({ path: 'seatingArea', message: 'Choose one of the seating areas offered.' });
  if (!request.seatingArea && settings.seatingAreaInfo.mandatory && areas.length > 0)
    problems.push({ path: 'seatingArea', message: 'Choose where you would like to sit.' });
  const start = new Date(request.bookedForIsoDateTimeUtc);
  const date = bookingDateOf(start, schedule);
  const { first, last } = bookableDateRange(settings, now, schedule.timezone);
  if (start.getTime() <= now.getTime()) {
    problems.push({
      path: 'bookedForIsoDateTimeUtc',
      message: 'That time has already passed. Please choose another.',
    });
  } else if (date === null || date < first || date > last) {
    problems.push({
      path: 'bookedForIsoDateTimeUtc',
      message: `We take bookings up to ${settings.numOfDaysInAdvance} days ahead, when we are open.`,
    });
  } else if (!bookingTimesOn(date, context).some((time) => time.getTime() === start.getTime())) {
    problems.push({
      path: 'bookedForIsoDateTimeUtc',
      message:
        start.getTime() < now.getTime() + settings.leadTimeInMinutes * 60_000
          ? `Bookings need at least ${settings.leadTimeInMinutes} minutes' notice. Please choose a later time.`
          : 'We are not taking bookings at that time. Please choose one of the times offered.',
    });
  }
  return problems;
}

/**
 * The trading date a booking at `start` belongs to (a 12:30 AM booking in Friday's late session is
 * Friday's), or its calendar date when no window holds it; null for text that is no instant.
 */
export function bookingDateOf(start: Date, schedule: TradingSchedule): LocalDate | null {
  if (Number.isNaN(start.getTime())) return null;
  const windows = tradingWindowsBetween(schedule, start, new Date(start.getTime() + 1));
  return windows[0]?.tradingDate ?? localDateAt(start, schedule.timezone);
}

/**
 * Whether this mobile number already holds a live booking overlapping the new one (a guest booking
 * twice by mistake, or racing themselves from two tabs).
 */
export function isDoubleBooking(
  holds: readonly BookingHold[],
  booking: { id: string; mobile: string; start: Date; durationInMinutes: number },
): boolean {
  return holds.some(
    (hold) =>
      hold.status !== 'cancelled' &&
      hold.id !== booking.id &&
      hold.mobile !== '' &&
      hold.mobile === booking.mobile &&
      overlaps(hold, booking.start, booking.durationInMinutes),
  );
}

/** 'yyyy-MM-dd' of a typed or linked date; null when it is not one. */
export function bookingDateParam(text: string): LocalDate | null {
  return parseLocalDate(text);
}
