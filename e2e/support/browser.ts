import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';

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
  /**
   * Resolves once the page has loaded and every request it started has been answered or has failed
   * (Firestore's listen and write channels stay open by design and are not waited for), so errors
   * caused by those answers have been reported: the observable end of "nothing else will happen".
   */
  requestsSettled: (timeoutMs?: number) => Promise<void>;
}

/** Long-lived streams that never finish: Firestore's listen/write channels and the local FCM's push stream. */
const STREAMING_CHANNEL =
  /google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel|\/_fake\/web\/registrations\/[^/]+\/stream/;

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
  const inFlight = new Set<Request>();
  let started = 0;
  let changed: () => void = () => undefined;
  const settle = (request: Request) => {
    inFlight.delete(request);
    changed();
  };
  page.on('request', (request) => {
    if (STREAMING_CHANNEL.test(request.url())) return;
    inFlight.add(request);
    started += 1;
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  const requestsSettled = async (timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    await page.waitForLoadState('load', { timeout: timeoutMs });
    for (;;) {
      while (inFlight.size > 0) {
        const left = deadline - Date.now();
        if (left <= 0) {
          const pending = [...inFlight].map((request) => request.url()).join(', ');
          throw new Error(`requests still open after ${timeoutMs} ms: ${pending}`);
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          changed = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      // Work deferred to an idle moment (the storefront loads Auth then) runs before this callback,
      // and whatever the page logged while handling the answers has reached us by its reply.
      const before = started;
      await page.evaluate(
        () => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 0))),
      );
      if (started === before && inFlight.size === 0) return;
    }
  };
  return { page, context, errors, requestsSettled };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  await page.screenshot({ path: join(OUTPUT_DIR, `${name}.png`), fullPage: true });
}

/** Accessibility violations an assistive-technology user would hit hardest. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Loaded when asked for: the benches reuse this module from a workspace without axe installed.
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} nodes)`);
}
