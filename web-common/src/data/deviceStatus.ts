import { isPairingCodeExpired } from '@resto/domain';
import type { DeviceData } from './devices';

/**
 * Where a device stands, as an admin needs to know it:
 * - paired: a screen is signed in with it (a newer code may be waiting as well);
 * - waiting: a pairing code was issued and has not been used yet;
 * - codeExpired: the code ran out before anyone used it (issue a new one);
 * - revoked: removed; its screen was signed out.
 */
export type DeviceStatus = 'paired' | 'waiting' | 'codeExpired' | 'revoked';

export const DEVICE_STATUS_LABELS: Record<DeviceStatus, string> = {
  paired: 'Paired',
  waiting: 'Waiting for pairing',
  codeExpired: 'Pairing code expired',
  revoked: 'Revoked',
};

type StatusFields = Pick<
  DeviceData,
  'revoked' | 'pairedIsoDateTimeUtc' | 'authUid' | 'pairingCodeExpiresIsoDateTimeUtc'
>;

/**
 * The code itself lives server-side; the device document carries the expiry of its pending code,
 * which the API clears when the code is used or the device is removed. A device that was never
 * paired and has no expiry holds a seeded code, which never expires.
 */
export function deviceStatus(device: StatusFields, nowIsoDateTimeUtc: string): DeviceStatus {
  if (device.revoked) return 'revoked';
  if (device.authUid || device.pairedIsoDateTimeUtc) return 'paired';
  return isPairingCodeExpired(device.pairingCodeExpiresIsoDateTimeUtc, nowIsoDateTimeUtc)
    ? 'codeExpired'
    : 'waiting';
}

/** A paired device with a newer, unused code: the code will move the pairing to another screen. */
export function hasPendingCode(device: StatusFields, nowIsoDateTimeUtc: string): boolean {
  const expires = device.pairingCodeExpiresIsoDateTimeUtc;
  return !device.revoked && expires !== undefined && !isPairingCodeExpired(expires, nowIsoDateTimeUtc);
}
