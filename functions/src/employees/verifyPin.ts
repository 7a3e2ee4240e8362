import {
  PIN_LOCKED_MESSAGE,
  PIN_MESSAGES,
  type PinResult,
  pinAttemptsLeft,
  pinLockoutAfter,
  pinLockSecondsLeft,
  pinPromptAfter,
  pinResultFor,
  ZEmployee,
  ZPinLockout,
} from '@resto/domain';
import { nowIso, runContendedTransaction } from '../admin';
import { employees, pinLockoutDoc, pinSecretDoc } from '../firestore/paths';
import { TooManyRequestsError } from '../http/errors';
import { employeeIdWithPin, pinLookup } from './pinLookup';

export type VerifyPinAnswer =
  | { result: 'success'; employee: { id: string; name: string; isAuthorised: boolean } }
  | { result: Exclude<PinResult, 'success'>; message: string; attemptsLeft?: number };

/**
 * Checks a PIN typed on a POS terminal's lock screen. The terminal's lockout document is read and
 * written in the same transaction, so parallel guesses from one terminal are counted one by one.
 * `posTerminalId` undefined (a super admin testing) skips the lockout.
 */
export async function verifyPin(input: {
  restaurantId: string;
  storeId: string;
  posTerminalId: string | undefined;
  pin: string;
  requireAuthorised: boolean;
}): Promise<VerifyPinAnswer> {
  const { restaurantId, storeId, posTerminalId } = input;
  const outcome = await runContendedTransaction(async (tx) => {
    const now = nowIso();
    const lockoutRef = posTerminalId ? pinLockoutDoc(restaurantId, storeId, posTerminalId) : undefined;
    const lockoutSnapshot = lockoutRef ? await tx.get(lockoutRef) : undefined;
    const secretSnapshot = await tx.get(pinSecretDoc(restaurantId, storeId));
    const lockout = ZPinLockout.safeParse(lockoutSnapshot?.data()).data;
    const lockedFor = pinLockSecondsLeft(lockout, now);
    if (lockedFor > 0) return { kind: 'locked' as const, seconds: lockedFor };

    const secret = secretSnapshot?.get('secret');
    const employeeId =
      typeof secret === 'string'
        ? await employeeIdWithPin(
            tx,
            restaurantId,
            storeId,
            pinLookup(Buffer.from(secret, 'base64'), input.pin),
          )
        : undefined;
    const employeeSnapshot = employeeId
      ? await tx.get(employees(restaurantId, storeId).doc(employeeId))
      : undefined;
    const employee = ZEmployee.safeParse(employeeSnapshot?.data()).data;
    const result = pinResultFor(employee, input.requireAuthorised);

    if (!lockoutRef) return { kind: 'checked' as const, result, employee, attemptsLeft: undefined };
    const next = pinLockoutAfter(lockout, result, now);
    tx.set(lockoutRef, next);
    const seconds = pinLockSecondsLeft(next, now);
    if (seconds > 0) return { kind: 'locked' as const, seconds };
    return { kind: 'checked' as const, result, employee, attemptsLeft: pinAttemptsLeft(next) };
  });

  if (outcome.kind === 'locked') throw new TooManyRequestsError(PIN_LOCKED_MESSAGE, outcome.seconds);
  const { result, employee } = outcome;
  if (result === 'success' && employee) {
    return {
      result,
      employee: { id: employee.id, name: employee.name, isAuthorised: employee.isAuthorised },
    };
  }
  // pinResultFor answers success only with an employee, so this is always a failure.
  const failure = result === 'success' ? 'employeeNotFound' : result;
  return {
    result: failure,
    message: PIN_MESSAGES[pinPromptAfter(failure) ?? 'incorrectPin'],
    ...(outcome.attemptsLeft !== undefined ? { attemptsLeft: outcome.attemptsLeft } : {}),
  };
}
