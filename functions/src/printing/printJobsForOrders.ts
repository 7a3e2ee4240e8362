import {
  buildKdsTicket,
  documentsToPrint,
  effectivePosSettings,
  type KdsTicket,
  orderDisplayNumber,
  orderInvoiceMarkup,
  orderStubMarkup,
  orderTicketMarkup,
  type PrintableOrder,
  type PrintBusiness,
  type PrintDocumentKind,
  type PrinterSetup,
  type PrintingSettings,
  type PrintJob,
  type PrintJobReason,
  type PrintLayout,
  type PrintTrigger,
  printableOrderFrom,
  printJobId,
  REVIEW_TOKEN_PATTERN,
  type ReceiptOptions,
  readPosTerminalOverrides,
  readPrintingSettings,
  readStoreSetting,
  receiptPrintsAutomatically,
  reviewPageUrl,
  ZCartItem,
  ZCollection,
  ZGoogleReviewSettings,
} from '@resto/domain';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db, nowIso, runContendedTransaction } from '../admin';
import { kitchenStoreOf } from '../connectedStores/kitchenStore';
import { DEVICE_COLLECTIONS, restaurantDoc, storeDoc } from '../firestore/paths';
import { readForTicket } from '../kitchen/loadCatalogue';
import { log } from '../log';
import { orderDoc } from '../orderOperations/paths';
import { reviewInvitationDoc } from '../reviews/reviewPaths';
import { customerAppBaseUrl } from '../reviews/reviewsConfig';
import { newReviewToken } from '../reviews/reviewTokens';
import { storeSettingDoc } from '../settings/settingsPaths';
import { googleReviewSettingsDoc, printingSettingsDoc, printJobDoc } from './printingPaths';

/** What the kitchen ticket is built from; read leniently like the kitchen's own reader. */
const ZOrderForTicket = z.object({
  placedIsoDateTimeUtc: z.string(),
  cart: z.object({
    items: z.array(ZCartItem).min(1),
    collection: ZCollection,
    comments: z.string().optional(),
    customerName: z.string().optional(),
  }),
  customer: z.object({ name: z.string() }).optional().catch(undefined),
  eta: z
    .object({ minutes: z.number().int().min(0) })
    .optional()
    .catch(undefined),
});

const ZStoreForPrint = z.object({
  name: z.string().catch(''),
  address: z.object({ formattedAddress: z.string() }).catch({ formattedAddress: '' }),
  phoneNumber: z.string().catch(''),
  timezone: z.string().catch('Australia/Sydney'),
});

export interface PrintRequest {
  restaurantId: string;
  storeId: string;
  orderId: string;
  reason: PrintJobReason;
  version: number | string;
  /** Which printers and documents; for automatic prints this comes from the settings. */
  targets: (settings: PrintingSettings) => { printer: PrinterSetup; kind: PrintDocumentKind }[];
}

export interface PrintJobsOutcome {
  created: string[];
  existing: string[];
  /** Targets that had nothing to print (a kitchen ticket with no lines for the printer's stations). */
  skipped: string[];
}

function business(
  restaurant: DocumentSnapshot,
  store: DocumentSnapshot,
  settings: PrintingSettings,
): PrintBusiness {
  const s = ZStoreForPrint.parse(store.data() ?? {});
  const name = restaurant.get('name');
  return {
    restaurantName: typeof name === 'string' ? name : s.name,
    storeName: s.name,
    storeAddress: s.address.formattedAddress,
    storePhone: s.phoneNumber,
    ...(settings.abn ? { abn: settings.abn } : {}),
    timezone: s.timezone,
  };
}

/**
 * Which review source a document's QR code names, when the store's Google review settings ask for a
 * code on it. The code opens the storefront's review page for this order (its own token, so nobody
 * rates an order from its id alone), where every customer rates and then gets both choices: Google,
 * or telling the store privately.
 */
function reviewQrSourceFor(
  kind: PrintDocumentKind,
  review: DocumentSnapshot,
): 'printedInvoice' | 'printedOrderTicket' | undefined {
  const parsed = ZGoogleReviewSettings.safeParse(review.exists ? review.data() : {});
  if (!parsed.success || !parsed.data.enableQrCode || !parsed.data.link) return undefined;
  if (kind === 'orderInvoice' && parsed.data.printQrCode.onOrderInvoice) return 'printedInvoice';
  if (kind === 'orderTicket' && parsed.data.printQrCode.onOrderTicket) return 'printedOrderTicket';
  return undefined;
}

function markupFor(
  kind: PrintDocumentKind,
  printer: PrinterSetup,
  context: {
    order: PrintableOrder | undefined;
    ticket: KdsTicket | undefined;
    business: PrintBusiness;
    layout: PrintLayout;
    receipt?: ReceiptOptions | undefined;
  },
): string | undefined {
  const { order, ticket, layout } = context;
  const timezone = context.business.timezone;
  if (kind === 'orderTicket') {
    return ticket
      ? orderTicketMarkup(ticket, { stationIds: printer.stationIds, timezone, layout })
      : undefined;
  }
  if (!order) return undefined;
  if (kind === 'orderStub') return orderStubMarkup(order, { timezone, layout });
  return orderInvoiceMarkup(order, {
    business: context.business,
    layout,
    ...(context.receipt ? { receipt: context.receipt } : {}),
  });
}

/**
 * Makes the print jobs an order event asks for, in one transaction: reads the settings, the order,
 * the store, the menu items the kitchen ticket names and every job it would make; creates only the
 * jobs that do not exist. The job id is fixed by order, document, printer, reason and version, so a
 * trigger delivered twice (or a reprint request sent twice) makes each job once.
 */
export async function createPrintJobs(request: PrintRequest): Promise<PrintJobsOutcome> {
  const { restaurantId, storeId, orderId } = request;
  // A linked virtual store's orders print on its physical store's printers (connectedStores): the
  // jobs and the printer settings are the kitchen's, the order, menu and receipt the brand's own.
  const kitchen = await kitchenStoreOf(restaurantId, storeId);
  const printStoreId = kitchen.storeId;
  // Most order events of a store without cloud printers end here, after one document read.
  const [stored] = await db().getAll(printingSettingsDoc(restaurantId, printStoreId));
  const configured = readPrintingSettings(stored?.data());
  if (request.targets(configured).length === 0) return { created: [], existing: [], skipped: [] };
  // Which printer each created job is for (filled by the transaction's last, successful attempt).
  const printerOf = new Map<string, PrinterSetup>();
  const outcome = await runContendedTransaction(async (tx: Transaction): Promise<PrintJobsOutcome> => {
    printerOf.clear();
    const [settingsDoc, orderSnap, storeSnap, restaurantSnap, reviewSnap, invitationSnap] = await tx.getAll(
      printingSettingsDoc(restaurantId, printStoreId),
      orderDoc(restaurantId, storeId, orderId),
      storeDoc(restaurantId, storeId),
      restaurantDoc(restaurantId),
      googleReviewSettingsDoc(restaurantId, storeId),
      reviewInvitationDoc(restaurantId, storeId, orderId),
    );
    const result: PrintJobsOutcome = { created: [], existing: [], skipped: [] };
    if (!settingsDoc || !orderSnap?.exists || !storeSnap || !restaurantSnap || !reviewSnap) return result;
    const settings = readPrintingSettings(settingsDoc.data());
    const targets = request.targets(settings);
    if (targets.length === 0) return result;
    // The kitchen ticket needs only the lines; a receipt needs the totals too. An order whose totals
    // cannot be read still reaches the kitchen.
    const readable = printableOrderFrom(orderId, orderSnap.data());
    const order = readable && kitchen.brandName ? { ...readable, brandName: kitchen.brandName } : readable;
    if (!order) log.error('printing.unreadable_order', { restaurantId, storeId, orderId });
    // A counter sale's receipt follows its till's receipt options (the store's, or the till's own).
    const tillReceipt =
      order?.source === 'pos' ? await readTillReceipt(tx, request, order.posTerminalId) : undefined;
    const raw = orderSnap.data() ?? {};
    const displayNumber = orderDisplayNumber({
      id: orderId,
      displayNumber: typeof raw.displayNumber === 'string' ? raw.displayNumber : undefined,
    });
    const ids = targets.map(({ printer, kind }) =>
      printJobId({ orderId, kind, printerId: printer.id, reason: request.reason, version: request.version }),
    );
    const forTicket = ZOrderForTicket.safeParse(orderSnap.data());
    const wantsTicket = targets.some((target) => target.kind === 'orderTicket') && forTicket.success;
    const [existing, catalogue] = await readForTicket(
      tx,
      ids.map((id) => printJobDoc(restaurantId, printStoreId, id)),
      { restaurantId, storeId, items: wantsTicket && forTicket.success ? forTicket.data.cart.items : [] },
    );
    const now = nowIso();
    const ticket =
      wantsTicket && forTicket.success
        ? {
            ...buildKdsTicket({
              order: {
                id: orderId,
                restaurantId,
                storeId,
                source: order?.source ?? (raw.source === 'pos' ? 'pos' : 'website'),
                displayNumber,
                ...forTicket.data,
              },
              catalogue,
              nowIsoDateTimeUtc: now,
            }),
            ...(kitchen.brandName ? { brandName: kitchen.brandName } : {}),
          }
        : undefined;
    const from = business(restaurantSnap, storeSnap, settings);
    // The order's review token (made here, once, when the first receipt with a review code prints).
    const storedToken: unknown = invitationSnap?.get('token');
    let reviewToken =
      typeof storedToken === 'string' && REVIEW_TOKEN_PATTERN.test(storedToken) ? storedToken : undefined;
    let newTokenMade = false;
    targets.forEach(({ printer, kind }, index) => {
      const id = ids[index] as string;
      if (existing[index]?.exists) {
        result.existing.push(id);
        return;
      }
      // `ask` and `never`: the till's cashier prints a receipt only on request (Receipt, or a reprint).
      if (
        kind === 'orderInvoice' &&
        request.reason === 'posPayment' &&
        tillReceipt &&
        !receiptPrintsAutomatically(tillReceipt)
      ) {
        result.skipped.push(id);
        return;
      }
      const reviewSource = reviewQrSourceFor(kind, reviewSnap);
      if (reviewSource && !reviewToken) {
        reviewToken = newReviewToken();
        newTokenMade = true;
      }
      const reviewQrCodeUrl =
        reviewSource && reviewToken
          ? reviewPageUrl({
              customerAppBaseUrl: customerAppBaseUrl(),
              restaurantId,
              storeId,
              orderId,
              token: reviewToken,
              source: reviewSource,
            })
          : undefined;
      const layout: PrintLayout = {
        alignment: printer.alignment,
        ...(reviewQrCodeUrl ? { reviewQrCodeUrl } : {}),
        ...(request.reason === 'reprint' ? { reprint: true } : {}),
      };
      const markup = markupFor(kind, printer, {
        order,
        ticket,
        business: from,
        layout,
        receipt: tillReceipt,
      });
      if (markup === undefined) {
        result.skipped.push(id);
        return;
      }
      const job: PrintJob = {
        id,
        restaurantId,
        storeId: printStoreId,
        printerId: printer.id,
        printerName: printer.name,
        orderId,
        ...(printStoreId !== storeId ? { orderStoreId: storeId } : {}),
        displayNumber,
        documentKind: kind,
        reason: request.reason,
        version: request.version,
        copies: printer.numberOfCopies,
        fontSize: printer.fontSize,
        markup,
        status: 'queued',
        attempts: 0,
        notBeforeIsoDateTimeUtc: now,
        createdIsoDateTimeUtc: now,
        updatedIsoDateTimeUtc: now,
      };
      tx.create(printJobDoc(restaurantId, printStoreId, id), job);
      result.created.push(id);
      printerOf.set(id, printer);
    });
    if (newTokenMade && reviewToken)
      tx.set(
        reviewInvitationDoc(restaurantId, storeId, orderId),
        { orderId, token: reviewToken, createdIsoDateTimeUtc: now },
        { merge: true },
      );
    return result;
  });
  // Sunmi printers do not poll: their new jobs are pushed now (the others fetch theirs).
  const sunmiJobs = outcome.created.flatMap((jobId) => {
    const printer = printerOf.get(jobId);
    return printer?.connectionKind === 'cloud' && printer.cloudProtocol === 'sunmiCloud'
      ? [{ jobId, printer }]
      : [];
  });
  if (sunmiJobs.length > 0) {
    const { pushNewSunmiJobs } = await import('./sunmiCloud');
    await pushNewSunmiJobs(restaurantId, printStoreId, sunmiJobs);
  }
  log.info('printing.jobs_for_order', {
    restaurantId,
    storeId,
    printStoreId,
    orderId,
    reason: request.reason,
    created: outcome.created.length,
    existing: outcome.existing.length,
    skipped: outcome.skipped.length,
  });
  return outcome;
}

/** The automatic prints of an order event, per the printer settings. */
export function autoPrintJobs(
  ids: { restaurantId: string; storeId: string; orderId: string },
  trigger: PrintTrigger,
): Promise<PrintJobsOutcome> {
  return createPrintJobs({
    ...ids,
    reason: trigger,
    version: 1,
    targets: (settings) => documentsToPrint(settings, trigger),
  });
}

/** The receipt options of the till that rang the sale up: its own, else the store's POS settings. */
async function readTillReceipt(
  tx: Transaction,
  ids: { restaurantId: string; storeId: string },
  posTerminalId: string | undefined,
) {
  const [storeSettings, terminal] = await tx.getAll(
    storeSettingDoc(ids.restaurantId, ids.storeId, 'posSettings'),
    ...(posTerminalId
      ? [
          storeDoc(ids.restaurantId, ids.storeId)
            .collection(DEVICE_COLLECTIONS.posTerminal)
            .doc(posTerminalId),
        ]
      : []),
  );
  const overrides = readPosTerminalOverrides(terminal?.exists ? terminal.get('settings') : undefined);
  return effectivePosSettings(readStoreSetting('posSettings', storeSettings?.data()), overrides).receipt;
}
