import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimalString, formatMoney, percentOf, roundCents, toCents } from '../../src/money/money';

describe('toCents', () => {
  it.each([
    [12.34, 1234],
    ['12.34', 1234],
    [0.1 + 0.2, 30],
    [1.005, 101],
    ['-5', -500],
    ['.5', 50],
    [19.99, 1999],
  ])('%s dollars is %s cents', (input, expected) => {
    expect(toCents(input)).toBe(expected);
  });

  it('rejects text that is not money', () => {
    expect(() => toCents('abc')).toThrow(/Not an amount/);
    expect(() => toCents('')).toThrow(/Not an amount/);
    expect(() => toCents(Number.NaN)).toThrow(/Not an amount/);
  });

  it('round-trips every cents value through its decimal string', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(toCents(centsToDecimalString(cents))).toBe(cents);
      }),
    );
  });
});

describe('formatMoney', () => {
  it('shows two decimals, thousands separators and the minus sign first', () => {
    expect(formatMoney(123450, 'AUD')).toBe('$1,234.50');
    expect(formatMoney(-500, 'AUD')).toBe('-$5.00');
    expect(formatMoney(320, 'GBP')).toBe('£3.20');
    expect(formatMoney(100000000, 'USD')).toBe('$1,000,000.00');
    expect(formatMoney(0, 'NZD')).toBe('$0.00');
  });

  it('refuses fractional cents', () => {
    expect(() => formatMoney(1.5)).toThrow(/whole cents/);
  });
});

describe('rounding', () => {
  it('rounds half away from zero', () => {
    expect(roundCents(2.5)).toBe(3);
    expect(roundCents(-2.5)).toBe(-3);
    expect(percentOf(1001, 10)).toBe(100);
    expect(percentOf(1005, 10)).toBe(101);
  });
});
