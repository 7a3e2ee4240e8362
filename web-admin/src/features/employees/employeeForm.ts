import { firstProblem, ZEmployeeName, ZEmployeePin } from '@resto/domain';
import { asSentence, requiredProblem } from '@resto/web-common';

export interface EmployeeFormValues {
  name: string;
  /** Digits only (the PIN field drops anything else). Empty when editing means "keep the PIN". */
  pin: string;
  isAuthorised: boolean;
}

export interface EmployeeFormProblems {
  name?: string | undefined;
  pin?: string | undefined;
}

/** The form's problems in words; the rules themselves are the domain's (ZEmployeeName, ZEmployeePin). */
export function employeeFormProblems(values: EmployeeFormValues, mode: 'add' | 'edit'): EmployeeFormProblems {
  const name =
    requiredProblem(values.name, "Enter the employee's name.") ??
    firstProblem(ZEmployeeName, values.name.trim());
  const pinRequired = mode === 'add' ? requiredProblem(values.pin, 'Choose a 4-digit PIN.') : undefined;
  const pin = pinRequired ?? (values.pin === '' ? undefined : firstProblem(ZEmployeePin, values.pin));
  return { name: name && asSentence(name), pin: pin && asSentence(pin) };
}

/** The body of `PUT .../employees/:id`: only what changed. */
export function employeeChanges(
  before: { name: string; isAuthorised: boolean },
  values: EmployeeFormValues,
): { name?: string; pin?: string; isAuthorised?: boolean } {
  const changes: { name?: string; pin?: string; isAuthorised?: boolean } = {};
  if (values.name.trim() !== before.name) changes.name = values.name.trim();
  if (values.pin !== '') changes.pin = values.pin;
  if (values.isAuthorised !== before.isAuthorised) changes.isAuthorised = values.isAuthorised;
  return changes;
}
