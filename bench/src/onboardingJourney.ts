/**
 * Issue 24's onboarding journey, as figures: how many screens, clicks and typed fields a brand-new
 * owner needs from sign-up to a first paid order on the kitchen display, and the minutes that make at
 * 3 s a click, 8 s a field and 15 s a new screen, against the 10-minute goal. The journey itself is
 * e2e/support/onboardingJourney.ts (the e2e test fails when it needs an address the product never
 * showed); it runs here in Chromium against the built apps, with the fake card provider and geocoder.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchChromium } from '../../e2e/support/browser';
import { GOAL_MINUTES, SECONDS_PER } from '../../e2e/support/journeyMeter';
import { runOnboardingJourney } from '../../e2e/support/onboardingJourney';
import { printFigures } from './stats';

interface FakesProcess {
  stop: () => Promise<void>;
}

/** The journey pays through the fake Stripe and looks its address up in the fake geocoder. */
async function startFakesUnlessRunning(): Promise<FakesProcess | undefined> {
  const running = await fetch('http://127.0.0.1:12111/').then(
    () => true,
    () => false,
  );
  if (running) return undefined;
  const fakes = (await import(pathToFileURL(join(process.cwd(), 'scripts', 'lib', 'fakes.mjs')).href)) as {
    startFakesProcess: (options: { persist: boolean; stdio: unknown }) => Promise<FakesProcess>;
  };
  return fakes.startFakesProcess({ persist: false, stdio: ['ignore', 'ignore', 'inherit'] });
}

const fakes = await startFakesUnlessRunning();
const browser = await launchChromium();
try {
  const started = Date.now();
  const result = await runOnboardingJourney(browser, { shots: false });
  const part = (who: string, counts: typeof result.owner) => [
    { name: `${who}: new screens (15 s each)`, value: counts.screens, unit: '' },
    { name: `${who}: clicks (3 s each)`, value: counts.clicks, unit: '' },
    { name: `${who}: fields typed (8 s each)`, value: counts.fields, unit: '' },
  ];
  printFigures('Onboarding: sign-up → first paid order on the kitchen display (issue 24)', [
    ...part('owner', result.owner),
    {
      name: "owner's estimated time",
      value: result.owner.minutes,
      unit: 'min',
      target: { max: GOAL_MINUTES, source: 'issue 24: ≤ 10 minutes, zero guesses' },
    },
    ...part('first customer', result.customer),
    { name: "first customer's estimated time", value: result.customer.minutes, unit: 'min' },
    { name: 'whole journey, estimated', value: result.minutes, unit: 'min' },
    { name: 'machine time for the journey', value: (Date.now() - started) / 1000, unit: 's' },
  ]);
  console.log(
    `  (${SECONDS_PER.screen} s a new screen, ${SECONDS_PER.click} s a click, ${SECONDS_PER.field} s a field; screens: ${result.screens.map((url) => new URL(url).pathname.replace(/[A-Za-z0-9]{20}/g, ':id')).join(' → ')})`,
  );
} finally {
  await browser.close();
  await fakes?.stop();
}
