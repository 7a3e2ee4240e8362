/** The /settings form as plain data: what the cook has typed, and what to send for it. */
import {
  type KdsAutoRefreshMinutes,
  type KdsDisplaySettings,
  type UpdateKdsDeviceSettingsRequest,
  ZUpdateKdsDeviceSettingsRequest,
} from '@resto/domain';
import { type FieldProblems, schemaProblems } from '@resto/web-common';

export interface SettingsDraft {
  /** As typed, so a half-typed number is not rewritten under the cook's finger. */
  prepTime: string;
  stationIds: string[];
  autoRefreshMinutes: KdsAutoRefreshMinutes;
  soundOn: boolean;
}

export function draftOf(settings: KdsDisplaySettings): SettingsDraft {
  return {
    prepTime: String(settings.prepTimeInMinutes),
    stationIds: [...settings.stationIds].sort(),
    autoRefreshMinutes: settings.autoRefreshMinutes as KdsAutoRefreshMinutes,
    soundOn: settings.soundOn,
  };
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((id, index) => id === [...b].sort()[index]);

export interface DraftCheck {
  /** Only the fields that differ from the stored settings. */
  changes: Partial<UpdateKdsDeviceSettingsRequest>;
  dirty: boolean;
  /** By field: prepTimeInMinutes, stationIds, ... (the domain schema's words). */
  problems: FieldProblems;
}

/** Compares the draft with the stored settings and validates the changes with the API's own schema. */
export function checkDraft(draft: SettingsDraft, settings: KdsDisplaySettings): DraftCheck {
  const changes: Partial<UpdateKdsDeviceSettingsRequest> = {};
  const typed = draft.prepTime.trim();
  const prepTime = typed === '' ? Number.NaN : Number(typed);
  if (prepTime !== settings.prepTimeInMinutes) changes.prepTimeInMinutes = prepTime;
  if (!sameIds(draft.stationIds, settings.stationIds)) changes.stationIds = [...draft.stationIds].sort();
  if (draft.autoRefreshMinutes !== settings.autoRefreshMinutes)
    changes.autoRefreshMinutes = draft.autoRefreshMinutes;
  if (draft.soundOn !== settings.soundOn) changes.soundOn = draft.soundOn;
  const dirty = Object.keys(changes).length > 0;
  let problems: FieldProblems = dirty ? schemaProblems(ZUpdateKdsDeviceSettingsRequest, changes) : {};
  if (typed === '') problems = { ...problems, prepTimeInMinutes: 'Enter the preparation time in minutes.' };
  return { changes, dirty, problems };
}

/** Station ids used on the store's menu (items' printStationIds), plus any this screen already filters on. */
export function stationChoices(
  items: readonly { printStationIds?: readonly string[] }[],
  selected: readonly string[],
): string[] {
  const ids = new Set(selected);
  for (const item of items) for (const id of item.printStationIds ?? []) ids.add(id);
  return [...ids].sort((a, b) => a.localeCompare(b));
}
