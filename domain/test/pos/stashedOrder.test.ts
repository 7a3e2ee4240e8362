import { describe, expect, it } from 'vitest';
import { saveStashedOrder, ZStashedOrder, ZStashedOrderRequest } from '../../src';
import { burgerLine } from '../support/onlineOrderingMenu';

const request = (revision: number, label = 'Table 4') =>
  ZStashedOrderRequest.parse({
    employeeId: 'emp-1',
    posOrderId: 'pos-order-0001',
    label,
    revision,
    parkedIsoDateTimeUtc: `2025-03-03T01:0${revision}:00.000Z`,
    collectionType: 'dineIn',
    tableNumber: '4',
    lines: [burgerLine],
    expectedTotalInCents: 2050,
  });

describe('saveStashedOrder', () => {
  const save = (
    existing: Parameters<typeof saveStashedOrder>[0]['existing'],
    revision: number,
    label?: string,
  ) =>
    saveStashedOrder({
      existing,
      stashId: 'stash-1',
      restaurantId: 'r1',
      storeId: 's1',
      request: request(revision, label),
      employee: { id: 'emp-1', name: 'Alex' },
      posTerminalId: 'till-1',
    });

  it('parks, takes a newer revision, ignores an older or repeated one, and keeps the reserved order id', () => {
    const parked = save(undefined, 1);
    expect(parked.kind).toBe('saved');
    const stash = ZStashedOrder.parse(parked.stash);
    expect(stash).toMatchObject({
      status: 'parked',
      revision: 1,
      posOrderId: 'pos-order-0001',
      totalInCents: 2050,
    });
    expect(save(stash, 1).kind).toBe('unchanged');
    const updated = save(stash, 2, 'Table 4 (window)');
    expect(updated).toMatchObject({ kind: 'saved', stash: { revision: 2, label: 'Table 4 (window)' } });
    expect(updated.stash.log.map((entry) => entry.action)).toEqual(['parked', 'updated']);
    expect(save(updated.stash, 1).kind).toBe('unchanged');
  });

  it('never reopens a paid or cancelled stash', () => {
    const stash = { ...save(undefined, 1).stash, status: 'paid' as const };
    expect(save(stash, 5).kind).toBe('closed');
  });
});
