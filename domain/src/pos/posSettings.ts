/**
 * How a store's POS terminals behave: receipts, the payment types the pay screen offers, when an idle
 * till locks, whether it asks for a tip, and how far it may run ahead of the server while offline.
 *
 * The store saves defaults (`restaurants/{r}/stores/{s}/settings/posSettings`, through the store
 * settings API); each terminal may override whole groups of them (`settings` on its
 * `posTerminals/{id}` document, through `PUT /api/pos/.../pos_terminals/{id}`). A group the terminal
 * leaves out follows the store, so a change of the store's defaults reaches every terminal that did
 * not choose otherwise.
 */
import { z } from 'zod';
import { ZDocumentId, ZNonNegativeCents } from '../common/common';
import { INPUT_LIMITS, tooLong } from '../common/inputBounds';

/** Payment types the pay screen can offer (custom payments are chosen one by one below). */
export const POS_OFFERABLE_PAYMENT_TYPES = [
  'cash',
  'card',
  'moto',
  'splitBill',
  'payLater',
  'noPaymentRequired',
] as const;
export type PosOfferablePaymentType = (typeof POS_OFFERABLE_PAYMENT_TYPES)[number];

export const POS_OFFERABLE_PAYMENT_LABELS: Record<PosOfferablePaymentType, string> = {
  cash: 'Cash',
  card: 'Card',
  moto: 'Phone card (MOTO)',
  splitBill: 'Split bill',
  payLater: 'Pay later',
  noPaymentRequired: 'No payment required',
};

export const RECEIPT_PRINT_CHOICES = ['always', 'ask', 'never'] as const;
export type ReceiptPrintChoice = (typeof RECEIPT_PRINT_CHOICES)[number];

/** `always`: the paid sale's receipt prints on its own (on the printers set to print on payment). */
export function receiptPrintsAutomatically(receipt: PosSettings['receipt']): boolean {
  return receipt.print === 'always';
}

/** `ask` and `always`: the sale's notice offers a Receipt button; `never`: the till offers none. */
export function receiptOffered(receipt: PosSettings['receipt']): boolean {
  return receipt.print !== 'never';
}

/** Idle lock: 0 means never; otherwise whole minutes up to two hours. */
export const MAX_IDLE_LOCK_MINUTES = 120;
/** Tip suggestions the pay screen shows as buttons. */
export const MAX_TIP_CHOICES = 4;
/** Offline limits' ceilings: Square and Toast ask for devices back online within 24 to 72 hours. */
export const MAX_OFFLINE_AGE_MINUTES = 72 * 60;
export const MAX_OFFLINE_PENDING_ORDERS = 10_000;

export const ZPosReceiptSettings = z.object({
  /** After payment: print the receipt at once, ask the customer, or never. */
  print: z.enum(RECEIPT_PRINT_CHOICES, { error: 'Choose when receipts print' }).default('ask'),
  /** Printed under the totals ("Thank you! ABN 12 345 678 901"). */
  footer: z
    .string()
    .trim()
    .max(INPUT_LIMITS.addressLine, tooLong(`Keep the footer to ${INPUT_LIMITS.addressLine} characters`))
    .default(''),
  showEmployeeName: z.boolean().default(true),
});

export const ZPosPaymentOffer = z
  .object({
    paymentTypes: z
      .array(z.enum(POS_OFFERABLE_PAYMENT_TYPES))
      .max(POS_OFFERABLE_PAYMENT_TYPES.length)
      .default(['cash', 'card', 'moto', 'splitBill', 'payLater'])
      .refine((types) => new Set(types).size === types.length, 'A payment type is listed twice'),
    /** True: every custom payment of the store; false: only `customPaymentIds`. */
    allCustomPayments: z.boolean().default(true),
    customPaymentIds: z.array(ZDocumentId).max(INPUT_LIMITS.idList).default([]),
  })
  .superRefine((offer, ctx) => {
    const customs = offer.allCustomPayments || offer.customPaymentIds.length > 0;
    if (offer.paymentTypes.length === 0 && !customs)
      ctx.addIssue({
        code: 'custom',
        path: ['paymentTypes'],
        message: 'Offer at least one way to pay',
      });
  });

export const ZPosTipping = z
  .object({
    enabled: z.boolean().default(false),
    /** Whole percentages of the order total, shown as buttons (plus "No tip" and a typed amount). */
    percentages: z
      .array(
        z
          .number({ error: 'Enter a percentage' })
          .int('Tips are whole percentages')
          .min(1, 'Tips are 1% to 50%')
          .max(50, 'Tips are 1% to 50%'),
      )
      .max(MAX_TIP_CHOICES, `At most ${MAX_TIP_CHOICES} tip choices`)
      .default([10, 15, 20]),
  })
  .superRefine((tipping, ctx) => {
    if (tipping.enabled && tipping.percentages.length === 0)
      ctx.addIssue({ code: 'custom', path: ['percentages'], message: 'Give at least one tip choice' });
  });

export const ZPosOfflineLimits = z.object({
  /** The till warns once this many orders wait to be sent. */
  maxPendingOrders: z
    .number({ error: 'Enter a number of orders' })
    .int('Enter a whole number of orders')
    .min(1, `Orders must be 1 to ${MAX_OFFLINE_PENDING_ORDERS.toLocaleString('en-AU')}`)
    .max(
      MAX_OFFLINE_PENDING_ORDERS,
      `Orders must be 1 to ${MAX_OFFLINE_PENDING_ORDERS.toLocaleString('en-AU')}`,
    )
    .default(200),
  /** ... or once the oldest waiting order is this old. */
  maxPendingAgeMinutes: z
    .number({ error: 'Enter a number of minutes' })
    .int('Enter whole minutes')
    .min(1, `The age must be 1 minute to ${MAX_OFFLINE_AGE_MINUTES / 60} hours`)
    .max(MAX_OFFLINE_AGE_MINUTES, `The age must be 1 minute to ${MAX_OFFLINE_AGE_MINUTES / 60} hours`)
    .default(24 * 60),
  /**
   * Past a limit the till only warns, or also stops taking card payments (cash only) until it has
   * synced: a card sale the server has not seen for days is the one that goes wrong.
   */
  whenExceeded: z
    .enum(['warn', 'cashOnly'], { error: 'Choose what happens past the limits' })
    .default('warn'),
  /** Largest card payment taken while the till cannot reach the server (0: no limit). */
  offlineCardLimitInCents: ZNonNegativeCents.max(5_000_000, 'The card limit is at most $50,000.00').default(
    0,
  ),
});

/** Every group of POS settings; the store's document has them all. */
export const ZPosSettings = z.object({
  receipt: ZPosReceiptSettings.default(() => ZPosReceiptSettings.parse({})),
  payments: ZPosPaymentOffer.default(() => ZPosPaymentOffer.parse({})),
  idleLockMinutes: z
    .number({ error: 'Enter minutes' })
    .int('Enter whole minutes')
    .min(0, `Lock after 1 to ${MAX_IDLE_LOCK_MINUTES} minutes, or never`)
    .max(MAX_IDLE_LOCK_MINUTES, `Lock after 1 to ${MAX_IDLE_LOCK_MINUTES} minutes, or never`)
    .default(5),
  tipping: ZPosTipping.default(() => ZPosTipping.parse({})),
  offline: ZPosOfflineLimits.default(() => ZPosOfflineLimits.parse({})),
});
export type PosSettings = z.infer<typeof ZPosSettings>;
export type PosSettingsGroup = keyof PosSettings;
export const POS_SETTINGS_GROUPS = Object.keys(ZPosSettings.shape) as PosSettingsGroup[];

/** A terminal's own choices: any group it sets replaces the store's; the rest follow the store. */
export const ZPosTerminalOverrides = z.object({
  receipt: ZPosReceiptSettings.optional(),
  payments: ZPosPaymentOffer.optional(),
  idleLockMinutes: ZPosSettings.shape.idleLockMinutes.removeDefault().optional(),
  tipping: ZPosTipping.optional(),
  offline: ZPosOfflineLimits.optional(),
});
export type PosTerminalOverrides = z.infer<typeof ZPosTerminalOverrides>;

/** What a terminal really uses: its overrides over the store's defaults. */
export function effectivePosSettings(
  store: PosSettings,
  overrides: PosTerminalOverrides | undefined,
): PosSettings {
  return {
    receipt: overrides?.receipt ?? store.receipt,
    payments: overrides?.payments ?? store.payments,
    idleLockMinutes: overrides?.idleLockMinutes ?? store.idleLockMinutes,
    tipping: overrides?.tipping ?? store.tipping,
    offline: overrides?.offline ?? store.offline,
  };
}

/** A stored overrides field, tolerant of documents written before a field existed. */
export function readPosTerminalOverrides(stored: unknown): PosTerminalOverrides {
  const parsed = ZPosTerminalOverrides.safeParse(stored ?? {});
  return parsed.success ? parsed.data : {};
}

export interface OfflineLimitState {
  exceeded: boolean;
  /** Why, in words, for the till's banner (undefined when within the limits). */
  reason?: string;
  /** True when card and phone-card payments are refused until the till syncs. */
  cashOnly: boolean;
}

/** Whether the till's unsynced orders are past the limits (count, or age of the oldest). */
export function offlineLimitState(
  limits: PosSettings['offline'],
  pending: { count: number; oldestAgeMs: number | undefined },
): OfflineLimitState {
  const tooMany = pending.count >= limits.maxPendingOrders;
  const tooOld =
    pending.oldestAgeMs !== undefined && pending.oldestAgeMs >= limits.maxPendingAgeMinutes * 60_000;
  if (!tooMany && !tooOld) return { exceeded: false, cashOnly: false };
  const reason = tooMany
    ? `${pending.count} orders are waiting to be sent (the limit is ${limits.maxPendingOrders}).`
    : `The oldest unsynced order is older than ${formatMinutes(limits.maxPendingAgeMinutes)}.`;
  return { exceeded: true, reason, cashOnly: limits.whenExceeded === 'cashOnly' };
}

function formatMinutes(minutes: number): string {
  if (minutes % 60 === 0) return `${minutes / 60} hour${minutes === 60 ? '' : 's'}`;
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Whether a card payment of this size may be taken while the till is offline. */
export function offlineCardAllowed(limits: PosSettings['offline'], amountInCents: number): boolean {
  return limits.offlineCardLimitInCents === 0 || amountInCents <= limits.offlineCardLimitInCents;
}
