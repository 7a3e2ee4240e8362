/**
 * The printing demo: the Bondi store's kitchen printer (a cloud printer on Star CloudPRNT, which the
 * fakes process simulates: it polls the API and prints to `.cache/printed/`), the front counter's
 * receipt printer on the local network (the fakes' ePOS-Print printer), the bar's Sunmi cloud printer, print stations, and the kitchen tickets of the latest counter
 * orders as printed jobs, so the printer page's queue has history. `npm start` then connects the
 * simulated printer (connectDemoPrinter).
 */
import { createHash } from 'node:crypto';
import {
  buildKdsTicket,
  menuCatalogue,
  orderTicketMarkup,
  type PrintJob,
  printJobId,
  ZCartItem,
  ZCollection,
  ZPrintingSettings,
} from '@resto/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { DEMO_ITEMS, DEMO_PIZZA_SETTINGS, DEMO_RESTAURANT_ID, DEMO_STORES } from './demoData';
import { DEMO_POS_STORE_ID } from './seedPos';

/** The demo bar's Sunmi cloud printer (the fakes process's Sunmi service makes it by its SN). */
export const DEMO_SUNMI_PRINTER = { id: 'bar-sunmi', name: 'Bar (Sunmi)', sn: 'N4DEMO00000001' } as const;

/** The demo kitchen printer's polling key (HTTP Basic password), known to the simulated printer. */
export const DEMO_CLOUD_PRINTER = {
  id: 'kitchen-printer',
  name: 'Kitchen printer',
  key: 'demo-kitchen-printer-key-2345',
} as const;

export const DEMO_PRINTING_SETTINGS = ZPrintingSettings.parse({
  stations: [
    { id: 'kitchen', name: 'Kitchen' },
    { id: 'pizza-oven', name: 'Pizza oven' },
  ],
  printers: [
    {
      id: DEMO_CLOUD_PRINTER.id,
      name: DEMO_CLOUD_PRINTER.name,
      printerModel: 'cloudKitchenPrinter',
      connectionKind: 'cloud',
      cloudProtocol: 'starCloudPrnt',
      printDocumentKinds: ['orderTicket'],
      fontSize: 12,
      alignment: 'centre',
      autoPrintOnAccept: true,
    },
    {
      // The counter's receipt printer on the shop's network: in the demo, the fakes process's
      // ePOS-Print printer (its receipts at http://127.0.0.1:12133/ and in .cache/printed/).
      id: 'front-counter',
      name: 'Front counter',
      printerModel: 'tm-m30iii',
      connectionKind: 'LAN',
      ipAddress: '127.0.0.1',
      lanPort: 12133,
      isSecure: false,
      printDocumentKinds: ['orderInvoice', 'orderStub'],
      fontSize: 10,
      alignment: 'centre',
      autoPrintOnAccept: false,
      autoPrintOnPosPayment: true,
    },
    {
      id: DEMO_SUNMI_PRINTER.id,
      name: DEMO_SUNMI_PRINTER.name,
      printerModel: 'cloudKitchenPrinter',
      connectionKind: 'cloud',
      cloudProtocol: 'sunmiCloud',
      sunmiSn: DEMO_SUNMI_PRINTER.sn,
      printDocumentKinds: ['orderTicket'],
      fontSize: 12,
      alignment: 'centre',
      autoPrintOnAccept: true,
      backupPrinterId: DEMO_CLOUD_PRINTER.id,
    },
  ],
  abn: '51 824 753 556',
});

const ZSeededOrder = z.object({
  source: z.string().optional(),
  displayNumber: z.string().optional(),
  placedIsoDateTimeUtc: z.string(),
  cart: z.object({
    items: z.array(ZCartItem).min(1),
    collection: ZCollection,
    comments: z.string().optional(),
    customerName: z.string().optional(),
  }),
});

/** How many of the latest counter orders get a printed kitchen ticket. */
const PRINTED_HISTORY = 6;

export async function seedPrinting(db: Firestore, restaurantId: string): Promise<number> {
  const store = db.collection('restaurants').doc(restaurantId).collection('stores').doc(DEMO_POS_STORE_ID);
  const timezone = DEMO_STORES[DEMO_POS_STORE_ID]?.timezone ?? 'Australia/Sydney';
  const batch = db.batch();
  batch.set(store.collection('settings').doc('printing'), {
    ...JSON.parse(JSON.stringify(DEMO_PRINTING_SETTINGS)),
    printerCount: DEMO_PRINTING_SETTINGS.printers.length,
    updatedIsoDateTimeUtc: '2026-01-05T00:00:00.000Z',
  });
  // The same server-only record `POST .../polling-key` writes.
  batch.set(
    db.collection('printerKeys').doc(createHash('sha256').update(DEMO_CLOUD_PRINTER.key).digest('hex')),
    {
      restaurantId,
      storeId: DEMO_POS_STORE_ID,
      printerId: DEMO_CLOUD_PRINTER.id,
      createdIsoDateTimeUtc: '2026-01-05T00:00:00.000Z',
    },
  );
  const catalogue = menuCatalogue(DEMO_ITEMS[DEMO_POS_STORE_ID] ?? [], DEMO_PIZZA_SETTINGS);
  const orders = await store
    .collection('orders')
    .orderBy('placedIsoDateTimeUtc', 'desc')
    .limit(PRINTED_HISTORY)
    .get();
  let written = 0;
  for (const doc of orders.docs) {
    const order = ZSeededOrder.safeParse(doc.data());
    if (!order.success) continue;
    const placed = order.data.placedIsoDateTimeUtc;
    const ticket = buildKdsTicket({
      order: {
        id: doc.id,
        restaurantId,
        storeId: DEMO_POS_STORE_ID,
        source: order.data.source === 'pos' ? 'pos' : 'website',
        placedIsoDateTimeUtc: placed,
        ...(order.data.displayNumber ? { displayNumber: order.data.displayNumber } : {}),
        cart: order.data.cart,
      },
      catalogue,
      nowIsoDateTimeUtc: placed,
    });
    const markup = orderTicketMarkup(ticket, { stationIds: [], timezone, layout: { alignment: 'centre' } });
    if (!markup) continue;
    const id = printJobId({
      orderId: doc.id,
      kind: 'orderTicket',
      printerId: DEMO_CLOUD_PRINTER.id,
      reason: 'accepted',
      version: 1,
    });
    const printedAt = new Date(Date.parse(placed) + 3000).toISOString();
    const job: PrintJob = {
      id,
      restaurantId,
      storeId: DEMO_POS_STORE_ID,
      printerId: DEMO_CLOUD_PRINTER.id,
      printerName: DEMO_CLOUD_PRINTER.name,
      orderId: doc.id,
      displayNumber: ticket.displayNumber,
      documentKind: 'orderTicket',
      reason: 'accepted',
      version: 1,
      copies: 1,
      fontSize: 12,
      markup,
      status: 'success',
      attempts: 0,
      notBeforeIsoDateTimeUtc: placed,
      lastResultCode: '200 OK',
      createdIsoDateTimeUtc: placed,
      sentIsoDateTimeUtc: printedAt,
      printedIsoDateTimeUtc: printedAt,
      updatedIsoDateTimeUtc: printedAt,
    };
    batch.set(store.collection('printJobs').doc(id), job);
    written += 1;
  }
  await batch.commit();
  return written;
}

/**
 * Points the fakes process's simulated CloudPRNT printer at this emulator suite's API with the demo
 * key (npm start calls it after seeding). Not part of the seed itself: a polling printer writes its
 * heartbeat into the demo store, and tests connect printers of their own.
 */
export async function connectDemoPrinter(): Promise<void> {
  const project = process.env.GCLOUD_PROJECT ?? 'demo-restaurant-platform';
  const serverUrl =
    process.env.DEMO_CLOUDPRNT_SERVER_URL ??
    `http://127.0.0.1:5001/${project}/australia-southeast1/api/printing/cloudprnt`;
  const fake = process.env.FAKE_CLOUDPRNT_URL ?? 'http://127.0.0.1:12131';
  try {
    await fetch(`${fake}/_fake/printers/${DEMO_CLOUD_PRINTER.id}`, {
      method: 'PUT',
      body: JSON.stringify({
        name: DEMO_CLOUD_PRINTER.name,
        serverUrl,
        username: DEMO_CLOUD_PRINTER.id,
        password: DEMO_CLOUD_PRINTER.key,
        pollMs: 2000,
      }),
      signal: AbortSignal.timeout(2000),
    });
  } catch {
    // The fakes are not running (a seed against bare emulators): the printer connects next time.
  }
  // The bar's Sunmi printer, bound to the demo store as if its owner had bound it before (the shop id
  // is the one functions/src/printing/sunmiCloud.ts gives the store).
  const sunmi = process.env.FAKE_SUNMI_URL ?? 'http://127.0.0.1:12132';
  const restaurantId = DEMO_RESTAURANT_ID;
  const shopId = createHash('sha256')
    .update(`${restaurantId}/${DEMO_POS_STORE_ID}`)
    .digest('hex')
    .slice(0, 32);
  try {
    await fetch(`${sunmi}/_fake/devices/${DEMO_SUNMI_PRINTER.sn}`, {
      method: 'PUT',
      body: JSON.stringify({ shopId }),
      signal: AbortSignal.timeout(2000),
    });
  } catch {
    // No fakes: as above.
  }
}
