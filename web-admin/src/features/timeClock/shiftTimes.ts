import { localDateAt, localMinutesAt, zonedInstant } from '@resto/domain';

/** A UTC instant as the store's wall clock for a `datetime-local` field ("2026-03-02T09:05"). */
export function toStoreLocalInput(iso: string, timezone: string): string {
  const instant = new Date(iso);
  const minutes = localMinutesAt(instant, timezone);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${localDateAt(instant, timezone)}T${hh}:${mm}`;
}

/** The store's wall-clock time from a `datetime-local` field back to a UTC instant, or undefined. */
export function fromStoreLocalInput(text: string, timezone: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(text);
  if (!match) return undefined;
  const [, date = '', hours = '0', minutes = '0'] = match;
  return zonedInstant(date, Number(hours) * 60 + Number(minutes), timezone).toISOString();
}

/** "9:05 AM" in the store's timezone. */
export function storeTime(iso: string, timezone: string): string {
  return new Date(iso).toLocaleTimeString('en-AU', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: timezone,
  });
}
