import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PHONE_CODE_MESSAGES,
  PHONE_CODE_SEND_LIMITS,
  phoneVerificationSmsBody,
  platformCountryOfPhoneNumber,
  rateLimitDecision,
  UNSUPPORTED_PHONE_COUNTRY_MESSAGE,
  ZPhoneVerificationCode,
  ZPlatformPhoneNumber,
} from '../../src';

describe('phone numbers for sign-in', () => {
  it('belong to a platform country by dialling code', () => {
    expect(platformCountryOfPhoneNumber('+61412345678')).toBe('AU');
    expect(platformCountryOfPhoneNumber('+14155550123')).toBe('US');
    expect(platformCountryOfPhoneNumber('+447700900123')).toBe('GB');
    expect(platformCountryOfPhoneNumber('+64211234567')).toBe('NZ');
    expect(platformCountryOfPhoneNumber('+919876543210')).toBeUndefined();
  });

  it('are E.164, forgiving spaces, in a platform country', () => {
    expect(ZPlatformPhoneNumber.parse('+61 412 345 678')).toBe('+61412345678');
    expect(ZPlatformPhoneNumber.safeParse('+919876543210').error?.issues[0]?.message).toBe(
      UNSUPPORTED_PHONE_COUNTRY_MESSAGE,
    );
    expect(UNSUPPORTED_PHONE_COUNTRY_MESSAGE).toBe(
      'We can only send codes to numbers in Australia, United States, United Kingdom and New Zealand',
    );
    expect(ZPlatformPhoneNumber.safeParse('0412345678').error?.issues.map((issue) => issue.message)).toEqual([
      'Enter the phone number with its country code, like +61412345678',
    ]);
  });
});

describe('verification codes', () => {
  it('are 6 digits', () => {
    expect(ZPhoneVerificationCode.parse(' 012345 ')).toBe('012345');
    expect(ZPhoneVerificationCode.safeParse('12345').error?.issues[0]?.message).toBe(
      'Enter the 6-digit code',
    );
  });

  it('are sent with their lifetime', () => {
    expect(phoneVerificationSmsBody('123456')).toMatch(
      /^123456 is your verification code\. It expires in 10 minutes/,
    );
  });

  it('explain attempts and waits in words', () => {
    expect(PHONE_CODE_MESSAGES.incorrect(1)).toBe('That code is not right. 1 try left.');
    expect(PHONE_CODE_MESSAGES.incorrect(3)).toBe('That code is not right. 3 tries left.');
    expect(PHONE_CODE_MESSAGES.tooManySends(42)).toBe('Too many codes requested. Try again in 42 seconds.');
    expect(PHONE_CODE_MESSAGES.tooManySends(1800)).toBe('Too many codes requested. Try again in 30 minutes.');
  });
});

describe('rateLimitDecision', () => {
  const at = (seconds: number) => new Date(Date.UTC(2025, 0, 1) + seconds * 1000).toISOString();
  const perNumber = PHONE_CODE_SEND_LIMITS.perNumber;

  it('allows one send a minute per number', () => {
    const first = rateLimitDecision([], at(0), perNumber);
    expect(first).toEqual({ allowed: true, hits: [at(0)] });
    const tooSoon = rateLimitDecision(first.hits, at(30), perNumber);
    expect(tooSoon).toMatchObject({ allowed: false, retryAfterSeconds: 30 });
    expect(rateLimitDecision(first.hits, at(60), perNumber).allowed).toBe(true);
  });

  it('allows five sends an hour per number', () => {
    const hits = [0, 60, 120, 180, 240].map(at);
    const sixth = rateLimitDecision(hits, at(300), perNumber);
    expect(sixth).toMatchObject({ allowed: false, retryAfterSeconds: 3300 });
    expect(rateLimitDecision(hits, at(3600), perNumber).allowed).toBe(true);
  });

  it('forgets hits older than the longest window', () => {
    const decision = rateLimitDecision([at(0), at(10)], at(4000), perNumber);
    expect(decision.hits).toEqual([at(4000)]);
  });

  it('never allows more than max hits inside any window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 7200 }), { maxLength: 60 }), (offsets) => {
        let hits: string[] = [];
        for (const offset of [...offsets].sort((a, b) => a - b)) {
          const decision = rateLimitDecision(hits, at(offset), PHONE_CODE_SEND_LIMITS.perIp);
          if (decision.allowed) hits = decision.hits;
          else expect(decision.retryAfterSeconds).toBeGreaterThan(0);
          const lastHour = hits.filter((hit) => Date.parse(at(offset)) - Date.parse(hit) < 3_600_000);
          expect(lastHour.length).toBeLessThanOrEqual(20);
        }
      }),
    );
  });
});
