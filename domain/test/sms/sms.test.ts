import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_SMS_MESSAGES_PER_CAMPAIGN,
  SMS_OPT_OUT_TEXT,
  smsCampaignCost,
  smsLengthReport,
  smsMessageWithOptOut,
} from '../../src/sms/sms';

const optOutLength = `\n${SMS_OPT_OUT_TEXT}`.length; // 22

describe('SMS length', () => {
  it('counts the opt-out prompt in the message', () => {
    expect(smsMessageWithOptOut('Hi')).toBe('Hi\nReply STOP to opt out');
    expect(smsLengthReport('Hi')).toEqual({
      length: 2 + optOutLength,
      segments: 1,
      remainingCharacters: 160 - 2 - optOutLength,
      withinLimit: true,
    });
  });

  it('fits 160 characters with the prompt in one message and 306 in two', () => {
    expect(smsLengthReport('x'.repeat(160 - optOutLength))).toMatchObject({
      segments: 1,
      remainingCharacters: 0,
    });
    expect(smsLengthReport('x'.repeat(161 - optOutLength))).toMatchObject({
      segments: 2,
      remainingCharacters: 145,
    });
    expect(smsLengthReport('x'.repeat(306 - optOutLength))).toMatchObject({
      segments: 2,
      remainingCharacters: 0,
    });
  });

  it('refuses more than two messages, saying how much to cut', () => {
    expect(MAX_SMS_MESSAGES_PER_CAMPAIGN).toBe(2);
    expect(smsLengthReport('x'.repeat(310 - optOutLength))).toEqual({
      length: 310,
      segments: 0,
      remainingCharacters: -4,
      withinLimit: false,
    });
  });
});

describe('SMS campaign cost', () => {
  it('charges exactly 140.72 for two messages to 1,000 recipients', () => {
    expect(smsCampaignCost(1000, 2)).toEqual({
      messageCount: 2000,
      messagesCostInCents: 13800,
      subtotalInCents: 13800,
      minimumFeeApplied: false,
      processorFeeInCents: 272,
      totalInCents: 14072,
    });
  });

  it('rounds the message cost to the cent', () => {
    // 3 × 0.069 = 0.207 → 0.21, under the minimum; 1,001 × 0.069 = 69.069 → 69.07.
    expect(smsCampaignCost(1001, 1).messagesCostInCents).toBe(6907);
    expect(smsCampaignCost(5, 1).messagesCostInCents).toBe(35); // 0.345 rounds half up
  });

  it('charges the 0.50 minimum for small campaigns, plus the processor fee', () => {
    expect(smsCampaignCost(3, 1)).toMatchObject({
      messagesCostInCents: 21,
      subtotalInCents: 50,
      minimumFeeApplied: true,
      processorFeeInCents: 31, // 0.50 × 1.75 % = 0.00875 → 0.01, plus 0.30
      totalInCents: 81,
    });
  });

  it('refuses campaigns without recipients or with more than two messages', () => {
    expect(() => smsCampaignCost(0, 1)).toThrow(/at least one recipient/);
    expect(() => smsCampaignCost(10, 3)).toThrow(/1 or 2 SMS/);
    expect(() => smsCampaignCost(1.5, 1)).toThrow(RangeError);
  });

  it('always totals subtotal plus fee in whole cents and grows with recipients (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 2 }),
        (recipients, segments) => {
          const cost = smsCampaignCost(recipients, segments);
          expect(Number.isInteger(cost.totalInCents)).toBe(true);
          expect(cost.totalInCents).toBe(cost.subtotalInCents + cost.processorFeeInCents);
          expect(cost.totalInCents).toBeGreaterThanOrEqual(80);
          expect(smsCampaignCost(recipients + 1, segments).totalInCents).toBeGreaterThanOrEqual(
            cost.totalInCents,
          );
        },
      ),
    );
  });
});
