import { ZKdsDisplaySettings } from '@resto/domain';
import { describe, expect, it } from 'vitest';
import { displaySettingsOf } from '../../../web-kds/src/features/device/deviceData';
import { checkDraft, draftOf, stationChoices } from '../../../web-kds/src/features/settings/settingsDraft';

const STORED = ZKdsDisplaySettings.parse({
  id: 'kds-1',
  kdsDeviceId: 'kds-1',
  prepTimeInMinutes: 30,
  stationIds: ['oven'],
  lastUpdatedIsoDateTimeUtc: '2026-03-06T08:00:00.000Z',
});

describe('KDS settings form', () => {
  it('reads an older settings document (prep time only) with the display defaults', () => {
    expect(
      displaySettingsOf(
        { prepTimeInMinutes: 25, lastUpdatedIsoDateTimeUtc: '2026-01-01T00:00:00.000Z' },
        'kds-1',
      ),
    ).toMatchObject({ prepTimeInMinutes: 25, stationIds: [], autoRefreshMinutes: 0, soundOn: true });
    expect(displaySettingsOf(null, 'kds-1').prepTimeInMinutes).toBe(30);
  });

  it('is clean until something changes, then sends only what changed', () => {
    const draft = draftOf(STORED);
    expect(checkDraft(draft, STORED)).toEqual({ changes: {}, dirty: false, problems: {} });
    const changed = checkDraft({ ...draft, prepTime: '20', soundOn: false }, STORED);
    expect(changed).toMatchObject({
      dirty: true,
      problems: {},
      changes: { prepTimeInMinutes: 20, soundOn: false },
    });
  });

  it('explains a prep time out of range in the domain schema’s words', () => {
    const { problems } = checkDraft({ ...draftOf(STORED), prepTime: '300' }, STORED);
    expect(problems.prepTimeInMinutes).toBe('Preparation time must be 1 to 240 minutes.');
    expect(checkDraft({ ...draftOf(STORED), prepTime: '' }, STORED).problems.prepTimeInMinutes).toBe(
      'Enter the preparation time in minutes.',
    );
  });

  it('treats the same stations in another order as unchanged', () => {
    const stored = { ...STORED, stationIds: ['oven', 'grill'] };
    expect(checkDraft({ ...draftOf(stored), stationIds: ['grill', 'oven'] }, stored).dirty).toBe(false);
  });

  it('offers the stations the menu routes items to, plus any already chosen', () => {
    const items = [{ printStationIds: ['oven'] }, { printStationIds: ['grill', 'oven'] }, {}];
    expect(stationChoices(items, ['bar'])).toEqual(['bar', 'grill', 'oven']);
  });
});
