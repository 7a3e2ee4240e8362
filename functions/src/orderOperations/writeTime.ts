/**
 * An order write's time as text that sorts in time (12 digits of seconds, 9 of nanoseconds), so a
 * consumer can tell a newer write from a redelivered or older one with a string comparison. Imports
 * nothing: the order trigger computes it for every write.
 */
export function sortableWriteTime(time: { seconds: number; nanoseconds: number }): string {
  return `${String(time.seconds).padStart(12, '0')}.${String(time.nanoseconds).padStart(9, '0')}`;
}

/** The same from an ISO instant (an event's time, for a delete, which has no update time). */
export function sortableWriteTimeFromIso(iso: string): string {
  const ms = Date.parse(iso);
  const fraction = /\.(\d+)Z$/.exec(iso)?.[1] ?? '0';
  return sortableWriteTime({
    seconds: Math.floor(ms / 1000),
    nanoseconds: Number(fraction.padEnd(9, '0').slice(0, 9)),
  });
}
