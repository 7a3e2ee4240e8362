import receiptline from 'receiptline';
import { describe, expect, it } from 'vitest';
import {
  binaryStringToBytes,
  chunksOf,
  eposPrintEnvelope,
  eposPrintUrl,
  localPrintBlocker,
  readEposResponse,
  receiptlineOptions,
} from '../../src';

const FEATURES = { webUsb: true, webBluetooth: true, pageIsSecure: false };

describe('ePOS-Print XML to a LAN printer', () => {
  it('addresses the printer’s service over HTTP or HTTPS, with a port when set', () => {
    expect(eposPrintUrl({ ipAddress: '192.168.1.40', isSecure: false })).toBe(
      'http://192.168.1.40/cgi-bin/epos/service.cgi?devid=local_printer&timeout=10000',
    );
    expect(eposPrintUrl({ ipAddress: '192.168.1.40', isSecure: true, lanPort: 8443 })).toBe(
      'https://192.168.1.40:8443/cgi-bin/epos/service.cgi?devid=local_printer&timeout=10000',
    );
  });

  it('carries the receipt’s ESC/POS bytes as hex without receiptline’s initialisation', () => {
    const command = receiptline.transform('Flat white|$5.50\n', receiptlineOptions(12, 'tm-m30iii'));
    const bytes = binaryStringToBytes(command);
    expect(Array.from(bytes.subarray(0, 2))).toEqual([0x1b, 0x40]);
    const xml = eposPrintEnvelope(bytes);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?><s:Envelope /);
    expect(xml).toContain('<epos-print xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print">');
    const hex = /<command>([0-9a-f]+)<\/command>/.exec(xml)?.[1] ?? '';
    expect(hex.length).toBe((bytes.length - 5) * 2);
    expect(hex.startsWith('1b40')).toBe(false);
    // The words are in the bytes as they will print.
    expect(hex).toContain('466c6174207768697465'); // "Flat white"
  });

  it('reads success, Epson’s codes and the status bits into words', () => {
    expect(
      readEposResponse('<response success="true" code="" status="251658262" battery="0"/>'),
    ).toMatchObject({
      success: true,
      problem: '',
    });
    expect(
      readEposResponse('<response success="false" code="EPTR_REC_EMPTY" status="524296"/>').problem,
    ).toBe('it is out of paper');
    expect(readEposResponse('<response success="false" code="" status="32"/>').problem).toBe(
      'its cover is open',
    );
    expect(readEposResponse('<html>not a printer</html>')).toMatchObject({
      success: false,
      problem: 'it gave an answer that is not ePOS-Print',
    });
  });
});

describe('USB and Bluetooth from the till', () => {
  it('says when the browser cannot reach the printer, and why', () => {
    expect(localPrintBlocker({ connectionKind: 'USB', isSecure: false }, FEATURES)).toBeUndefined();
    expect(
      localPrintBlocker({ connectionKind: 'USB', isSecure: false }, { ...FEATURES, webUsb: false }),
    ).toContain('WebUSB');
    expect(
      localPrintBlocker(
        { connectionKind: 'bluetooth', isSecure: false },
        { ...FEATURES, webBluetooth: false },
      ),
    ).toContain('Web Bluetooth');
    expect(
      localPrintBlocker({ connectionKind: 'LAN', isSecure: false }, { ...FEATURES, pageIsSecure: true }),
    ).toContain('certificate');
    expect(
      localPrintBlocker({ connectionKind: 'LAN', isSecure: true }, { ...FEATURES, pageIsSecure: true }),
    ).toBeUndefined();
  });

  it('splits the bytes into writes a Bluetooth link takes, losing none', () => {
    const bytes = Uint8Array.from({ length: 400 }, (_, index) => index % 256);
    const chunks = chunksOf(bytes, 180);
    expect(chunks.map((chunk) => chunk.length)).toEqual([180, 180, 40]);
    expect(chunks.flatMap((chunk) => Array.from(chunk))).toEqual(Array.from(bytes));
  });
});
