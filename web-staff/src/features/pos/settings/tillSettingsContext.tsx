import {
  type OfflineLimitState,
  offlineCardAllowed,
  offlineLimitState,
  type PosSettings,
  type PublishedMenu,
  readStoreSetting,
  type TradingStatus,
  tradingStatusAt,
  weeklyHoursSchedule,
} from '@resto/domain';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import type { OutboxStatus } from '../outbox/useOutboxStatus';
import type { TillSettings } from './usePosSettings';

/**
 * What the till's screens ask of its settings at the moment of a sale: which payments to offer,
 * whether a card payment may be taken now, the counter's hours and the offline limits.
 */
export interface TillSettingsValue {
  settings: PosSettings;
  source: TillSettings['source'];
  /** Open or closed by the POS trading hours, now (re-checked every minute). */
  hours: TradingStatus;
  timezone: string;
  offlineLimit: OfflineLimitState;
  /** The browser says it has no network. */
  offline: boolean;
  /** Whether the browser promised not to evict the till's storage (undefined: cannot tell). */
  storagePersisted: boolean | undefined;
  /** Why a card (or phone card) payment of this amount cannot be taken now; undefined when it can. */
  cardRefusal(amountInCents: number): string | undefined;
}

const STANDARD = readStoreSetting('posSettings', undefined);
/** What the outbox records when a send got no answer (outboxSender). */
const NO_ANSWER = 'No connection to the server';

/** Outside a till session (or in a test of one dialog): the standard settings, nothing refused. */
const FALLBACK: TillSettingsValue = {
  settings: STANDARD,
  source: 'standard',
  hours: { open: true, closesAt: new Date(8.64e15) },
  timezone: 'UTC',
  offlineLimit: { exceeded: false, cashOnly: false },
  offline: false,
  storagePersisted: undefined,
  cardRefusal: () => undefined,
};

const TillSettingsContext = createContext<TillSettingsValue>(FALLBACK);

export function useTillSettings(): TillSettingsValue {
  return useContext(TillSettingsContext);
}

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** `navigator.storage.persist()` asks once; `persisted()` says whether it was granted. */
function useStoragePersisted(): boolean | undefined {
  const [persisted, setPersisted] = useState<boolean>();
  useEffect(() => {
    let live = true;
    const storage = navigator.storage;
    if (!storage?.persisted) return;
    void (async () => {
      const already = await storage.persisted().catch(() => false);
      const granted = already || (await storage.persist?.().catch(() => false)) || false;
      if (live) setPersisted(granted);
    })();
    return () => {
      live = false;
    };
  }, []);
  return persisted;
}

export function TillSettingsProvider({
  till,
  menu,
  outbox,
  children,
}: {
  till: TillSettings;
  menu: PublishedMenu | undefined;
  outbox: OutboxStatus;
  children: ReactNode;
}) {
  const online = useOnline();
  const now = useMinuteClock();
  const storagePersisted = useStoragePersisted();
  const timezone = menu?.store.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const holidays = menu?.settings.holidays;
  const hours = useMemo(
    () =>
      tradingStatusAt(
        weeklyHoursSchedule({ weeklyHours: till.posHours, timezone, ...(holidays ? { holidays } : {}) }),
        now,
      ),
    [till.posHours, timezone, holidays, now],
  );
  const { settings } = till;
  const offlineLimit = useMemo(
    () =>
      offlineLimitState(settings.offline, {
        count: outbox.unsyncedCount,
        oldestAgeMs:
          outbox.oldestPendingAtMs === undefined ? undefined : now.getTime() - outbox.oldestPendingAtMs,
      }),
    [settings.offline, outbox.unsyncedCount, outbox.oldestPendingAtMs, now],
  );
  // The browser's word, or the outbox's: its last try of a waiting order got no answer at all.
  const unreachable = outbox.pending.some((entry) => entry.lastError === NO_ANSWER);
  const offline = !online || unreachable;
  const value = useMemo<TillSettingsValue>(
    () => ({
      settings,
      source: till.source,
      hours,
      timezone,
      offlineLimit,
      offline,
      storagePersisted,
      cardRefusal(amountInCents) {
        if (offlineLimit.cashOnly)
          return `Card payments are paused until this till has synced: ${offlineLimit.reason ?? ''}`.trim();
        if (offline && !offlineCardAllowed(settings.offline, amountInCents))
          return 'This card payment is above the limit for card payments while the till is offline.';
        return undefined;
      },
    }),
    [settings, till.source, hours, timezone, offlineLimit, offline, storagePersisted],
  );
  return <TillSettingsContext.Provider value={value}>{children}</TillSettingsContext.Provider>;
}
