/**
 * Brute-force protection for the POS lock screen: after too many wrong PINs in a row the terminal
 * refuses PINs for a while. Four digits are only 10,000 guesses; this makes guessing take days.
 */
import { z } from 'zod';
import { ZIsoDateTimeUtc } from '../common/common';
import type { PinResult } from '../status/pin';

export const PIN_LOCKOUT_RULES = { maxConsecutiveWrong: 5, lockMinutes: 5 } as const;

export const PIN_LOCKED_MESSAGE = `Too many incorrect PINs. This terminal is locked for ${PIN_LOCKOUT_RULES.lockMinutes} minutes; please try again later.`;

/** `restaurants/{r}/stores/{s}/pinLockouts/{posTerminalId}` */
export const ZPinLockout = z.object({
  consecutiveWrong: z.number().int().min(0),
  lockedUntilIsoDateTimeUtc: ZIsoDateTimeUtc.nullable(),
  lastAttemptIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type PinLockout = z.infer<typeof ZPinLockout>;

/** Seconds until the terminal accepts PINs again, or 0 when it is not locked. */
export function pinLockSecondsLeft(lockout: PinLockout | undefined, nowIsoDateTimeUtc: string): number {
  if (!lockout?.lockedUntilIsoDateTimeUtc) return 0;
  const millis = Date.parse(lockout.lockedUntilIsoDateTimeUtc) - Date.parse(nowIsoDateTimeUtc);
  return millis > 0 ? Math.ceil(millis / 1000) : 0;
}

/**
 * The lockout state after one attempt on an unlocked terminal. Success clears the count; the wrong
 * attempt that reaches the limit locks the terminal and starts a fresh count for afterwards.
 */
export function pinLockoutAfter(
  previous: PinLockout | undefined,
  result: PinResult,
  nowIsoDateTimeUtc: string,
): PinLockout {
  if (result === 'success') {
    return {
      consecutiveWrong: 0,
      lockedUntilIsoDateTimeUtc: null,
      lastAttemptIsoDateTimeUtc: nowIsoDateTimeUtc,
    };
  }
  const wrong = (previous?.consecutiveWrong ?? 0) + 1;
  if (wrong >= PIN_LOCKOUT_RULES.maxConsecutiveWrong) {
    const until = Date.parse(nowIsoDateTimeUtc) + PIN_LOCKOUT_RULES.lockMinutes * 60_000;
    return {
      consecutiveWrong: 0,
      lockedUntilIsoDateTimeUtc: new Date(until).toISOString(),
      lastAttemptIsoDateTimeUtc: nowIsoDateTimeUtc,
    };
  }
  return {
    consecutiveWrong: wrong,
    lockedUntilIsoDateTimeUtc: null,
    lastAttemptIsoDateTimeUtc: nowIsoDateTimeUtc,
  };
}

/** Wrong attempts left before the terminal locks (after the state has been updated). */
export function pinAttemptsLeft(lockout: PinLockout): number {
  return PIN_LOCKOUT_RULES.maxConsecutiveWrong - lockout.consecutiveWrong;
}
