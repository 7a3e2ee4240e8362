import { type LoyaltySettings, readLoyaltySettings, ZLoyaltySettings } from '@resto/domain';
import { log } from '../log';
import { stripUndefined } from '../settings/stripUndefined';
import { loyaltySettingsDoc } from './loyaltyPaths';

export interface StoredLoyaltySettings {
  settings: LoyaltySettings;
  /** False until an admin saves (the defaults: loyalty off). */
  saved: boolean;
  updatedIsoDateTimeUtc?: string;
  updatedByUid?: string;
}

export async function readLoyaltySettingsOf(restaurantId: string): Promise<StoredLoyaltySettings> {
  const snapshot = await loyaltySettingsDoc(restaurantId).get();
  const data = snapshot.exists ? snapshot.data() : undefined;
  return {
    settings: readLoyaltySettings(data),
    saved: snapshot.exists,
    ...(typeof data?.updatedIsoDateTimeUtc === 'string'
      ? { updatedIsoDateTimeUtc: data.updatedIsoDateTimeUtc }
      : {}),
    ...(typeof data?.updatedByUid === 'string' ? { updatedByUid: data.updatedByUid } : {}),
  };
}

/** Replaces the settings (a switch turned off in the form must be off in the document too). */
export async function saveLoyaltySettings(
  restaurantId: string,
  body: unknown,
  byUid: string,
): Promise<StoredLoyaltySettings> {
  const settings = ZLoyaltySettings.parse(body);
  const updatedIsoDateTimeUtc = new Date().toISOString();
  await loyaltySettingsDoc(restaurantId).set(
    stripUndefined({ ...settings, updatedIsoDateTimeUtc, updatedByUid: byUid }),
  );
  log.info('loyalty.settings_saved', { restaurantId, byUid, enabled: settings.enabled });
  return { settings, saved: true, updatedIsoDateTimeUtc, updatedByUid: byUid };
}
