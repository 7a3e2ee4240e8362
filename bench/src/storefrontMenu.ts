/**
 * Storefront menu figures (DESIGN.md targets): the gzipped initial JS of the menu route, Firestore
 * document reads for a cold menu load, and Lighthouse's performance score of the menu page.
 *
 * - Initial JS is read from the built web-customer/dist: the entry script and its modulepreloads
 *   (index.html), plus the lazily loaded route chunks the menu cannot render without (StoreLayout,
 *   MenuHomePage) and everything they import statically. Chunks fetched later (the Auth SDK, the
 *   notice snackbar, the zod fallback parse) or by other routes are left out. It also checks that
 *   zod, date-fns, React DOM and the Firebase SDK stay off the route.
 * - The website home page (issue 21) is measured the same way, in the same run.
 * - Reads and the score come from Lighthouse runs (median of three) (mobile, simulated throttling, fresh profile:
 *   a cold load) against the customer site on the Hosting emulator; every request to the Firestore
 *   emulator or Google's Firestore endpoint counts as a read (the menu is one REST GET).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type Figure, printFigures } from './stats';

const ROOT = process.cwd();
const DIST = join(ROOT, 'web-customer', 'dist');
const RESTAURANT_ID = 'demo-restaurant';
const STORE_ID = 'bondi';
const MENU_URL = `http://127.0.0.1:5005/restaurants/${RESTAURANT_ID}/stores/${STORE_ID}`;
/** The demo store's published website (the website Hosting site, server-rendered by the `website` function). */
const WEBSITE_HOME_URL = `http://127.0.0.1:5008/sites/${RESTAURANT_ID}/stores/${STORE_ID}/`;
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-restaurant-platform';
const DOCUMENT_URL = `http://127.0.0.1:8080/v1/projects/${PROJECT_ID}/databases/(default)/documents/restaurants/${RESTAURANT_ID}/stores/${STORE_ID}/publishedMenu/current`;
/** Route chunks the menu page needs before it can show anything (see web-customer/src/router.tsx). */
const MENU_ROUTE_CHUNKS = ['StoreLayout', 'MenuHomePage'];

export interface ChunkSize {
  file: string;
  gzipBytes: number;
}

/**
 * Libraries the menu route must not ship (ARCHITECTURE.md, "The menu route's budget"), each by a
 * string that survives minification: zod's `_zod` internals, date-fns's format error, React DOM's
 * fiber key (the app renders with Preact), and the Firebase SDK's package names.
 */
const KEPT_OUT: Record<string, string> = {
  zod: '_zod',
  'date-fns': 'unescaped latin alphabet character',
  'react-dom': '__reactFiber',
  'Firebase SDK': '@firebase/app',
};

/** Which of KEPT_OUT's libraries these chunks contain. */
export function keptOutLibrariesFound(chunks: readonly ChunkSize[], dist = DIST): string[] {
  const code = chunks.map((chunk) => readFileSync(join(dist, 'assets', chunk.file), 'utf8')).join('\n');
  return Object.entries(KEPT_OUT).flatMap(([library, marker]) => (code.includes(marker) ? [library] : []));
}

/** Static imports of a built chunk ("./x.js" specifiers in import/export-from statements). */
function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g)) found.add(match[1]!);
  return [...found];
}

/** Gzipped sizes of every chunk the menu route loads before first render. */
export function menuRouteInitialJs(dist = DIST): ChunkSize[] {
  const assets = join(dist, 'assets');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const roots = [...html.matchAll(/(?:src|href)="\/assets\/([\w.-]+\.js)"/g)].map((match) => match[1]!);
  const files = readdirSync(assets);
  for (const chunk of MENU_ROUTE_CHUNKS) {
    const file = files.find((name) => name.startsWith(`${chunk}-`) && name.endsWith('.js'));
    if (!file) throw new Error(`No ${chunk} chunk in ${assets}: is web-customer built?`);
    roots.push(file);
  }
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...staticImports(readFileSync(join(assets, file), 'utf8')));
  }
  return [...seen]
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(assets, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** The demo store's menu must be published (the bench suite starts empty; `npm start` seeds it). */
async function ensureDemoMenu(): Promise<void> {
  const response = await fetch(DOCUMENT_URL);
  if (response.ok) return;
  const seed = (await import(pathToFileURL(join(ROOT, 'scripts', 'seed.mjs')).href)) as {
    seedDemoData: (options: { quiet: boolean }) => Promise<unknown>;
  };
  await seed.seedDemoData({ quiet: true });
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  /** When the request started, in ms after navigation (observed). */
  networkRequestTime?: number;
}

/** One Lighthouse run of the menu page: performance score, Firestore requests, JS fetched. */
interface LighthouseRun {
  score: number;
  firestoreReads: string[];
  scriptBytes: number;
  /** Of which requested before the page's load event (the rest is the app's code, fetched afterwards). */
  scriptBytesBeforeLoad: number;
  /** First contentful paint, largest contentful paint, total blocking time (ms) and layout shift. */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number };
  /** What the largest paint was, and the longest main-thread tasks (where blocking time comes from). */
  lcpElement: string;
  longTasks: string[];
}

async function lighthouseRun(url: string): Promise<LighthouseRun> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
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
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const details = lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
    const requests = details?.items ?? [];
    const firestoreReads = requests
      .map((request) => request.url)
      .filter((url) => url.includes('127.0.0.1:8080') || url.includes('firestore.googleapis.com'));
    const scripts = requests.filter((request) => request.resourceType === 'Script');
    const bytes = (list: NetworkRequest[]) =>
      list.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
    const observedLoad =
      (lhr.audits.metrics?.details as { items?: { observedLoad?: number }[] } | undefined)?.items?.[0]
        ?.observedLoad ?? Number.POSITIVE_INFINITY;
    const scriptBytes = bytes(scripts);
    const scriptBytesBeforeLoad = bytes(
      scripts.filter((request) => (request.networkRequestTime ?? 0) <= observedLoad),
    );
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
      | { items?: { items?: { node?: { snippet?: string; selector?: string } }[] }[] }
      | undefined;
    const lcpNode = lcpDetails?.items?.[0]?.items?.[0]?.node;
    const taskDetails = lhr.audits['long-tasks']?.details as
      | { items?: { url?: string; duration?: number; startTime?: number }[] }
      | undefined;
    return {
      lcpElement: (lcpNode?.snippet ?? lcpNode?.selector ?? 'unknown').slice(0, 160),
      longTasks: (taskDetails?.items ?? [])
        .slice(0, 6)
        .map(
          (task) =>
            `${Math.round(task.duration ?? 0)} ms at ${Math.round(task.startTime ?? 0)} ms: ${(task.url ?? '').replace(/^https?:\/\/[^/]+/, '')}`,
        ),
      score: (lhr.categories.performance?.score ?? 0) * 100,
      firestoreReads,
      scriptBytes,
      scriptBytesBeforeLoad,
      metrics: {
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
      },
    };
  } finally {
    chrome.kill();
  }
}

const chunks = menuRouteInitialJs();
const initialKb = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) / 1024;
const keptOutFound = keptOutLibrariesFound(chunks);
await ensureDemoMenu();

/** The median of three runs of each page, as the issue's target asks (one run varies by a few points). */
const RUNS = 3;
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
async function medianRun(url: string): Promise<LighthouseRun> {
  const runs: LighthouseRun[] = [];
  for (let index = 0; index < RUNS; index += 1) runs.push(await lighthouseRun(url));
  const pick = (read: (run: LighthouseRun) => number) => median(runs.map(read));
  const byScore = [...runs].sort((a, b) => a.score - b.score)[Math.floor(RUNS / 2)] ?? runs[0]!;
  return {
    score: pick((run) => run.score),
    lcpElement: byScore.lcpElement,
    longTasks: byScore.longTasks,
    firestoreReads: byScore.firestoreReads,
    scriptBytes: pick((run) => run.scriptBytes),
    scriptBytesBeforeLoad: pick((run) => run.scriptBytesBeforeLoad),
    metrics: {
      fcp: pick((run) => run.metrics.fcp),
      lcp: pick((run) => run.metrics.lcp),
      tbt: pick((run) => run.metrics.tbt),
      cls: pick((run) => run.metrics.cls),
    },
  };
}

/** The menu page's HTML as served (the `storefront` function): its size raw and gzipped. */
const menuHtml = await (await fetch(MENU_URL)).text();
const run = await medianRun(MENU_URL);
const website = await medianRun(WEBSITE_HOME_URL);

const lighthouseFigures = (label: string, result: LighthouseRun): Figure[] => [
  {
    name: `${label}: Lighthouse performance score (mobile, median of ${RUNS})`,
    value: result.score,
    unit: '/100',
    target: { min: 95, max: 100, source: 'issue 21' },
  },
  { name: `${label}: first contentful paint`, value: result.metrics.fcp, unit: 'ms' },
  {
    name: `${label}: largest contentful paint`,
    value: result.metrics.lcp,
    unit: 'ms',
    target: { max: 2000, source: 'issue 21' },
  },
  {
    name: `${label}: total blocking time`,
    value: result.metrics.tbt,
    unit: 'ms',
    target: { max: 150, source: 'issue 21' },
  },
  {
    name: `${label}: cumulative layout shift`,
    value: result.metrics.cls,
    unit: '',
    digits: 4,
    target: { max: 0, source: 'issue 21' },
  },
];

const figures: Figure[] = [
  {
    name: 'menu route initial JS (gzip, from dist)',
    value: initialKb,
    unit: 'kB',
    target: { max: 150, source: 'storefront initial JS, DESIGN.md' },
  },
  { name: 'JS fetched before the load event', value: run.scriptBytesBeforeLoad / 1024, unit: 'kB' },
  { name: 'JS fetched during the Lighthouse load', value: run.scriptBytes / 1024, unit: 'kB' },
  { name: 'menu page HTML (server-rendered)', value: menuHtml.length / 1024, unit: 'kB' },
  { name: 'menu page HTML, gzipped', value: gzipSync(menuHtml).length / 1024, unit: 'kB' },
  {
    name: 'Firestore document reads, cold menu load',
    value: run.firestoreReads.length,
    unit: 'reads',
    target: { max: 2, source: 'storefront first load, DESIGN.md' },
  },
  ...lighthouseFigures('storefront menu', run),
  ...lighthouseFigures('website home page', website),
  { name: 'website home page: JS fetched', value: website.scriptBytes / 1024, unit: 'kB' },
];
printFigures('Storefront menu and website home (Hosting emulator)', figures);
console.log('  menu route chunks (gzip):');
for (const chunk of chunks.slice(0, 8))
  console.log(`    ${(chunk.gzipBytes / 1024).toFixed(1).padStart(7)} kB  ${chunk.file}`);
if (chunks.length > 8) console.log(`    … and ${chunks.length - 8} smaller chunks`);
console.log(
  `  kept off the menu route (${Object.keys(KEPT_OUT).join(', ')}): ${
    keptOutFound.length === 0 ? 'yes' : `NO, found ${keptOutFound.join(', ')}`
  }`,
);
for (const url of run.firestoreReads) console.log(`  read: ${url}`);
for (const [label, result] of [
  ['storefront menu', run],
  ['website home page', website],
] as const) {
  console.log(`  ${label}: largest paint ${result.lcpElement}`);
  for (const task of result.longTasks) console.log(`    long task ${task}`);
}
