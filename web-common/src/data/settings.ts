import {
  readStoreSetting,
  type StoreSettingId,
  type StoreSettings,
  type WebsiteInfo,
  ZWebsiteInfo,
} from '@resto/domain';
import { type DocumentData, doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { firestore } from '../firebase/firestore';
import { docConverter } from './converter';
import { useDoc } from './useDoc';

/**
 * A store's settings documents, `restaurants/{r}/stores/{s}/settings/{settingId}` (staff and devices
 * read; written only through `/api/store-settings`). The stored shape is read through the domain's
 * schema so screens always get every field, with the defaults for a setting never saved.
 */

/** Who last saved a setting, as the API stamps it. */
export interface SettingsAudit {
  updatedIsoDateTimeUtc?: string;
  updatedByUid?: string;
}

const converter = docConverter<DocumentData>();

export function storeSettingDoc(restaurantId: string, storeId: string, settingId: StoreSettingId) {
  return doc(
    firestore(),
    'restaurants',
    restaurantId,
    'stores',
    storeId,
    'settings',
    settingId,
  ).withConverter(converter);
}

export interface StoreSettingResult<K extends StoreSettingId> {
  /** The setting with its defaults; undefined while loading. */
  data: StoreSettings[K] | undefined;
  /** False until someone saves this setting (the screen then shows the defaults). */
  saved: boolean;
  audit: SettingsAudit;
  loading: boolean;
  error: ReturnType<typeof useDoc>['error'];
}

/** One settings document, live. */
export function useStoreSetting<K extends StoreSettingId>(
  restaurantId: string | undefined,
  storeId: string | undefined,
  settingId: K,
): StoreSettingResult<K> {
  const result = useDoc(restaurantId && storeId ? storeSettingDoc(restaurantId, storeId, settingId) : null);
  const stored = result.data;
  const data = useMemo(
    () => (stored === undefined ? undefined : readStoreSetting(settingId, stored)),
    [stored, settingId],
  );
  const audit: SettingsAudit = {
    updatedIsoDateTimeUtc:
      typeof stored?.updatedIsoDateTimeUtc === 'string' ? stored.updatedIsoDateTimeUtc : undefined,
    updatedByUid: typeof stored?.updatedByUid === 'string' ? stored.updatedByUid : undefined,
  };
  // A failed read shows the error rather than defaults that might overwrite real settings on save.
  return {
    data: result.error ? undefined : data,
    saved: Boolean(stored),
    audit,
    loading: result.loading,
    error: result.error,
  };
}

/** `PUT` path of a setting: `/api/store-settings/restaurants/{r}/stores/{s}/settings/{settingId}`. */
export function storeSettingPath(restaurantId: string, storeId: string, settingId: StoreSettingId) {
  return `/api/store-settings/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}/settings/${settingId}` as const;
}

/** The restaurant's website contact details (the `websiteInfo` field), with defaults when never saved. */
export function websiteInfoOf(restaurant: object | null | undefined): WebsiteInfo {
  const stored = restaurant && 'websiteInfo' in restaurant ? restaurant.websiteInfo : undefined;
  const parsed = ZWebsiteInfo.safeParse(stored ?? {});
  return parsed.success ? parsed.data : ZWebsiteInfo.parse({});
}
