/**
 * Dine-in demo at Bondi: tables in three seating areas (each with a QR code on the admin's dine-in
 * page that opens the storefront's `tables/{tableId}`), one switched off to show the refusal; table
 * bookings switched on, with bookings over the next days (new, accepted and one cancelled) and their
 * day ledgers, so the booking page shows some times filling up; and the live floor: two walk-ins
 * seated and tables 13 + 14 joined for large parties.
 */
import {
  addDaysToLocalDate,
  type BookingHold,
  buildTableBookingDocument,
  holdOf,
  localDateAt,
  readTableFloor,
  type TableBookingDocument,
  type TableFloor,
  ZDiningTable,
  ZStoredTableMap,
  ZTableBookingRequest,
  ZTableBookingSettings,
  zonedInstant,
} from '@resto/domain';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
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
          // Table 14 stands against the end of 13: the pair staff join for large parties.
          const location =
            id === '14'
              ? { x: 200 + 3 * 340, y: 220 + 240 }
              : { x: 200 + (index % 4) * 340, y: 220 + Math.floor(index / 4) * 380 };
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
  // The live floor: two walk-ins seated a little while ago and the two big dining-room tables
  // joined for large parties (so a party of 12 can book, and the map shows the join).
  const floor = await demoFloor(store, now);
  batch.set(store.collection('tableFloor').doc('current'), floor);
  const walkInHolds = new Map<string, BookingHold[]>();
  for (const seating of floor.seatings) {
    if (!seating.holdDate) continue;
    walkInHolds.set(seating.holdDate, [
      ...(walkInHolds.get(seating.holdDate) ?? []),
      {
        id: seating.id,
        startIsoDateTimeUtc: seating.seatedIsoDateTimeUtc,
        durationInMinutes: DEMO_BOOKING_SETTINGS.durationInMinutes,
        pax: seating.pax,
        seatingArea: DEMO_TABLES.find(([id]) => id === seating.tableIds[0])?.[3] ?? '',
        mobile: '',
        status: 'accepted',
        tableIds: seating.tableIds,
        kind: 'walkIn',
        seated: true,
      },
    ]);
  }
  for (const date of new Set([...byDate.keys(), ...walkInHolds.keys()]))
    batch.set(store.collection('tableBookingDays').doc(date), {
      date,
      holds: [...(byDate.get(date) ?? []).map(holdOf), ...(walkInHolds.get(date) ?? [])],
    });
  await batch.commit();
}

/** [id, table, guests, name, minutes ago] of the demo's seated walk-ins. */
const DEMO_WALK_INS: readonly [string, string, number, string, number][] = [
  ['demo-walk-in-1', '3', 3, 'Priya', 25],
  ['demo-walk-in-2', 'bar-1', 2, '', 50],
];

/**
 * Today's floor. Walk-ins are seated relative to the first seed: a second run within a few hours
 * keeps the seatings it finds (so it writes the same document), a later run seats them afresh.
 */
async function demoFloor(
  store: DocumentReference,
  now: Date,
): Promise<TableFloor & { updatedIsoDateTimeUtc: string }> {
  const existing = readTableFloor((await store.collection('tableFloor').doc('current').get()).data());
  // Seated within the last few hours: a run of the same session keeps them (the same document).
  const kept = existing.seatings.filter(
    (seating) =>
      seating.id.startsWith('demo-walk-in-') &&
      now.getTime() - Date.parse(seating.seatedIsoDateTimeUtc) < 6 * 3_600_000,
  );
  const seatings =
    kept.length === DEMO_WALK_INS.length
      ? kept
      : DEMO_WALK_INS.map(([id, tableId, pax, name, minutesAgo]) => {
          // Whole minutes, so the stored time reads cleanly.
          const seated = new Date(Math.floor((now.getTime() - minutesAgo * 60_000) / 60_000) * 60_000);
          return {
            id,
            tableIds: [tableId],
            pax,
            name,
            seatedIsoDateTimeUtc: seated.toISOString(),
            holdDate: localDateAt(seated, TIMEZONE),
            byUid: 'demo-owner',
            byName: 'owner@demo.test',
          };
        });
  const joins = [
    {
      id: 'demo-join-13-14',
      tableIds: ['13', '14'],
      createdIsoDateTimeUtc: SEEDED_AT,
      byUid: 'demo-owner',
      byName: 'owner@demo.test',
    },
  ];
  const updated =
    seatings
      .map((seating) => seating.seatedIsoDateTimeUtc)
      .sort()
      .at(-1) ?? SEEDED_AT;
  return { seatings, joins, updatedIsoDateTimeUtc: updated };
}
