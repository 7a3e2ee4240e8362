import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, OUTPUT_DIR } from '../support/browser';
import { GOAL_MINUTES } from '../support/journeyMeter';
import { runOnboardingJourney } from '../support/onboardingJourney';

/**
 * Issue 24: a brand-new owner goes from sign-up to a first paid order, seen on the kitchen display,
 * without typing any address the product did not show (JourneyMeter refuses a second `goto` and
 * checks every new tab against the link on screen), with the owner's part within the 10-minute
 * estimate. It creates its own account, restaurant and store, so the seeded demo is left alone.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('onboarding journey', () => {
  it('a new owner signs up, sets up a store and takes a first paid order that reaches the kitchen', async () => {
    const result = await runOnboardingJourney(browser);
    writeFileSync(join(OUTPUT_DIR, 'onboarding-journey.json'), `${JSON.stringify(result, null, 2)}\n`);
    const line = (who: string, part: typeof result.owner) =>
      `${who}: ${part.screens} screens, ${part.clicks} clicks, ${part.fields} fields ≈ ${part.minutes} min`;
    console.log(
      `onboarding journey (goal ${GOAL_MINUTES} min): ${line('owner', result.owner)}; ${line('first customer', result.customer)}`,
    );
    expect(result.errors).toEqual([]);
    expect(result.owner.minutes).toBeLessThanOrEqual(GOAL_MINUTES);
  }, 300_000);
});
