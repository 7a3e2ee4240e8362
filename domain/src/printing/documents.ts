/**
 * The three printed documents (SPEC "print document kinds"): the order ticket (the kitchen's copy:
 * every line with halves, toppings, options, comments and allergens), the order stub (the order's
 * number and item names, for the bag or the pass) and the order invoice (the customer's tax invoice
 * with the domain's totals, GST and surcharges). One template per kind, written in receiptline markup,
 * for every order source (online, POS, marketplace): the templates read the source-neutral
 * `PrintableOrder` and the kitchen's `KdsTicket`, never an order document directly.
 */
import { formatInTimeZone } from 'date-fns-tz';
import type { CollectionType, OrderSource } from '../common/constants';
import type { PrintDocumentKind } from '../devices/devices';
import { itemsForStations } from '../kitchen/stations';
import type { KdsTicket, KdsTicketHalf, KdsTicketItem, KdsTicketPart } from '../kitchen/ticket';
import { KDS_ORDER_SOURCE_LABELS, kdsOrderSourceFor } from '../kitchen/ticket';
import { allergenName } from '../menu/allergens';
import { type Cents, type CurrencyCode, formatMoney } from '../money/money';
import { type CartTotals, cartTotalRows } from '../pricing/cartTotals';
import { type PrintAlignment, RECEIPT_QR_CODE_SIZE } from '../receipts/receipts';
import { escapeMarkup as e, qrCodeLine } from './markup';

export const PRINT_DOCUMENT_LABELS: Record<PrintDocumentKind, string> = {
  orderTicket: 'Order ticket (kitchen)',
  orderStub: 'Order stub',
  orderInvoice: 'Order invoice (receipt)',
};

const COLLECTION_WORDS: Record<CollectionType, string> = {
  pickup: 'PICKUP',
  delivery: 'DELIVERY',
  dineIn: 'DINE-IN',
};

/** One priced line of an order as the customer's invoice shows it. */
export interface PrintableLine {
  quantity: number;
  name: string;
  /** What was chosen, in words ("Large; no olives; + extra cheese"). */
  description: string;
  comments: string;
  /** The line's total as the domain priced it (`lineTotal`). */
  totalCents: Cents;
}

/** The fields every order source has that the invoice and stub print. */
export interface PrintableOrder {
  id: string;
  source: OrderSource;
  /** The order's one display number (`orderDisplayNumber`). */
  displayNumber: string;
  collectionType: CollectionType;
  placedIsoDateTimeUtc: string;
  /** When the customer collects or gets it (UTC), when known. */
  collectionIsoDateTimeUtc?: string;
  asap: boolean;
  customerName?: string;
  customerPhone?: string;
  deliveryAddress?: string;
  table?: string;
  comments: string;
  lines: PrintableLine[];
  totals: CartTotals;
  currency: CurrencyCode;
  /** "Paid by card", "Cash", "Pay in store". */
  paymentWords: string;
  /** A counter sale's cashier and till (POS orders only), for the till's receipt options. */
  employeeName?: string;
  posTerminalId?: string;
  /** A linked virtual store's order printed in the physical store's kitchen: the brand it was ordered from. */
  brandName?: string;
}

/**
 * The till's receipt options (the `receipt` group of the POS settings, store defaults or the
 * terminal's own): the footer under the totals and whether the cashier is named.
 */
export interface ReceiptOptions {
  footer: string;
  showEmployeeName: boolean;
}

/** Who the invoice is from. */
export interface PrintBusiness {
  restaurantName: string;
  storeName: string;
  storeAddress: string;
  storePhone: string;
  /** Shown as "ABN ..." on tax invoices when the store has one. */
  abn?: string;
  timezone: string;
}

/** How one printer lays a document out. */
export interface PrintLayout {
  /** Where the header (names, number) sits. */
  alignment: PrintAlignment;
  /** The Google review link to print as a QR code on this document, when the settings ask for it. */
  reviewQrCodeUrl?: string;
  /** Printed at the top of a ticket sent to a backup printer: "BACKUP FROM Kitchen". */
  backupFrom?: string;
  /** "REPRINT" on a copy printed on request. */
  reprint?: boolean;
}

/**
 * A one-column line placed as receiptline places text: "|text" sits left, "text|" right and bare text
 * centred (the column is drawn to the pipe like a magnet).
 */
function placed(text: string, alignment: PrintAlignment): string {
  if (alignment === 'left') return `|${text}`;
  if (alignment === 'right') return `${text}|`;
  return text;
}

/** A left-aligned body line. */
const L = (text: string) => `|${text}`;

function localTime(iso: string, timezone: string, pattern = 'h:mm a'): string {
  return formatInTimeZone(new Date(iso), timezone, pattern);
}

function banner(layout: PrintLayout): string[] {
  const lines: string[] = [];
  if (layout.backupFrom) lines.push(`\`"BACKUP FROM ${e(layout.backupFrom)}"\``);
  if (layout.reprint) lines.push('"\\- REPRINT \\-"');
  return lines;
}

function reviewQr(layout: PrintLayout): string[] {
  if (!layout.reviewQrCodeUrl) return [];
  return ['{align:center}', 'Tell us how we did', qrCodeLine(layout.reviewQrCodeUrl, RECEIPT_QR_CODE_SIZE)];
}

// ---------------------------------------------------------------------------------------------
// Order ticket (kitchen)

function preparationLines(
  prep: Pick<KdsTicketItem, 'sizeName' | 'modifiers' | 'toppingsAdded' | 'toppingsRemoved' | 'halves'>,
  indent: string,
): string[] {
  const lines: string[] = [];
  if (prep.sizeName) lines.push(`${indent}${e(prep.sizeName)}`);
  for (const half of prep.halves) lines.push(...halfLines(half, indent));
  for (const modifier of prep.modifiers) lines.push(`${indent}${e(modifier)}`);
  for (const topping of prep.toppingsAdded) lines.push(`${indent}+ ${e(topping)}`);
  // Removed toppings are what a cook most often gets wrong: printed emphasised.
  for (const topping of prep.toppingsRemoved) lines.push(`${indent}"NO ${e(topping)}"`);
  return lines;
}

function halfLines(half: KdsTicketHalf, indent: string): string[] {
  return [
    `${indent}"1/2 ${e(half.name)}"`,
    ...half.toppingsAdded.map((topping) => `${indent}~~+ ${e(topping)}`),
    ...half.toppingsRemoved.map((topping) => `${indent}~~"NO ${e(topping)}"`),
  ];
}

function partLines(part: KdsTicketPart): string[] {
  return [`~~${part.quantity} x ${e(part.name)}`, ...preparationLines(part, '~~~~')];
}

function ticketItemLines(item: KdsTicketItem): string[] {
  const lines = [L(`^"${item.quantity} x ${e(item.name)}"`), ...preparationLines(item, '~~').map(L)];
  for (const part of item.parts) lines.push(...partLines(part).map(L));
  const hasDetail = item.sizeName || item.halves.length || item.modifiers.length || item.parts.length;
  if (!hasDetail && item.description) lines.push(L(`~~${e(item.description)}`));
  if (item.comments) lines.push(L(`~~\`NOTE: ${e(item.comments)}\``));
  const allergens = [
    ...item.allergens.contains.map((code) => allergenName(code)),
    ...item.allergens.mayContain.map((code) => `may contain ${allergenName(code).toLowerCase()}`),
  ];
  if (allergens.length > 0) lines.push(L(`~~"ALLERGENS: ${e(allergens.join(', '))}"`));
  return lines;
}

/**
 * The kitchen's ticket for one printer: the lines of the stations that printer serves (all lines
 * when it serves every station). Undefined when none of the order's lines are for its stations, so
 * no empty ticket is printed.
 */
export function orderTicketMarkup(
  ticket: KdsTicket,
  options: { stationIds: readonly string[]; timezone: string; layout: PrintLayout },
): string | undefined {
  const items = itemsForStations(ticket, options.stationIds);
  if (items.length === 0) return undefined;
  const { timezone, layout } = options;
  const due = ticket.requestedFor ? `${ticket.requestedFor.timeOfDay}` : 'ASAP';
  const lines = [
    ...banner(layout),
    placed(`^^^#${e(ticket.displayNumber)}`, layout.alignment),
    // A linked virtual store's order: the brand, so the kitchen packs it in the right bag.
    ...(ticket.brandName ? [placed(`^^"${e(ticket.brandName.toUpperCase())}"`, layout.alignment)] : []),
    placed(
      `^^${COLLECTION_WORDS[ticket.collectionType]}~~${e(KDS_ORDER_SOURCE_LABELS[ticket.orderSource])}`,
      layout.alignment,
    ),
    `|Placed ${localTime(ticket.placedIsoDateTimeUtc, timezone)} | Due ${e(due)}|`,
    ...(ticket.customerName ? [placed(`"${e(ticket.customerName)}"`, layout.alignment)] : []),
    '-',
    ...items.flatMap((item, index) => (index === 0 ? [] : ['']).concat(ticketItemLines(item))),
    '-',
    ...(ticket.orderComments ? [L(`\`ORDER NOTE: ${e(ticket.orderComments)}\``), '-'] : []),
    `|${items.reduce((sum, item) => sum + item.quantity, 0)} items | ${localTime(ticket.placedIsoDateTimeUtc, timezone, 'd MMM yyyy')}|`,
    ...reviewQr(layout),
    '=',
  ];
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------
// Order stub

/** The order's number big, how it leaves, and item names only (no options, no prices). */
export function orderStubMarkup(
  order: Pick<
    PrintableOrder,
    | 'displayNumber'
    | 'collectionType'
    | 'customerName'
    | 'placedIsoDateTimeUtc'
    | 'collectionIsoDateTimeUtc'
    | 'asap'
    | 'source'
    | 'brandName'
  > & { lines: readonly Pick<PrintableLine, 'quantity' | 'name'>[] },
  options: { timezone: string; layout: PrintLayout },
): string {
  const { timezone, layout } = options;
  const when = order.collectionIsoDateTimeUtc
    ? `${order.asap ? 'ASAP, about ' : ''}${localTime(order.collectionIsoDateTimeUtc, timezone)}`
    : localTime(order.placedIsoDateTimeUtc, timezone);
  const lines = [
    ...banner(layout),
    placed(`^^^^#${e(order.displayNumber)}`, layout.alignment),
    ...(order.brandName ? [placed(`^^"${e(order.brandName.toUpperCase())}"`, layout.alignment)] : []),
    placed(`^^${COLLECTION_WORDS[order.collectionType]}`, layout.alignment),
    placed(e(when), layout.alignment),
    ...(order.customerName ? [placed(`^"${e(order.customerName)}"`, layout.alignment)] : []),
    '-',
    ...order.lines.map((line) => L(`${line.quantity} x ${e(line.name)}`)),
    '=',
  ];
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------
// Order invoice

/**
 * The customer's tax invoice: every line with its price, then the domain's totals rows. A counter
 * sale's receipt follows the till's receipt options: the cashier's name ("Served by Alex") when asked
 * for, and the footer in place of the plain "Thank you!".
 */
export function orderInvoiceMarkup(
  order: PrintableOrder,
  options: { business: PrintBusiness; layout: PrintLayout; receipt?: ReceiptOptions },
): string {
  const { business, layout, receipt } = options;
  const money = (cents: Cents) => formatMoney(cents, order.currency);
  const tz = business.timezone;
  const header = [
    ...banner(layout),
    ...[
      `^^"${e(business.restaurantName)}"`,
      e(business.storeName),
      e(business.storeAddress),
      `Phone ${e(business.storePhone)}`,
      ...(business.abn ? [`ABN ${e(business.abn)}`] : []),
      '',
      '^"TAX INVOICE"',
      `^^Order #${e(order.displayNumber)}`,
      `${COLLECTION_WORDS[order.collectionType]}, ${e(KDS_ORDER_SOURCE_LABELS[kdsOrderSourceFor(order.source)])}`,
      localTime(order.placedIsoDateTimeUtc, tz, 'EEE d MMM yyyy, h:mm a'),
    ].map((text) => (text === '' ? '' : placed(text, layout.alignment))),
  ];
  const who = [
    ...(receipt?.showEmployeeName && order.employeeName ? [`Served by ${e(order.employeeName)}`] : []),
    ...(order.customerName ? [`Name: ${e(order.customerName)}`] : []),
    ...(order.customerPhone ? [`Phone: ${e(order.customerPhone)}`] : []),
    ...(order.deliveryAddress ? [`Deliver to: ${e(order.deliveryAddress)}`] : []),
    ...(order.table ? [`Table: ${e(order.table)}`] : []),
    ...(order.collectionIsoDateTimeUtc
      ? [
          `${order.collectionType === 'delivery' ? 'Delivery' : 'Ready'} ${order.asap ? 'ASAP, about' : 'at'} ${localTime(order.collectionIsoDateTimeUtc, tz)}`,
        ]
      : []),
  ].map(L);
  const items = order.lines.flatMap((line) => [
    `|${line.quantity} x ${e(line.name)} | ${e(money(line.totalCents))}|`,
    ...(line.description ? [`|~~${e(line.description)} ||`] : []),
    ...(line.comments ? [`|~~Note: ${e(line.comments)} ||`] : []),
  ]);
  const totals = cartTotalRows(order.totals).map((row) =>
    row.strong
      ? `|^"${e(row.label.toUpperCase())}" | ^"${e(money(row.cents))}"|`
      : `|${e(row.label)} | ${e(money(row.cents))}|`,
  );
  const lines = [
    ...header,
    ...who,
    '-',
    '{width:*,12}',
    ...items,
    '-',
    ...totals,
    '{width:auto}',
    '-',
    L(e(order.paymentWords)),
    ...(order.comments ? [L(`Your note: ${e(order.comments)}`)] : []),
    ...reviewQr(layout),
    ...footerLines(receipt?.footer),
    '=',
  ];
  return `${lines.join('\n')}\n`;
}

/** The store's own footer, one printed line per typed line (centred), or the plain thanks. */
function footerLines(footer: string | undefined): string[] {
  const lines = (footer ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return lines.length > 0 ? ['{align:center}', ...lines.map(e)] : ['Thank you!'];
}
