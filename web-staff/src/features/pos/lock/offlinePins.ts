import { posDb } from '../outbox/posOutboxDb';
import type { SignedInEmployee } from './employeeSession';

/**
 * Unlocking during an outage. The server checks PINs (verify-pin, with its lockout); while it cannot
 * be reached, an employee who unlocked this till online in the last `OFFLINE_PIN_DAYS` days may
 * unlock with the same PIN, checked against a salted PBKDF2 hash kept on the device. A 4-digit PIN
 * is only 10,000 guesses, so this is a convenience for staff, not a secret store: the till also
 * limits wrong offline attempts (`OFFLINE_PIN_LOCKOUT`), and signing the till out forgets them all.
 */
export const OFFLINE_PIN_DAYS = 7;
export const OFFLINE_PIN_LOCKOUT = { attempts: 5, minutes: 5 } as const;
const ITERATIONS = 100_000;

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

async function pinHash(pin: string, salt: Uint8Array<ArrayBuffer>): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: ITERATIONS },
    key,
    256,
  );
  return toBase64(bits);
}

/** After a successful online check: remember this employee's PIN hash on the device. */
export async function rememberPin(
  scope: { restaurantId: string; storeId: string },
  employee: SignedInEmployee,
  pin: string,
): Promise<void> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  await posDb().pins.put({
    key: `${scope.restaurantId}/${scope.storeId}/${employee.id}`,
    ...scope,
    employee: { id: employee.id, name: employee.name, isAuthorised: employee.isAuthorised },
    salt: toBase64(salt),
    hash: await pinHash(pin, salt),
    verifiedAtMs: Date.now(),
  });
}

/** The employee whose remembered PIN this is, if any (expired entries are forgotten on the way). */
export async function employeeWithOfflinePin(
  scope: { restaurantId: string; storeId: string },
  pin: string,
  now = Date.now(),
): Promise<SignedInEmployee | undefined> {
  const entries = await posDb()
    .pins.where('[restaurantId+storeId]')
    .equals([scope.restaurantId, scope.storeId])
    .toArray();
  for (const entry of entries) {
    if (now - entry.verifiedAtMs > OFFLINE_PIN_DAYS * 86_400_000) {
      await posDb().pins.delete(entry.key);
      continue;
    }
    if ((await pinHash(pin, fromBase64(entry.salt))) === entry.hash) return entry.employee;
  }
  return undefined;
}

/** Signing the till out forgets every remembered PIN of the device. */
export async function forgetPins(): Promise<void> {
  await posDb().pins.clear();
}

const LOCKOUT_KEY = 'resto:pos:offlinePinFailures';

/** Seconds until offline PINs may be tried again (0 = now). */
export function offlinePinWaitSeconds(now = Date.now()): number {
  const stored = JSON.parse(localStorage.getItem(LOCKOUT_KEY) ?? '{"count":0,"lockedUntil":0}') as {
    count: number;
    lockedUntil: number;
  };
  return Math.max(0, Math.ceil((stored.lockedUntil - now) / 1000));
}

export function recordOfflinePinResult(success: boolean, now = Date.now()): void {
  if (success) {
    localStorage.removeItem(LOCKOUT_KEY);
    return;
  }
  const stored = JSON.parse(localStorage.getItem(LOCKOUT_KEY) ?? '{"count":0,"lockedUntil":0}') as {
    count: number;
    lockedUntil: number;
  };
  const count = stored.count + 1;
  const locked = count >= OFFLINE_PIN_LOCKOUT.attempts;
  localStorage.setItem(
    LOCKOUT_KEY,
    JSON.stringify({
      count: locked ? 0 : count,
      lockedUntil: locked ? now + OFFLINE_PIN_LOCKOUT.minutes * 60_000 : 0,
    }),
  );
}
