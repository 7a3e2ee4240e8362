/**
 * Customer sign-in by phone: a 6-digit code sent by SMS to a number in one of the platform's
 * countries, short-lived, with few guesses, and sends limited so nobody can SMS-bomb a number or
 * run up the bill.
 */
import { z } from 'zod';
import { COUNTRY_CODES, type CountryCode } from '../common/constants';
import { COUNTRIES } from '../common/countries';
import { tooLong } from '../common/inputBounds';
import type { RateLimitRule } from '../common/rateLimits';
import { E164_PATTERN, ZPhoneE164 } from '../common/validation';

export const PHONE_VERIFICATION_RULES = {
  codeLength: 6,
  codeTtlMinutes: 10,
  maxVerifyAttempts: 5,
} as const;

export const PHONE_CODE_SEND_LIMITS: {
  perNumber: readonly RateLimitRule[];
  perIp: readonly RateLimitRule[];
} = {
  perNumber: [
    { max: 1, windowSeconds: 60 },
    { max: 5, windowSeconds: 3600 },
  ],
  perIp: [{ max: 20, windowSeconds: 3600 }],
};

/** The platform country whose dialling code starts an E.164 number, or undefined. */
export function platformCountryOfPhoneNumber(e164: string): CountryCode | undefined {
  // Longest dialling code first, so a longer code is never shadowed by a shorter prefix.
  const byLength = [...COUNTRY_CODES].sort(
    (a, b) => COUNTRIES[b].diallingCode.length - COUNTRIES[a].diallingCode.length,
  );
  return byLength.find((code) => e164.startsWith(COUNTRIES[code].diallingCode));
}

const countryNames = COUNTRY_CODES.map((code) => COUNTRIES[code].name);
export const UNSUPPORTED_PHONE_COUNTRY_MESSAGE = `We can only send codes to numbers in ${countryNames
  .slice(0, -1)
  .join(', ')} and ${countryNames.at(-1)}`;

/** An E.164 number ("+61 412 345 678" is forgiven its spaces) in a platform country. */
export const ZPlatformPhoneNumber = z
  .string({ error: 'Enter your mobile number' })
  .max(32, tooLong('Enter the phone number with its country code, like +61412345678'))
  .transform((typed) => typed.replace(/[\s().-]/g, ''))
  .pipe(ZPhoneE164)
  // A number that is not E.164 already has its message; the country is only judged on real numbers.
  .refine(
    (e164) => !E164_PATTERN.test(e164) || platformCountryOfPhoneNumber(e164) !== undefined,
    UNSUPPORTED_PHONE_COUNTRY_MESSAGE,
  );

export const ZPhoneVerificationCode = z
  .string({ error: 'Enter the 6-digit code' })
  .trim()
  .max(PHONE_VERIFICATION_RULES.codeLength, tooLong('Enter the 6-digit code'))
  .regex(new RegExp(`^\\d{${PHONE_VERIFICATION_RULES.codeLength}}$`), 'Enter the 6-digit code');

export function phoneVerificationSmsBody(code: string): string {
  return `${code} is your verification code. It expires in ${PHONE_VERIFICATION_RULES.codeTtlMinutes} minutes. Do not share it with anyone.`;
}

export const PHONE_CODE_MESSAGES = {
  incorrect: (attemptsLeft: number) =>
    `That code is not right. ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left.`,
  expired: 'This code has expired. Ask for a new code.',
  noCode: 'There is no code waiting for this number. Ask for a new code.',
  tooManyAttempts: 'Too many incorrect codes. Ask for a new code.',
  tooManySends: (retryAfterSeconds: number) =>
    `Too many codes requested. Try again in ${retryAfterSeconds < 90 ? `${retryAfterSeconds} seconds` : `${Math.ceil(retryAfterSeconds / 60)} minutes`}.`,
} as const;
