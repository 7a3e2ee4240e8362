import {
  applyTimeClockAction,
  readStoreSetting,
  type Shift,
  TIME_CLOCK_MESSAGES,
  type TimeClockEventRequest,
  ZEmployee,
  ZShift,
} from '@resto/domain';
import { nowIso, runContendedTransaction } from '../admin';
import { employees, newId, shifts, storeDoc, timeClockEvents, timeClockStatus } from '../firestore/paths';
import { ConflictError, FieldError } from '../http/errors';
import { storeSettingDoc } from '../settings/settingsPaths';

export interface ClockEventIds {
  restaurantId: string;
  storeId: string;
  eventId: string;
}

/**
 * Applies one time-clock press from a till. The event id is the till's own (it may resend after an
 * outage), so the event record makes a repeat answer the first result without a second effect, and
 * a different body under a used id is refused. Every action reads and writes the employee's status
 * document, so two tills clocking the same employee in at once give one shift and one 409.
 */
export async function applyClockEvent(
  ids: ClockEventIds,
  request: TimeClockEventRequest,
  posTerminalId: string | undefined,
): Promise<{ shift: Shift; repeated: boolean }> {
  const { restaurantId, storeId, eventId } = ids;
  const eventRef = timeClockEvents(restaurantId, storeId).doc(eventId);
  const statusRef = timeClockStatus(restaurantId, storeId).doc(request.employeeId);
  return runContendedTransaction(async (tx) => {
    const [event, status, employee, settingsDoc, store] = await Promise.all([
      tx.get(eventRef),
      tx.get(statusRef),
      tx.get(employees(restaurantId, storeId).doc(request.employeeId)),
      tx.get(storeSettingDoc(restaurantId, storeId, 'timeClock')),
      tx.get(storeDoc(restaurantId, storeId)),
    ]);
    if (event.exists) {
      const same =
        event.get('employeeId') === request.employeeId &&
        event.get('action') === request.action &&
        event.get('occurredIsoDateTimeUtc') === request.occurredIsoDateTimeUtc;
      if (!same) throw new ConflictError('This time-clock event id was already used for another action.');
      const stored = await tx.get(shifts(restaurantId, storeId).doc(String(event.get('shiftId'))));
      return { shift: ZShift.parse(stored.data()), repeated: true };
    }
    const parsedEmployee = ZEmployee.safeParse(employee.data());
    if (!parsedEmployee.success || !parsedEmployee.data.active) {
      throw new FieldError('employeeId', 'This employee is not an active employee of the store.');
    }
    const openShiftId = status.get('openShiftId');
    const openSnapshot =
      typeof openShiftId === 'string'
        ? await tx.get(shifts(restaurantId, storeId).doc(openShiftId))
        : undefined;
    const open = openSnapshot?.exists ? ZShift.parse(openSnapshot.data()) : undefined;
    const now = nowIso();
    const outcome = applyTimeClockAction(open?.open ? open : undefined, request, {
      settings: readStoreSetting('timeClock', settingsDoc.data()),
      employeeName: parsedEmployee.data.name,
      timezone: String(store.get('timezone') ?? 'Australia/Sydney'),
      businessDayStartHour:
        typeof store.get('businessDayStartHour') === 'number' ? store.get('businessDayStartHour') : undefined,
      newShiftId: newId,
      newBreakId: newId,
      posTerminalId,
      nowIso: now,
    });
    if (!outcome.ok) {
      const words = TIME_CLOCK_MESSAGES[outcome.problem];
      throw new ConflictError(words.message, words.title);
    }
    const shift = outcome.shift;
    tx.set(shifts(restaurantId, storeId).doc(shift.id), shift);
    tx.set(statusRef, {
      employeeId: request.employeeId,
      openShiftId: shift.open ? shift.id : null,
      updatedIsoDateTimeUtc: now,
    });
    tx.create(eventRef, {
      ...request,
      shiftId: shift.id,
      ...(posTerminalId ? { posTerminalId } : {}),
      appliedIsoDateTimeUtc: now,
    });
    return { shift, repeated: false };
  });
}
