/**
 * `restaurants/{r}/stores/{s}/settings/printing`: the store's printers (SPEC POS printer: id,
 * ipAddress, name, numberOfCopies, active, printerModel, isSecure) with what each prints and how,
 * and the print stations items are routed to. Not a published setting: printer addresses and routing
 * are for staff and devices only, never the storefront.
 */
import { z } from 'zod';
import { ZDocumentId } from '../common/common';
import { INPUT_LIMITS } from '../common/inputBounds';
import { ZIpAddress } from '../common/validation';
import {
  POS_PRINTER_MODELS,
  PRINT_DOCUMENT_KINDS,
  PRINTER_CONNECTION_KINDS,
  type PrintDocumentKind,
} from '../devices/devices';
import { PRINT_ALIGNMENTS, RECEIPT_FONT_SIZES } from '../receipts/receipts';
import { ZSunmiSerialNumber } from './sunmi';

/** How a cloud printer talks to us (each its own endpoint and fake). */
export const CLOUD_PRINT_PROTOCOLS = ['starCloudPrnt', 'epsonServerDirectPrint', 'sunmiCloud'] as const;
export type CloudPrintProtocol = (typeof CLOUD_PRINT_PROTOCOLS)[number];

export const CLOUD_PRINT_PROTOCOL_LABELS: Record<CloudPrintProtocol, string> = {
  starCloudPrnt: 'Star CloudPRNT (printer polls)',
  epsonServerDirectPrint: 'Epson Server Direct Print (printer polls)',
  sunmiCloud: 'Sunmi cloud printer',
};

export const PRINTER_MODEL_LABELS: Record<(typeof POS_PRINTER_MODELS)[number], string> = {
  cloudKitchenPrinter: 'Cloud kitchen printer',
  'tm-m30': 'Epson TM-m30',
  'tm-m30ii': 'Epson TM-m30II',
  'tm-m30iii': 'Epson TM-m30III',
  'tm-u220b': 'Epson TM-U220B (impact)',
};

export const PRINTING_LIMITS = { printers: 20, stations: 30 } as const;

const ZName = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} name must be 1 to 50 characters`)
    .max(50, `${what} name must be 1 to 50 characters`);

export const ZPrintStation = z.object({
  id: ZDocumentId,
  name: ZName('Station'),
});
export type PrintStation = z.infer<typeof ZPrintStation>;

const printerFields = {
  id: ZDocumentId,
  name: ZName('Printer'),
  printerModel: z.enum(POS_PRINTER_MODELS, { error: 'Choose the printer model' }),
  connectionKind: z.enum(PRINTER_CONNECTION_KINDS).default('cloud'),
  /** Cloud printers only: which protocol it speaks. */
  cloudProtocol: z.enum(CLOUD_PRINT_PROTOCOLS).default('starCloudPrnt'),
  /** Sunmi cloud printers only: the serial number on the printer's label, bound to the store. */
  sunmiSn: ZSunmiSerialNumber.optional(),
  /** LAN printers only. */
  ipAddress: ZIpAddress.optional(),
  /** LAN printers only: the port of its ePOS-Print service when not the scheme's own (80/443). */
  lanPort: z
    .number()
    .int('The port is a whole number from 1 to 65535')
    .min(1, 'The port is a whole number from 1 to 65535')
    .max(65535, 'The port is a whole number from 1 to 65535')
    .optional(),
  /** Talk to a LAN printer over HTTPS (printers with a certificate installed). */
  isSecure: z.boolean().default(false),
  active: z.boolean().default(true),
  numberOfCopies: z
    .number()
    .int('Copies must be 1 to 5')
    .min(1, 'Copies must be 1 to 5')
    .max(5, 'Copies must be 1 to 5')
    .default(1),
  printDocumentKinds: z
    .array(z.enum(PRINT_DOCUMENT_KINDS))
    .min(1, 'Choose what this printer prints')
    .max(PRINT_DOCUMENT_KINDS.length),
  fontSize: z
    .union(
      RECEIPT_FONT_SIZES.map((size) => z.literal(size)) as unknown as [
        z.ZodLiteral<12>,
        z.ZodLiteral<10>,
        z.ZodLiteral<9>,
        z.ZodLiteral<8>,
      ],
      { error: 'Font size is 12, 10, 9 or 8' },
    )
    .default(12),
  alignment: z.enum(PRINT_ALIGNMENTS).default('centre'),
  /** Print this printer's documents when staff accept an order (online orders, POS orders sent to the kitchen). */
  autoPrintOnAccept: z.boolean().default(true),
  /** Print the receipt when a POS order is paid. */
  autoPrintOnPosPayment: z.boolean().default(false),
  /** The stations whose lines this printer's kitchen tickets carry; empty = every line. */
  stationIds: z.array(ZDocumentId).max(PRINTING_LIMITS.stations).default([]),
  /** Where its jobs go when it stops answering ("BACKUP FROM <this printer>"). */
  backupPrinterId: ZDocumentId.optional(),
};

export const ZPrinterSetup = z.object(printerFields).superRefine((printer, ctx) => {
  if (printer.connectionKind === 'LAN' && !printer.ipAddress) {
    ctx.addIssue({
      code: 'custom',
      path: ['ipAddress'],
      message: 'Enter the printer IP address, like 192.168.1.100',
    });
  }
  if (printer.connectionKind === 'cloud' && printer.cloudProtocol === 'sunmiCloud' && !printer.sunmiSn) {
    ctx.addIssue({
      code: 'custom',
      path: ['sunmiSn'],
      message: 'Enter the printer’s serial number (SN) from the label under it',
    });
  }
  if (printer.printerModel === 'cloudKitchenPrinter' && printer.connectionKind !== 'cloud') {
    ctx.addIssue({
      code: 'custom',
      path: ['connectionKind'],
      message: 'A cloud kitchen printer connects through the cloud',
    });
  }
  if (printer.backupPrinterId === printer.id) {
    ctx.addIssue({ code: 'custom', path: ['backupPrinterId'], message: 'A printer cannot back itself up' });
  }
});
export type PrinterSetup = z.infer<typeof ZPrinterSetup>;

export const ZPrintingSettings = z
  .object({
    printers: z
      .array(ZPrinterSetup)
      .max(PRINTING_LIMITS.printers, `At most ${PRINTING_LIMITS.printers} printers`)
      .default([]),
    stations: z
      .array(ZPrintStation)
      .max(PRINTING_LIMITS.stations, `At most ${PRINTING_LIMITS.stations} print stations`)
      .default([]),
    /** Optional ABN printed on tax invoices. */
    abn: z.string().trim().max(INPUT_LIMITS.shortText).default(''),
  })
  .superRefine((settings, ctx) => {
    const printerIds = new Set(settings.printers.map((printer) => printer.id));
    const stationIds = new Set(settings.stations.map((station) => station.id));
    settings.printers.forEach((printer, index) => {
      if (printer.backupPrinterId && !printerIds.has(printer.backupPrinterId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['printers', index, 'backupPrinterId'],
          message: 'The backup printer is not one of this store’s printers',
        });
      }
      printer.stationIds.forEach((id, stationIndex) => {
        if (!stationIds.has(id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['printers', index, 'stationIds', stationIndex],
            message: 'Choose one of the store’s print stations',
          });
        }
      });
    });
    if (printerIds.size !== settings.printers.length)
      ctx.addIssue({ code: 'custom', path: ['printers'], message: 'Two printers have the same id' });
    const names = settings.stations.map((station) => station.name.toLowerCase());
    if (new Set(names).size !== names.length)
      ctx.addIssue({ code: 'custom', path: ['stations'], message: 'Two stations have the same name' });
  });
export type PrintingSettings = z.infer<typeof ZPrintingSettings>;

/** A stored settings document with defaults; one that no longer parses reads as "no printers". */
export function readPrintingSettings(stored: unknown): PrintingSettings {
  const parsed = ZPrintingSettings.safeParse(stored ?? {});
  return parsed.success ? parsed.data : ZPrintingSettings.parse({});
}

export type PrintTrigger = 'accepted' | 'posPayment';

/**
 * Which documents each printer prints for an order event: on acceptance every document a printer
 * prints when `autoPrintOnAccept`; on a POS payment the invoice (the receipt) of printers that
 * `autoPrintOnPosPayment`. Only active cloud printers: LAN, USB and bluetooth printers are driven by
 * the POS browser.
 */
export function documentsToPrint(
  settings: PrintingSettings,
  trigger: PrintTrigger,
): { printer: PrinterSetup; kind: PrintDocumentKind }[] {
  const due: { printer: PrinterSetup; kind: PrintDocumentKind }[] = [];
  for (const printer of settings.printers) {
    if (!printer.active || printer.connectionKind !== 'cloud') continue;
    if (trigger === 'accepted' && printer.autoPrintOnAccept) {
      for (const kind of printer.printDocumentKinds) due.push({ printer, kind });
    }
    if (trigger === 'posPayment' && printer.autoPrintOnPosPayment) {
      if (printer.printDocumentKinds.includes('orderInvoice')) due.push({ printer, kind: 'orderInvoice' });
    }
  }
  return due;
}
