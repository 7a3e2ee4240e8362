/**
 * The kitchen screen's one clock: a single timer for the whole page, ticking on each whole second,
 * that the ticket timers subscribe to (an external store for useSyncExternalStore, or a plain callback
 * that writes a timer's text). Nothing re-renders the grid because a second passed: only what shows
 * the time repaints, and a ticket's colour changes only when its age state does.
 */
import { type TicketAgeState, ticketAgeState } from '@resto/domain';
import { useSyncExternalStore } from 'react';

type Listener = () => void;

const listeners = new Set<Listener>();
let nowMs = Date.now();
let timer: ReturnType<typeof setTimeout> | undefined;

function schedule() {
  // To the next whole second, so every ticket's seconds turn over together.
  timer = setTimeout(tick, 1000 - (Date.now() % 1000));
}

function tick() {
  nowMs = Date.now();
  schedule();
  for (const listener of [...listeners]) listener();
}

export const kitchenClock = {
  /** Calls `listener` on every tick until the returned function is called. The timer runs while anyone listens. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    if (timer === undefined) {
      nowMs = Date.now();
      schedule();
    }
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && timer !== undefined) {
        clearTimeout(timer);
        timer = undefined;
      }
    };
  },
  /** The time of the last tick (the current time when nothing listens yet). */
  now(): number {
    if (timer === undefined) nowMs = Date.now();
    return nowMs;
  },
};

/** A ticket's age state (on time, due soon, late), re-rendering its caller only when that state changes. */
export function useTicketAgeState(placedIsoDateTimeUtc: string, prepTimeInMinutes: number): TicketAgeState {
  return useSyncExternalStore(kitchenClock.subscribe, () =>
    ticketAgeState(placedIsoDateTimeUtc, kitchenClock.now(), prepTimeInMinutes),
  );
}
