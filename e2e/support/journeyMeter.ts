import type { BrowserContext, Locator, Page } from 'playwright-core';

/**
 * What a journey costs the people in it, counted as it is driven: new screens they take in, clicks,
 * and fields they type. Issue 24's estimate: 3 s a click, 8 s a field, 15 s to take in a new screen.
 * A screen counts once, the first time its address is seen; going back to one (the store overview
 * after each step) costs the click only. Steps are booked to the owner or to their first customer.
 *
 * The meter also holds the journey to the rule that nobody types an address the product did not
 * show: only the first page is opened by address; everything after is reached by clicking what is on
 * screen, and a link that opens elsewhere must lead exactly to the address it displayed.
 */
export const SECONDS_PER = { click: 3, field: 8, screen: 15 } as const;
export const GOAL_MINUTES = 10;

export type JourneyActor = 'owner' | 'customer';

export interface JourneyCounts {
  screens: number;
  clicks: number;
  fields: number;
}

export function estimatedMinutes(counts: JourneyCounts): number {
  const seconds =
    counts.clicks * SECONDS_PER.click +
    counts.fields * SECONDS_PER.field +
    counts.screens * SECONDS_PER.screen;
  return Math.round((seconds / 60) * 10) / 10;
}

const zero = (): JourneyCounts => ({ screens: 0, clicks: 0, fields: 0 });

export class JourneyMeter {
  readonly byActor: Record<JourneyActor, JourneyCounts> = { owner: zero(), customer: zero() };
  /** Every new screen, in order (origin + path), for the report. */
  readonly screens: string[] = [];
  /** Who the next steps belong to. */
  actor: JourneyActor = 'owner';
  private opened = false;
  private readonly seen = new Set<string>();

  get counts(): JourneyCounts {
    const { owner, customer } = this.byActor;
    return {
      screens: owner.screens + customer.screens,
      clicks: owner.clicks + customer.clicks,
      fields: owner.fields + customer.fields,
    };
  }

  /** The one address typed in: the first page of the journey. */
  async open(page: Page, url: string): Promise<void> {
    if (this.opened) throw new Error(`Only the first page may be opened by address; asked for ${url}`);
    this.opened = true;
    this.watch(page);
    this.byActor[this.actor].fields += 1;
    await page.goto(url);
  }

  async click(target: Locator): Promise<void> {
    await target.click();
    this.byActor[this.actor].clicks += 1;
  }

  async fill(target: Locator, value: string): Promise<void> {
    await target.fill(value);
    this.byActor[this.actor].fields += 1;
  }

  async check(target: Locator): Promise<void> {
    await target.check();
    this.byActor[this.actor].clicks += 1;
  }

  /**
   * Follows a link that opens in a new tab (the storefront, the kitchen display). Its address is read
   * from the page first, and the tab must open exactly there: an address the product showed. With
   * `typedElsewhere` the person types that address on another device (the kitchen tablet), which is
   * booked as a field instead of a click.
   */
  async clickToNewTab(
    context: BrowserContext,
    page: Page,
    link: Locator,
    { typedElsewhere = false }: { typedElsewhere?: boolean } = {},
  ): Promise<Page> {
    const href = await link.getAttribute('href');
    if (!href) throw new Error('The link to open in a new tab shows no address');
    const shown = new URL(href, page.url());
    const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
    if (typedElsewhere) this.byActor[this.actor].fields += 1;
    else this.byActor[this.actor].clicks += 1;
    await opened.waitForLoadState('domcontentloaded');
    const landed = new URL(opened.url());
    if (landed.origin !== shown.origin || landed.pathname !== shown.pathname)
      throw new Error(`The new tab opened ${opened.url()}, not the address on screen (${shown.href})`);
    this.watch(opened);
    this.landed(opened.url());
    return opened;
  }

  private watch(page: Page): void {
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.landed(frame.url());
    });
  }

  /** A path not seen before is a new screen; query strings, trailing slashes and revisits are not. */
  private landed(url: string): void {
    const parsed = new URL(url);
    if (parsed.protocol === 'about:') return;
    const screen = `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
    if (this.seen.has(screen)) return;
    this.seen.add(screen);
    this.byActor[this.actor].screens += 1;
    this.screens.push(screen);
  }
}
