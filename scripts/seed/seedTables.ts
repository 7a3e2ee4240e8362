/**
 * Dine-in demo at Bondi: tables in three seating areas (each with a QR code on the admin's dine-in
 * page that opens the storefront's `tables/{tableId}`), one switched off to show the refusal.
 */
import { ZDiningTable } from '@resto/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { SEEDED_AT } from './demoData';

export const DEMO_TABLES_STORE_ID = 'bondi';

/** [id, name, seats, area, active] */
export const DEMO_TABLES: readonly [string, string, number, string, boolean][] = [
  ['table-1', '1', 2, 'Courtyard', true],
  ['table-2', '2', 2, 'Courtyard', true],
  ['table-3', '3', 4, 'Courtyard', true],
  ['table-4', '4', 4, 'Courtyard', true],
  ['table-5', '5', 6, 'Courtyard', true],
  ['table-10', '10', 2, 'Dining room', true],
  ['table-11', '11', 4, 'Dining room', true],
  ['table-12', '12', 4, 'Dining room', true],
  ['table-13', '13', 6, 'Dining room', true],
  ['table-14', '14', 8, 'Dining room', true],
  ['bar-1', 'Bar 1', 2, 'Bar', true],
  ['bar-2', 'Bar 2', 2, 'Bar', true],
  ['table-15', '15', 4, 'Dining room', false],
];

export async function seedTables(db: Firestore, restaurantId: string): Promise<void> {
  const store = db.collection('restaurants').doc(restaurantId).collection('stores').doc(DEMO_TABLES_STORE_ID);
  const batch = db.batch();
  for (const [id, name, seats, seatingArea, active] of DEMO_TABLES) {
    batch.set(
      store.collection('tables').doc(id),
      ZDiningTable.parse({
        name,
        seats,
        seatingArea,
        active,
        createdIsoDateTimeUtc: SEEDED_AT,
        updatedIsoDateTimeUtc: SEEDED_AT,
      }),
    );
  }
  await batch.commit();
}
