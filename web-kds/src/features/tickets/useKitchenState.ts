import type { KdsDisplaySettings } from '@resto/domain';
import type { DeviceClaim } from '@resto/web-common';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { playChime } from '../../shared/chime';
import { connectionState, useOnline } from '../../shared/connection';
import { useNow } from '../../shared/useNow';
import { type ArrivalState, detectArrivals } from './arrivals';
import type { Kitchen } from './KitchenContext';
import {
  activeBoard,
  type BoardTicket,
  NO_PENDING_CHANGES,
  type PendingChanges,
  prunePendingChanges,
  reuseBoardEntries,
} from './ticketBoard';
import { activeTicketsQuery } from './ticketQueries';
import { useLiveTickets } from './useLiveTickets';
import { type TicketActionHandlers, useTicketActions } from './useTicketActions';

/** How long a new ticket flashes. */
export const FLASH_MS = 12_000;

/**
 * The auto-refresh setting: every N minutes the listener is rebuilt from scratch (0 = never), a cheap
 * guard against a listener silently stuck on a flaky kitchen network. Tickets already on screen do not
 * chime again; one that arrived meanwhile does.
 */
function useRefreshGeneration(minutes: number): number {
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (minutes <= 0) return;
    const timer = window.setInterval(() => setGeneration((value) => value + 1), minutes * 60_000);
    return () => window.clearInterval(timer);
  }, [minutes]);
  return generation;
}

export function useKitchenState(
  claim: DeviceClaim,
  settings: Pick<KdsDisplaySettings, 'stationIds' | 'soundOn' | 'autoRefreshMinutes'>,
  handlers: TicketActionHandlers,
): Kitchen {
  const online = useOnline();
  const generation = useRefreshGeneration(settings.autoRefreshMinutes);
  const makeQuery = useCallback(
    () => activeTicketsQuery(claim.restaurantId, claim.storeId),
    [claim.restaurantId, claim.storeId],
  );
  const live = useLiveTickets(makeQuery, generation, `${claim.restaurantId}/${claim.storeId}`);
  const [pending, setPending] = useState<PendingChanges>(NO_PENDING_CHANGES);
  const actions = useTicketActions(claim, setPending, handlers);

  useEffect(() => setPending((current) => prunePendingChanges(current, live.byId)), [live.byId]);

  // Minute resolution is enough to retire called-off tickets; timers tick on their own (kitchenClock).
  const minuteNow = useNow(30_000);
  const stationKey = settings.stationIds.join(',');
  const previousBoard = useRef<BoardTicket[]>(undefined);
  const board = useMemo(() => {
    const next = reuseBoardEntries(
      previousBoard.current,
      activeBoard(live.byId.values(), {
        stationFilter: stationKey === '' ? [] : stationKey.split(','),
        nowMs: minuteNow,
        pending,
      }),
    );
    previousBoard.current = next;
    return next;
  }, [live.byId, stationKey, minuteNow, pending]);

  const arrivalsRef = useRef<{ state: ArrivalState; stationKey: string }>(undefined);
  const soundOnRef = useRef(settings.soundOn);
  soundOnRef.current = settings.soundOn;
  const [flashing, setFlashing] = useState<ReadonlySet<string>>(new Set());
  const flashTimers = useRef(new Set<number>());

  useEffect(() => {
    if (!live.loaded) return;
    const previous = arrivalsRef.current;
    // A changed station filter shows other tickets: they are not new orders, so start over.
    const baseline = previous && previous.stationKey === stationKey ? previous.state : undefined;
    const { state, arrivals } = detectArrivals(
      baseline,
      board.map((entry) => entry.ticket),
    );
    arrivalsRef.current = { state, stationKey };
    if (arrivals.length === 0) return;
    if (soundOnRef.current) playChime();
    setFlashing((current) => new Set([...current, ...arrivals]));
    // Not cleared when the board changes again (it does every few seconds): only on unmount.
    const timer = window.setTimeout(() => {
      flashTimers.current.delete(timer);
      setFlashing((current) => new Set([...current].filter((id) => !arrivals.includes(id))));
    }, FLASH_MS);
    flashTimers.current.add(timer);
  }, [board, live.loaded, stationKey]);

  useEffect(() => {
    const timers = flashTimers.current;
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, []);

  const connection = connectionState({ online, loaded: live.loaded, fromCache: live.fromCache });
  // One object while nothing changed, so the screens reading the kitchen do not render for nothing.
  return useMemo(
    () => ({ board, loaded: live.loaded, error: live.error, connection, flashing, actions }),
    [board, live.loaded, live.error, connection, flashing, actions],
  );
}
