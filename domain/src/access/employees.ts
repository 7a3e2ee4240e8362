/**
 * POS employees and their PINs (SPEC.md sections 3, 6 and 8). A PIN identifies the employee on the
 * lock screen, so PINs are unique within a store; protected actions need an authorised employee.
 */
import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc } from '../common/common';
import { tooLong } from '../common/inputBounds';
import { ZAuthorisedPin, ZDisplayName } from '../common/validation';
import type { PinResult } from '../status/pin';

export const ZEmployeeName = ZDisplayName.min(1, 'Enter the employee name').max(
  50,
  'Employee name must be at most 50 characters',
);

/**
 * Every employee PIN is 4 digits: any employee may later be made authorised, and authorised PINs are
 * 4 digits (ZAuthorisedPin), so one rule serves both.
 */
export const ZEmployeePin = z
  .string({ error: 'Enter a 4-digit PIN' })
  .max(4, tooLong('PIN must be exactly 4 digits'))
  .refine((pin) => ZAuthorisedPin.safeParse(pin).success, 'PIN must be exactly 4 digits');

/** `restaurants/{r}/stores/{s}/employees/{id}`: readable by staff and devices; never holds the PIN. */
export const ZEmployee = z.object({
  id: ZDocumentId,
  name: ZEmployeeName,
  isAuthorised: z.boolean(),
  active: z.boolean(),
  createdIsoDateTimeUtc: ZIsoDateTimeUtc,
  updatedIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
});
export type Employee = z.infer<typeof ZEmployee>;

export const PIN_IN_USE_MESSAGE =
  'Another employee of this store already uses this PIN. Choose a different PIN.';

/**
 * The outcome of a PIN typed on the lock screen. A PIN that matches nobody (or a deactivated
 * employee) is "employee not found"; a real employee without authorisation, when an authorised one
 * is needed, is an incorrect PIN. pinPromptAfter shows both the same way.
 */
export function pinResultFor(
  employee: { active: boolean; isAuthorised: boolean } | undefined,
  requireAuthorised: boolean,
): PinResult {
  if (employee === undefined || !employee.active) return 'employeeNotFound';
  if (requireAuthorised && !employee.isAuthorised) return 'incorrectPin';
  return 'success';
}
