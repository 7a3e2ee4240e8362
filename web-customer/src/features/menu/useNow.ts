import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` so "open now" and item hours stay true on an open tab. */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** "10:00 AM today", "Sat 10:00 AM": a moment in the store's timezone, with Intl (no date library). */
export function describeStoreMoment(moment: Date, now: Date, timezone: string): string {
  const day = (date: Date) =>
    new Intl.DateTimeFormat('en-AU', { timeZone: timezone, dateStyle: 'short' }).format(date);
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(moment);
  if (day(moment) === day(now)) return `${time} today`;
  const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000);
  if (day(moment) === day(tomorrow)) return `${time} tomorrow`;
  const weekday = new Intl.DateTimeFormat('en-AU', { timeZone: timezone, weekday: 'short' }).format(moment);
  return `${weekday} ${time}`;
}
