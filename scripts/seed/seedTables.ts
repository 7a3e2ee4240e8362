/**
 * Dine-in demo at Bondi: tables in three seating areas (each with a QR code on the admin's dine-in
 * page that opens the storefront's `tables/{tableId}`), one switched off to show the refusal; table
 * bookings switched on, with bookings over the next days (new, accepted and one cancelled) and their
 * day ledgers, so the booking page shows some times filling up.
 */
import {
  addDaysToLocalDate,
  buildTableBookingDocument,
  holdOf,
  localDateAt,
  type TableBookingDocument,
  ZDiningTable,
  ZStoredTableMap,
  ZTableBookingRequest,
  ZTableBookingSettings,
  zonedInstant,
} from '@resto/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { SEEDED_AT } from './demoData';

export const DEMO_TABLES_STORE_ID = 'bondi';

/** [id, name, seats, area, active]: numbered tables keep their number as id, so `tables/12` is table 12. */
export const DEMO_TABLES: readonly [string, string, number, string, boolean][] = [
  ['1', '1', 2, 'Courtyard', true],
  ['2', '2', 2, 'Courtyard', true],
  ['3', '3', 4, 'Courtyard', true],
  ['4', '4', 4, 'Courtyard', true],
  ['5', '5', 6, 'Courtyard', true],
  ['10', '10', 2, 'Dining room', true],
  ['11', '11', 4, 'Dining room', true],
  ['12', '12', 4, 'Dining room', true],
  ['13', '13', 6, 'Dining room', true],
  ['14', '14', 8, 'Dining room', true],
  ['bar-1', 'Bar 1', 2, 'Bar', true],
  ['bar-2', 'Bar 2', 2, 'Bar', true],
  ['15', '15', 4, 'Dining room', false],
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
  // One map per seating area, tables laid out in rows (circles for twos, squares for fours,
  // rectangles for the big tables), as an owner would draw them.
  const areas = [...new Set(DEMO_TABLES.map(([, , , area]) => area))];
  areas.forEach((area, sortOrder) => {
    const tables = DEMO_TABLES.filter(([, , , tableArea]) => tableArea === area);
    batch.set(
      store.collection('tableMaps').doc(area.toLowerCase().replace(/[^a-z0-9]+/g, '-')),
      ZStoredTableMap.parse({
        id: area.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        name: area,
        sortOrder,
        updatedIsoDateTimeUtc: SEEDED_AT,
        tables: tables.map(([id, , seats], index) => {
          const location = { x: 200 + (index % 4) * 340, y: 220 + Math.floor(index / 4) * 380 };
          const shape = { id: `shape-${id}`, tableId: id, location, rotation: 0 };
          if (seats <= 2) return { ...shape, type: 'circle', radius: 60 };
          if (seats <= 4) return { ...shape, type: 'square', width: 120 };
          return { ...shape, type: 'rectangle', width: 120, length: 240 };
        }),
      }),
    );
  });
  await batch.commit();
}

const TIMEZONE = 'Australia/Sydney';

export const DEMO_BOOKING_SETTINGS = ZTableBookingSettings.parse({
  enable: true,
  minPax: 1,
  maxPax: 12,
  numOfDaysInAdvance: 60,
  seatingAreaInfo: { mandatory: false, areaNames: ['Courtyard', 'Dining room', 'Bar'] },
  specialRequestInfo: { templates: ['Birthday', 'Anniversary', 'High chair', 'Quiet table'] },
});

/** [days from today, local time in minutes, guests, area, name, mobile, status, table] */
const DEMO_BOOKINGS: readonly [
  number,
  number,
  number,
  string,
  string,
  string,
  'new' | 'accepted' | 'cancelled',
  string?,
][] = [
  [0, 19 * 60 + 30, 4, 'Dining room', 'Olivia Martin', '+61412000101', 'accepted', '12'],
  [1, 18 * 60, 2, 'Courtyard', 'Noah Williams', '+61412000102', 'new'],
  [1, 19 * 60, 6, 'Dining room', 'Charlotte Brown', '+61412000103', 'accepted'],
  [1, 19 * 60, 4, 'Courtyard', 'Jack Taylor', '+61412000104', 'new'],
  [2, 12 * 60 + 30, 2, 'Bar', 'Amelia Wilson', '+61412000105', 'accepted'],
  [2, 19 * 60 + 30, 8, 'Dining room', 'Leo Anderson', '+61412000106', 'new'],
  [3, 18 * 60 + 30, 3, '', 'Isla Thomas', '+61412000107', 'cancelled'],
  [4, 20 * 60, 2, 'Courtyard', 'Henry Jackson', '+61412000108', 'accepted'],
  [5, 13 * 60, 5, 'Dining room', 'Mia White', '+61412000109', 'new'],
  [6, 19 * 60, 2, 'Bar', 'Lucas Harris', '+61412000110', 'new'],
];

/**
 * Booking settings and demo bookings, dated from today in Sydney (so the same day's runs write the
 * same documents). Today's booking is left out once its time has passed.
 */
export async function seedTableBookings(
  db: Firestore,
  restaurantId: string,
  now = new Date(),
): Promise<void> {
  const store = db.collection('restaurants').doc(restaurantId).collection('stores').doc(DEMO_TABLES_STORE_ID);
  const today = localDateAt(now, TIMEZONE);
  const batch = db.batch();
  batch.set(store.collection('settings').doc('tableBooking'), DEMO_BOOKING_SETTINGS);
  batch.set(store.collection('settings').doc('addOns'), { tableMap: true }, { merge: true });
  const byDate = new Map<string, TableBookingDocument[]>();
  DEMO_BOOKINGS.forEach(([days, minutes, pax, seatingArea, name, mobile, status, tableId], index) => {
    const date = addDaysToLocalDate(today, days);
    const start = zonedInstant(date, minutes, TIMEZONE);
    if (start.getTime() <= now.getTime()) return;
    const request = ZTableBookingRequest.parse({
      tableBookingId: `demo-booking-${index + 1}`,
      bookedForIsoDateTimeUtc: start.toISOString(),
      pax,
      customer: { name, mobile, unverifiedEmail: `${name.split(' ')[0]?.toLowerCase()}@example.com` },
      seatingArea,
      specialRequest: index === 2 ? { template: 'Birthday', note: 'A cake at dessert, please' } : {},
      // One guest said no to the reminder text.
      reminderOptIn: index !== 9,
    });
    // Placed the day before the booking's date, at a fixed hour: the same on every run.
    const placed = zonedInstant(addDaysToLocalDate(date, -1), 10 * 60 + index, TIMEZONE);
    const built = buildTableBookingDocument({
      request,
      restaurantId,
      storeId: DEMO_TABLES_STORE_ID,
      uid: 'demo-guest',
      source: index % 4 === 3 ? 'POS' : 'ONLINE',
      localDate: date,
      durationInMinutes: DEMO_BOOKING_SETTINGS.durationInMinutes,
      timezone: TIMEZONE,
      now: placed,
    });
    const booking: TableBookingDocument =
      status === 'new'
        ? built
        : {
            ...built,
            status: { code: status },
            statusHistory: [
              ...built.statusHistory,
              {
                from: 'new',
                to: status,
                atIsoDateTimeUtc: new Date(placed.getTime() + 20 * 60_000).toISOString(),
                byUid: 'demo-owner',
                byName: 'owner@demo.test',
                reason: status === 'cancelled' ? 'Guest called to cancel' : '',
              },
            ],
            // Charlotte called to add two guests and the cake: the booking shows who changed it.
            ...(index === 2
              ? {
                  editHistory: [
                    {
                      atIsoDateTimeUtc: new Date(placed.getTime() + 45 * 60_000).toISOString(),
                      byUid: 'demo-owner',
                      byName: 'owner@demo.test',
                      changes: [
                        { field: 'pax' as const, from: '4', to: '6' },
                        {
                          field: 'specialRequest' as const,
                          from: 'Birthday',
                          to: 'Birthday · A cake at dessert, please',
                        },
                      ],
                    },
                  ],
                }
              : {}),
            ...(status === 'cancelled' ? { cancellationReason: 'Guest called to cancel' } : {}),
            ...(tableId ? { tableId } : {}),
          };
    batch.set(store.collection('tableBookings').doc(booking.id), booking);
    byDate.set(date, [...(byDate.get(date) ?? []), booking]);
  });
  for (const [date, bookings] of byDate)
    batch.set(store.collection('tableBookingDays').doc(date), { date, holds: bookings.map(holdOf) });
  await batch.commit();
}
