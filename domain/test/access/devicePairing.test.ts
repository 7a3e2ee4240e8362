import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPairingCodeExpired,
  normalisePairingCode,
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  pairingCodeExpiry,
  pairingCodeFromBytes,
  ZDeviceName,
  ZPairingCode,
  ZPairingCodeRecord,
  ZStoreDevice,
} from '../../src';

describe('pairing codes', () => {
  it('use 32 symbols without look-alikes', () => {
    expect(PAIRING_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(PAIRING_CODE_ALPHABET).size).toBe(32);
    expect(PAIRING_CODE_ALPHABET).not.toMatch(/[01IO]/);
  });

  it('are 8 symbols of the alphabet for any random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: PAIRING_CODE_LENGTH, maxLength: 16 }), (bytes) => {
        const code = pairingCodeFromBytes(bytes);
        expect(code).toHaveLength(PAIRING_CODE_LENGTH);
        for (const symbol of code) expect(PAIRING_CODE_ALPHABET).toContain(symbol);
        expect(ZPairingCode.parse(code)).toBe(code);
      }),
    );
  });

  it('need enough random bytes', () => {
    expect(() => pairingCodeFromBytes([1, 2, 3])).toThrow(RangeError);
  });

  it('forgive case, spaces and dashes when typed', () => {
    expect(normalisePairingCode('abcd-ef 23')).toBe('ABCDEF23');
    expect(ZPairingCode.parse(' pos2-bond ')).toBe('POS2BOND');
  });

  it('explain a code of the wrong shape', () => {
    expect(ZPairingCode.safeParse('ABC').error?.issues[0]?.message).toBe(
      'The pairing code is 8 letters or digits',
    );
    expect(ZPairingCode.safeParse('ABCD!FGH').success).toBe(false);
    expect(ZPairingCode.safeParse(12345678).error?.issues[0]?.message).toBe('Enter the pairing code');
  });

  it('expire 24 hours after creation, and seeded codes never', () => {
    const created = '2025-03-01T09:00:00.000Z';
    const expires = pairingCodeExpiry(created);
    expect(expires).toBe('2025-03-02T09:00:00.000Z');
    expect(isPairingCodeExpired(expires, '2025-03-02T08:59:59.999Z')).toBe(false);
    expect(isPairingCodeExpired(expires, '2025-03-02T09:00:00.000Z')).toBe(true);
    expect(isPairingCodeExpired(undefined, '2099-01-01T00:00:00.000Z')).toBe(false);
  });
});

describe('devices', () => {
  it('need a name of 1 to 50 characters', () => {
    expect(ZDeviceName.parse('  Front counter ')).toBe('Front counter');
    expect(ZDeviceName.safeParse(' ').error?.issues[0]?.message).toBe(
      'Device name must be 1 to 50 characters',
    );
    expect(ZDeviceName.safeParse('x'.repeat(51)).success).toBe(false);
  });

  it('parse a seeded device document (no expiry, never paired)', () => {
    const device = ZStoreDevice.parse({
      id: 'front-counter',
      name: 'Front counter POS',
      restaurantId: 'r',
      storeId: 's',
      revoked: false,
      createdIsoDateTimeUtc: '2025-01-01T00:00:00.000Z',
    });
    expect(device.pairingCodeExpiresIsoDateTimeUtc).toBeUndefined();
  });

  it('record which device a pending code pairs', () => {
    const record = {
      kind: 'kdsDevice',
      restaurantId: 'r',
      storeId: 's',
      deviceId: 'd',
      devicePath: 'restaurants/r/stores/s/kdsDevices/d',
      createdIsoDateTimeUtc: '2025-01-01T00:00:00.000Z',
      expiresIsoDateTimeUtc: '2025-01-02T00:00:00.000Z',
    };
    expect(ZPairingCodeRecord.parse(record)).toEqual(record);
    expect(ZPairingCodeRecord.safeParse({ ...record, kind: 'toaster' }).success).toBe(false);
    const { expiresIsoDateTimeUtc: _never, ...seeded } = record;
    expect(ZPairingCodeRecord.parse(seeded).expiresIsoDateTimeUtc).toBeUndefined();
  });
});
