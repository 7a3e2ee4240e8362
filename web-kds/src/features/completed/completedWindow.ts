import { localDateAt, startOfLocalDate } from '@resto/domain';

/**
 * A ticket bumped just before midnight must still be recallable just after it, so "today" reaches
 * back at least this far.
 */
export const COMPLETED_MIN_LOOKBACK_MS = 4 * 60 * 60_000;

/** Start of what /completed-orders lists: the store's today, or the last 4 hours if that is longer. */
export function completedSince(now: Date, timezone: string): string {
  const startOfToday = startOfLocalDate(localDateAt(now, timezone), timezone).getTime();
  return new Date(Math.min(startOfToday, now.getTime() - COMPLETED_MIN_LOOKBACK_MS)).toISOString();
}

/** Minutes from placed to bumped, rounded; undefined without a completion time. */
export function minutesToComplete(placedIso: string, completedIso: string | undefined): number | undefined {
  if (!completedIso) return undefined;
  return Math.max(0, Math.round((Date.parse(completedIso) - Date.parse(placedIso)) / 60_000));
}
