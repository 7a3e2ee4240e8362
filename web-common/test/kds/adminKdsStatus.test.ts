import { describe, expect, it } from 'vitest';
import { settingsSummary } from '../../../web-admin/src/features/devices/KdsScreensStatus';
import { lastSeen, ONLINE_WITHIN_MS } from '../../../web-admin/src/features/devices/lastSeen';

const NOW = Date.parse('2026-03-06T08:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('admin KDS page: last seen', () => {
  it('is online while heartbeats keep coming', () => {
    expect(lastSeen(ago(50_000), NOW, 'Australia/Sydney')).toEqual({ online: true, text: 'Online now' });
    expect(lastSeen(ago(ONLINE_WITHIN_MS), NOW, 'Australia/Sydney').online).toBe(true);
  });

  it('says how long ago within the hour, then the store-local date and time', () => {
    expect(lastSeen(ago(12 * 60_000), NOW, 'Australia/Sydney')).toEqual({
      online: false,
      text: 'Last seen 12 min ago',
    });
    expect(lastSeen(ago(3 * 60 * 60_000), NOW, 'Australia/Sydney').text).toBe(
      'Last seen Fri 6 Mar 2026, 4:00 PM',
    );
  });

  it('says so when the screen never reported in', () => {
    expect(lastSeen(undefined, NOW, 'Australia/Sydney')).toEqual({
      online: false,
      text: 'Not opened since pairing',
    });
  });

  it('sums up a screen’s own settings, with defaults for an older document', () => {
    expect(settingsSummary({ prepTimeInMinutes: 25 }, 'k1')).toBe(
      'Prep time 25 min · All stations · Chime on',
    );
    expect(
      settingsSummary(
        { prepTimeInMinutes: 15, stationIds: ['grill'], soundOn: false, autoRefreshMinutes: 5 },
        'k1',
      ),
    ).toBe('Prep time 15 min · Stations: grill · Chime off · Refreshes every 5 min');
  });
});
