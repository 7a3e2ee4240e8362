import { addDaysToLocalDate, type BookingHold, holdsAsOf, ZBookingHold } from '@resto/domain';
import { db } from '../admin';
import { tableBookingDayDoc } from '../firestore/paths';

/** The holds around `date`, read outside a transaction (availability: a view, re-checked on booking). */
export async function readDayLedgersOutside(
  ids: { restaurantId: string; storeId: string },
  date: string,
): Promise<BookingHold[]> {
  const refs = [-1, 0, 1].map((days) =>
    tableBookingDayDoc(ids.restaurantId, ids.storeId, addDaysToLocalDate(date, days)),
  );
  const snapshots = await db().getAll(...refs);
  const holds = snapshots.flatMap((snapshot) => {
    const raw = snapshot.exists ? snapshot.get('holds') : [];
    return (Array.isArray(raw) ? raw : []).flatMap((entry: unknown) => {
      const parsed = ZBookingHold.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
  });
  // A party still seated holds its tables while it stays; one that left early, nothing after.
  return holdsAsOf(holds, new Date());
}
