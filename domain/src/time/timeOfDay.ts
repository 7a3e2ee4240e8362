/**
 * Times of day as the product stores them: '10:00 AM' (1-2 digit hour, two-digit minutes, AM or PM).
 * Everything that computes with them works in minutes since local midnight.
 */

export const MINUTES_PER_DAY = 24 * 60;

/** Stored form. A single space before the meridiem; the hour may carry a leading zero ('09:30 AM'). */
const STORED_TIME_OF_DAY = /^(0?[1-9]|1[0-2]):([0-5]\d) (AM|PM)$/;

/** What staff type into a time field: '9', '930p', '9:5 pm', '12:00 AM' (minutes optional, M optional). */
const TYPED_TIME_OF_DAY = /^\s*(\d{1,2})(?::(\d{1,2})|(\d{2}))?\s*([AaPp])[Mm]?\s*$/;

export function isTimeOfDayText(text: string): boolean {
  return STORED_TIME_OF_DAY.test(text);
}

/** '10:00 AM' → 600; '12:00 AM' → 0; '12:30 PM' → 750. Throws on anything not in the stored form. */
export function parseTimeOfDay(text: string): number {
  const match = STORED_TIME_OF_DAY.exec(text);
  if (!match) throw new RangeError(`Not a time of day like '10:00 AM': "${text}"`);
  return toMinutes(Number(match[1]), Number(match[2]), match[3] === 'PM');
}

/**
 * Lenient parse of typed entry (hours 1-12, minutes 0-59, A or P with optional M) into the stored form,
 * or null when the text cannot be a time. '930p' → '9:30 PM', '12 a' → '12:00 AM'.
 */
export function normaliseTypedTimeOfDay(text: string): string | null {
  const match = TYPED_TIME_OF_DAY.exec(text);
  if (!match) return null;
  const hours = Number(match[1]);
  // Minutes come after a colon ('9:5') or as the last two digits without one ('930').
  const minutes = Number(match[2] ?? match[3] ?? 0);
  if (hours < 1 || hours > 12 || minutes > 59) return null;
  return formatTimeOfDay(toMinutes(hours, minutes, match[4]?.toUpperCase() === 'P'));
}

/** 600 → '10:00 AM'; 0 → '12:00 AM'. Minutes past a day wrap (1500 → '1:00 AM') for sessions crossing midnight. */
export function formatTimeOfDay(minutesSinceMidnight: number): string {
  if (!Number.isInteger(minutesSinceMidnight) || minutesSinceMidnight < 0) {
    throw new RangeError(`Minutes since midnight must be a whole number ≥ 0, got ${minutesSinceMidnight}`);
  }
  const minutesOfDay = minutesSinceMidnight % MINUTES_PER_DAY;
  const hours24 = Math.floor(minutesOfDay / 60);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const minutes = String(minutesOfDay % 60).padStart(2, '0');
  return `${hours12}:${minutes} ${hours24 < 12 ? 'AM' : 'PM'}`;
}

function toMinutes(hours12: number, minutes: number, pm: boolean): number {
  return ((hours12 % 12) + (pm ? 12 : 0)) * 60 + minutes;
}
