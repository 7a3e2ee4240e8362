import { describe, expect, it } from 'vitest';
import { NEW_ORDER_LATE_MINUTES, newOrderWait } from '../../src/superAdmin';

describe('how long a new order has waited', () => {
  const now = new Date('2026-01-02T10:00:00.000Z');
  it('reads in minutes, then hours, and flags a late one', () => {
    expect(newOrderWait('2026-01-02T09:59:30.000Z', now)).toEqual({
      minutes: 0,
      late: false,
      label: 'just now',
    });
    expect(newOrderWait('2026-01-02T09:56:00.000Z', now)).toEqual({
      minutes: 4,
      late: false,
      label: '4 min',
    });
    expect(newOrderWait('2026-01-02T09:50:00.000Z', now)).toMatchObject({
      minutes: NEW_ORDER_LATE_MINUTES,
      late: true,
    });
    expect(newOrderWait('2026-01-02T08:55:00.000Z', now).label).toBe('1 h 05 min');
  });

  it('a clock ahead of the server or a broken time reads as just now', () => {
    expect(newOrderWait('2026-01-02T10:05:00.000Z', now).minutes).toBe(0);
    expect(newOrderWait('not a time', now)).toMatchObject({ minutes: 0, late: false });
  });
});
