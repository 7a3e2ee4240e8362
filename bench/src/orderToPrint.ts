/**
 * Order accepted → kitchen ticket fetched and printed by a polling cloud printer (issue 17: p95 under
 * 2 s; Star's default 5 s poll would miss it, so the printer polls every 500 ms, which CloudPRNT
 * printers allow).
 *
 * The demo restaurant's Surry Hills store gets a cloud kitchen printer of its own; a simulated Star
 * CloudPRNT printer (fakes/src/cloudprnt, in this process) polls the API through Hosting with its key.
 * For each order: placed through the online-ordering API, accepted through the order action API; the
 * clock starts when the accept call returns and stops when the printer has the ticket's bytes.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  acceptOrder,
  callApi,
  KITCHEN_STORE,
  LINES,
  ownerIdToken,
  placeOrder,
} from '../../e2e/support/kitchenOrders';
import { startFakeCloudPrnt } from '../../fakes/src/cloudprnt';
import { type Figure, percentile, printFigures } from './stats';

const ORDERS = Number(process.env.PRINT_BENCH_ORDERS ?? 30);
const POLL_MS = 500;
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-restaurant-platform';
const STORE_PATH = `restaurants/${KITCHEN_STORE.restaurantId}/stores/${KITCHEN_STORE.storeId}`;
const MENU_URL = `http://127.0.0.1:8080/v1/projects/${PROJECT_ID}/databases/(default)/documents/${STORE_PATH}/publishedMenu/current`;
const PRINTER_ID = `bench-kitchen-${Date.now().toString(36)}`;

async function ensureDemoData(): Promise<void> {
  if ((await fetch(MENU_URL)).ok) return;
  const seed = (await import(pathToFileURL(join(process.cwd(), 'scripts', 'seed.mjs')).href)) as {
    seedDemoData: (options: { quiet: boolean }) => Promise<unknown>;
  };
  await seed.seedDemoData({ quiet: true });
}

await ensureDemoData();
const token = await ownerIdToken();
const settingsPath = `/api/printing/${STORE_PATH}/printer-settings`;
await callApi(
  'PUT',
  settingsPath,
  {
    printers: [
      {
        id: PRINTER_ID,
        name: 'Bench kitchen printer',
        printerModel: 'cloudKitchenPrinter',
        connectionKind: 'cloud',
        printDocumentKinds: ['orderTicket'],
      },
    ],
  },
  token,
);
const key = await callApi<{ key: string }>(
  'POST',
  `/api/printing/${STORE_PATH}/printers/${PRINTER_ID}/polling-key`,
  {},
  token,
);
const fake = await startFakeCloudPrnt({
  port: 0,
  printers: [
    {
      id: PRINTER_ID,
      serverUrl: 'http://127.0.0.1:5000/api/printing/cloudprnt',
      username: PRINTER_ID,
      password: key.body.key,
      pollMs: POLL_MS,
    },
  ],
});

/** Places and accepts one order; resolves with the milliseconds from accepted to printed. */
async function acceptedToPrinted(index: number, limitMs: number): Promise<number> {
  const orderId = await placeOrder([LINES.garlicBread(1 + (Math.abs(index) % 3))], {
    customerName: `Print bench ${index}`,
  });
  await acceptOrder(orderId);
  const started = Date.now();
  const deadline = started + limitMs;
  while (!fake.printed.some((job) => job.jobToken.startsWith(orderId))) {
    if (Date.now() > deadline) throw new Error(`Order ${orderId} did not print within ${limitMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

const samples: number[] = [];
let warmUpMs = 0;
try {
  // Warm-up, not counted: a freshly seeded emulator still runs the order trigger for every seeded
  // order (hundreds of past orders), and the first accept waits in that queue behind them. The figure
  // is about service, when the trigger has nothing else to do.
  warmUpMs = await acceptedToPrinted(-1, 300_000);
  for (let index = 0; index < ORDERS; index += 1) samples.push(await acceptedToPrinted(index, 30_000));
} finally {
  await fake.close();
  await callApi('PUT', settingsPath, {}, token);
}

const target = { max: 2000, source: 'order → printed ticket p95, issue 17' };
const figures: Figure[] = [
  { name: 'accepted → printed, p50', value: percentile(samples, 50), unit: 'ms' },
  { name: 'accepted → printed, p95', value: percentile(samples, 95), unit: 'ms', target },
  { name: 'accepted → printed, max', value: Math.max(...samples), unit: 'ms' },
  { name: 'orders', value: samples.length, unit: '' },
  { name: 'warm-up order (after seeding, not counted)', value: warmUpMs, unit: 'ms' },
];
printFigures(
  `Order → cloud printer (CloudPRNT poll every ${POLL_MS} ms, Hosting + Functions emulators)`,
  figures,
);
