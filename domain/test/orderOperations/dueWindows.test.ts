import { describe, expect, it } from 'vitest';
import { dueWindowOf, groupByDueWindow, orderDueIso } from '../../src';

const NOW = new Date('2025-03-01T06:00:00.000Z'); // 5:00 PM in Sydney
const order = (id: string, collection: string, eta?: string) => ({
  id,
  placedIsoDateTimeUtc: '2025-03-01T01:00:00.000Z',
  collectionIsoDateTimeUtc: collection,
  ...(eta ? { eta: { readyByIsoDateTimeUtc: eta } } : {}),
});

describe('due windows (the staff board by due time)', () => {
  it('is due at the ETA staff gave, else the customer’s time', () => {
    expect(orderDueIso(order('a', '2025-03-01T06:30:00.000Z'))).toBe('2025-03-01T06:30:00.000Z');
    expect(orderDueIso(order('a', '2025-03-01T06:30:00.000Z', '2025-03-01T07:00:00.000Z'))).toBe(
      '2025-03-01T07:00:00.000Z',
    );
  });

  it('puts each time in its window, in the store’s day', () => {
    const tz = 'Australia/Sydney';
    expect(dueWindowOf('2025-03-01T05:59:00.000Z', NOW, tz)).toBe('overdue');
    expect(dueWindowOf('2025-03-01T06:10:00.000Z', NOW, tz)).toBe('next15');
    expect(dueWindowOf('2025-03-01T06:25:00.000Z', NOW, tz)).toBe('next30');
    expect(dueWindowOf('2025-03-01T06:45:00.000Z', NOW, tz)).toBe('nextHour');
    // 11:30 PM Sydney is still today there; 1:30 AM the next morning is not.
    expect(dueWindowOf('2025-03-01T12:30:00.000Z', NOW, tz)).toBe('laterToday');
    expect(dueWindowOf('2025-03-01T14:30:00.000Z', NOW, tz)).toBe('later');
  });

  it('groups soonest first, and a scheduled order placed early sits at its own time', () => {
    const scheduled = order('scheduled', '2025-03-01T08:45:00.000Z'); // for 7:45 PM
    const asap = order('asap', '2025-03-01T06:20:00.000Z');
    const late = order('late', '2025-03-01T05:50:00.000Z');
    const delayed = order('delayed', '2025-03-01T06:05:00.000Z', '2025-03-01T06:50:00.000Z');
    const groups = groupByDueWindow([scheduled, asap, late, delayed], NOW, () => 'Australia/Sydney');
    expect(groups.map((group) => [group.window, group.orders.map((entry) => entry.id)])).toEqual([
      ['overdue', ['late']],
      ['next30', ['asap']],
      ['nextHour', ['delayed']],
      ['laterToday', ['scheduled']],
    ]);
    expect(groups[0]?.label).toBe('Overdue');
  });

  it('keeps only orders due within the chosen minutes (overdue ones always)', () => {
    const groups = groupByDueWindow(
      [
        order('late', '2025-03-01T05:50:00.000Z'),
        order('soon', '2025-03-01T06:20:00.000Z'),
        order('later', '2025-03-01T07:30:00.000Z'),
      ],
      NOW,
      () => 'UTC',
      30,
    );
    expect(groups.flatMap((group) => group.orders.map((entry) => entry.id))).toEqual(['late', 'soon']);
  });
});
