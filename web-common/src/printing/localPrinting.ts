/**
 * Prints a document from this browser to a printer on the shop's network or cable: LAN printers get
 * Epson ePOS-Print XML over HTTP(S), USB printers the same ESC/POS bytes over WebUSB, Bluetooth
 * printers over Web Bluetooth (domain/src/printing/localPrint.ts says why and what is checked).
 * Cloud printers are printed through the server's print queue instead.
 */
import {
  BLUETOOTH_CHUNK_BYTES,
  BLUETOOTH_PRINTER_CHARACTERISTIC,
  BLUETOOTH_PRINTER_SERVICE,
  type BrowserPrintFeatures,
  binaryStringToBytes,
  chunksOf,
  eposPrintEnvelope,
  eposPrintUrl,
  localPrintBlocker,
  type PrinterSetup,
  readEposResponse,
  receiptlineOptions,
  USB_PRINTER_CLASS,
} from '@resto/domain';
import receiptline from 'receiptline';

/** The printer's bytes for a document in receiptline markup, once per copy. */
export function printerBytes(
  markup: string,
  printer: Pick<PrinterSetup, 'fontSize' | 'printerModel' | 'numberOfCopies'>,
): Uint8Array {
  const copies = Array.from({ length: printer.numberOfCopies }, () => markup).join('');
  return binaryStringToBytes(
    receiptline.transform(copies, receiptlineOptions(printer.fontSize, printer.printerModel)),
  );
}

export function browserPrintFeatures(): BrowserPrintFeatures {
  const nav = navigator as Navigator & { usb?: unknown; bluetooth?: unknown };
  return {
    webUsb: typeof nav.usb === 'object' && nav.usb !== null,
    webBluetooth: typeof nav.bluetooth === 'object' && nav.bluetooth !== null,
    pageIsSecure: window.location.protocol === 'https:',
  };
}

export class LocalPrintError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LocalPrintError';
  }
}

/** Sends the document to a LAN printer's ePOS-Print service and reads its answer. */
export async function printOnLanPrinter(printer: PrinterSetup, markup: string): Promise<void> {
  let answer: Response;
  try {
    answer = await fetch(eposPrintUrl(printer), {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', SOAPAction: '""' },
      body: eposPrintEnvelope(printerBytes(markup, printer)),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw new LocalPrintError(
      `${printer.name} did not answer at ${printer.ipAddress}. Check it is on, on this network, and that the browser was allowed to reach local devices.`,
    );
  }
  const result = readEposResponse(await answer.text());
  if (!result.success) throw new LocalPrintError(`${printer.name} did not print: ${result.problem}.`);
}

interface UsbEndpoint {
  direction: 'in' | 'out';
  endpointNumber: number;
}
interface UsbDevice {
  open(): Promise<void>;
  close(): Promise<void>;
  selectConfiguration(value: number): Promise<void>;
  claimInterface(number: number): Promise<void>;
  transferOut(endpoint: number, data: Uint8Array): Promise<unknown>;
  configuration: {
    interfaces: {
      interfaceNumber: number;
      alternate: { interfaceClass: number; endpoints: UsbEndpoint[] };
    }[];
  } | null;
}

/** Asks staff to choose the USB printer (the browser's chooser shows printers only) and prints. */
export async function printOnUsbPrinter(printer: PrinterSetup, markup: string): Promise<void> {
  const usb = (navigator as Navigator & { usb?: { requestDevice(options: unknown): Promise<UsbDevice> } })
    .usb;
  if (!usb)
    throw new LocalPrintError(localPrintBlocker(printer, browserPrintFeatures()) ?? 'No WebUSB here.');
  const device = await usb.requestDevice({ filters: [{ classCode: USB_PRINTER_CLASS }] });
  await device.open();
  try {
    if (!device.configuration) await device.selectConfiguration(1);
    const printing = device.configuration?.interfaces.find(
      (candidate) => candidate.alternate.interfaceClass === USB_PRINTER_CLASS,
    );
    const out = printing?.alternate.endpoints.find((endpoint) => endpoint.direction === 'out');
    if (!printing || !out) throw new LocalPrintError('That USB device has no printer interface.');
    await device.claimInterface(printing.interfaceNumber);
    await device.transferOut(out.endpointNumber, printerBytes(markup, printer));
  } finally {
    await device.close();
  }
}

interface BluetoothCharacteristic {
  writeValueWithResponse(data: Uint8Array): Promise<void>;
}
interface BluetoothDevice {
  gatt?: {
    connect(): Promise<{
      getPrimaryService(
        uuid: string,
      ): Promise<{ getCharacteristic(uuid: string): Promise<BluetoothCharacteristic> }>;
      disconnect(): void;
    }>;
  };
}

/** Asks staff to choose the Bluetooth printer and writes the bytes in chunks the link takes. */
export async function printOnBluetoothPrinter(printer: PrinterSetup, markup: string): Promise<void> {
  const bluetooth = (
    navigator as Navigator & { bluetooth?: { requestDevice(options: unknown): Promise<BluetoothDevice> } }
  ).bluetooth;
  if (!bluetooth)
    throw new LocalPrintError(localPrintBlocker(printer, browserPrintFeatures()) ?? 'No Web Bluetooth here.');
  const device = await bluetooth.requestDevice({ filters: [{ services: [BLUETOOTH_PRINTER_SERVICE] }] });
  const server = await device.gatt?.connect();
  if (!server) throw new LocalPrintError('That Bluetooth device could not be connected.');
  try {
    const service = await server.getPrimaryService(BLUETOOTH_PRINTER_SERVICE);
    const characteristic = await service.getCharacteristic(BLUETOOTH_PRINTER_CHARACTERISTIC);
    for (const chunk of chunksOf(printerBytes(markup, printer), BLUETOOTH_CHUNK_BYTES))
      await characteristic.writeValueWithResponse(chunk);
  } finally {
    server.disconnect();
  }
}

/** Prints on a printer this browser drives (LAN, USB, Bluetooth). */
export function printOnLocalPrinter(printer: PrinterSetup, markup: string): Promise<void> {
  if (printer.connectionKind === 'LAN') return printOnLanPrinter(printer, markup);
  if (printer.connectionKind === 'USB') return printOnUsbPrinter(printer, markup);
  if (printer.connectionKind === 'bluetooth') return printOnBluetoothPrinter(printer, markup);
  return Promise.reject(new LocalPrintError('Cloud printers print through the print queue.'));
}
