import { addDaysToLocalDate, type BookingHold, holdsAsOf, ZBookingHold } from '@resto/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { tableBookingDayDoc } from '../firestore/paths';

/**
 * The day ledger (`tableBookingDays/{date}`): the holds of every booking of a store-local trading
 * date. Each booking transaction reads the ledgers of its date and the dates either side (a late
 * booking overlaps the next day's early ones) and writes its own date's, so two bookings that could
 * compete for the same seats always touch a common document and Firestore serialises them.
 */
export interface DayLedgers {
  refs: Map<string, DocumentReference>;
  holds: Map<string, BookingHold[]>;
  /** Every hold of the three days as they count now (a seated party's while it stays), for the checks. */
  all: BookingHold[];
}

export async function readDayLedgers(
  tx: Transaction,
  ids: { restaurantId: string; storeId: string },
  date: string,
  /** A booking moved to another day also reads (and later writes) that day's ledgers. */
  otherDate?: string,
): Promise<DayLedgers> {
  const centres = otherDate && otherDate !== date ? [date, otherDate] : [date];
  const dates = [
    ...new Set(centres.flatMap((day) => [addDaysToLocalDate(day, -1), day, addDaysToLocalDate(day, 1)])),
  ];
  const refs = new Map(dates.map((day) => [day, tableBookingDayDoc(ids.restaurantId, ids.storeId, day)]));
  const snapshots = await tx.getAll(...refs.values());
  const holds = new Map<string, BookingHold[]>();
  snapshots.forEach((snapshot, index) => {
    const raw = snapshot.exists ? (snapshot.get('holds') as unknown[]) : [];
    holds.set(
      dates[index] as string,
      (Array.isArray(raw) ? raw : []).flatMap((entry) => {
        const parsed = ZBookingHold.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      }),
    );
  });
  return { refs, holds, all: holdsAsOf([...holds.values()].flat(), new Date()) };
}

/** Writes `date`'s ledger with `hold` added or replaced. */
export function writeHold(tx: Transaction, ledgers: DayLedgers, date: string, hold: BookingHold): void {
  const ref = ledgers.refs.get(date);
  if (!ref) throw new Error(`Ledger of ${date} was not read`);
  const next = [...(ledgers.holds.get(date) ?? []).filter((entry) => entry.id !== hold.id), hold];
  tx.set(ref, { date, holds: next });
}

/** Writes `date`'s ledger without the booking's hold (it moved to another day). */
export function removeHold(tx: Transaction, ledgers: DayLedgers, date: string, bookingId: string): void {
  const ref = ledgers.refs.get(date);
  if (!ref) throw new Error(`Ledger of ${date} was not read`);
  tx.set(ref, { date, holds: (ledgers.holds.get(date) ?? []).filter((entry) => entry.id !== bookingId) });
}
