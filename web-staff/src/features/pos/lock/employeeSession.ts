import { createContext, useContext } from 'react';

export interface SignedInEmployee {
  id: string;
  name: string;
  isAuthorised: boolean;
}

export interface EmployeeSessionValue {
  employee: SignedInEmployee | undefined;
  /** Who was signed in before the till locked: the lock screen greets them. */
  lastEmployee: SignedInEmployee | undefined;
  unlock(employee: SignedInEmployee): void;
  lock(): void;
  idleLockMinutes: number;
  setIdleLockMinutes(minutes: number): void;
}

export const EmployeeSessionContext = createContext<EmployeeSessionValue | null>(null);

export function useEmployeeSession(): EmployeeSessionValue {
  const value = useContext(EmployeeSessionContext);
  if (!value) throw new Error('useEmployeeSession must be used inside the POS session.');
  return value;
}

/** Choices for the idle lock (minutes; 0 = never). */
export const IDLE_LOCK_CHOICES = [1, 2, 5, 10, 15, 0] as const;
export const DEFAULT_IDLE_LOCK_MINUTES = 5;
const IDLE_KEY = 'resto:pos:idleLockMinutes';

export function storedIdleLockMinutes(): number {
  const value = Number(localStorage.getItem(IDLE_KEY));
  return (IDLE_LOCK_CHOICES as readonly number[]).includes(value) && localStorage.getItem(IDLE_KEY) !== null
    ? value
    : DEFAULT_IDLE_LOCK_MINUTES;
}

export function storeIdleLockMinutes(minutes: number): void {
  localStorage.setItem(IDLE_KEY, String(minutes));
}
