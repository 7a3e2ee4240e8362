/**
 * A kitchen display's own settings, stored at `restaurants/{r}/stores/{s}/kdsDeviceSettings/{kdsDeviceId}`:
 * the spec's ZKdsDeviceSettings (prep time) plus what the /settings screen of the issue adds.
 */
import { z } from 'zod';
import { ZDocumentId } from '../common/common';
import { ZKdsDeviceSettings } from '../devices/devices';

/** Auto-refresh choices of the KDS /settings screen, in minutes; 0 means never (live updates only). */
export const KDS_AUTO_REFRESH_MINUTES = [0, 1, 5, 10] as const;
export type KdsAutoRefreshMinutes = (typeof KDS_AUTO_REFRESH_MINUTES)[number];

export const ZKdsAutoRefreshMinutes = z.union(
  KDS_AUTO_REFRESH_MINUTES.map((minutes) => z.literal(minutes)),
  { error: 'Auto-refresh must be off, 1, 5 or 10 minutes' },
);

const displayFields = {
  /** Stations this screen shows; empty shows every station. */
  stationIds: z.array(ZDocumentId).max(30, 'Choose at most 30 stations').default([]),
  autoRefreshMinutes: ZKdsAutoRefreshMinutes.default(0),
  soundOn: z.boolean().default(true),
};

/** The stored document; older documents without the display fields read with their defaults. */
export const ZKdsDisplaySettings = ZKdsDeviceSettings.extend(displayFields);
export type KdsDisplaySettings = z.infer<typeof ZKdsDisplaySettings>;

/**
 * `PUT /api/kds/restaurants/{r}/stores/{s}/devices/{kdsDeviceId}/settings`. Every field is optional
 * (fields left out keep their stored value) but at least one must be sent.
 */
export const ZUpdateKdsDeviceSettingsRequest = z
  .object({
    prepTimeInMinutes: ZKdsDeviceSettings.shape.prepTimeInMinutes.unwrap().optional(),
    stationIds: displayFields.stationIds.unwrap().optional(),
    autoRefreshMinutes: ZKdsAutoRefreshMinutes.optional(),
    soundOn: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Change at least one setting',
  });
export type UpdateKdsDeviceSettingsRequest = z.infer<typeof ZUpdateKdsDeviceSettingsRequest>;

export interface UpdateKdsDeviceSettingsResponse {
  settings: KdsDisplaySettings;
}

/** `POST /api/kds/restaurants/{r}/stores/{s}/devices/{kdsDeviceId}/heartbeat` → the device's last-seen time. */
export interface KdsHeartbeatResponse {
  lastSeenIsoDateTimeUtc: string;
}
