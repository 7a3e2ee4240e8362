import { describe, expect, it } from 'vitest';
import { AGE_COLOURS, ticketTimer } from '../../../web-kds/src/features/tickets/ticketTimer';
import { AT, PLACED } from './kdsFixtures';

const PREP = 20;

describe('ticket timer', () => {
  it.each([
    [0, 'onTime'],
    [14.9, 'onTime'],
    [15, 'dueSoon'], // 75 % of 20 minutes
    [19.9, 'dueSoon'],
    [20, 'late'],
    [95, 'late'],
  ] as const)('at %s minutes of a 20-minute prep time it is %s', (minutes, state) => {
    expect(ticketTimer(PLACED, AT(minutes), PREP).state).toBe(state);
  });

  it('colours green, amber and red, with dark text on amber for contrast', () => {
    expect(AGE_COLOURS.onTime.background).toBe('#1E7F4F');
    expect(AGE_COLOURS.dueSoon).toMatchObject({ background: '#F2B233', text: '#1A1208' });
    expect(AGE_COLOURS.late.background).toBe('#D93A2B');
  });

  it('counts minutes and seconds, then hours', () => {
    expect(ticketTimer(PLACED, AT(4) + 5_000, PREP).label).toBe('4:05');
    expect(ticketTimer(PLACED, AT(62) + 10_000, PREP)).toMatchObject({
      label: '1:02:10',
      spoken: '1 hour 2 minutes since placed',
    });
  });

  it('never shows a negative time when the device clock is a little behind', () => {
    expect(ticketTimer(PLACED, AT(0) - 3_000, PREP)).toMatchObject({ label: '0:00', state: 'onTime' });
  });
});
