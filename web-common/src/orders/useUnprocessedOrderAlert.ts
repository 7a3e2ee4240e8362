import {
  alertThresholdMinutes,
  isOrderOverdue,
  type MonitoredOrder,
  type MonitorSettings,
  msUntilOverdue,
  orderDisplayNumber,
} from '@resto/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { playAlertBeep } from './beep';

export interface MonitoredEntry {
  order: MonitoredOrder & { id: string; displayNumber?: string | undefined; alert?: unknown };
  /** The order's store settings; undefined while they load (no alert until they do). */
  settings: MonitorSettings | undefined;
}

export interface UnprocessedOrderAlertOptions {
  /** Plays one beep; the Web Audio beep by default (tests pass a spy). */
  playBeep?: () => void;
  /** How often the beep repeats while an order is overdue. */
  repeatEveryMs?: number;
}

export interface UnprocessedOrderAlert {
  /** Ids of the orders waiting too long, in the order given (screens give the oldest first). */
  overdueIds: string[];
  /** The display number of each overdue order, by id (what the banner shows). */
  overdueNumbers?: Readonly<Record<string, string>>;
  /**
   * How many orders are waiting too long: at least overdueIds.length, more when the screen watches
   * only the oldest few waiting orders and counted the rest (useWaitingOrderAlert).
   */
  overdueCount: number;
  /** The smallest threshold among the overdue orders' stores, for the banner's words. */
  thresholdMinutes: number;
  muted: boolean;
  mute: () => void;
  unmute: () => void;
}

const DEFAULT_REPEAT_MS = 10_000;

/**
 * The unprocessed-order monitor on a screen (hasUnprocessedOrderMonitor): an order left `new` past
 * its store's threshold rings a beep that repeats until someone accepts or rejects it. The domain's
 * isOrderOverdue decides; a timer set with msUntilOverdue wakes the screen exactly when the next
 * order becomes overdue, and the server's `alert` flag counts too, so a device with a wrong clock
 * still rings. Mute silences the orders overdue now; a newly overdue order rings again.
 */
export function useUnprocessedOrderAlert(
  entries: readonly MonitoredEntry[],
  options: UnprocessedOrderAlertOptions = {},
): UnprocessedOrderAlert {
  const { playBeep = playAlertBeep, repeatEveryMs = DEFAULT_REPEAT_MS } = options;
  const [now, setNow] = useState(() => Date.now());
  const [mutedIds, setMutedIds] = useState<ReadonlySet<string>>(new Set());
  // The latest beep function without restarting the rhythm when a caller passes a new one.
  const beep = useRef(playBeep);
  beep.current = playBeep;

  const overdue = entries.filter(
    ({ order, settings }) =>
      settings !== undefined &&
      (isOrderOverdue(order, settings, now) ||
        (settings.hasUnprocessedOrderMonitor && order.status.code === 'new' && order.alert !== undefined)),
  );
  const overdueIds = overdue.map(({ order }) => order.id);
  const overdueKey = overdueIds.join('|');

  // Wake up when the next waiting order crosses its threshold.
  const nextDueMs = useMemo(() => {
    let next = Number.POSITIVE_INFINITY;
    for (const { order, settings } of entries) {
      if (!settings?.hasUnprocessedOrderMonitor || order.status.code !== 'new') continue;
      const wait = msUntilOverdue(order, settings, now);
      if (wait > 0) next = Math.min(next, wait);
    }
    return next;
  }, [entries, now]);
  useEffect(() => {
    if (!Number.isFinite(nextDueMs)) return;
    const timer = setTimeout(() => setNow(Date.now()), nextDueMs + 50);
    return () => clearTimeout(timer);
  }, [nextDueMs]);

  const muted = overdueIds.length > 0 && overdueIds.every((id) => mutedIds.has(id));
  const ringing = overdueIds.length > 0 && !muted;
  // biome-ignore lint/correctness/useExhaustiveDependencies: overdueKey restarts the rhythm when the set of overdue orders changes.
  useEffect(() => {
    if (!ringing) return;
    beep.current();
    const timer = setInterval(() => beep.current(), repeatEveryMs);
    return () => clearInterval(timer);
  }, [ringing, overdueKey, repeatEveryMs]);

  const thresholdMinutes = Math.min(
    ...overdue.map(({ settings }) => (settings ? alertThresholdMinutes(settings) : Number.POSITIVE_INFINITY)),
  );
  return {
    overdueIds,
    overdueNumbers: Object.fromEntries(overdue.map(({ order }) => [order.id, orderDisplayNumber(order)])),
    overdueCount: overdueIds.length,
    thresholdMinutes: Number.isFinite(thresholdMinutes) ? thresholdMinutes : 0,
    muted,
    mute: () => setMutedIds(new Set(overdueIds)),
    unmute: () => setMutedIds(new Set()),
  };
}
