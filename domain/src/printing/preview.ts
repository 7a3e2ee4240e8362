/**
 * A sample order for the printer settings' live preview: what a printer's documents look like with its
 * font size, alignment and stations before any real order arrives.
 */
import type { PrintDocumentKind } from '../devices/devices';
import type { KdsTicket } from '../kitchen/ticket';
import {
  orderInvoiceMarkup,
  orderStubMarkup,
  orderTicketMarkup,
  type PrintableOrder,
  type PrintBusiness,
} from './documents';
import type { PrinterSetup } from './printerSettings';

const PLACED = '2025-03-01T08:05:00.000Z';

export const PREVIEW_TICKET: KdsTicket = {
  id: 'preview',
  restaurantId: 'preview',
  storeId: 'preview',
  orderId: 'preview',
  orderSource: 'website',
  displayNumber: '47',
  collectionType: 'pickup',
  placedIsoDateTimeUtc: PLACED,
  requestedFor: { date: '2025-03-01', timeOfDay: '7:30 PM' },
  customerName: 'Sam Lee',
  orderComments: 'Ring the bell',
  status: 'NEW',
  stationIds: [],
  createdIsoDateTimeUtc: PLACED,
  updatedIsoDateTimeUtc: PLACED,
  items: [
    {
      lineId: 'l1',
      name: 'Half and half pizza',
      quantity: 1,
      sizeName: 'Large',
      modifiers: [],
      toppingsAdded: [],
      toppingsRemoved: [],
      halves: [
        { name: 'Margherita', toppingsAdded: ['Olives'], toppingsRemoved: [] },
        { name: 'Hawaiian', toppingsAdded: [], toppingsRemoved: ['Pineapple'] },
      ],
      parts: [],
      description: '',
      comments: 'Well done',
      allergens: { contains: ['MILK', 'WHEAT'], mayContain: ['EGGS'] },
      stationIds: [],
      status: 'PENDING',
    },
    {
      lineId: 'l2',
      name: 'Cheeseburger',
      quantity: 2,
      modifiers: ['BBQ sauce', 'Extra bacon ×2'],
      toppingsAdded: [],
      toppingsRemoved: [],
      halves: [],
      parts: [],
      description: '',
      comments: '',
      allergens: { contains: ['WHEAT'], mayContain: [] },
      stationIds: [],
      status: 'PENDING',
    },
  ],
};

export const PREVIEW_ORDER: PrintableOrder = {
  id: 'preview',
  source: 'website',
  displayNumber: '47',
  collectionType: 'pickup',
  placedIsoDateTimeUtc: PLACED,
  collectionIsoDateTimeUtc: '2025-03-01T08:30:00.000Z',
  asap: true,
  customerName: 'Sam Lee',
  customerPhone: '0412 345 678',
  comments: 'Ring the bell',
  lines: [
    {
      quantity: 1,
      name: 'Half and half pizza',
      description: 'Large; Margherita + Olives / Hawaiian no Pineapple',
      comments: 'Well done',
      totalCents: 2450,
    },
    {
      quantity: 2,
      name: 'Cheeseburger',
      description: 'BBQ sauce; Extra bacon ×2',
      comments: '',
      totalCents: 3400,
    },
  ],
  totals: {
    itemTotal: 5850,
    couponDiscount: 585,
    loyaltyDiscount: 0,
    deliveryCharge: 0,
    deliveryDiscount: 0,
    publicHolidaySurcharge: 0,
    cardSurcharge: 79,
    discount: 585,
    charges: 79,
    grandTotal: 5344,
    gst: 486,
  },
  currency: 'AUD',
  paymentWords: 'Paid by card',
};

/** The preview of one document as a printer with these settings prints it. */
export function previewMarkup(
  kind: PrintDocumentKind,
  printer: Pick<PrinterSetup, 'alignment' | 'stationIds'>,
  business: PrintBusiness,
  reviewQrCodeUrl?: string,
): string {
  const layout = { alignment: printer.alignment, ...(reviewQrCodeUrl ? { reviewQrCodeUrl } : {}) };
  if (kind === 'orderTicket')
    // The sample's lines go to every station, so each printer's preview shows them.
    return orderTicketMarkup(PREVIEW_TICKET, { stationIds: [], timezone: business.timezone, layout }) ?? '';
  if (kind === 'orderStub') return orderStubMarkup(PREVIEW_ORDER, { timezone: business.timezone, layout });
  return orderInvoiceMarkup(PREVIEW_ORDER, { business, layout });
}
