import { describe, expect, it } from 'vitest';
import { detectArrivals } from '../../../web-kds/src/features/tickets/arrivals';

const shown = (...entries: [string, 'NEW' | 'IN_PROGRESS' | 'RECALLED' | 'CANCELLED'][]) =>
  entries.map(([id, status]) => ({ id, status }));

describe('new-ticket detection (chime and flash)', () => {
  it('treats everything in the first snapshot as already there: no chime on opening the screen', () => {
    const first = detectArrivals(undefined, shown(['a', 'NEW'], ['b', 'IN_PROGRESS']));
    expect(first.arrivals).toEqual([]);
    expect([...first.state.seen].sort()).toEqual(['a', 'b']);
  });

  it('announces a ticket that arrives after that, once', () => {
    const first = detectArrivals(undefined, shown(['a', 'NEW']));
    const second = detectArrivals(first.state, shown(['a', 'NEW'], ['c', 'NEW']));
    expect(second.arrivals).toEqual(['c']);
    // The same snapshot again (a metadata change, a reconnect replaying it): nothing new.
    expect(detectArrivals(second.state, shown(['a', 'NEW'], ['c', 'NEW'])).arrivals).toEqual([]);
  });

  it('stays quiet for a ticket that comes back after leaving the grid', () => {
    const first = detectArrivals(undefined, shown(['a', 'NEW']));
    const bumped = detectArrivals(first.state, shown());
    expect(detectArrivals(bumped.state, shown(['a', 'RECALLED'])).arrivals).toEqual([]);
  });

  it('announces only NEW tickets: a recalled or cancelled one never seen here is not a new order', () => {
    const first = detectArrivals(undefined, shown());
    const next = detectArrivals(first.state, shown(['r', 'RECALLED'], ['x', 'CANCELLED'], ['n', 'NEW']));
    expect(next.arrivals).toEqual(['n']);
  });

  it('announces several arrivals of one snapshot in the order given', () => {
    const first = detectArrivals(undefined, shown());
    expect(detectArrivals(first.state, shown(['p', 'NEW'], ['q', 'NEW'])).arrivals).toEqual(['p', 'q']);
  });
});
