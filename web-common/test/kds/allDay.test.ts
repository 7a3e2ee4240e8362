import { describe, expect, it } from 'vitest';
import { boardAllDayCounts } from '../../../web-kds/src/features/tickets/ActiveOrdersPage';
import { activeBoard } from '../../../web-kds/src/features/tickets/ticketBoard';
import { AT, line, ticket } from './kdsFixtures';

describe('all-day counts', () => {
  const tickets = [
    ticket('t1', {
      items: [
        line('a', { name: 'Garlic bread', quantity: 2 }),
        line('b', { name: 'Margherita', sizeName: 'Large', quantity: 1, stationIds: ['oven'] }),
      ],
    }),
    ticket('t2', {
      status: 'IN_PROGRESS',
      items: [
        line('a', { name: 'Garlic bread', quantity: 1 }),
        line('b', {
          name: 'Margherita',
          sizeName: 'Large',
          quantity: 2,
          status: 'DONE',
          stationIds: ['oven'],
        }),
        line('c', { name: 'Tiramisu', quantity: 1, stationIds: ['pass'] }),
      ],
    }),
    ticket('t3', {
      status: 'CANCELLED',
      cancelledIsoDateTimeUtc: new Date(AT(1)).toISOString(),
      items: [line('a')],
    }),
    ticket('t4', { status: 'COMPLETED', items: [line('a', { quantity: 9 })] }),
  ];

  it('adds up what is still to cook by name, biggest first, leaving out done lines and called-off orders', () => {
    const board = activeBoard(tickets, { stationFilter: [], nowMs: AT(2) });
    expect(boardAllDayCounts(board)).toEqual([
      { name: 'Garlic bread', quantity: 3 },
      { name: 'Large Margherita', quantity: 1 },
      { name: 'Tiramisu', quantity: 1 },
    ]);
  });

  it('counts only this screen’s stations (and lines cooked everywhere)', () => {
    const board = activeBoard(tickets, { stationFilter: ['oven'], nowMs: AT(2) });
    expect(boardAllDayCounts(board)).toEqual([
      { name: 'Garlic bread', quantity: 3 },
      { name: 'Large Margherita', quantity: 1 },
    ]);
  });

  it('is empty when nothing is open', () => {
    expect(boardAllDayCounts([])).toEqual([]);
  });
});
