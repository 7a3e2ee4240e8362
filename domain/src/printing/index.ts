// Printed documents (order ticket, stub, invoice) in receiptline markup, printer settings and print jobs.

import { ZPrintingSettings } from './printerSettings';
import { ZLocalPrintResultRequest, ZReprintRequest } from './printJob';

export * from './documents';
export * from './localPrint';
export * from './markup';
export * from './preview';
export * from './printableOrder';
export * from './printerSettings';
export * from './printJob';
export * from './sunmi';

export const PRINTING_REQUEST_SCHEMAS = { ZPrintingSettings, ZReprintRequest, ZLocalPrintResultRequest };
