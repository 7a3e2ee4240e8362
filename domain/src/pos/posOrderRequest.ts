/**
 * The contract between the POS terminal and
 * `PUT /api/pos/restaurants/{restaurantId}/stores/{storeId}/pos_orders/{posOrderId}`.
 *
 * The terminal generates `posOrderId` when the cashier starts an order and keeps it in its outbox until
 * the server has answered, so a request may arrive many times (retries after a lost answer, a tab
 * reopened mid-sync): the server applies it once. The same id with the same request answers from the
 * stored order; the same id with a different request is a 409.
 *
 * Like the storefront, the terminal sends selections (never prices, except the price a cashier types
 * for a custom item) and the total it showed; the server prices with the same domain code.
 */
import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc, ZNonNegativeCents } from '../common/common';
import { COLLECTION_TYPES } from '../common/constants';
import { INPUT_LIMITS, tooLong } from '../common/inputBounds';
import { ZItemSelection } from '../menu/menu';
import { ORDER_SIZE_LIMITS } from '../onlineOrdering/orderSize';
import { ZClientOrderId } from '../onlineOrdering/placeOrderRequest';

/** Lines one POS order may carry (the same ceiling as online orders). */
export const MAX_POS_ORDER_LINES = ORDER_SIZE_LIMITS.maxLinesPerOrder.max;
/** Parts a bill may be split into. */
export const MAX_SPLIT_PARTS = 20;

/** What a cashier can choose at the pay screen; refunds and reversals come with editing, later. */
export const POS_CHECKOUT_PAYMENT_TYPES = [
  'cash',
  'card',
  'moto',
  'custom',
  'splitBill',
  'payLater',
  'noPaymentRequired',
] as const;
export type PosCheckoutPaymentType = (typeof POS_CHECKOUT_PAYMENT_TYPES)[number];

/** Each part of a split bill is paid by one of these. */
export const POS_SPLIT_PART_TYPES = ['cash', 'card', 'moto', 'custom'] as const;
export type PosSplitPartType = (typeof POS_SPLIT_PART_TYPES)[number];

const ZCashTendered = ZNonNegativeCents.max(100_000_000, 'That is more cash than a till holds');

export const ZPosSplitPartRequest = z.object({
  paymentType: z.enum(POS_SPLIT_PART_TYPES, { error: 'Choose how this part is paid' }),
  amountInCents: ZNonNegativeCents.refine((cents) => cents > 0, 'Each part must be more than $0.00'),
  customPaymentId: ZDocumentId.optional(),
  /** Cash handed over for this part (cash parts only); the change is worked out from it. */
  cashTenderedInCents: ZCashTendered.optional(),
});
export type PosSplitPartRequest = z.infer<typeof ZPosSplitPartRequest>;

export const ZPosPaymentRequest = z
  .object({
    paymentType: z.enum(POS_CHECKOUT_PAYMENT_TYPES, { error: 'Choose a payment method' }),
    customPaymentId: ZDocumentId.optional(),
    cashTenderedInCents: ZCashTendered.optional(),
    splitPayments: z
      .array(ZPosSplitPartRequest)
      .max(MAX_SPLIT_PARTS, `A bill can be split into at most ${MAX_SPLIT_PARTS} parts`)
      .default([]),
  })
  .superRefine((payment, ctx) => {
    if (payment.paymentType === 'custom' && !payment.customPaymentId)
      ctx.addIssue({ code: 'custom', path: ['customPaymentId'], message: 'Choose the custom payment' });
    if (payment.paymentType === 'splitBill' && payment.splitPayments.length < 2)
      ctx.addIssue({
        code: 'custom',
        path: ['splitPayments'],
        message: 'Split the bill into at least 2 parts',
      });
    if (payment.paymentType !== 'splitBill' && payment.splitPayments.length > 0)
      ctx.addIssue({ code: 'custom', path: ['splitPayments'], message: 'Only a split bill has parts' });
    payment.splitPayments.forEach((part, index) => {
      if (part.paymentType === 'custom' && !part.customPaymentId)
        ctx.addIssue({
          code: 'custom',
          path: ['splitPayments', index, 'customPaymentId'],
          message: 'Choose the custom payment',
        });
    });
  });
export type PosPaymentRequest = z.infer<typeof ZPosPaymentRequest>;

/** Staff-entered changes to one line's price (the domain's LineAdjustments). */
export const ZPosLineAdjustments = z.object({
  discountForItem: ZNonNegativeCents.optional(),
  extraChargeForItem: ZNonNegativeCents.optional(),
  extraChargeForComments: ZNonNegativeCents.optional(),
});

export const ZPosOrderLine = z.object({
  id: ZDocumentId,
  selection: ZItemSelection,
  adjustments: ZPosLineAdjustments.optional(),
  /** The authorised employee whose PIN approved the price change (a protected action). */
  approvedByEmployeeId: ZDocumentId.optional(),
});

/** Whether a line carries a staff price change (discount or extra charge), which needs approval. */
export function hasPriceChange(line: Pick<PosOrderLine, 'adjustments'>): boolean {
  const { discountForItem = 0, extraChargeForItem = 0, extraChargeForComments = 0 } = line.adjustments ?? {};
  return discountForItem > 0 || extraChargeForItem > 0 || extraChargeForComments > 0;
}

export const PRICE_CHANGE_NEEDS_APPROVAL = 'An authorised employee must approve a price change';
export type PosOrderLine = z.infer<typeof ZPosOrderLine>;

export const ZPosDeliveryAddress = z.object({
  formattedAddress: z
    .string()
    .trim()
    .min(1, 'Enter the delivery address')
    .max(
      INPUT_LIMITS.addressLine,
      tooLong(`The address must be at most ${INPUT_LIMITS.addressLine} characters`),
    ),
  dropoffNotes: z.string().trim().max(300, 'Notes must be at most 300 characters').default(''),
  /** The store's suburb or delivery area the cashier picked (posDelivery.ts): it sets the fee. */
  zoneKey: z.string().trim().max(200, 'Choose the suburb or delivery area again').optional(),
});
export type PosDeliveryAddress = z.infer<typeof ZPosDeliveryAddress>;

/** What a POS order says about the sale itself (shared by the first version and every edit). */
export const POS_ORDER_CONTENT_FIELDS = {
  collectionType: z.enum(COLLECTION_TYPES, { error: 'Choose pickup, delivery or dine-in' }),
  tableNumber: z.string().trim().max(20, 'Table numbers are at most 20 characters').optional(),
  guestCount: z.number().int().min(1, 'At least 1 guest').max(999, 'At most 999 guests').optional(),
  deliveryAddress: ZPosDeliveryAddress.optional(),
  customerName: z.string().trim().max(100, 'Name must be at most 100 characters').optional(),
  customerPhoneNumber: z.string().trim().max(20, 'Phone number must be at most 20 characters').optional(),
  comments: z.string().trim().max(500, 'Comments must be at most 500 characters').default(''),
  lines: z
    .array(ZPosOrderLine, { error: 'The order is empty' })
    .min(1, 'The order is empty')
    .max(MAX_POS_ORDER_LINES, `At most ${MAX_POS_ORDER_LINES} lines per order`),
  /** The grand total the terminal showed, in cents. */
  expectedTotalInCents: ZNonNegativeCents,
};

type PosOrderContent = {
  collectionType: (typeof COLLECTION_TYPES)[number];
  tableNumber?: string | undefined;
  deliveryAddress?: PosDeliveryAddress | undefined;
  lines: PosOrderLine[];
};

/**
 * The rules every version of a POS order's content follows (table for dine-in, approvals, line ids).
 * An edit carries the price changes already approved on earlier versions without a new approver, so
 * its approvals are checked against the stored order instead (`priceChangesNeedingApproval`).
 */
export function checkPosOrderContent(
  request: PosOrderContent,
  ctx: z.RefinementCtx,
  options: { approvalsCheckedAgainstOrder?: boolean } = {},
): void {
  if (request.collectionType === 'delivery' && !request.deliveryAddress)
    ctx.addIssue({ code: 'custom', path: ['deliveryAddress'], message: 'Enter the delivery address' });
  if (request.collectionType === 'dineIn' && !request.tableNumber)
    ctx.addIssue({ code: 'custom', path: ['tableNumber'], message: 'Enter the table number' });
  request.lines.forEach((line, index) => {
    if (!options.approvalsCheckedAgainstOrder && hasPriceChange(line) && !line.approvedByEmployeeId)
      ctx.addIssue({
        code: 'custom',
        path: ['lines', index, 'approvedByEmployeeId'],
        message: PRICE_CHANGE_NEEDS_APPROVAL,
      });
  });
  const lineIds = request.lines.map((line) => line.id);
  if (new Set(lineIds).size !== lineIds.length)
    ctx.addIssue({ code: 'custom', path: ['lines'], message: 'Each line needs its own id' });
}

export const ZPosOrderRequest = z
  .object({
    /** The employee signed in on the lock screen when the order was rung up. */
    employeeId: ZDocumentId,
    /** The terminal's clock when the order was rung up (it may have been offline for a while). */
    placedIsoDateTimeUtc: ZIsoDateTimeUtc,
    ...POS_ORDER_CONTENT_FIELDS,
    payment: ZPosPaymentRequest,
    /** A parked order this sale comes from (stashedOrder.ts): it is closed when the sale is stored. */
    stashId: ZDocumentId.optional(),
    /**
     * A tip the customer added on the card terminal (when the store's POS settings ask for tips). It
     * is paid on top of the total and kept apart from it, so sales figures never include tips.
     */
    tipAmountInCents: ZNonNegativeCents.max(10_000_000, 'That tip is larger than a till takes').optional(),
    /**
     * A coupon the cashier applied (checked online with POST .../pos_promotions when applied, and
     * again when the order is stored: see placePosOrder for what happens when it was used up meanwhile).
     */
    couponCode: z.string().trim().max(50, 'Coupon codes are at most 50 characters').optional(),
    /** The known customer (the lookup's `customerKey`) whose loyalty card earns and pays. */
    loyaltyCustomerKey: z.string().trim().min(1).max(128, 'Choose the customer again').optional(),
    /** Loyalty credits (cents) spent from that card on this order. */
    loyaltyRedemption: z
      .object({ credits: ZNonNegativeCents.max(100_000_000, 'That is more credit than a card holds') })
      .optional(),
  })
  .superRefine((request, ctx) => {
    checkPosOrderContent(request, ctx);
    if ((request.loyaltyRedemption?.credits ?? 0) > 0 && !request.loyaltyCustomerKey)
      ctx.addIssue({
        code: 'custom',
        path: ['loyaltyCustomerKey'],
        message: 'Choose the customer whose loyalty credits pay',
      });
    if (
      (request.tipAmountInCents ?? 0) > 0 &&
      request.payment.paymentType !== 'card' &&
      request.payment.paymentType !== 'moto'
    )
      ctx.addIssue({ code: 'custom', path: ['tipAmountInCents'], message: 'Tips are paid by card' });
  });
export type PosOrderRequestInput = z.input<typeof ZPosOrderRequest>;
export type PosOrderRequest = z.infer<typeof ZPosOrderRequest>;

/**
 * `POST .../pos_promotions`: what the till asks before it applies a coupon or a customer's loyalty
 * credits (both need the server: coupons' limits and cards' balances live there).
 */
export const ZPosPromotionsRequest = z
  .object({
    couponCode: z.string().trim().max(50, 'Coupon codes are at most 50 characters').optional(),
    /** For a first-order coupon: its claim is by phone number. */
    customerPhoneNumber: z.string().trim().max(20, 'Phone number must be at most 20 characters').optional(),
    loyaltyCustomerKey: z.string().trim().min(1).max(128, 'Choose the customer again').optional(),
  })
  .refine((request) => request.couponCode || request.loyaltyCustomerKey, {
    message: 'Enter a coupon code or choose a customer',
  });
export type PosPromotionsRequest = z.infer<typeof ZPosPromotionsRequest>;

/** The order id in the path (device-generated). */
export const ZPosOrderId = ZClientOrderId;
