import { type BreakPreset, breakLimitMinutes, type Shift, type TimeClockAction } from '@resto/domain';
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { posDb } from '../pos/outbox/posOutboxDb';

/** Where an employee stands on the time clock, as the till knows it. */
export type ClockState =
  | { kind: 'out' }
  | { kind: 'in'; sinceIso: string }
  | { kind: 'break'; sinceIso: string; breakName: string; limitMinutes: number | undefined };

/** What a press sends (kept in the outbox until the server applied it). */
export interface TimeClockBody {
  employeeId: string;
  action: TimeClockAction;
  occurredIsoDateTimeUtc: string;
  breakPresetId?: string;
}

/** The state in the employee's open shift from Firestore. */
export function stateOfShift(open: Shift | undefined): ClockState {
  if (!open?.open) return { kind: 'out' };
  const current = open.breaks.find((entry) => entry.endIsoDateTimeUtc === undefined);
  if (current)
    return {
      kind: 'break',
      sinceIso: current.startIsoDateTimeUtc,
      breakName: current.name,
      limitMinutes: current.limitMinutes,
    };
  return { kind: 'in', sinceIso: open.clockInIsoDateTimeUtc };
}

/**
 * The state after the presses this till has not yet sent (offline): the server's shift is behind
 * them, so the till shows what the employee did, not what the server heard.
 */
export function stateAfter(
  state: ClockState,
  pending: readonly TimeClockBody[],
  presets: readonly BreakPreset[],
): ClockState {
  let next = state;
  for (const press of pending) {
    const at = press.occurredIsoDateTimeUtc;
    if (press.action === 'clockIn') next = { kind: 'in', sinceIso: at };
    else if (press.action === 'clockOut') next = { kind: 'out' };
    else if (press.action === 'startBreak') {
      const preset = presets.find((entry) => entry.id === press.breakPresetId);
      next = {
        kind: 'break',
        sinceIso: at,
        breakName: preset?.name ?? 'Break',
        limitMinutes: preset ? breakLimitMinutes(preset.limit) : undefined,
      };
    } else if (next.kind === 'break') next = { kind: 'in', sinceIso: at };
  }
  return next;
}

/** This till's time-clock presses for the employee that the server has not applied yet. */
export function usePendingPresses(employeeId: string | undefined): TimeClockBody[] {
  const [pending, setPending] = useState<TimeClockBody[]>([]);
  useEffect(() => {
    if (!employeeId) {
      setPending([]);
      return;
    }
    const subscription = liveQuery(async () => {
      const entries = await posDb().commands.where('state').equals('pending').sortBy('createdAtMs');
      return entries
        .filter((entry) => entry.kind === 'timeClock')
        .map((entry) => entry.body as TimeClockBody)
        .filter((body) => body.employeeId === employeeId);
    }).subscribe({ next: setPending, error: () => setPending([]) });
    return () => subscription.unsubscribe();
  }, [employeeId]);
  return pending;
}
