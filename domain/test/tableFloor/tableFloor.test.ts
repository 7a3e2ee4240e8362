import { describe, expect, it } from 'vitest';
import {
  type BookingHold,
  holdsAsOf,
  largestFreePlaceAt,
  largestPartyPlace,
  partyFitsAt,
  readTableFloor,
  SEATED_OVERSTAY_MINUTES,
  seatingUnitName,
  seatingUnits,
  seatsLeftAt,
  tablesForSeating,
  tablesTakenAt,
  ZJoinTablesRequest,
  ZSeatPartyRequest,
} from '../../src';

const tables = [
  { id: '1', seats: 2, seatingArea: 'Courtyard', active: true },
  { id: '3', seats: 4, seatingArea: 'Courtyard', active: true },
  { id: '13', seats: 6, seatingArea: 'Dining room', active: true },
  { id: '14', seats: 8, seatingArea: 'Dining room', active: true },
  { id: '15', seats: 4, seatingArea: 'Dining room', active: false },
];
const START = new Date('2026-12-01T08:00:00.000Z');
const hold = (overrides: Partial<BookingHold>): BookingHold => ({
  id: 'h1',
  startIsoDateTimeUtc: START.toISOString(),
  durationInMinutes: 90,
  pax: 2,
  seatingArea: '',
  mobile: '',
  status: 'accepted',
  tableIds: [],
  kind: 'booking',
  ...overrides,
});
const join = {
  id: 'j1',
  tableIds: ['13', '14'],
  createdIsoDateTimeUtc: START.toISOString(),
  byUid: '',
  byName: '',
};

describe('the live floor', () => {
  it('a join is one place seating its tables added up; a switched-off table makes no place', () => {
    const units = seatingUnits(tables, [join]);
    expect(units).toContainEqual({
      tableIds: ['13', '14'],
      seats: 14,
      seatingArea: 'Dining room',
      joinId: 'j1',
    });
    expect(units.map((unit) => unit.tableIds.join('+'))).toEqual(['13+14', '1', '3']);
    expect(seatingUnits(tables, [{ ...join, tableIds: ['14', '15'] }]).some((unit) => unit.joinId)).toBe(
      false,
    );
  });

  it('a party tapped onto a joined table takes the whole join', () => {
    expect(tablesForSeating({ joins: [join] }, '14')).toEqual({ tableIds: ['13', '14'], joinId: 'j1' });
    expect(tablesForSeating({ joins: [join] }, '3')).toEqual({ tableIds: ['3'] });
    expect(seatingUnitName(['13', '14'])).toBe('Tables 13 + 14');
    expect(seatingUnitName(['Bar 1'])).toBe('Bar 1');
  });

  it('reads a missing or unreadable floor as empty', () => {
    expect(readTableFloor(undefined)).toEqual({ seatings: [], joins: [] });
    expect(readTableFloor({ seatings: 'x' })).toEqual({ seatings: [], joins: [] });
  });

  it('bounds every request', () => {
    expect(ZSeatPartyRequest.safeParse({ seatingId: 's', tableId: 't', pax: 0 }).success).toBe(false);
    expect(ZSeatPartyRequest.parse({ seatingId: 's', tableId: 't', pax: 3 })).toMatchObject({ name: '' });
    expect(ZJoinTablesRequest.safeParse({ joinId: 'j', tableIds: ['1'] }).success).toBe(false);
  });
});

describe('availability with walk-ins and joins', () => {
  const at = { start: START, durationInMinutes: 90, seatingArea: '' };
  it('a seated walk-in takes its whole table and overlapping times', () => {
    const walkIn = hold({ id: 'w1', kind: 'walkIn', pax: 2, tableIds: ['3'] });
    // 2 + 4 + 6 + 8 active seats; the walk-in of 2 at the table of 4 takes all 4.
    expect(seatsLeftAt({ tables, holds: [walkIn], ...at })).toBe(16);
    expect(seatsLeftAt({ tables, holds: [hold({ pax: 2 })], ...at })).toBe(18);
    expect([...tablesTakenAt({ holds: [walkIn], ...at })]).toEqual(['3']);
    const later = new Date(START.getTime() + 90 * 60_000);
    expect(tablesTakenAt({ holds: [walkIn], ...at, start: later }).size).toBe(0);
  });

  it('a party larger than any free place is not bookable until tables are joined', () => {
    const options = { tables, holds: [], ...at, pax: 12 };
    expect(partyFitsAt({ ...options, joins: [] })).toEqual({ seatsLeft: 20, fits: false });
    expect(partyFitsAt({ ...options, joins: [join] })).toEqual({ seatsLeft: 20, fits: true });
    // Someone seated at one of the joined tables: the join is taken.
    const seated = hold({ kind: 'walkIn', tableIds: ['13', '14'], pax: 10 });
    expect(largestFreePlaceAt({ tables, joins: [join], holds: [seated], ...at })).toBe(4);
    expect(partyFitsAt({ ...options, joins: [join], holds: [seated] }).fits).toBe(false);
  });

  it('the largest party one place seats at all: the largest table or join (of the area), whatever is booked', () => {
    expect(largestPartyPlace({ tables, joins: [], seatingArea: '' })).toBe(8);
    expect(largestPartyPlace({ tables, joins: [], seatingArea: 'Courtyard' })).toBe(4);
    expect(largestPartyPlace({ tables, joins: [join], seatingArea: '' })).toBe(14);
    // A switched-off table is no place; tables without ids cannot be told apart.
    expect(
      largestPartyPlace({
        tables: [{ id: '14', seats: 8, seatingArea: 'Dining room', active: false }],
        joins: [],
        seatingArea: '',
      }),
    ).toBe(0);
    expect(
      largestPartyPlace({
        tables: [{ seats: 4, seatingArea: '', active: true }],
        joins: [],
        seatingArea: '',
      }),
    ).toBeNull();
  });

  it('a seated party holds its tables while it stays; a booked party that left holds nothing after', () => {
    const at = { tables, joins: [], durationInMinutes: 90, seatingArea: '', pax: 2 };
    const walkIn = hold({ id: 'w1', kind: 'walkIn', tableIds: ['1'], pax: 2, seated: true });
    // Three hours after they sat down (twice the duration), still seated: held until 30 minutes on.
    const now = new Date(START.getTime() + 180 * 60_000);
    const [asNow] = holdsAsOf([walkIn], now);
    expect(asNow?.durationInMinutes).toBe(180 + SEATED_OVERSTAY_MINUTES);
    const taken = (holds: BookingHold[], minutes: number) =>
      tablesTakenAt({ holds, start: new Date(now.getTime() + minutes * 60_000), durationInMinutes: 90 });
    expect(taken(holdsAsOf([walkIn], now), 15).has('1')).toBe(true);
    expect(taken([walkIn], 15).has('1')).toBe(false);
    // Within its duration nothing changes.
    expect(holdsAsOf([walkIn], new Date(START.getTime() + 10 * 60_000))).toEqual([walkIn]);
    // A booked party that left 20 minutes in: from then on the table is free.
    const left = hold({
      id: 'b1',
      tableIds: ['1'],
      endedIsoDateTimeUtc: new Date(START.getTime() + 20 * 60_000).toISOString(),
    });
    expect(holdsAsOf([left], now)[0]?.durationInMinutes).toBe(20);
    const thirty = new Date(START.getTime() + 30 * 60_000);
    expect(partyFitsAt({ ...at, holds: holdsAsOf([left], now), start: thirty }).seatsLeft).toBe(20);
    expect(partyFitsAt({ ...at, holds: [left], start: thirty }).seatsLeft).toBe(18);
  });

  it('tables without ids are counted by seats only', () => {
    const plain = tables.map(({ id: _id, ...table }) => table);
    expect(largestFreePlaceAt({ tables: plain, joins: [], holds: [], ...at })).toBeNull();
    expect(partyFitsAt({ tables: plain, joins: [], holds: [], ...at, pax: 12 }).fits).toBe(true);
  });
});
