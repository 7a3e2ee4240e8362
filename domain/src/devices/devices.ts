/** Printers and kitchen display devices of a store. */
import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc } from '../common/common';
import { ZIpAddress } from '../common/validation';
import { DEFAULT_PREP_TIME_IN_MINUTES } from '../stores/store';

/** A cloud kitchen printer, three receipt printers and one impact (kitchen docket) printer. */
export const POS_PRINTER_MODELS = [
  'cloudKitchenPrinter',
  'tm-m30',
  'tm-m30ii',
  'tm-m30iii',
  'tm-u220b',
] as const;
export type PosPrinterModel = (typeof POS_PRINTER_MODELS)[number];

export const PRINTER_CONNECTION_KINDS = ['LAN', 'cloud', 'USB', 'bluetooth'] as const;
export type PrinterConnectionKind = (typeof PRINTER_CONNECTION_KINDS)[number];

export const PRINT_DOCUMENT_KINDS = ['orderTicket', 'orderStub', 'orderInvoice'] as const;
export type PrintDocumentKind = (typeof PRINT_DOCUMENT_KINDS)[number];

export const ZPosPrinter = z
  .object({
    id: ZDocumentId,
    name: z
      .string()
      .trim()
      .min(1, 'Printer name must be 1 to 50 characters')
      .max(50, 'Printer name must be 1 to 50 characters'),
    printerModel: z.enum(POS_PRINTER_MODELS, { error: 'Choose the printer model' }),
    connectionKind: z.enum(PRINTER_CONNECTION_KINDS).default('LAN'),
    /** Needed for LAN printers only. */
    ipAddress: ZIpAddress.optional(),
    numberOfCopies: z
      .number()
      .int('Copies must be 1 to 5')
      .min(1, 'Copies must be 1 to 5')
      .max(5, 'Copies must be 1 to 5')
      .default(1),
    active: z.boolean().default(true),
    /** Talk to the printer over HTTPS (printers with a certificate installed). */
    isSecure: z.boolean().default(false),
    printDocumentKinds: z.array(z.enum(PRINT_DOCUMENT_KINDS)).min(1, 'Choose what this printer prints'),
  })
  .superRefine((printer, ctx) => {
    if (printer.connectionKind === 'LAN' && !printer.ipAddress) {
      ctx.addIssue({
        code: 'custom',
        path: ['ipAddress'],
        message: 'Enter the printer IP address, like 192.168.1.100',
      });
    }
    if ((printer.printerModel === 'cloudKitchenPrinter') !== (printer.connectionKind === 'cloud')) {
      ctx.addIssue({
        code: 'custom',
        path: ['connectionKind'],
        message:
          'Cloud kitchen printers connect through the cloud; other models connect by LAN, USB or bluetooth',
      });
    }
  });
export type PosPrinter = z.infer<typeof ZPosPrinter>;

export const ZKdsDeviceSettings = z.object({
  id: ZDocumentId,
  kdsDeviceId: ZDocumentId,
  /** How long a ticket may stay open before the screen flags it as late. */
  prepTimeInMinutes: z
    .number()
    .int('Preparation time must be a whole number of minutes')
    .min(1, 'Preparation time must be 1 to 240 minutes')
    .max(240, 'Preparation time must be 1 to 240 minutes')
    .default(DEFAULT_PREP_TIME_IN_MINUTES),
  lastUpdatedIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type KdsDeviceSettings = z.infer<typeof ZKdsDeviceSettings>;
