/**
 * Store devices (POS terminals, kitchen displays, printers) sign in with a one-time pairing code
 * that an admin creates and types on the device. Only the code's hash is stored.
 */
import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc } from '../common/common';
import { tooLong } from '../common/inputBounds';
import { DEVICE_CLAIM_KINDS } from './customClaims';

export const PAIRING_CODE_LENGTH = 8;
/**
 * No 0/O or 1/I: codes are read off one screen and typed on another. 32 symbols, so one random
 * byte modulo 32 picks a symbol without bias.
 */
export const PAIRING_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Codes created through the API expire; the demo seed's codes carry no expiry and never do. */
export const PAIRING_CODE_TTL_HOURS = 24;

/** People type codes from another screen, so case, spaces and dashes are forgiven. */
export function normalisePairingCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * A typed pairing code, normalised. Any 8 letters or digits are accepted (older and seeded codes
 * may use letters outside the generation alphabet); a wrong code is answered by the lookup.
 */
export const ZPairingCode = z
  .string({ error: 'Enter the pairing code' })
  .max(32, tooLong(`The pairing code is ${PAIRING_CODE_LENGTH} letters or digits`))
  .transform(normalisePairingCode)
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^[A-Z0-9]{${PAIRING_CODE_LENGTH}}$`),
        `The pairing code is ${PAIRING_CODE_LENGTH} letters or digits`,
      ),
  );

/** A pairing code from random bytes (at least PAIRING_CODE_LENGTH of them; the caller supplies entropy). */
export function pairingCodeFromBytes(bytes: ArrayLike<number>): string {
  if (bytes.length < PAIRING_CODE_LENGTH) throw new RangeError('Not enough random bytes for a pairing code');
  let code = '';
  for (let index = 0; index < PAIRING_CODE_LENGTH; index++) {
    code += PAIRING_CODE_ALPHABET[(bytes[index] ?? 0) % PAIRING_CODE_ALPHABET.length];
  }
  return code;
}

export function pairingCodeExpiry(createdIsoDateTimeUtc: string): string {
  return new Date(Date.parse(createdIsoDateTimeUtc) + PAIRING_CODE_TTL_HOURS * 3_600_000).toISOString();
}

/** A code without an expiry (seeded) never expires; otherwise it is dead from its expiry instant. */
export function isPairingCodeExpired(expiresIsoDateTimeUtc: string | undefined, nowIsoDateTimeUtc: string) {
  return (
    expiresIsoDateTimeUtc !== undefined && Date.parse(nowIsoDateTimeUtc) >= Date.parse(expiresIsoDateTimeUtc)
  );
}

export const ZDeviceName = z
  .string({ error: 'Enter a name for the device' })
  .trim()
  .min(1, 'Device name must be 1 to 50 characters')
  .max(50, 'Device name must be 1 to 50 characters');

/**
 * The stored shape of `restaurants/{r}/stores/{s}/posTerminals|kdsDevices|printers/{id}`. Staff and
 * the device itself can read it, so it never holds the code or its hash (8 symbols are few enough
 * to brute-force from a hash); `pairingCodeExpiresIsoDateTimeUtc` only says a code is waiting.
 * `authUid` is the Auth account of the screen that paired last; a newer pairing or a revoke retires it.
 */
export const ZStoreDevice = z.object({
  id: ZDocumentId,
  name: ZDeviceName,
  restaurantId: ZDocumentId,
  storeId: ZDocumentId,
  revoked: z.boolean(),
  pairingCodeExpiresIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  createdIsoDateTimeUtc: ZIsoDateTimeUtc,
  pairedIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  revokedIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  authUid: z.string().optional(),
  /** Last heartbeat of a kitchen display (`POST /api/kds/.../devices/{id}/heartbeat`). */
  lastSeenIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
});
export type StoreDevice = z.infer<typeof ZStoreDevice>;

/**
 * Server-only `pairingCodes/{sha256 of the code}`: which device a pending code pairs. Deleted when
 * the code is used, replaced or the device is removed, so every stored code is a live one.
 */
export const ZPairingCodeRecord = z.object({
  kind: z.enum(DEVICE_CLAIM_KINDS),
  restaurantId: ZDocumentId,
  storeId: ZDocumentId,
  deviceId: ZDocumentId,
  /** The device document's path, so a device's codes can be found (and deleted) without the code. */
  devicePath: z.string().min(1),
  createdIsoDateTimeUtc: ZIsoDateTimeUtc,
  /** Always set by the API; a seeded record may leave it out and then never expires. */
  expiresIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
});
export type PairingCodeRecord = z.infer<typeof ZPairingCodeRecord>;
