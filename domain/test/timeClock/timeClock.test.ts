import { describe, expect, it } from 'vitest';
import { breakLimitMinutes, ZBreakPreset, ZEmployeeTimeClockSettings } from '../../src';
import { messages } from '../support/schemaFixtures';

describe('time clock settings', () => {
  it('break presets: fixed limits, no limit, or a typed length', () => {
    const preset = (limit: unknown) =>
      ZBreakPreset.safeParse({ id: 'b', name: 'Lunch', type: 'unpaid', limit });
    expect(preset({ type: 'thirtyMinutes' }).success).toBe(true);
    expect(messages(preset({ type: 'others' }))).toEqual(['Enter the break length in minutes']);
    expect(breakLimitMinutes({ type: 'fifteenMinutes' })).toBe(15);
    expect(breakLimitMinutes({ type: 'thirtyMinutes' })).toBe(30);
    expect(breakLimitMinutes({ type: 'oneHour' })).toBe(60);
    expect(breakLimitMinutes({ type: 'none' })).toBeUndefined();
    expect(breakLimitMinutes({ type: 'others', duration: 45 })).toBe(45);
    expect(ZEmployeeTimeClockSettings.parse({})).toEqual({
      enableEmployeeTimeClock: false,
      enableBreakRecording: false,
      enableAutomaticDeduction: false,
      shiftBreakPresets: [],
    });
  });
});
