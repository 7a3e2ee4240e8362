import { type Employee, PIN_IN_USE_MESSAGE, ZEmployee } from '@resto/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { nowIso, runContendedTransaction } from '../admin';
import { employeePins, employees, newId } from '../firestore/paths';
import { ConflictError, NotFoundError } from '../http/errors';
import { log } from '../log';
import { employeeIdWithPin, pinLookup, readPinSecret, savePinSecret } from './pinLookup';

interface StoreIds {
  restaurantId: string;
  storeId: string;
}

/**
 * Reads what a PIN write needs (all reads come before writes in a transaction) and refuses a PIN
 * another employee of the store already has. Returns the writer to call afterwards.
 */
async function preparePinWrite(tx: Transaction, ids: StoreIds, employeeId: string, pin: string) {
  const pinSecret = await readPinSecret(tx, ids.restaurantId, ids.storeId);
  const lookup = pinLookup(pinSecret.secret, pin);
  const holder = pinSecret.exists
    ? await employeeIdWithPin(tx, ids.restaurantId, ids.storeId, lookup)
    : undefined;
  if (holder !== undefined && holder !== employeeId)
    throw new ConflictError(PIN_IN_USE_MESSAGE, 'PIN already in use');
  return (now: string) => {
    savePinSecret(tx, ids.restaurantId, ids.storeId, pinSecret, now);
    tx.set(employeePins(ids.restaurantId, ids.storeId).doc(employeeId), {
      employeeId,
      pinLookup: lookup,
      updatedIsoDateTimeUtc: now,
    });
  };
}

export async function createEmployee(
  ids: StoreIds,
  input: { name: string; pin: string; isAuthorised: boolean },
): Promise<Employee> {
  const id = newId();
  const employee = await runContendedTransaction(async (tx) => {
    const writePin = await preparePinWrite(tx, ids, id, input.pin);
    const now = nowIso();
    const created: Employee = {
      id,
      name: input.name,
      isAuthorised: input.isAuthorised,
      active: true,
      createdIsoDateTimeUtc: now,
    };
    tx.create(employees(ids.restaurantId, ids.storeId).doc(id), created);
    writePin(now);
    return created;
  });
  log.info('employee.created', { ...ids, employeeId: id, isAuthorised: input.isAuthorised });
  return employee;
}

export async function updateEmployee(
  ids: StoreIds,
  employeeId: string,
  changes: { name?: string; pin?: string; isAuthorised?: boolean; active?: boolean },
): Promise<Employee> {
  const ref = employees(ids.restaurantId, ids.storeId).doc(employeeId);
  const employee = await runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new NotFoundError('We could not find this employee.');
    const writePin =
      changes.pin === undefined ? undefined : await preparePinWrite(tx, ids, employeeId, changes.pin);
    const now = nowIso();
    const { pin: _pin, ...visible } = changes;
    const updated = ZEmployee.parse({ ...snapshot.data(), ...visible, updatedIsoDateTimeUtc: now });
    tx.set(ref, updated);
    writePin?.(now);
    return updated;
  });
  log.info('employee.updated', { ...ids, employeeId, fields: Object.keys(changes) });
  return employee;
}

/** Deletes the employee and their PIN, so the PIN is free for someone else. */
export async function deleteEmployee(
  ids: StoreIds,
  employeeId: string,
): Promise<{ id: string; deleted: true }> {
  const ref = employees(ids.restaurantId, ids.storeId).doc(employeeId);
  await runContendedTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) throw new NotFoundError('We could not find this employee.');
    tx.delete(ref);
    tx.delete(employeePins(ids.restaurantId, ids.storeId).doc(employeeId));
  });
  log.info('employee.deleted', { ...ids, employeeId });
  return { id: employeeId, deleted: true };
}
