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
  /** From the admin's POS settings (0 = never). */
  idleLockMinutes: number;
}

export const EmployeeSessionContext = createContext<EmployeeSessionValue | null>(null);

export function useEmployeeSession(): EmployeeSessionValue {
  const value = useContext(EmployeeSessionContext);
  if (!value) throw new Error('useEmployeeSession must be used inside the POS session.');
  return value;
}
