import type { Browser, Page } from 'playwright-core';
import { APP_URLS, openPage, screenshot } from './browser';
import { estimatedMinutes, type JourneyCounts, JourneyMeter } from './journeyMeter';

/**
 * Issue 24's onboarding journey, as a brand-new owner does it: sign up, create the restaurant and
 * its store, confirm the hours, connect card payments (the fake Stripe's Connect onboarding), add a
 * small menu, pair the kitchen display, then take the first paid order on the storefront and see it
 * on the kitchen screen once accepted. Only the sign-up page is opened by address; every other step
 * clicks what the product shows (JourneyMeter), which also counts screens, clicks and fields.
 * Used by e2e/test/onboardingJourney.test.ts (pass/fail) and bench/src/onboardingJourney.ts (figures).
 */
export interface OnboardingResult {
  /** The whole journey, and the owner's and the first customer's parts of it. */
  counts: JourneyCounts;
  minutes: number;
  owner: JourneyCounts & { minutes: number };
  customer: JourneyCounts & { minutes: number };
  screens: string[];
  /** Console errors and uncaught exceptions of our apps (the fake card provider's own page aside). */
  errors: string[];
}

/** Pages of the fake card provider: not ours (it asks for a favicon it does not have). */
const PROVIDER_ORIGIN = 'http://127.0.0.1:12111';

/** Console errors and uncaught exceptions of every page of the journey that are our apps'. */
function watchErrors(page: Page, errors: string[]): void {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const source = message.location().url || page.url();
    if (!source.startsWith(PROVIDER_ORIGIN)) errors.push(`${message.text()} (${source})`);
  });
  page.on('pageerror', (error) => {
    if (!page.url().startsWith(PROVIDER_ORIGIN)) errors.push(error.message);
  });
}

const LONG = { timeout: 40_000 };

/** A MUI switch by its label (rendered as a switch, or a checkbox in older builds). */
function switchNamed(page: Page, name: string | RegExp) {
  return page.getByRole('switch', { name }).or(page.getByRole('checkbox', { name }));
}

export async function runOnboardingJourney(
  browser: Browser,
  { shots = true }: { shots?: boolean } = {},
): Promise<OnboardingResult> {
  const run = crypto.randomUUID().slice(0, 8);
  const owner = {
    name: 'Giulia Rossi',
    email: `giulia-${run}@example.test`,
    password: 'wood-fired-oven-77',
  };
  const restaurantName = `Trattoria Giulia ${run}`;
  const meter = new JourneyMeter();
  const { page, context } = await openPage(browser);
  const errors: string[] = [];
  watchErrors(page, errors);
  const shot = async (target: Page, name: string) => {
    if (shots) await screenshot(target, name);
  };
  const nav = (name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });

  // Sign up.
  await meter.open(page, `${APP_URLS.admin}/auth/signup`);
  await meter.fill(page.getByLabel('Your name'), owner.name);
  await meter.fill(page.getByLabel('Email'), owner.email);
  await meter.fill(page.getByLabel('Password', { exact: true }), owner.password);
  await meter.fill(page.getByLabel('Confirm password'), owner.password);
  await meter.click(page.getByRole('button', { name: 'Create account' }));
  await page.getByRole('heading', { name: 'Your restaurants' }).waitFor(LONG);

  // The restaurant.
  await meter.click(page.getByRole('link', { name: /create your restaurant/i }));
  await meter.fill(page.getByLabel('Restaurant name'), restaurantName);
  await meter.click(page.getByRole('button', { name: 'Create restaurant' }));
  await page.waitForURL(/\/restaurants\/[^/]+$/, LONG);

  // Its store, the address looked up instead of typed coordinates.
  await meter.click(page.getByRole('link', { name: 'Add a store' }).first());
  await meter.fill(page.getByLabel('Store name'), 'Bondi Beach');
  await meter.fill(page.getByLabel('Phone number'), '02 9130 1234');
  await meter.fill(page.getByLabel('Find the address'), '120 Campbell Parade, Bondi Beach');
  await meter.click(page.getByRole('button', { name: 'Look up' }));
  await meter.click(page.getByRole('list', { name: 'Addresses found' }).getByRole('button').first());
  // The filled fields' labels float up (a short animation) before the picture is taken.
  await page.locator('label[data-shrink="true"]', { hasText: 'Longitude' }).waitFor(LONG);
  await shot(page, 'onboarding-create-store');
  await meter.click(page.getByRole('button', { name: 'Add store' }));
  await page.waitForURL(/\/stores\/[^/]+$/, LONG);
  const checklist = page.getByRole('region', { name: 'Getting started' });
  await checklist.waitFor(LONG);
  await page.getByText(/Not taking orders yet/).waitFor(LONG);
  await shot(page, 'onboarding-store-new');

  // Trading hours. This store trades around the clock, so the journey can order whenever it runs:
  // Monday open 24 hours, copied to every day, saved. Ordering times follow them by themselves.
  await meter.click(checklist.getByRole('link', { name: 'Set trading hours' }));
  await page.getByRole('heading', { name: 'Trading hours', level: 1 }).waitFor(LONG);
  await meter.click(switchNamed(page, 'Open 24 hours').first());
  await meter.click(page.getByRole('button', { name: 'Copy Monday to every day' }));
  await meter.click(page.getByRole('button', { name: 'Save', exact: true }));
  await page.getByText('Saved. Customers see the change straight away.').waitFor(LONG);
  await meter.click(nav('Overview'));

  // Card payments through the provider's onboarding, and back.
  await meter.click(checklist.getByRole('link', { name: 'Set up payments' }));
  await meter.click(page.getByRole('button', { name: 'Connect account' }));
  await page.getByRole('button', { name: 'Submit and verify' }).waitFor(LONG);
  await shot(page, 'onboarding-payments-provider');
  await meter.click(page.getByRole('button', { name: 'Submit and verify' }));
  await page.waitForURL(/\/settings\/payments/, LONG);
  await page.getByText('Active', { exact: true }).first().waitFor(LONG);
  await meter.click(nav('Overview'));

  // Where the store delivers: a distance from the store, not typed coordinates.
  await meter.click(nav('Delivery areas'));
  await meter.click(page.getByRole('button', { name: 'Add area' }));
  await meter.fill(page.getByLabel('Deliver within'), '4');
  await meter.click(page.getByRole('button', { name: 'Draw the area' }));
  await meter.fill(page.getByRole('textbox', { name: 'Delivery charge' }), '5.00');
  await shot(page, 'onboarding-delivery-area');
  await meter.click(page.getByRole('button', { name: 'Save', exact: true }));
  await page
    .getByText(/^Saved/)
    .first()
    .waitFor(LONG);
  await meter.click(nav('Overview'));

  // A small menu: one category, two items.
  await meter.click(checklist.getByRole('link', { name: 'Add menu items' }));
  await meter.click(page.getByRole('link', { name: 'Add your first category' }));
  await meter.fill(page.getByRole('textbox', { name: 'Name' }), 'Pizzas');
  await meter.click(page.getByRole('button', { name: 'Add category' }));
  await page.getByText('Pizzas was added to the menu.').waitFor(LONG);
  for (const [name, price] of [
    ['Margherita', '18.00'],
    ['Diavola', '22.00'],
  ] as const) {
    await meter.click(page.getByRole('button', { name: 'Add an item to Pizzas' }));
    await meter.click(page.getByRole('menuitem', { name: /^Basic item/ }));
    await meter.fill(page.getByRole('textbox', { name: 'Name' }), name);
    await meter.fill(page.getByRole('textbox', { name: 'Price' }), price);
    await meter.click(page.getByRole('button', { name: 'Add item', exact: true }));
    await page.getByText(`${name} was added to the menu.`).waitFor(LONG);
  }
  await meter.click(nav('Overview'));
  await page.getByText('Online: taking orders').waitFor(LONG);
  await shot(page, 'onboarding-store-ready');
  if (shots) {
    // The same overview on a phone: checklist, address card and links must still read well.
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'onboarding-store-ready-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // The kitchen display: switch it on where it is set up, add the first screen (named for the owner)
  // and pair it: the owner types the address shown on the kitchen tablet, then the code.
  await meter.click(checklist.getByRole('link', { name: 'Set up the kitchen display' }));
  await meter.click(page.getByRole('button', { name: 'Switch on' }));
  await page.getByText(/kitchen display add-on is off/).waitFor({ state: 'hidden', ...LONG });
  await meter.click(page.getByRole('button', { name: 'Add kitchen display' }).first());
  await meter.click(page.getByRole('button', { name: 'Add and get pairing code' }));
  const pairing = page.getByRole('dialog', { name: /Pair/ });
  await page.getByRole('dialog', { name: 'Add kitchen display' }).waitFor({ state: 'hidden', ...LONG });
  const code = (await pairing.getByLabel('Pairing code').textContent())?.trim() ?? '';
  if (code === '') throw new Error('No pairing code was shown');
  // One dialog on screen, faded in (the name dialog fades out as the code dialog fades in).
  await page.waitForFunction(() => {
    const dialogs = Array.from(document.querySelectorAll('.MuiDialog-root'));
    const container = dialogs[0]?.querySelector('.MuiDialog-container');
    return (
      dialogs.length === 1 &&
      container !== null &&
      container !== undefined &&
      getComputedStyle(container).opacity === '1'
    );
  });
  await shot(page, 'onboarding-kds-pairing');
  const kds = await meter.clickToNewTab(
    context,
    page,
    pairing.getByRole('link', { name: /\/auth\/login$/ }),
    {
      typedElsewhere: true,
    },
  );
  watchErrors(kds, errors);
  await meter.fill(kds.getByLabel('Pairing code'), code);
  await meter.click(kds.getByRole('button', { name: 'Pair screen' }));
  await kds.waitForURL(/\/active-orders/, LONG);
  await meter.click(pairing.getByRole('button', { name: 'Done' }));

  // The first customer order, on the storefront every store page links to.
  const shop = await meter.clickToNewTab(
    context,
    page,
    page.getByRole('link', { name: 'View store as a customer' }),
  );
  watchErrors(shop, errors);
  meter.actor = 'customer';
  await shop.getByRole('heading', { name: 'Bondi Beach', level: 1 }).waitFor(LONG);
  await shot(shop, 'onboarding-storefront');
  await meter.click(shop.getByRole('link', { name: /Margherita/ }));
  await meter.click(shop.getByTestId('add-to-order'));
  await meter.click(shop.getByTestId('cart-bar'));
  await meter.click(shop.getByRole('link', { name: 'Checkout' }));
  await shop.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor(LONG);
  await meter.fill(shop.getByLabel('Name', { exact: false }).first(), 'Casey Customer');
  await meter.fill(shop.getByRole('textbox', { name: 'Mobile' }), '0412 345 678');
  await meter.fill(shop.getByRole('textbox', { name: 'Email' }), `casey-${run}@example.test`);
  await meter.check(shop.getByRole('radio', { name: /^Card/ }));
  await meter.fill(shop.getByLabel('Card number'), '4242 4242 4242 4242');
  await meter.fill(shop.getByLabel('Expiry (MM/YY)'), '12/34');
  await meter.fill(shop.getByLabel('Security code'), '123');
  await meter.click(shop.getByRole('button', { name: /^Pay \$/ }));
  await shop.waitForURL(/\/secure\/orders\/[^/]+\/success$/, LONG);
  await shop.getByTestId('payment-status').getByText('Paid by card').waitFor(LONG);
  await shot(shop, 'onboarding-order-paid');

  // The owner accepts it; the kitchen screen shows it.
  meter.actor = 'owner';
  await meter.click(nav('Online orders'));
  await meter.click(
    page
      .getByRole('row', { name: /Casey Customer/ })
      .getByRole('link')
      .first(),
  );
  await meter.click(page.getByRole('button', { name: 'Accept', exact: true }));
  // The store promises a ready time (the default), so accepting asks for one.
  const accept = page.getByRole('dialog');
  await meter.click(accept.getByRole('button', { name: 'ASAP' }));
  await meter.click(accept.getByRole('button', { name: 'Accept', exact: true }));
  await accept.waitFor({ state: 'hidden', ...LONG });
  await kds.getByText('Margherita').first().waitFor(LONG);
  await shot(kds, 'onboarding-kds-ticket');

  const counts = meter.counts;
  const withMinutes = (part: JourneyCounts) => ({ ...part, minutes: estimatedMinutes(part) });
  const result: OnboardingResult = {
    counts,
    minutes: estimatedMinutes(counts),
    owner: withMinutes(meter.byActor.owner),
    customer: withMinutes(meter.byActor.customer),
    screens: meter.screens,
    errors: [...errors],
  };
  await context.close();
  return result;
}
