import type { BookingSlot, TableBookingSettings } from '@resto/domain';
import type { ApiPath } from '@resto/web-common';

export const bookingPath = (restaurantId: string, storeId: string): ApiPath =>
  `/api/online-ordering/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}/table_booking`;

/** What `GET .../table_booking/availability` answers. */
export interface BookingAvailability {
  settings: Pick<
    TableBookingSettings,
    | 'enable'
    | 'minPax'
    | 'maxPax'
    | 'numOfDaysInAdvance'
    | 'seatingAreaInfo'
    | 'specialRequestInfo'
    | 'durationInMinutes'
    | 'smsReminderMinutesBefore'
  >;
  timezone: string;
  dates: { first: string; last: string };
  slots: BookingSlot[];
  /** The largest party one table or join seats (in the area asked for); null when unknown. */
  largestParty?: number | null;
}

export function availabilityPath(
  restaurantId: string,
  storeId: string,
  query: { date: string; pax: number; seatingArea: string },
): ApiPath {
  const search = new URLSearchParams({
    date: query.date,
    pax: String(query.pax),
    seatingArea: query.seatingArea,
  });
  return `${bookingPath(restaurantId, storeId)}/availability?${search.toString()}`;
}

/** "7:15 pm" in the store's timezone. */
export function slotLabel(iso: string, timezone: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone: timezone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
}

/** "Fri 4 Dec" for a local date (formatted at noon UTC so no timezone moves it a day). */
export function dateChipLabel(date: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** A fresh id per booking attempt: a double tap or a retry sends the same one. */
export function newBookingId(): string {
  return `tb-${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`;
}
