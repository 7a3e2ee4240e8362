import { describe, expect, it } from 'vitest';
import {
  AUTO_REFRESH_CHOICES,
  IMAGE_ASPECT_RATIOS,
  IMAGE_FORMATS,
  IMAGE_MIME_TYPES,
  imageHeightFor,
  imageWidthFor,
} from '../../src/common/businessConstants';
import { COUNTRY_CODES } from '../../src/common/constants';
import {
  AU_AREA_CODES,
  AU_STATE_NAMES,
  AU_STATES,
  COUNTRIES,
  isTimezoneOfCountry,
  toE164PhoneNumber,
} from '../../src/common/countries';
import { CURRENCY_CODES } from '../../src/money/money';

describe('countries', () => {
  it('describes AU, US, GB and NZ', () => {
    expect(Object.keys(COUNTRIES)).toEqual([...COUNTRY_CODES]);
    expect(COUNTRIES.AU).toMatchObject({
      name: 'Australia',
      currencyCode: 'AUD',
      currencySymbol: '$',
      diallingCode: '+61',
    });
    expect(COUNTRIES.GB).toMatchObject({ currencyCode: 'GBP', currencySymbol: '£', diallingCode: '+44' });
    expect(COUNTRIES.US.diallingCode).toBe('+1');
    expect(COUNTRIES.NZ.diallingCode).toBe('+64');
    for (const country of Object.values(COUNTRIES)) expect(CURRENCY_CODES).toContain(country.currencyCode);
  });

  it('lists only real IANA timezones', () => {
    for (const country of Object.values(COUNTRIES)) {
      for (const zone of country.timezones)
        expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
    }
    expect(isTimezoneOfCountry('Australia/Perth', 'AU')).toBe(true);
    expect(isTimezoneOfCountry('Australia/Perth', 'NZ')).toBe(false);
  });

  it('gives Australian area codes per state', () => {
    expect(AU_STATES.map((state) => [state, AU_AREA_CODES[state]])).toEqual([
      ['NSW', '02'],
      ['ACT', '02'],
      ['VIC', '03'],
      ['TAS', '03'],
      ['QLD', '07'],
      ['SA', '08'],
      ['WA', '08'],
      ['NT', '08'],
    ]);
    expect(AU_STATE_NAMES.ACT).toBe('Australian Capital Territory');
  });

  it.each([
    ['0412 345 678', 'AU', undefined, '+61412345678'],
    ['(02) 9876 5432', 'AU', undefined, '+61298765432'],
    ['9876 5432', 'AU', 'VIC', '+61398765432'],
    ['+61 412 345 678', 'AU', undefined, '+61412345678'],
    ['(212) 555-0123', 'US', undefined, '+12125550123'],
    ['1 212 555 0123', 'US', undefined, '+12125550123'],
    ['07911 123456', 'GB', undefined, '+447911123456'],
    ['021 123 4567', 'NZ', undefined, '+64211234567'],
  ] as const)('%s in %s is %s', (typed, country, state, e164) => {
    expect(toE164PhoneNumber(typed, country, state)).toBe(e164);
  });

  it.each([
    ['call me', 'AU'],
    ['0412', 'AU'],
    ['+0412345678', 'AU'],
    ['555 0123', 'US'],
  ] as const)('refuses %s in %s', (typed, country) => {
    expect(toE164PhoneNumber(typed, country)).toBeNull();
  });
});

describe('business constants', () => {
  it('requests image widths in steps of 200, at least 200', () => {
    expect([0, 150, 200, 201, 399, 400, 401, 1080].map(imageWidthFor)).toEqual([
      200, 200, 200, 400, 400, 400, 600, 1200,
    ]);
    expect(imageWidthFor(Number.NaN)).toBe(200);
  });

  it('offers the spec aspect ratios and formats', () => {
    expect(IMAGE_ASPECT_RATIOS.map((ratio) => ratio.id)).toEqual([
      '4x2',
      '4x2.5',
      '8x3',
      '4x3',
      'square',
      '4x5',
      '4x6',
    ]);
    expect(imageHeightFor(800, '4x3')).toBe(600);
    expect(imageHeightFor(800, '4x2.5')).toBe(500);
    expect(imageHeightFor(400, 'square')).toBe(400);
    expect(() => imageHeightFor(400, '3x2' as 'square')).toThrow(/Unknown image aspect ratio/);
    expect(IMAGE_FORMATS).toEqual(['PNG', 'GIF', 'JPG']);
    expect(IMAGE_MIME_TYPES.JPG).toBe('image/jpeg');
  });

  it('offers auto-refresh every 0, 1, 5 or 10 minutes', () => {
    expect(AUTO_REFRESH_CHOICES.map((choice) => choice.minutes)).toEqual([0, 1, 5, 10]);
    expect(AUTO_REFRESH_CHOICES[0].label).toBe('Off');
  });
});
