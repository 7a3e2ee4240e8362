import { ZEmployee } from '@resto/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { FieldError } from '../http/errors';

export interface PosPerson {
  id: string;
  name: string;
}

/** The employee signed in on the till: must still be an active employee of the store. */
export function activeEmployee(snapshot: DocumentSnapshot | undefined): PosPerson {
  const employee = ZEmployee.safeParse(snapshot?.data());
  if (!employee.success || !employee.data.active)
    throw new FieldError('employeeId', 'This employee is not on the staff of this store any more');
  return { id: employee.data.id, name: employee.data.name };
}

/** The approver of a protected action, when they are an active, authorised employee of the store. */
export function authorisedApprover(snapshot: DocumentSnapshot | undefined): PosPerson | undefined {
  const approver = ZEmployee.safeParse(snapshot?.data());
  return approver.success && approver.data.active && approver.data.isAuthorised
    ? { id: approver.data.id, name: approver.data.name }
    : undefined;
}
