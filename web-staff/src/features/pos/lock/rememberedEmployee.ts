import { useEffect } from 'react';
import type { SignedInEmployee } from './employeeSession';

/**
 * The employee signed in at this till, kept in memory for the life of the page so the till's own
 * screens (the table map and back) do not ask for the PIN again. It lasts as long as the idle lock
 * would: a till left alone past its idle minutes comes back locked. A reload starts locked, as a
 * till starting up does: whoever reloads it says who they are.
 */
interface Remembered {
  employee: SignedInEmployee;
  lastActiveMs: number;
  /** The idle lock when it was written (0 = never locks while the tab is open). */
  idleLockMinutes: number;
}

const signedInAt = new Map<string, Remembered>();

function isFresh(remembered: Remembered, nowMs: number): boolean {
  if (remembered.idleLockMinutes <= 0) return true;
  return nowMs - remembered.lastActiveMs < remembered.idleLockMinutes * 60_000;
}

/** Who is still signed in at this till (within the idle lock), and who was last (for the greeting). */
export function rememberedEmployee(
  deviceId: string,
  nowMs = Date.now(),
): { signedIn: SignedInEmployee | undefined; last: SignedInEmployee | undefined } {
  const remembered = signedInAt.get(deviceId);
  if (!remembered) return { signedIn: undefined, last: undefined };
  return isFresh(remembered, nowMs)
    ? { signedIn: remembered.employee, last: undefined }
    : { signedIn: undefined, last: remembered.employee };
}

/** Writes (or, once locked, forgets) the signed-in employee. */
export function rememberEmployee(
  deviceId: string,
  employee: SignedInEmployee | undefined,
  idleLockMinutes: number,
): void {
  if (!employee) signedInAt.delete(deviceId);
  else signedInAt.set(deviceId, { employee, lastActiveMs: Date.now(), idleLockMinutes });
}

/** Moves the remembered employee's last activity to now (a touch, click or key on a till screen). */
function touch(deviceId: string): void {
  const remembered = signedInAt.get(deviceId);
  if (remembered) signedInAt.set(deviceId, { ...remembered, lastActiveMs: Date.now() });
}

/**
 * Keeps the remembered employee's activity current while a till screen is open, so time spent on the
 * table map counts as use of the till, as the idle lock counts it on the register.
 */
export function useTillActivity(deviceId: string | undefined): void {
  useEffect(() => {
    if (!deviceId) return;
    const onInput = () => touch(deviceId);
    const events = ['pointerdown', 'keydown', 'wheel'] as const;
    for (const name of events) window.addEventListener(name, onInput, { passive: true });
    return () => {
      for (const name of events) window.removeEventListener(name, onInput);
    };
  }, [deviceId]);
}
