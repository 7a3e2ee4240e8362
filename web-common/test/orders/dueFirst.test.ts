import { describe, expect, it } from 'vitest';
import { dueFirst, type StoreOrder } from '../../src/orders';

function order(id: string, code: string, fields: Record<string, unknown>): StoreOrder {
  return {
    id,
    status: { code },
    placedIsoDateTimeUtc: '2025-03-01T06:00:00.000Z',
    ...fields,
  } as unknown as StoreOrder;
}

describe('dueFirst (the live boards’ order)', () => {
  it('puts orders waiting to be accepted first, then each group by when it is due', () => {
    const scheduledNew = order('scheduled', 'new', { collectionIsoDateTimeUtc: '2025-03-01T09:30:00.000Z' });
    const asapNew = order('asap', 'new', { collectionIsoDateTimeUtc: '2025-03-01T06:20:00.000Z' });
    const acceptedLate = order('late', 'accepted', {
      collectionIsoDateTimeUtc: '2025-03-01T06:10:00.000Z',
      // Staff said 7:00: the ETA, not the original ask, is when it is due.
      eta: { readyByIsoDateTimeUtc: '2025-03-01T07:00:00.000Z' },
    });
    const acceptedSoon = order('soon', 'accepted', { collectionIsoDateTimeUtc: '2025-03-01T06:40:00.000Z' });
    const sorted = [scheduledNew, acceptedLate, asapNew, acceptedSoon].sort(dueFirst);
    expect(sorted.map((entry) => entry.id)).toEqual(['asap', 'scheduled', 'soon', 'late']);
  });
});
