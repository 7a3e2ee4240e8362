import { closeForgottenShift, ZShift } from '@resto/domain';
import { db, runContendedTransaction } from '../admin';
import { shifts, storeDoc, timeClockStatus } from '../firestore/paths';
import { log } from '../log';

/** Bound of one monitor run (the rest wait for the next run). */
const MAX_SHIFTS_PER_RUN = 200;

/**
 * Closes shifts nobody clocked out of once their store's business day has ended (the next day's
 * start hour, store time), flagged `forgottenClockOut` for the manager. Each close re-reads the shift
 * in a transaction, so a clock-out that lands at the same moment wins or is seen.
 */
export async function closeForgottenShifts(
  nowMs: number,
  /** One store only (tests): otherwise every store's open shifts. */
  scope?: { restaurantId: string; storeId: string },
): Promise<number> {
  const source = scope ? shifts(scope.restaurantId, scope.storeId) : db().collectionGroup('shifts');
  const open = await source.where('open', '==', true).limit(MAX_SHIFTS_PER_RUN).get();
  let closed = 0;
  const stores = new Map<string, { timezone: string; startHour: number | undefined }>();
  for (const document of open.docs) {
    const storeRef = document.ref.parent.parent;
    const restaurantId = storeRef?.parent.parent?.id;
    if (!storeRef || !restaurantId) continue;
    let store = stores.get(storeRef.path);
    if (!store) {
      const snapshot = await storeDoc(restaurantId, storeRef.id).get();
      const startHour = snapshot.get('businessDayStartHour');
      store = {
        timezone: String(snapshot.get('timezone') ?? 'Australia/Sydney'),
        startHour: typeof startHour === 'number' ? startHour : undefined,
      };
      stores.set(storeRef.path, store);
    }
    const { timezone, startHour } = store;
    const didClose = await runContendedTransaction(async (tx) => {
      const fresh = await tx.get(document.ref);
      const parsed = ZShift.safeParse(fresh.data());
      if (!parsed.success) return false;
      const next = closeForgottenShift(parsed.data, new Date(nowMs), timezone, startHour);
      if (!next) return false;
      const statusRef = timeClockStatus(restaurantId, storeRef.id).doc(next.employeeId);
      const status = await tx.get(statusRef);
      tx.set(document.ref, next);
      if (status.get('openShiftId') === next.id) {
        tx.set(statusRef, {
          employeeId: next.employeeId,
          openShiftId: null,
          updatedIsoDateTimeUtc: next.updatedIsoDateTimeUtc,
        });
      }
      return true;
    });
    if (didClose) {
      closed += 1;
      log.info('timeClock.forgotten_clock_out_closed', {
        restaurantId,
        storeId: storeRef.id,
        shiftId: document.id,
      });
    }
  }
  return closed;
}
