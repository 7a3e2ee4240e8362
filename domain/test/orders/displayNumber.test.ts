import { describe, expect, it } from 'vitest';
import {
  displayNumberLabel,
  matchesDisplayNumber,
  orderDisplayNumber,
  typedDisplayNumber,
} from '../../src/orders/displayNumber';

describe('one display number per order', () => {
  it("is the order's own number, or the id's last six characters for older orders", () => {
    expect(orderDisplayNumber({ id: 'x', displayNumber: '47' })).toBe('47');
    expect(orderDisplayNumber({ id: 'order-1f9a-b3c4d5' })).toBe('B3C4D5');
    expect(orderDisplayNumber({ id: 'o1', displayNumber: '  ' })).toBe('O1');
    expect(displayNumberLabel({ id: 'x', displayNumber: '47' })).toBe('#47');
    expect(orderDisplayNumber({ id: 'o1', displayNumberPending: true })).toBe('…');
  });

  it('finds an order by what a person types', () => {
    expect(typedDisplayNumber(' #47 ')).toBe('47');
    expect(typedDisplayNumber('#')).toBeUndefined();
    expect(typedDisplayNumber('x'.repeat(40))).toBeUndefined();
    expect(matchesDisplayNumber({ id: 'x', displayNumber: '47' }, '#47')).toBe(true);
    expect(matchesDisplayNumber({ id: 'x', displayNumber: '47' }, '4')).toBe(false);
    expect(matchesDisplayNumber({ id: 'order-b3c4d5' }, 'b3c4d5')).toBe(true);
  });
});
