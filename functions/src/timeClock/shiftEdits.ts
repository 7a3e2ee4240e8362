import { applyShiftEdit, type Shift, type ShiftEdit, type ShiftEditRequest, ZShift } from '@resto/domain';
import { nowIso, runContendedTransaction } from '../admin';
import { newId, shiftEdits, shifts, timeClockStatus } from '../firestore/paths';
import { FieldError, NotFoundError } from '../http/errors';

/**
 * An admin's correction of a shift, with the reason kept in an audit entry (the times before and
 * after). Editing an open shift closes it, so its employee's status is cleared in the same
 * transaction: a till pressing "clock out" afterwards is told the employee is not clocked in.
 */
export async function editShift(
  ids: { restaurantId: string; storeId: string; shiftId: string },
  edit: ShiftEditRequest,
  byUid: string,
): Promise<{ shift: Shift; edit: ShiftEdit }> {
  const { restaurantId, storeId, shiftId } = ids;
  const ref = shifts(restaurantId, storeId).doc(shiftId);
  return runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const parsed = ZShift.safeParse(snapshot.data());
    if (!snapshot.exists || !parsed.success) throw new NotFoundError('There is no such shift in this store.');
    const before = parsed.data;
    const statusRef = timeClockStatus(restaurantId, storeId).doc(before.employeeId);
    const status = await tx.get(statusRef);
    const now = nowIso();
    const outcome = applyShiftEdit(before, edit, now);
    if (!outcome.ok) throw new FieldError('breaks', 'A break in the edit is not one of this shift’s breaks.');
    const audit: ShiftEdit = {
      id: newId(),
      shiftId,
      employeeId: before.employeeId,
      byUid,
      reason: edit.reason,
      before: {
        clockInIsoDateTimeUtc: before.clockInIsoDateTimeUtc,
        ...(before.clockOutIsoDateTimeUtc ? { clockOutIsoDateTimeUtc: before.clockOutIsoDateTimeUtc } : {}),
        breaks: before.breaks,
      },
      after: {
        clockInIsoDateTimeUtc: outcome.shift.clockInIsoDateTimeUtc,
        clockOutIsoDateTimeUtc: edit.clockOutIsoDateTimeUtc,
        breaks: outcome.shift.breaks,
      },
      editedIsoDateTimeUtc: now,
    };
    tx.set(ref, outcome.shift);
    tx.create(shiftEdits(restaurantId, storeId).doc(audit.id), audit);
    if (status.get('openShiftId') === shiftId) {
      tx.set(statusRef, { employeeId: before.employeeId, openShiftId: null, updatedIsoDateTimeUtc: now });
    }
    return { shift: outcome.shift, edit: audit };
  });
}
