import { describe, expect, it } from 'vitest';
import {
  activeBoard,
  CALLED_OFF_VISIBLE_MS,
  itemKey,
  NO_PENDING_CHANGES,
  type PendingChanges,
  prunePendingChanges,
  reuseBoardEntries,
  withPendingChanges,
  workableCount,
} from '../../../web-kds/src/features/tickets/ticketBoard';
import { AT, line, ticket } from './kdsFixtures';

const minutesAfter = (minutes: number) => new Date(AT(minutes)).toISOString();

describe('activeBoard', () => {
  it('orders tickets oldest first (newest last), whatever order the snapshot gives', () => {
    const tickets = [
      ticket('third', { placedIsoDateTimeUtc: minutesAfter(9) }),
      ticket('first', { placedIsoDateTimeUtc: minutesAfter(1) }),
      ticket('second', { placedIsoDateTimeUtc: minutesAfter(5) }),
    ];
    const board = activeBoard(tickets, { stationFilter: [], nowMs: AT(10) });
    expect(board.map((entry) => entry.ticket.id)).toEqual(['first', 'second', 'third']);
  });

  it('breaks ties on the placed time by id, so equal tickets never swap places between snapshots', () => {
    const board = activeBoard([ticket('b'), ticket('a')], { stationFilter: [], nowMs: AT(1) });
    expect(board.map((entry) => entry.ticket.id)).toEqual(['a', 'b']);
  });

  it('keeps new, in-progress and recalled tickets and leaves completed and removed ones off', () => {
    const tickets = [
      ticket('new'),
      ticket('cooking', { status: 'IN_PROGRESS' }),
      ticket('recalled', { status: 'RECALLED' }),
      ticket('bumped', { status: 'COMPLETED' }),
      ticket('gone', { status: 'REMOVED' }),
    ];
    const ids = activeBoard(tickets, { stationFilter: [], nowMs: AT(1) }).map((entry) => entry.ticket.id);
    expect(ids.sort()).toEqual(['cooking', 'new', 'recalled']);
  });

  it('marks a recently cancelled or rejected ticket instead of dropping it, then retires it', () => {
    const cancelled = ticket('cancelled', {
      status: 'CANCELLED',
      cancelledIsoDateTimeUtc: minutesAfter(5),
      cancellationReason: 'Customer asked to cancel',
    });
    const rejected = ticket('rejected', { status: 'REJECTED', updatedIsoDateTimeUtc: minutesAfter(5) });
    const soon = activeBoard([cancelled, rejected], { stationFilter: [], nowMs: AT(6) });
    expect(soon.map((entry) => [entry.ticket.id, entry.calledOff])).toEqual([
      ['cancelled', true],
      ['rejected', true],
    ]);
    expect(workableCount(soon)).toBe(0);
    const later = activeBoard([cancelled, rejected], {
      stationFilter: [],
      nowMs: AT(5) + CALLED_OFF_VISIBLE_MS + 1,
    });
    expect(later).toEqual([]);
  });

  it('shows only the lines of the screen’s stations, plus lines cooked everywhere', () => {
    const mixed = ticket('mixed', {
      items: [
        line('pizza', { name: 'Margherita', stationIds: ['oven'] }),
        line('burger', { name: 'Burger', stationIds: ['grill'] }),
        line('water', { name: 'Water', stationIds: [] }),
      ],
    });
    const grillOnly = ticket('grill-only', { items: [line('burger', { stationIds: ['grill'] })] });
    const board = activeBoard([mixed, grillOnly], { stationFilter: ['oven'], nowMs: AT(1) });
    expect(board).toHaveLength(1);
    expect(board[0]?.items.map((item) => item.lineId)).toEqual(['pizza', 'water']);
  });

  it('applies this screen’s pending taps over the snapshot', () => {
    const pending: PendingChanges = {
      statuses: new Map([['bumped-here', 'COMPLETED']]),
      items: new Map([[itemKey('cooking', 'l1'), true]]),
    };
    const board = activeBoard([ticket('bumped-here'), ticket('cooking')], {
      stationFilter: [],
      nowMs: AT(1),
      pending,
    });
    expect(board.map((entry) => entry.ticket.id)).toEqual(['cooking']);
    expect(board[0]?.items[0]?.status).toBe('DONE');
  });
});

describe('pending changes', () => {
  it('returns the stored ticket itself when nothing is pending for it', () => {
    const stored = ticket('t1');
    expect(withPendingChanges(stored, NO_PENDING_CHANGES)).toBe(stored);
  });

  it('drops the changes the snapshot confirms and keeps the others', () => {
    const pending: PendingChanges = {
      statuses: new Map([
        ['t1', 'IN_PROGRESS'],
        ['t2', 'COMPLETED'],
      ]),
      items: new Map([
        [itemKey('t1', 'l1'), true],
        [itemKey('t2', 'l1'), true],
      ]),
    };
    const snapshot = new Map([
      ['t1', ticket('t1', { status: 'IN_PROGRESS', items: [line('l1', { status: 'DONE' })] })],
      ['t2', ticket('t2')],
    ]);
    const pruned = prunePendingChanges(pending, snapshot);
    expect([...pruned.statuses.keys()]).toEqual(['t2']);
    expect([...pruned.items.keys()]).toEqual([itemKey('t2', 'l1')]);
  });

  it('keeps the same object when the snapshot confirms nothing (no needless re-render)', () => {
    const pending: PendingChanges = { statuses: new Map([['t1', 'COMPLETED']]), items: new Map() };
    expect(prunePendingChanges(pending, new Map([['t1', ticket('t1')]]))).toBe(pending);
  });
});

describe('reuseBoardEntries (memoised tickets skip what did not change)', () => {
  const first = ticket('order-0001', { items: [line('l1'), line('l2')] });
  const second = ticket('order-0002', { placedIsoDateTimeUtc: minutesAfter(1) });
  const options = { stationFilter: [], nowMs: AT(3) };

  it('keeps the previous board itself when a recomputation changed nothing (the minute tick)', () => {
    const before = reuseBoardEntries(undefined, activeBoard([first, second], options));
    const after = reuseBoardEntries(before, activeBoard([first, second], { ...options, nowMs: AT(4) }));
    expect(after).toBe(before);
  });

  it('gives a new entry only to the ticket a snapshot changed, and to a ticked line', () => {
    const before = reuseBoardEntries(undefined, activeBoard([first, second], options));
    const started = { ...second, status: 'IN_PROGRESS' as const };
    const after = reuseBoardEntries(before, activeBoard([first, started], options));
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]?.ticket.status).toBe('IN_PROGRESS');

    const pending: PendingChanges = {
      ...NO_PENDING_CHANGES,
      items: new Map([[itemKey(first.id, 'l2'), true]]),
    };
    const ticked = reuseBoardEntries(after, activeBoard([first, started], { ...options, pending }));
    expect(ticked[0]).not.toBe(after[0]);
    expect(ticked[0]?.items[1]?.status).toBe('DONE');
    expect(ticked[1]).toBe(after[1]);
  });
});
