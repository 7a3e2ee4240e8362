import { useEffect } from 'react';
import type { SignedInEmployee } from './employeeSession';

/**
 * The employee signed in at this till, kept in the tab's session storage so the till's own screens
 * (the table map and back, a reload) do not ask for the PIN again. It lasts as long as the idle lock
 * would: a till left alone past its idle minutes comes back locked, and closing the tab forgets it.
 */
interface Remembered {
  employee: SignedInEmployee;
  lastActiveMs: number;
  /** The idle lock when it was written (0 = never locks while the tab is open). */
  idleLockMinutes: number;
}

const keyOf = (deviceId: string) => `resto:pos:employee:${deviceId}`;

function read(deviceId: string): Remembered | undefined {
  try {
    const raw = sessionStorage.getItem(keyOf(deviceId));
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<Remembered>;
    const employee = value.employee;
    if (
      !employee ||
      typeof employee.id !== 'string' ||
      typeof employee.name !== 'string' ||
      typeof employee.isAuthorised !== 'boolean' ||
      typeof value.lastActiveMs !== 'number' ||
      typeof value.idleLockMinutes !== 'number'
    )
      return undefined;
    return {
      employee: { id: employee.id, name: employee.name, isAuthorised: employee.isAuthorised },
      lastActiveMs: value.lastActiveMs,
      idleLockMinutes: value.idleLockMinutes,
    };
  } catch {
    return undefined;
  }
}

function isFresh(remembered: Remembered, nowMs: number): boolean {
  if (remembered.idleLockMinutes <= 0) return true;
  return nowMs - remembered.lastActiveMs < remembered.idleLockMinutes * 60_000;
}

/** Who is still signed in at this till (within the idle lock), and who was last (for the greeting). */
export function rememberedEmployee(
  deviceId: string,
  nowMs = Date.now(),
): { signedIn: SignedInEmployee | undefined; last: SignedInEmployee | undefined } {
  const remembered = read(deviceId);
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
  try {
    if (!employee) sessionStorage.removeItem(keyOf(deviceId));
    else
      sessionStorage.setItem(
        keyOf(deviceId),
        JSON.stringify({ employee, lastActiveMs: Date.now(), idleLockMinutes } satisfies Remembered),
      );
  } catch {
    // Storage full or blocked: the till still works, it just asks for the PIN after a reload.
  }
}

/** Moves the remembered employee's last activity to now (a touch, click or key on a till screen). */
function touch(deviceId: string): void {
  const remembered = read(deviceId);
  if (!remembered) return;
  try {
    sessionStorage.setItem(keyOf(deviceId), JSON.stringify({ ...remembered, lastActiveMs: Date.now() }));
  } catch {
    // As above: only the convenience is lost.
  }
}

/** How often input refreshes the stored activity: the idle lock counts in minutes. */
const TOUCH_EVERY_MS = 5_000;

/**
 * Keeps the remembered employee's activity current while a till screen is open, so time spent on the
 * table map counts as use of the till, as the idle lock counts it on the register.
 */
export function useTillActivity(deviceId: string | undefined): void {
  useEffect(() => {
    if (!deviceId) return;
    let last = 0;
    const onInput = () => {
      const now = Date.now();
      if (now - last < TOUCH_EVERY_MS) return;
      last = now;
      touch(deviceId);
    };
    const events = ['pointerdown', 'keydown', 'wheel'] as const;
    for (const name of events) window.addEventListener(name, onInput, { passive: true });
    return () => {
      for (const name of events) window.removeEventListener(name, onInput);
    };
  }, [deviceId]);
}
