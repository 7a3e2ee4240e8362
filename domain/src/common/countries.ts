import type { CurrencyCode } from '../money/money';
import type { CountryCode } from './constants';

/** Countries the platform trades in (SPEC.md section 3), with what forms and phone numbers need. */

export interface CountryDetails {
  code: CountryCode;
  name: string;
  /** IANA zones a store in this country may use; the first is the default. */
  timezones: readonly string[];
  currencyCode: CurrencyCode;
  currencySymbol: string;
  /** International dialling code, with the plus sign. */
  diallingCode: string;
  /** Digit dropped from national numbers when dialling internationally ('0' in 04xx, '1' in the US). */
  trunkPrefix: string;
}

export const COUNTRIES: Record<CountryCode, CountryDetails> = {
  AU: {
    code: 'AU',
    name: 'Australia',
    timezones: [
      'Australia/Sydney',
      'Australia/Melbourne',
      'Australia/Brisbane',
      'Australia/Adelaide',
      'Australia/Perth',
      'Australia/Darwin',
      'Australia/Hobart',
      'Australia/Lord_Howe',
      'Australia/Broken_Hill',
    ],
    currencyCode: 'AUD',
    currencySymbol: '$',
    diallingCode: '+61',
    trunkPrefix: '0',
  },
  US: {
    code: 'US',
    name: 'United States',
    timezones: [
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Phoenix',
      'America/Los_Angeles',
      'America/Anchorage',
      'Pacific/Honolulu',
    ],
    currencyCode: 'USD',
    currencySymbol: '$',
    diallingCode: '+1',
    trunkPrefix: '1',
  },
  GB: {
    code: 'GB',
    name: 'United Kingdom',
    timezones: ['Europe/London'],
    currencyCode: 'GBP',
    currencySymbol: '£',
    diallingCode: '+44',
    trunkPrefix: '0',
  },
  NZ: {
    code: 'NZ',
    name: 'New Zealand',
    timezones: ['Pacific/Auckland', 'Pacific/Chatham'],
    currencyCode: 'NZD',
    currencySymbol: '$',
    diallingCode: '+64',
    trunkPrefix: '0',
  },
};

export const AU_STATES = ['NSW', 'ACT', 'VIC', 'TAS', 'QLD', 'SA', 'WA', 'NT'] as const;
export type AuState = (typeof AU_STATES)[number];

export const AU_STATE_NAMES: Record<AuState, string> = {
  NSW: 'New South Wales',
  ACT: 'Australian Capital Territory',
  VIC: 'Victoria',
  TAS: 'Tasmania',
  QLD: 'Queensland',
  SA: 'South Australia',
  WA: 'Western Australia',
  NT: 'Northern Territory',
};

/** Landline area codes: 02 NSW/ACT, 03 VIC/TAS, 07 QLD, 08 SA/WA/NT. */
export const AU_AREA_CODES: Record<AuState, '02' | '03' | '07' | '08'> = {
  NSW: '02',
  ACT: '02',
  VIC: '03',
  TAS: '03',
  QLD: '07',
  SA: '08',
  WA: '08',
  NT: '08',
};

export function isTimezoneOfCountry(timezone: string, country: CountryCode): boolean {
  return COUNTRIES[country].timezones.includes(timezone);
}

/** Shortest national significant number accepted (without trunk prefix), so typos are caught early. */
const NATIONAL_DIGITS: Record<CountryCode, number> = { AU: 9, US: 10, GB: 9, NZ: 8 };

/**
 * A phone number as typed ('0412 345 678', '(02) 9876 5432', '+61 412 345 678') in E.164
 * ('+61412345678'), or null when it is not a plausible number. An Australian landline typed without
 * its area code (8 digits) takes the area code of `auState` when given.
 */
export function toE164PhoneNumber(typed: string, country: CountryCode, auState?: AuState): string | null {
  const digits = typed.trim().replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  if (digits.startsWith('+')) return /^\+[1-9]\d{6,14}$/.test(digits) ? digits : null;
  const { diallingCode, trunkPrefix } = COUNTRIES[country];
  let national = digits;
  if (country === 'AU' && auState !== undefined && national.length === 8)
    national = AU_AREA_CODES[auState] + national;
  if (national.startsWith(trunkPrefix) && (country !== 'US' || national.length === 11))
    national = national.slice(1);
  const e164 = `${diallingCode}${national}`;
  return /^\+[1-9]\d{6,14}$/.test(e164) && national.length >= NATIONAL_DIGITS[country] ? e164 : null;
}
