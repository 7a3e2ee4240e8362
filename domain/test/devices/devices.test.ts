import { describe, expect, it } from 'vitest';
import { ZKdsDeviceSettings, ZPosPrinter } from '../../src';
import { messages, NOW } from '../support/schemaFixtures';

describe('devices', () => {
  it('printers: LAN printers need an IP address; cloud kitchen printers connect through the cloud', () => {
    const printer = { id: 'p', name: 'Kitchen', printDocumentKinds: ['orderTicket'] };
    expect(
      ZPosPrinter.parse({ ...printer, printerModel: 'tm-m30iii', ipAddress: '192.168.1.50' }),
    ).toMatchObject({
      connectionKind: 'LAN',
      numberOfCopies: 1,
      active: true,
      isSecure: false,
    });
    expect(messages(ZPosPrinter.safeParse({ ...printer, printerModel: 'tm-u220b' }))).toEqual([
      'Enter the printer IP address, like 192.168.1.100',
    ]);
    expect(
      messages(ZPosPrinter.safeParse({ ...printer, printerModel: 'tm-m30', ipAddress: '300.1.1.1' })),
    ).toEqual(['Enter an IP address like 192.168.1.100']);
    expect(
      ZPosPrinter.safeParse({ ...printer, printerModel: 'cloudKitchenPrinter', connectionKind: 'cloud' })
        .success,
    ).toBe(true);
    expect(
      ZPosPrinter.safeParse({ ...printer, printerModel: 'cloudKitchenPrinter', ipAddress: '10.0.0.1' })
        .success,
    ).toBe(false);
    expect(
      messages(
        ZPosPrinter.safeParse({
          ...printer,
          printerModel: 'tm-m30ii',
          connectionKind: 'USB',
          printDocumentKinds: [],
        }),
      ),
    ).toEqual(['Choose what this printer prints']);
  });

  it('KDS settings default to a 30 minute prep time', () => {
    expect(
      ZKdsDeviceSettings.parse({ id: 'k', kdsDeviceId: 'd', lastUpdatedIsoDateTimeUtc: NOW })
        .prepTimeInMinutes,
    ).toBe(30);
  });
});
