import { STORE_SETTINGS_SCHEMAS, type StoreSettingId, type StoreSettings } from '@resto/domain';
import {
  apiFieldProblems,
  type FieldProblems,
  schemaProblems,
  storeSettingPath,
  useApi,
  useNotify,
  useStoreSetting,
} from '@resto/web-common';
import { useState } from 'react';

export interface SettingsForm<K extends StoreSettingId> {
  /** What the form shows: the unsaved draft, else the live stored setting; undefined while loading. */
  value: StoreSettings[K] | undefined;
  /** True while there are unsaved changes. */
  dirty: boolean;
  /** True once the setting was saved at least once (otherwise the form shows the defaults). */
  saved: boolean;
  loading: boolean;
  loadError: unknown;
  busy: boolean;
  /** The request failed for a reason that is not a field problem (shown above the form). */
  failure: unknown;
  /** Problems by field path ('creditCard.amountInCents'), from the domain schema as the user types and from the API. */
  problems: FieldProblems;
  valid: boolean;
  update: (change: (current: StoreSettings[K]) => StoreSettings[K]) => void;
  reset: () => void;
  save: () => Promise<void>;
}

export interface SettingsFormOptions<K extends StoreSettingId> {
  /**
   * What the store really uses while the setting was never saved, when that is not the schema's
   * defaults (ordering times follow the trading hours); undefined while it is still loading.
   */
  unsavedValue?: StoreSettings[K] | undefined;
  /** False while `unsavedValue` is still loading, so the form never shows the wrong defaults first. */
  unsavedValueReady?: boolean;
}

/**
 * State of a store settings form: edits a draft of one settings document, checks it with the domain's
 * schema on every change, saves it with `PUT /api/store-settings/...` and then shows the live document
 * again (so what is on screen after saving is what the store really has).
 */
export function useSettingsForm<K extends StoreSettingId>(
  restaurantId: string,
  storeId: string,
  settingId: K,
  successMessage = 'Saved. Customers see the change straight away.',
  options: SettingsFormOptions<K> = {},
): SettingsForm<K> {
  const client = useApi();
  const notify = useNotify();
  const stored = useStoreSetting(restaurantId, storeId, settingId);
  const [draft, setDraft] = useState<StoreSettings[K]>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>();

  const unsaved =
    stored.data === undefined || stored.saved
      ? stored.data
      : options.unsavedValueReady === false
        ? undefined
        : (options.unsavedValue ?? stored.data);
  const value = draft ?? unsaved;
  const local = value === undefined ? {} : schemaProblems(STORE_SETTINGS_SCHEMAS[settingId], value);
  const server = apiFieldProblems(failure);
  const problems = { ...server, ...local };
  const valid = Object.keys(local).length === 0;

  return {
    value,
    dirty: draft !== undefined,
    saved: stored.saved,
    loading: stored.loading,
    loadError: stored.error,
    busy,
    failure: Object.keys(server).length > 0 ? undefined : failure,
    problems,
    valid,
    update(change) {
      if (value === undefined) return;
      setDraft(change(value));
      setFailure(undefined);
    },
    reset() {
      setDraft(undefined);
      setFailure(undefined);
    },
    async save() {
      if (value === undefined || !valid) return;
      setBusy(true);
      setFailure(undefined);
      try {
        await client.put(storeSettingPath(restaurantId, storeId, settingId), value);
        setDraft(undefined);
        notify(successMessage);
      } catch (error) {
        setFailure(error);
      } finally {
        setBusy(false);
      }
    },
  };
}
