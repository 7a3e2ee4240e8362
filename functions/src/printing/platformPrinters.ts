/**
 * Every printer on the platform, for super admins (`/printers`, `/sunmi-cloud-kitchen-printers`):
 * each store's printer settings (found by their `printerCount`), with each cloud printer's bind
 * status from its heartbeat, its last poll and how many jobs wait for it.
 */
import {
  PRINTER_SILENT_AFTER_SECONDS,
  type PrinterSetup,
  type PrintJob,
  readPrintingSettings,
  ZPrinterStatus,
  ZPrintJob,
} from '@resto/domain';
import { db } from '../admin';
import { NotFoundError } from '../http/errors';
import { printerStatusDoc, printingSettingsDoc, printJobs } from './printingPaths';

export interface PlatformPrinter {
  /** `{restaurantId}~{storeId}~{printerId}`: printer ids are unique within a store only. */
  key: string;
  restaurantId: string;
  storeId: string;
  printerId: string;
  name: string;
  printerModel: PrinterSetup['printerModel'];
  connectionKind: PrinterSetup['connectionKind'];
  cloudProtocol?: PrinterSetup['cloudProtocol'];
  /** A Sunmi cloud printer's serial number (what Sunmi support asks for). */
  sunmiSn?: string;
  active: boolean;
  /** SPEC printer bind status; LAN, USB and bluetooth printers are `unknown` (the POS drives them). */
  bindStatus: 'online' | 'offline' | 'unknown';
  statusCode?: string;
  lastPollIsoDateTimeUtc?: string;
  queueDepth: number;
}

export const PLATFORM_PRINTERS_LIMIT = 300;

export function printerKey(restaurantId: string, storeId: string, printerId: string): string {
  return [restaurantId, storeId, printerId].join('~');
}

async function describe(
  restaurantId: string,
  storeId: string,
  printer: PrinterSetup,
  nowMs: number,
): Promise<PlatformPrinter> {
  const cloud = printer.connectionKind === 'cloud';
  const [statusDoc, waiting] = cloud
    ? await Promise.all([
        printerStatusDoc(restaurantId, storeId, printer.id).get(),
        printJobs(restaurantId, storeId)
          .where('printerId', '==', printer.id)
          .where('status', 'in', ['queued', 'sent'])
          .count()
          .get(),
      ])
    : [undefined, undefined];
  const status = ZPrinterStatus.safeParse(statusDoc?.data());
  const silent =
    status.success &&
    Date.parse(status.data.lastPollIsoDateTimeUtc) + PRINTER_SILENT_AFTER_SECONDS * 1000 < nowMs;
  return {
    key: printerKey(restaurantId, storeId, printer.id),
    restaurantId,
    storeId,
    printerId: printer.id,
    name: printer.name,
    printerModel: printer.printerModel,
    connectionKind: printer.connectionKind,
    ...(cloud ? { cloudProtocol: printer.cloudProtocol } : {}),
    ...(cloud && printer.cloudProtocol === 'sunmiCloud' && printer.sunmiSn
      ? { sunmiSn: printer.sunmiSn }
      : {}),
    active: printer.active,
    bindStatus: !status.success ? 'unknown' : silent ? 'offline' : 'online',
    ...(status.success
      ? { statusCode: status.data.statusCode, lastPollIsoDateTimeUtc: status.data.lastPollIsoDateTimeUtc }
      : {}),
    queueDepth: waiting?.data().count ?? 0,
  };
}

export async function listPlatformPrinters(nowMs: number): Promise<PlatformPrinter[]> {
  const stores = await db()
    .collectionGroup('settings')
    .where('printerCount', '>', 0)
    .limit(PLATFORM_PRINTERS_LIMIT)
    .get();
  const rows: Promise<PlatformPrinter>[] = [];
  for (const doc of stores.docs) {
    const [root, restaurantId, stores, storeId, , settingId] = doc.ref.path.split('/');
    if (
      root !== 'restaurants' ||
      stores !== 'stores' ||
      settingId !== 'printing' ||
      !restaurantId ||
      !storeId
    )
      continue;
    for (const printer of readPrintingSettings(doc.data()).printers)
      rows.push(describe(restaurantId, storeId, printer, nowMs));
  }
  return (await Promise.all(rows)).slice(0, PLATFORM_PRINTERS_LIMIT);
}

export async function platformPrinter(
  key: string,
  nowMs: number,
): Promise<{ printer: PlatformPrinter; jobs: PrintJob[] }> {
  const [restaurantId = '', storeId = '', printerId = ''] = key.split('~');
  const notFound = new NotFoundError('There is no such printer on the platform.');
  if (!restaurantId || !storeId || !printerId) throw notFound;
  const settings = readPrintingSettings((await printingSettingsDoc(restaurantId, storeId).get()).data());
  const setup = settings.printers.find((candidate) => candidate.id === printerId);
  if (!setup) throw notFound;
  const [printer, recent] = await Promise.all([
    describe(restaurantId, storeId, setup, nowMs),
    printJobs(restaurantId, storeId)
      .where('printerId', '==', printerId)
      .orderBy('createdIsoDateTimeUtc', 'desc')
      .limit(20)
      .get(),
  ]);
  const jobs = recent.docs.flatMap((doc) => {
    const parsed = ZPrintJob.safeParse(doc.data());
    return parsed.success ? [parsed.data] : [];
  });
  return { printer, jobs };
}
