import { describe, expect, it } from 'vitest';
import {
  PIN_LOCKOUT_RULES,
  PIN_MESSAGES,
  type PinLockout,
  pinAttemptsLeft,
  pinLockoutAfter,
  pinLockSecondsLeft,
  pinPromptAfter,
  pinResultFor,
  ZEmployee,
  ZEmployeeName,
  ZEmployeePin,
} from '../../src';

describe('employee details', () => {
  it('PINs are exactly 4 digits', () => {
    expect(ZEmployeePin.parse('0420')).toBe('0420');
    for (const pin of ['123', '12345', '12a4', ' 1234']) {
      expect(ZEmployeePin.safeParse(pin).error?.issues[0]?.message).toBe('PIN must be exactly 4 digits');
    }
  });

  it('names are letters, spaces and hyphens, at most 50', () => {
    expect(ZEmployeeName.parse(' Mary-Jane ')).toBe('Mary-Jane');
    expect(ZEmployeeName.safeParse('R2D2').success).toBe(false);
    expect(ZEmployeeName.safeParse('a'.repeat(51)).error?.issues[0]?.message).toBe(
      'Employee name must be at most 50 characters',
    );
  });

  it('the stored employee never carries a PIN', () => {
    const employee = ZEmployee.parse({
      id: 'e1',
      name: 'Ann',
      isAuthorised: true,
      active: true,
      createdIsoDateTimeUtc: '2025-01-01T00:00:00.000Z',
      pin: '1234',
    });
    expect(employee).not.toHaveProperty('pin');
  });
});

describe('pinResultFor', () => {
  const cashier = { active: true, isAuthorised: false };
  const manager = { active: true, isAuthorised: true };

  it('unlocks for any active employee', () => {
    expect(pinResultFor(cashier, false)).toBe('success');
    expect(pinResultFor(manager, true)).toBe('success');
  });

  it('needs an authorised employee for protected actions', () => {
    expect(pinResultFor(cashier, true)).toBe('incorrectPin');
  });

  it('treats an unknown PIN and a deactivated employee alike', () => {
    expect(pinResultFor(undefined, false)).toBe('employeeNotFound');
    expect(pinResultFor({ active: false, isAuthorised: true }, false)).toBe('employeeNotFound');
  });

  it('shows every failure as an incorrect PIN', () => {
    for (const result of ['incorrectPin', 'employeeNotFound'] as const) {
      const prompt = pinPromptAfter(result);
      expect(prompt && PIN_MESSAGES[prompt]).toBe('Incorrect PIN. Please try again.');
    }
  });
});

describe('PIN lockout', () => {
  const start = '2025-03-01T09:00:00.000Z';

  it('locks for 5 minutes on the 5th wrong PIN in a row', () => {
    let lockout: PinLockout | undefined;
    for (let attempt = 1; attempt < PIN_LOCKOUT_RULES.maxConsecutiveWrong; attempt++) {
      lockout = pinLockoutAfter(lockout, 'employeeNotFound', start);
      expect(pinLockSecondsLeft(lockout, start)).toBe(0);
      expect(pinAttemptsLeft(lockout)).toBe(PIN_LOCKOUT_RULES.maxConsecutiveWrong - attempt);
    }
    lockout = pinLockoutAfter(lockout, 'incorrectPin', start);
    expect(lockout.lockedUntilIsoDateTimeUtc).toBe('2025-03-01T09:05:00.000Z');
    expect(pinLockSecondsLeft(lockout, start)).toBe(300);
    expect(pinLockSecondsLeft(lockout, '2025-03-01T09:04:59.500Z')).toBe(1);
    expect(pinLockSecondsLeft(lockout, '2025-03-01T09:05:00.000Z')).toBe(0);
  });

  it('starts counting again after a success', () => {
    let lockout = pinLockoutAfter(undefined, 'incorrectPin', start);
    lockout = pinLockoutAfter(lockout, 'incorrectPin', start);
    lockout = pinLockoutAfter(lockout, 'success', start);
    expect(lockout).toEqual({
      consecutiveWrong: 0,
      lockedUntilIsoDateTimeUtc: null,
      lastAttemptIsoDateTimeUtc: start,
    });
    expect(pinLockSecondsLeft(undefined, start)).toBe(0);
  });
});
