import { describe, expect, it } from 'vitest';
import {
  liveTableStatuses,
  normaliseRotation,
  type StatusBooking,
  type StatusOrder,
  snapToGrid,
  timeSeatedWords,
  ZTableMapRequest,
} from '../../src';

const now = new Date('2026-12-01T08:00:00Z');
const tables = [
  { id: 't1', name: '1', active: true },
  { id: 't2', name: '2', active: true },
  { id: 't3', name: 'Bar 1', active: true },
  { id: 't4', name: '4', active: true },
  { id: 't5', name: '5', active: false },
];
const order = (overrides: Partial<StatusOrder>): StatusOrder => ({
  id: 'o1',
  statusCode: 'accepted',
  grandTotalInCents: 4550,
  placedIsoDateTimeUtc: '2026-12-01T07:15:00Z',
  isPaid: false,
  ...overrides,
});
const booking = (overrides: Partial<StatusBooking>): StatusBooking => ({
  id: 'b1',
  tableId: 't4',
  bookedForIsoDateTimeUtc: '2026-12-01T08:45:00Z',
  statusCode: 'accepted',
  pax: 4,
  name: 'Mia',
  ...overrides,
});

describe('live table status', () => {
  it('a seated walk-in makes its tables seated until cleared; joined tables name each other; a booking on a join books both', () => {
    const floor = {
      seatings: [
        {
          id: 's1',
          tableIds: ['t1', 't2'],
          pax: 5,
          name: 'Walk-in',
          seatedIsoDateTimeUtc: '2026-12-01T07:40:00Z',
        },
      ],
      joins: [
        { id: 'j1', tableIds: ['t1', 't2'] },
        { id: 'j2', tableIds: ['t3', 't4'] },
      ],
    };
    const statuses = liveTableStatuses(
      tables,
      [],
      [booking({ tableId: 't3', tableIds: ['t3', 't4'] })],
      now,
      floor,
    );
    expect(statuses.get('t1')).toMatchObject({
      status: 'seated',
      seatedSinceIsoDateTimeUtc: '2026-12-01T07:40:00Z',
      seating: { id: 's1', pax: 5 },
      joinId: 'j1',
      joinedWith: ['t2'],
    });
    expect(statuses.get('t2')?.status).toBe('seated');
    expect(statuses.get('t3')?.status).toBe('bookedSoon');
    expect(statuses.get('t4')?.status).toBe('bookedSoon');
    // Cleared: the floor no longer has the seating, the tables are free again.
    expect(liveTableStatuses(tables, [], [], now, { seatings: [], joins: [] }).get('t1')?.status).toBe(
      'free',
    );
  });

  it('seats a table while its orders are open, adds up their stored totals and says since when', () => {
    const statuses = liveTableStatuses(
      tables,
      [
        order({ id: 'o1', tableId: 't1' }),
        order({
          id: 'o2',
          tableId: 't1',
          statusCode: 'new',
          grandTotalInCents: 1200,
          placedIsoDateTimeUtc: '2026-12-01T07:40:00Z',
        }),
        order({ id: 'o3', tableNumber: 'bar 1', statusCode: 'completed', isPaid: false }),
        order({ id: 'o4', tableId: 't2', statusCode: 'completed', isPaid: true }),
        order({ id: 'o5', tableId: 't2', statusCode: 'cancelled' }),
      ],
      [],
      now,
    );
    expect(statuses.get('t1')).toMatchObject({
      status: 'seated',
      orderIds: ['o1', 'o2'],
      openTotalInCents: 5750,
      seatedSinceIsoDateTimeUtc: '2026-12-01T07:15:00Z',
    });
    expect(statuses.get('t3')).toMatchObject({ status: 'billRequested', openTotalInCents: 4550 });
    expect(statuses.get('t2')).toMatchObject({ status: 'free', orderIds: [] });
  });

  it('marks a table booked soon within the hour, not before, and never a disabled one', () => {
    const soon = liveTableStatuses(tables, [], [booking({})], now);
    expect(soon.get('t4')?.status).toBe('bookedSoon');
    const later = liveTableStatuses(
      tables,
      [],
      [booking({ bookedForIsoDateTimeUtc: '2026-12-01T09:30:00Z' })],
      now,
    );
    expect(later.get('t4')).toMatchObject({ status: 'free', booking: { id: 'b1' } });
    const cancelled = liveTableStatuses(tables, [], [booking({ statusCode: 'cancelled' })], now);
    expect(cancelled.get('t4')?.status).toBe('free');
    const late = liveTableStatuses(
      tables,
      [],
      [booking({ bookedForIsoDateTimeUtc: '2026-12-01T07:50:00Z' })],
      now,
    );
    expect(late.get('t4')?.status).toBe('bookedSoon');
    const disabled = liveTableStatuses(tables, [order({ tableId: 't5' })], [], now);
    expect(disabled.get('t5')?.status).toBe('disabled');
    // Seated beats booked soon: the guests are already there.
    const both = liveTableStatuses(tables, [order({ tableId: 't4' })], [booking({})], now);
    expect(both.get('t4')?.status).toBe('seated');
  });

  it('words the time seated', () => {
    expect(timeSeatedWords('2026-12-01T07:15:00Z', now)).toBe('45 min');
    expect(timeSeatedWords('2026-12-01T06:35:00Z', now)).toBe('1 h 25 min');
  });
});

describe('map editing', () => {
  it('snaps to the grid and keeps rotation within a turn', () => {
    expect(snapToGrid(131, 20)).toBe(140);
    expect(snapToGrid(131, 0)).toBe(131);
    expect(normaliseRotation(-90)).toBe(270);
    expect(normaliseRotation(367, true)).toBe(0);
    expect(normaliseRotation(52, true)).toBe(45);
  });

  it('refuses a table placed twice and two shapes with one id', () => {
    const parsed = ZTableMapRequest.safeParse({
      name: 'Courtyard',
      tables: [
        { id: 'a', type: 'circle', location: { x: 0, y: 0 }, tableId: 't1' },
        { id: 'a', type: 'square', location: { x: 200, y: 0 }, tableId: 't1' },
      ],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'Two shapes share an id',
      'This table is already on the map',
    ]);
  });
});
