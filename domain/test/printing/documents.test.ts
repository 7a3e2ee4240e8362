import receiptline from 'receiptline';
import { describe, expect, it } from 'vitest';
import {
  CHARACTERS_PER_LINE,
  escapeMarkup,
  type KdsTicket,
  orderInvoiceMarkup,
  orderStubMarkup,
  orderTicketMarkup,
  type PrintableOrder,
  printableOrderFrom,
  RECEIPT_FONT_SIZES,
  type ReceiptOptions,
  receiptlineOptions,
  receiptOffered,
  receiptPrintsAutomatically,
  ZKdsTicket,
} from '../../src';

const TZ = 'Australia/Sydney';

// A ticket with everything a cook must see: halves, toppings, options, a deal, comments, allergens.
const ticket: KdsTicket = ZKdsTicket.parse({
  id: 'order-1',
  restaurantId: 'r1',
  storeId: 's1',
  orderId: 'order-1',
  orderSource: 'website',
  displayNumber: '47',
  collectionType: 'pickup',
  placedIsoDateTimeUtc: '2025-03-01T09:20:00.000Z',
  requestedFor: { date: '2025-03-01', timeOfDay: '8:50 PM' },
  customerName: 'Sam | "The Cook"',
  orderComments: 'Ring the bell',
  status: 'NEW',
  stationIds: ['grill', 'oven'],
  createdIsoDateTimeUtc: '2025-03-01T09:21:00.000Z',
  updatedIsoDateTimeUtc: '2025-03-01T09:21:00.000Z',
  items: [
    {
      lineId: 'l1',
      name: 'Burger',
      quantity: 2,
      modifiers: ['BBQ', 'Bacon ×2'],
      comments: 'no pickles',
      allergens: { contains: ['GLUTEN'], mayContain: [] },
      stationIds: ['grill'],
    },
    {
      lineId: 'l2',
      name: 'Half & half',
      quantity: 1,
      sizeName: 'Large',
      halves: [
        { name: 'Margherita', toppingsAdded: ['Olives'], toppingsRemoved: [] },
        { name: 'Hawaiian', toppingsAdded: [], toppingsRemoved: ['Pineapple'] },
      ],
      allergens: { contains: ['MILK'], mayContain: ['EGGS'] },
      stationIds: ['oven'],
    },
    {
      lineId: 'l3',
      name: 'Family deal',
      quantity: 1,
      parts: [
        { name: 'Garlic bread', quantity: 2 },
        { name: 'Margherita', quantity: 1, sizeName: 'Large', toppingsRemoved: ['Basil'] },
      ],
      stationIds: [],
    },
  ],
});

const order: PrintableOrder = {
  id: 'order-1',
  source: 'website',
  displayNumber: '47',
  collectionType: 'delivery',
  placedIsoDateTimeUtc: '2025-03-01T09:20:00.000Z',
  collectionIsoDateTimeUtc: '2025-03-01T10:00:00.000Z',
  asap: true,
  customerName: 'Sam Smith',
  customerPhone: '+61412345678',
  deliveryAddress: '1 Campbell Parade, Bondi Beach NSW 2026',
  comments: 'Leave at the door',
  lines: [
    { quantity: 2, name: 'Burger', description: 'BBQ; Bacon ×2', comments: 'no pickles', totalCents: 3200 },
    { quantity: 1, name: 'Large Margherita', description: '', comments: '', totalCents: 2000 },
  ],
  totals: {
    itemTotal: 5200,
    couponDiscount: 520,
    loyaltyDiscount: 0,
    deliveryCharge: 500,
    deliveryDiscount: 0,
    publicHolidaySurcharge: 780,
    cardSurcharge: 0,
    discount: 520,
    charges: 1280,
    grandTotal: 5960,
    gst: 542,
  },
  currency: 'AUD',
  paymentWords: 'Paid by card',
};

const business = {
  restaurantName: 'Test Pizzeria',
  storeName: 'Bondi',
  storeAddress: '1 Campbell Parade, Bondi Beach',
  storePhone: '02 9876 5432',
  abn: '12 345 678 901',
  timezone: TZ,
};

const asText = (markup: string, fontSize: 12 | 10 | 9 | 8 = 12) =>
  receiptline.transform(markup, { ...receiptlineOptions(fontSize, 'text'), command: 'text' });

describe('the order ticket', () => {
  const markup = orderTicketMarkup(ticket, { stationIds: [], timezone: TZ, layout: { alignment: 'centre' } });

  it('matches its golden markup and text', async () => {
    await expect(markup).toMatchFileSnapshot('golden/orderTicket.receipt');
    await expect(asText(markup ?? '')).toMatchFileSnapshot('golden/orderTicket.txt');
  });

  it('prints halves, toppings, options, comments and allergens', () => {
    const text = asText(markup ?? '').replace(/\s+/g, '');
    for (const words of [
      '#47',
      'PICKUP',
      '2 x Burger',
      'Bacon ×2',
      '1/2 Margherita',
      '+ Olives',
      'NO Pineapple',
      'NOTE: no pickles',
      'ALLERGENS: Cereals containing gluten',
      'may contain eggs',
      '2 x Garlic bread',
      'NO Basil',
      'ORDER NOTE: Ring the bell',
    ]) {
      expect(text).toContain(words.replace(/\s+/g, ''));
    }
    // Markup characters in what people typed are printed, not obeyed.
    expect(text).toContain('Sam|"TheCook"');
  });

  it('carries only the lines of the printer’s stations, and nothing when none are its', () => {
    const grill = orderTicketMarkup(ticket, {
      stationIds: ['grill'],
      timezone: TZ,
      layout: { alignment: 'left' },
    });
    expect(grill).toContain('Burger');
    expect(grill).not.toContain('Half & half');
    // The deal has no station: it is cooked everywhere, so every station's ticket has it.
    expect(grill).toContain('Family deal');
    const bar = orderTicketMarkup(
      { ...ticket, items: ticket.items.slice(0, 2) },
      { stationIds: ['bar'], timezone: TZ, layout: { alignment: 'left' } },
    );
    expect(bar).toBeUndefined();
  });

  it('says BACKUP FROM the printer it stands in for, and REPRINT on a reprint', () => {
    const text = asText(
      orderTicketMarkup(ticket, {
        stationIds: [],
        timezone: TZ,
        layout: { alignment: 'centre', backupFrom: 'Kitchen', reprint: true },
      }) ?? '',
    );
    expect(text.replace(/\s+/g, '')).toContain('BACKUPFROMKitchen');
    expect(text.replace(/\s+/g, '')).toContain('-REPRINT-');
  });

  it('fills 48, 57, 64 and 72 characters per line at font sizes 12, 10, 9 and 8', () => {
    for (const fontSize of RECEIPT_FONT_SIZES) {
      const lines = asText(markup ?? '', fontSize).split('\n');
      const rule = lines.find((line) => /^-+$/.test(line.trim()));
      expect(rule?.trim().length).toBe(CHARACTERS_PER_LINE[fontSize]);
      expect(Math.max(...lines.map((line) => line.trimEnd().length))).toBeLessThanOrEqual(
        CHARACTERS_PER_LINE[fontSize],
      );
    }
  });
});

describe('the order stub', () => {
  it('matches its golden markup: the number big, item names only', async () => {
    const markup = orderStubMarkup(order, { timezone: TZ, layout: { alignment: 'centre' } });
    await expect(markup).toMatchFileSnapshot('golden/orderStub.receipt');
    const text = asText(markup);
    expect(text).toContain('1 x Large Margherita');
    expect(text).not.toContain('$');
  });
});

describe('the order invoice', () => {
  const markup = orderInvoiceMarkup(order, {
    business,
    layout: { alignment: 'centre', reviewQrCodeUrl: 'https://g.page/r/test-pizzeria/review' },
  });

  it('matches its golden markup and text', async () => {
    await expect(markup).toMatchFileSnapshot('golden/orderInvoice.receipt');
    await expect(asText(markup)).toMatchFileSnapshot('golden/orderInvoice.txt');
  });

  it('prints the domain’s totals rows: discount, surcharge, delivery, total and GST', () => {
    // Double-width words come out letter-spaced in text; compare without spaces.
    const text = asText(markup).replace(/\s+/g, '');
    for (const words of [
      'Coupon discount -$5.20',
      'Public holiday surcharge $7.80',
      'Delivery $5.00',
      'TOTAL $59.60',
      'Includes GST $5.42',
      'TAX INVOICE',
      'ABN 12 345 678 901',
    ]) {
      expect(text).toContain(words.replace(/\s+/g, ''));
    }
  });

  it('prints the review QR code at size 3 only when asked', () => {
    expect(markup).toContain('{code:https://g.page/r/test-pizzeria/review; option:qrcode,3,m}');
    expect(orderInvoiceMarkup(order, { business, layout: { alignment: 'left' } })).not.toContain('qrcode');
    const svg = receiptline.transform(markup, receiptlineOptions(12, 'preview'));
    expect(svg.startsWith('<svg')).toBe(true);
  });

  it('aligns the header left, centre or right', () => {
    for (const [alignment, expected] of [
      ['left', '|^^"Test Pizzeria"'],
      ['centre', '^^"Test Pizzeria"'],
      ['right', '^^"Test Pizzeria"|'],
    ] as const) {
      expect(orderInvoiceMarkup(order, { business, layout: { alignment } }).split('\n')[0]).toBe(expected);
      const first =
        asText(orderInvoiceMarkup(order, { business, layout: { alignment } })).split('\n')[0] ?? '';
      const indent = first.length - first.trimStart().length;
      if (alignment === 'left') expect(indent).toBe(0);
      if (alignment === 'centre') expect(indent).toBeGreaterThan(10);
      if (alignment === 'right') expect(first.trimEnd().length).toBe(48);
    }
  });
});

describe('a counter sale’s receipt follows the till’s receipt options', () => {
  const sale: PrintableOrder = {
    ...order,
    source: 'pos',
    employeeName: 'Alex Till',
    posTerminalId: 'till-1',
  };
  const receiptOf = (receipt?: ReceiptOptions) =>
    asText(
      orderInvoiceMarkup(sale, {
        business,
        layout: { alignment: 'centre' },
        ...(receipt ? { receipt } : {}),
      }),
    );

  it('prints the store’s footer, line by line, in place of the plain thanks', () => {
    const text = receiptOf({
      footer: 'Thanks for visiting Bondi!\nABN 12 345 678 901',
      showEmployeeName: false,
    });
    const lines = text.split('\n').map((line) => line.trim());
    expect(lines).toContain('Thanks for visiting Bondi!');
    expect(lines).toContain('ABN 12 345 678 901');
    expect(lines).not.toContain('Thank you!');
    // The footer sits under the totals.
    expect(lines.indexOf('Thanks for visiting Bondi!')).toBeGreaterThan(
      lines.findIndex((line) => line.replace(/\s+/g, '').startsWith('TOTAL')),
    );
    expect(receiptOf({ footer: '', showEmployeeName: false })).toContain('Thank you!');
  });

  it('names the cashier only when the options say so', () => {
    expect(receiptOf({ footer: '', showEmployeeName: true })).toContain('Served by Alex Till');
    expect(receiptOf({ footer: '', showEmployeeName: false })).not.toContain('Alex Till');
    // Without the till's options (an online order's invoice) nobody is named.
    expect(receiptOf()).not.toContain('Served by');
  });

  it('keeps the footer as text, never as markup', () => {
    const markup = orderInvoiceMarkup(sale, {
      business,
      layout: { alignment: 'centre' },
      receipt: { footer: 'Wi-Fi | password {coffee}', showEmployeeName: false },
    });
    expect(asText(markup)).toContain('Wi-Fi | password {coffee}');
  });

  it('reads the cashier and till of a stored POS order (and not of an online one)', () => {
    const stored = {
      source: 'pos',
      placedIsoDateTimeUtc: '2025-03-01T09:20:00.000Z',
      cart: {
        items: [{ summary: { name: 'Flat white', price: 450, quantity: 1 } }],
        collection: { type: 'pickup' },
      },
      totals: order.totals,
      employeeName: 'Alex Till',
      posTerminalId: 'till-1',
    };
    expect(printableOrderFrom('o-pos', stored)).toMatchObject({
      employeeName: 'Alex Till',
      posTerminalId: 'till-1',
    });
    expect(printableOrderFrom('o-web', { ...stored, source: 'website' })?.employeeName).toBeUndefined();
  });

  it('prints on its own only when the till says always, and offers a Receipt button unless never', () => {
    const receipt = (print: 'always' | 'ask' | 'never') => ({ print, footer: '', showEmployeeName: true });
    expect(receiptPrintsAutomatically(receipt('always'))).toBe(true);
    expect(receiptPrintsAutomatically(receipt('ask'))).toBe(false);
    expect(receiptOffered(receipt('ask'))).toBe(true);
    expect(receiptOffered(receipt('never'))).toBe(false);
  });
});

describe('reading any order source', () => {
  const totals = order.totals;
  it('reads an online order', () => {
    const printable = printableOrderFrom('o-online', {
      source: 'website',
      displayNumber: '12',
      placedIsoDateTimeUtc: '2025-03-01T09:20:00.000Z',
      collectionIsoDateTimeUtc: '2025-03-01T09:50:00.000Z',
      requestedTime: { type: 'asap' },
      cart: {
        items: [{ summary: { name: 'Burger', price: 1600, quantity: 2, extraChargeForComments: 50 } }],
        collection: { type: 'pickup' },
        paymentType: 'stripe',
        currency: { code: 'AUD' },
      },
      payment: { status: 'success' },
      totals,
      customer: { name: 'Sam', phoneNumber: '+61400000000' },
    });
    expect(printable).toMatchObject({
      displayNumber: '12',
      asap: true,
      customerName: 'Sam',
      paymentWords: 'Paid by card',
      lines: [{ quantity: 2, name: 'Burger', totalCents: 3250 }],
    });
  });

  it('reads a POS order, its table and payment', () => {
    const printable = printableOrderFrom('o-pos', {
      source: 'pos',
      displayNumber: 'T1-4',
      placedIsoDateTimeUtc: '2025-03-01T09:20:00.000Z',
      cart: {
        items: [{ summary: { name: 'Flat white', price: 450, quantity: 1 } }],
        collection: { type: 'dineIn' },
      },
      totals,
      customerName: 'Alex',
      tableNumber: '7',
      paymentType: 'cash',
      isPaid: true,
    });
    expect(printable).toMatchObject({
      source: 'pos',
      table: '7',
      paymentWords: 'Paid cash',
      customerName: 'Alex',
    });
  });

  it('gives up on an order without lines rather than printing an empty receipt', () => {
    expect(printableOrderFrom('x', { cart: { items: [] } })).toBeUndefined();
  });

  it('escapes every markup character people may type', () => {
    expect(escapeMarkup('a|b{c}-=_"`^~\\')).toBe('a\\|b\\{c\\}\\-\\=\\_\\"\\`\\^\\~\\\\');
  });
});
