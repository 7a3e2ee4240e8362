import { describe, expect, it } from 'vitest';
import { deviceStatus, hasPendingCode } from '../src/data/deviceStatus';

const NOW = '2026-03-01T10:00:00.000Z';
const TOMORROW = '2026-03-02T10:00:00.000Z';
const A_SECOND_AGO = '2026-03-01T09:59:59.000Z';
const base = { revoked: false };

describe('deviceStatus', () => {
  it('tells paired, waiting, expired and revoked devices apart', () => {
    expect(deviceStatus({ ...base, authUid: 'kdsDevice-1', pairedIsoDateTimeUtc: NOW }, NOW)).toBe('paired');
    expect(deviceStatus({ ...base, pairingCodeExpiresIsoDateTimeUtc: TOMORROW }, NOW)).toBe('waiting');
    expect(deviceStatus({ ...base, pairingCodeExpiresIsoDateTimeUtc: A_SECOND_AGO }, NOW)).toBe(
      'codeExpired',
    );
    expect(deviceStatus({ revoked: true, authUid: 'kdsDevice-1' }, NOW)).toBe('revoked');
  });

  it('treats a never-paired device without an expiry as holding a seeded code, which never expires', () => {
    expect(deviceStatus(base, NOW)).toBe('waiting');
  });

  it('notices a new code waiting on a device that is already paired', () => {
    expect(hasPendingCode({ ...base, authUid: 'a', pairingCodeExpiresIsoDateTimeUtc: TOMORROW }, NOW)).toBe(
      true,
    );
    expect(
      hasPendingCode({ ...base, authUid: 'a', pairingCodeExpiresIsoDateTimeUtc: A_SECOND_AGO }, NOW),
    ).toBe(false);
    expect(hasPendingCode({ ...base, authUid: 'a' }, NOW)).toBe(false);
  });
});
