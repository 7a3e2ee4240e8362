import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstProblem, ZAddress, ZDeliveryAddress, ZGeoPoint, ZImage, ZTimezone, ZVideo } from '../../src';
import { address, messages } from '../support/schemaFixtures';

describe('common pieces', () => {
  it('timezones must be real IANA names', () => {
    expect(ZTimezone.safeParse('Australia/Sydney').success).toBe(true);
    expect(ZTimezone.safeParse('UTC').success).toBe(true);
    expect(firstProblem(ZTimezone, 'Mars/Olympus')).toBe('Choose a valid timezone, like Australia/Sydney');
    expect(ZTimezone.safeParse('EST').success).toBe(false);
  });

  it('images and videos have ids and paths', () => {
    expect(ZImage.parse({ id: 'i1', path: 'logos/i1.png' })).toEqual({ id: 'i1', path: 'logos/i1.png' });
    expect(ZImage.safeParse({ id: '', path: 'x' }).success).toBe(false);
    expect(ZVideo.parse({ id: 'v', name: 'Promo', path: 'v.mp4' }).name).toBe('Promo');
  });
});

describe('addresses', () => {
  it('keeps coordinates as strings and defaults the optional parts', () => {
    const parsed = ZAddress.parse({ ...address, suburb: undefined, state: undefined, postcode: undefined });
    expect(parsed.suburb).toBe('');
    expect(parsed.geoPoint.latitude).toBe('-33.8688');
  });

  it('only accepts coordinates that are numbers within range', () => {
    fc.assert(
      fc.property(fc.double({ min: -200, max: 200, noNaN: true }), (value) => {
        const text = value.toFixed(6);
        const result = ZGeoPoint.safeParse({ latitude: text, longitude: '151' });
        expect(result.success).toBe(Math.abs(Number(text)) <= 90);
      }),
    );
    expect(ZGeoPoint.safeParse({ latitude: '1e3', longitude: '0' }).success).toBe(false);
    expect(messages(ZGeoPoint.safeParse({ latitude: '0', longitude: '181' }))).toEqual([
      'Longitude must be a number from -180 to 180',
    ]);
  });

  it('delivery drop-off notes are at most 300 characters', () => {
    expect(ZDeliveryAddress.parse(address).dropoffNotes).toBe('');
    expect(messages(ZDeliveryAddress.safeParse({ ...address, dropoffNotes: 'x'.repeat(301) }))).toEqual([
      'Drop-off notes must be at most 300 characters',
    ]);
  });
});
