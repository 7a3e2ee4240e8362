/**
 * The order confirmation / tax invoice emailed to an online customer: readable HTML (inline styles
 * only, since mail clients drop style sheets) and the same content as plain text laid out with the
 * receipt helpers, so the printed receipt and the email read alike.
 */
import { formatInTimeZone } from 'date-fns-tz';
import type { CollectionType, OnlinePaymentType } from '../common/constants';
import type { RateLimitRule } from '../common/rateLimits';
import { type Cents, formatMoney } from '../money/money';
import { displayNumberLabel } from '../orders/displayNumber';
import { isOnlineOrderPaid } from '../payments/payments';
import { cartTotalRows } from '../pricing/cartTotals';
import { lineTotal } from '../pricing/linePrice';
import { ruleLine, twoColumnLines, wrapText } from '../receipts/receipts';
import type { OnlineOrderDocument } from './onlineOrderDocument';

export interface InvoiceBusiness {
  restaurantName: string;
  storeName: string;
  storeAddress: string;
  storePhone: string;
  /** The store's timezone: times are shown on its clock. */
  timezone: string;
  /**
   * The order's review page, when the store shows its review prompt in emailed tax invoices. The same
   * words for every customer: the page offers both Google and a private message (no review gating).
   */
  reviewUrl?: string | undefined;
}

export interface OrderInvoiceEmail {
  subject: string;
  html: string;
  text: string;
}

const TEXT_WIDTH = 48;

const PAYMENT_WORDS: Record<OnlinePaymentType, { paid: string; unpaid: string }> = {
  stripe: { paid: 'Paid by card', unpaid: 'Card payment not completed' },
  inStore: { paid: 'Pay in store', unpaid: 'Pay in store' },
  cashOnDelivery: { paid: 'Cash on delivery', unpaid: 'Cash on delivery' },
  cardOnDelivery: { paid: 'Card on delivery', unpaid: 'Card on delivery' },
};

const COLLECTION_WORDS: Record<CollectionType, string> = {
  pickup: 'Pickup',
  delivery: 'Delivery',
  dineIn: 'Dine-in',
};

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

interface Row {
  label: string;
  amount: string;
  strong?: boolean;
}

/** The money rows under the items (`cartTotalRows`), with their amounts in the order's currency. */
function totalRows(order: OnlineOrderDocument, money: (cents: Cents) => string): Row[] {
  return cartTotalRows(order.totals).map(({ label, cents, strong }) => ({
    label,
    amount: money(cents),
    strong,
  }));
}

function localTime(isoDateTimeUtc: string, timezone: string): string {
  return formatInTimeZone(new Date(isoDateTimeUtc), timezone, 'EEE d MMM yyyy, h:mm a');
}

function collectionLine(order: OnlineOrderDocument, timezone: string): string {
  const { collection, deliveryAddress } = order.cart;
  const asap = order.requestedTime.type === 'asap' ? 'ASAP, about ' : '';
  const when = `${asap}${localTime(order.collectionIsoDateTimeUtc, timezone)}`;
  const type = COLLECTION_WORDS[collection.type];
  if (collection.type === 'delivery' && deliveryAddress)
    return `${type} ${when} to ${deliveryAddress.formattedAddress}`;
  if (collection.type === 'dineIn' && order.tableId) return `${type} ${when}, table ${order.tableId}`;
  return `${type} ${when}`;
}

function paymentLine(order: OnlineOrderDocument): string {
  const type = order.cart.paymentType as OnlinePaymentType;
  const words = PAYMENT_WORDS[type] ?? PAYMENT_WORDS.inStore;
  return isOnlineOrderPaid(type, order.payment?.status) ? words.paid : words.unpaid;
}

export function orderInvoiceEmail(order: OnlineOrderDocument, business: InvoiceBusiness): OrderInvoiceEmail {
  const money = (cents: Cents) => formatMoney(cents, order.cart.currency.code);
  const shortId = displayNumberLabel(order);
  const subject = `${business.restaurantName}: your order ${shortId} (${money(order.totals.grandTotal)})`;
  const rows = totalRows(order, money);
  const items = order.cart.items.map((item) => ({
    title: `${item.summary.quantity} × ${item.summary.name}`,
    details: [item.summary.description, item.summary.comments ? `Note: ${item.summary.comments}` : '']
      .filter((part) => part !== '')
      .join(' · '),
    amount: money(lineTotal(item.summary)),
  }));

  const text = [
    business.restaurantName,
    `${business.storeName}, ${business.storeAddress}`,
    `Phone ${business.storePhone}`,
    ruleLine(TEXT_WIDTH),
    `Tax invoice for order ${shortId}`,
    `Placed ${localTime(order.placedIsoDateTimeUtc, business.timezone)}`,
    ...wrapText(collectionLine(order, business.timezone), TEXT_WIDTH),
    `Name: ${order.customer.name}`,
    ruleLine(TEXT_WIDTH),
    ...items.flatMap((item) => [
      ...twoColumnLines(item.title, item.amount, TEXT_WIDTH),
      ...(item.details ? wrapText(item.details, TEXT_WIDTH - 2).map((line) => `  ${line}`) : []),
    ]),
    ruleLine(TEXT_WIDTH),
    ...rows.flatMap((row) => twoColumnLines(row.label, row.amount, TEXT_WIDTH)),
    ruleLine(TEXT_WIDTH),
    paymentLine(order),
    ...(order.cart.comments ? wrapText(`Your note: ${order.cart.comments}`, TEXT_WIDTH) : []),
    ...(business.reviewUrl ? ['', 'How was your order? Tell us:', business.reviewUrl] : []),
  ].join('\n');

  const cell = 'padding:6px 0;border-bottom:1px solid #eee;vertical-align:top';
  const itemRows = items
    .map(
      (item) =>
        `<tr><td style="${cell}"><strong>${escapeHtml(item.title)}</strong>${
          item.details ? `<br><span style="color:#555;font-size:13px">${escapeHtml(item.details)}</span>` : ''
        }</td><td style="${cell};text-align:right;white-space:nowrap">${escapeHtml(item.amount)}</td></tr>`,
    )
    .join('');
  const moneyRows = rows
    .map((row) => {
      const weight = row.strong ? 'font-weight:bold;font-size:16px;' : '';
      return `<tr><td style="padding:4px 0;${weight}">${escapeHtml(row.label)}</td><td style="padding:4px 0;text-align:right;${weight}">${escapeHtml(row.amount)}</td></tr>`;
    })
    .join('');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:16px;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">
<h1 style="font-size:20px;margin:0 0 4px">${escapeHtml(business.restaurantName)}</h1>
<p style="margin:0;color:#555">${escapeHtml(business.storeName)} · ${escapeHtml(business.storeAddress)} · ${escapeHtml(business.storePhone)}</p>
<h2 style="font-size:17px;margin:20px 0 4px">Tax invoice for order ${escapeHtml(shortId)}</h2>
<p style="margin:0 0 4px">Thanks, ${escapeHtml(order.customer.name)}. ${escapeHtml(collectionLine(order, business.timezone))}.</p>
<p style="margin:0 0 16px;color:#555">Placed ${escapeHtml(localTime(order.placedIsoDateTimeUtc, business.timezone))} · ${escapeHtml(paymentLine(order))}</p>
<table role="presentation" style="width:100%;border-collapse:collapse">${itemRows}</table>
<table role="presentation" style="width:100%;border-collapse:collapse;margin-top:12px">${moneyRows}</table>
${order.cart.comments ? `<p style="margin:16px 0 0;color:#555">Your note: ${escapeHtml(order.cart.comments)}</p>` : ''}
${business.reviewUrl ? `<p style="margin:20px 0 0">How was your order? <a href="${escapeHtml(business.reviewUrl)}">Rate your order</a></p>` : ''}
</div></body></html>`;
  return { subject, html, text };
}

/**
 * How often an invoice may be (re)sent on request: a few times per order, and a bounded number per
 * caller, so the route cannot be used to flood a customer's inbox.
 */
export const ORDER_INVOICE_EMAIL_LIMITS: {
  perOrder: readonly RateLimitRule[];
  perCaller: readonly RateLimitRule[];
} = {
  perOrder: [
    { max: 1, windowSeconds: 60 },
    { max: 3, windowSeconds: 3600 },
  ],
  perCaller: [{ max: 10, windowSeconds: 3600 }],
};
