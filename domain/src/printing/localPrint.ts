/**
 * Printing from the POS browser to a printer on the shop's own network or cable (research notes:
 * integrations.md 4c "ePOS-Print XML", pos.md 3.2 "browser-specific constraint"). A web page cannot
 * open a raw socket, so a LAN printer is reached over HTTP(S) with Epson's ePOS-Print XML (a SOAP
 * envelope whose `<command>` carries the receiptline ESC/POS bytes as hex), a USB printer over WebUSB
 * and a Bluetooth one over Web Bluetooth, each with the same bytes. Pure: the bytes come from
 * receiptline in the browser; here they are wrapped, addressed and their answers read.
 */
import type { PrinterSetup } from './printerSettings';

export const EPOS_PRINT_NAMESPACE = 'http://www.epson-pos.com/schemas/2011/03/epos-print';

/** The printer's ePOS-Print service address (`devid=local_printer`, Epson's name for the printer itself). */
export function eposPrintUrl(printer: Pick<PrinterSetup, 'ipAddress' | 'isSecure' | 'lanPort'>): string {
  const scheme = printer.isSecure ? 'https' : 'http';
  const port = printer.lanPort ? `:${printer.lanPort}` : '';
  return `${scheme}://${printer.ipAddress ?? ''}${port}/cgi-bin/epos/service.cgi?devid=local_printer&timeout=10000`;
}

/** A binary string (receiptline's output, one byte per character) as bytes. */
export function binaryStringToBytes(binary: string): Uint8Array {
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index) & 0xff;
  return bytes;
}

export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/**
 * The ePOS-Print request: the document's ESC/POS bytes in one `<command>`. receiptline's first five
 * bytes (ESC @, GS a 0) are left out, as its own ePOS example does: the printer keeps its
 * initialisation and status settings. The cut is in the bytes.
 */
export function eposPrintEnvelope(escPos: Uint8Array): string {
  const hex = bytesToHex(escPos.subarray(5));
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>',
    `<epos-print xmlns="${EPOS_PRINT_NAMESPACE}"><command>${hex}</command></epos-print>`,
    '</s:Body></s:Envelope>',
  ].join('');
}

/** ASB status bits (Epson's epos-print SDK constants) that say why a printer did not print. */
const ASB_PROBLEMS: [number, string][] = [
  [0x8, 'it is offline'],
  [0x20, 'its cover is open'],
  [0x80000, 'it is out of paper'],
  [0x400, 'it has a mechanical error'],
  [0x800, 'its cutter is jammed'],
  [0x2000, 'it has an error it cannot recover from: switch it off and on'],
];

const CODE_WORDS: Record<string, string> = {
  EPTR_COVER_OPEN: 'its cover is open',
  EPTR_REC_EMPTY: 'it is out of paper',
  EPTR_CUTTER: 'its cutter is jammed',
  EPTR_MECHANICAL: 'it has a mechanical error',
  EPTR_AUTOMATICAL: 'it stopped with an error it will recover from',
  EPTR_UNRECOVERABLE: 'it has an error it cannot recover from: switch it off and on',
  DeviceNotFound: 'it does not answer as local_printer (check its ePOS-Print settings)',
  EX_TIMEOUT: 'it timed out',
  EX_DEVICE_BUSY: 'it is busy: try again',
  TooManyRequests: 'it is busy: try again',
  SchemaError: 'it did not understand the request',
};

export interface EposPrintResult {
  success: boolean;
  code: string;
  status: number;
  /** Why it did not print, in words ("it is out of paper"); empty on success. */
  problem: string;
}

/** Reads the printer's `<response success code status/>`. */
export function readEposResponse(xml: string): EposPrintResult {
  const tag = /<response\b[^>]*>/.exec(xml)?.[0] ?? '';
  const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
  const success = attribute('success') === 'true';
  const code = attribute('code');
  const status = Number(attribute('status')) || 0;
  if (success) return { success, code, status, problem: '' };
  const fromStatus = ASB_PROBLEMS.filter(([bit]) => (status & bit) !== 0).map(([, words]) => words);
  const problem =
    CODE_WORDS[code] ??
    fromStatus[0] ??
    (tag === '' ? 'it gave an answer that is not ePOS-Print' : `it answered ${code || 'with an error'}`);
  return { success, code, status, problem };
}

/**
 * Web Bluetooth's view of common BLE receipt printers: the vendor "printer" service most of them
 * expose and its write characteristic. Writes go in small chunks (BLE's attribute size).
 */
export const BLUETOOTH_PRINTER_SERVICE = '000018f0-0000-1000-8000-00805f9b34fb';
export const BLUETOOTH_PRINTER_CHARACTERISTIC = '00002af1-0000-1000-8000-00805f9b34fb';
export const BLUETOOTH_CHUNK_BYTES = 180;

/** USB's printer device class: WebUSB's chooser shows only printers. */
export const USB_PRINTER_CLASS = 0x07;

/** Splits bytes into chunks for a link that takes at most `size` bytes a write. */
export function chunksOf(bytes: Uint8Array, size: number): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
  return chunks;
}

export type LocalPrintConnection = 'LAN' | 'USB' | 'bluetooth';

/** What the browser offers (feature tests, done by the caller). */
export interface BrowserPrintFeatures {
  webUsb: boolean;
  webBluetooth: boolean;
  /** The page itself is HTTPS (a plain-HTTP printer is then mixed content). */
  pageIsSecure: boolean;
}

/**
 * Whether this browser can reach the printer, and if not, what to tell staff (the fallback is the
 * browser's print dialog with the on-screen receipt).
 */
export function localPrintBlocker(
  printer: Pick<PrinterSetup, 'connectionKind' | 'isSecure'>,
  features: BrowserPrintFeatures,
): string | undefined {
  if (printer.connectionKind === 'USB' && !features.webUsb)
    return 'This browser cannot print to USB printers (WebUSB is in Chrome and Edge, not on Windows where the driver holds the printer, nor in Safari or Firefox). Use the print dialog instead.';
  if (printer.connectionKind === 'bluetooth' && !features.webBluetooth)
    return 'This browser has no Web Bluetooth (Safari and Firefox). Use Chrome or Edge, or the print dialog instead.';
  if (printer.connectionKind === 'LAN' && features.pageIsSecure && !printer.isSecure)
    return 'This page is HTTPS, so the browser may block a plain-HTTP printer. Install a certificate on the printer and turn on “Secure”, or allow local network access when the browser asks.';
  return undefined;
}
