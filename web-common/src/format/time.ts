import { formatInTimeZone } from 'date-fns-tz';

/**
 * Instants are stored as UTC ISO strings and always shown in the store's timezone, so a manager
 * travelling abroad sees the same times as the kitchen.
 */
export function formatInStoreTime(isoUtc: string | Date, timezone: string, pattern: string): string {
  return formatInTimeZone(isoUtc, timezone, pattern);
}

/** "Sat 1 Mar 2025, 8:30 PM" */
export function formatStoreDateTime(isoUtc: string | Date, timezone: string): string {
  return formatInTimeZone(isoUtc, timezone, 'EEE d MMM yyyy, h:mm a');
}

/** "Sat 1 Mar 2025" */
export function formatStoreDate(isoUtc: string | Date, timezone: string): string {
  return formatInTimeZone(isoUtc, timezone, 'EEE d MMM yyyy');
}

/** "8:30 PM" */
export function formatStoreTime(isoUtc: string | Date, timezone: string): string {
  return formatInTimeZone(isoUtc, timezone, 'h:mm a');
}

/** "Australia/Lord_Howe" → "Lord Howe": the city part people recognise. */
export function timezoneCity(timezone: string): string {
  return timezone.split('/').pop()?.replaceAll('_', ' ') ?? timezone;
}
