import type { TableBookingStatus } from '@resto/domain';

export const BOOKING_STATUS_WORDS: Record<
  TableBookingStatus,
  { label: string; color: 'warning' | 'success' | 'default'; detail: string }
> = {
  new: {
    label: 'Waiting for confirmation',
    color: 'warning',
    detail: 'We will confirm your booking shortly.',
  },
  accepted: { label: 'Confirmed', color: 'success', detail: 'Your table is booked. See you then!' },
  cancelled: { label: 'Cancelled', color: 'default', detail: 'This booking was cancelled.' },
};

/** "Friday 4 December, 7:00 pm" in the store's timezone. */
export function bookingWhen(iso: string, timezone: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: timezone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}
