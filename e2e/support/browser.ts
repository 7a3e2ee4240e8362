import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** The built apps on the Hosting emulator (ports fixed in firebase.json; see README). */
export const APP_URLS = {
  admin: 'http://127.0.0.1:5000',
  customer: 'http://127.0.0.1:5005',
  staff: 'http://127.0.0.1:5006',
  kds: 'http://127.0.0.1:5007',
} as const;

export const OUTPUT_DIR = join(import.meta.dirname, '..', 'output');

/** Debian's Chromium, with the flags this offline machine needs (see ENVIRONMENT.md). */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = { width: 1280, height: 800 },
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  await page.screenshot({ path: join(OUTPUT_DIR, `${name}.png`), fullPage: true });
}

/** Accessibility violations an assistive-technology user would hit hardest. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} nodes)`);
}
