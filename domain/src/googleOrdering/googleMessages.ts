/**
 * Order with Google (Actions Center, end-to-end ordering): the messages Google posts to our
 * fulfillment webhook and the ones we answer with, as far as we read them. Shapes from
 * ../shared/research/integrations.md section 7 (the official set-up-checkout / set-up-submit-order
 * guides): a CheckoutRequestMessage carries the cart in `inputs[0].arguments[0].extension`, a
 * SubmitOrderRequestMessage the final order in `inputs[0].arguments[0].transactionDecisionValue.order`.
 * Every string, list and map is bounded (an outside caller sends them); fields we do not use are
 * dropped by zod.
 */
import { z } from 'zod';

const text = (max: number) => z.string().max(max);

/** google.type.Money: whole units as a (64-bit) string and billionths. */
export const ZGoogleMoney = z.object({
  currencyCode: z
    .string()
    .max(3)
    .regex(/^[A-Z]{3}$/),
  units: z
    .union([
      z
        .string()
        .max(13)
        .regex(/^-?\d{1,12}$/),
      z.number().int(),
    ])
    .default('0'),
  nanos: z.number().int().min(-999_999_999).max(999_999_999).default(0),
});
export type GoogleMoney = z.infer<typeof ZGoogleMoney>;

export const ZGooglePrice = z.object({
  type: z.enum(['ESTIMATE', 'ACTUAL']).default('ESTIMATE'),
  amount: ZGoogleMoney,
});
export type GooglePrice = z.infer<typeof ZGooglePrice>;

/** A FoodItemOption: an add-on of a line (our modifier option), with nested options of its own. */
export interface GoogleFoodItemOption {
  id?: string | undefined;
  offerId?: string | undefined;
  name?: string | undefined;
  quantity?: number | undefined;
  price?: GooglePrice | undefined;
  subOptions?: GoogleFoodItemOption[] | undefined;
}
export const ZGoogleFoodItemOption: z.ZodType<GoogleFoodItemOption> = z.lazy(() =>
  z.object({
    id: text(128).optional(),
    offerId: text(256).optional(),
    name: text(200).optional(),
    quantity: z.number().int().min(1).max(999).optional(),
    price: ZGooglePrice.optional(),
    subOptions: z.array(ZGoogleFoodItemOption).max(20).optional(),
  }),
);

export const GOOGLE_LINE_LIMIT = 100;

export const ZGoogleLineItem = z.object({
  id: text(128).min(1),
  name: text(200).default(''),
  type: text(32).default('REGULAR'),
  quantity: z.number().int().min(1).max(999),
  /** The line's price: the unit price (options included) times the quantity. */
  price: ZGooglePrice,
  /** The menu feed's offer id: our item id, `{itemId}/{sizeId}` for a pizza size. */
  offerId: text(256).min(1),
  extension: z
    .object({
      '@type': text(200).optional(),
      options: z.array(ZGoogleFoodItemOption).max(50).optional(),
    })
    .optional(),
  notes: text(250).optional(),
});
export type GoogleLineItem = z.infer<typeof ZGoogleLineItem>;

export const ZGoogleContact = z.object({
  displayName: text(100).optional(),
  firstName: text(100).optional(),
  lastName: text(100).optional(),
  email: text(254).optional(),
  phoneNumber: text(32).optional(),
});

export const ZGoogleFulfillmentInfo = z.object({
  id: text(128).optional(),
  pickup: z.object({ pickupTimeIso8601: text(64).optional() }).optional(),
  delivery: z.object({ deliveryTimeIso8601: text(64).optional() }).optional(),
  price: ZGooglePrice.optional(),
  expectedFulfillmentTime: z.object({ timeIso8601: text(64).optional() }).optional(),
});

export const ZGoogleCart = z.object({
  '@type': text(200).optional(),
  id: text(128).optional(),
  merchant: z.object({ id: text(300).min(1), name: text(200).optional() }),
  lineItems: z.array(ZGoogleLineItem).min(1).max(GOOGLE_LINE_LIMIT),
  notes: text(500).optional(),
  extension: z
    .object({
      '@type': text(200).optional(),
      fulfillmentPreference: z.object({ fulfillmentInfo: ZGoogleFulfillmentInfo }).optional(),
      contact: ZGoogleContact.optional(),
    })
    .optional(),
});
export type GoogleCart = z.infer<typeof ZGoogleCart>;

const ZConversation = z.object({ conversationId: text(200).optional() }).optional();

export const GOOGLE_CHECKOUT_INTENT = 'actions.foodordering.intent.CHECKOUT';
export const GOOGLE_SUBMIT_INTENT = 'actions.intent.TRANSACTION_DECISION';

export const ZGoogleCheckoutRequest = z.object({
  conversation: ZConversation,
  isInSandbox: z.boolean().default(false),
  inputs: z
    .array(
      z.object({
        intent: z.literal(GOOGLE_CHECKOUT_INTENT),
        arguments: z
          .array(z.object({ extension: ZGoogleCart }))
          .min(1)
          .max(4),
      }),
    )
    .min(1)
    .max(4),
});
export type GoogleCheckoutRequest = z.infer<typeof ZGoogleCheckoutRequest>;

export const ZGoogleProposedOrder = z.object({
  id: text(128).optional(),
  cart: ZGoogleCart,
  otherItems: z
    .array(
      z.object({
        id: text(128).optional(),
        name: text(200).optional(),
        type: text(32).optional(),
        price: ZGooglePrice.optional(),
      }),
    )
    .max(20)
    .default([]),
  totalPrice: ZGooglePrice,
});

/** Google's order ids become our document ids (`google_{googleOrderId}`): letters, digits, '-' and '_'. */
export const ZGoogleOrderId = z
  .string()
  .max(56)
  .regex(/^[A-Za-z0-9_-]{1,56}$/);

export const ZGoogleSubmitRequest = z.object({
  conversation: ZConversation,
  isInSandbox: z.boolean().default(false),
  inputs: z
    .array(
      z.object({
        intent: z.literal(GOOGLE_SUBMIT_INTENT),
        arguments: z
          .array(
            z.object({
              transactionDecisionValue: z.object({
                order: z.object({
                  finalOrder: ZGoogleProposedOrder,
                  googleOrderId: ZGoogleOrderId,
                  orderDate: text(64).optional(),
                }),
              }),
            }),
          )
          .min(1)
          .max(4),
      }),
    )
    .min(1)
    .max(4),
});
export type GoogleSubmitRequest = z.infer<typeof ZGoogleSubmitRequest>;

/** Google's error types for a checkout we cannot take as it stands (ErrorType enum). */
export const GOOGLE_ERROR_TYPES = [
  'NOT_FOUND',
  'INVALID',
  'AVAILABILITY_CHANGED',
  'PRICE_CHANGED',
  'INCORRECT_PRICE',
  'REQUIREMENTS_NOT_MET',
  'TOO_LATE',
  'NO_CAPACITY',
  'INELIGIBLE',
  'OUT_OF_SERVICE_AREA',
  'CLOSED',
  'UNAVAILABLE_SLOT',
  'FAILED_PRECONDITION',
  'MERCHANT_UNREACHABLE',
] as const;
export type GoogleErrorType = (typeof GOOGLE_ERROR_TYPES)[number];

export interface GoogleFoodOrderError {
  error: GoogleErrorType;
  /** The cart line it is about, when it is about one. */
  id?: string;
  description: string;
}

/** The order states Google knows; an order ends FULFILLED, REJECTED or CANCELLED. */
export const GOOGLE_ORDER_STATES = [
  'CREATED',
  'CONFIRMED',
  'REJECTED',
  'IN_PREPARATION',
  'READY_FOR_PICKUP',
  'IN_TRANSIT',
  'FULFILLED',
  'CANCELLED',
] as const;
export type GoogleOrderState = (typeof GOOGLE_ORDER_STATES)[number];

export const GOOGLE_ORDER_STATE_LABELS: Record<GoogleOrderState, string> = {
  CREATED: 'Order received',
  CONFIRMED: 'Order confirmed',
  REJECTED: 'Order declined',
  IN_PREPARATION: 'Preparing your order',
  READY_FOR_PICKUP: 'Ready for pickup',
  IN_TRANSIT: 'On its way',
  FULFILLED: 'Order completed',
  CANCELLED: 'Order cancelled',
};

export const GOOGLE_FINAL_STATES: ReadonlySet<GoogleOrderState> = new Set([
  'FULFILLED',
  'REJECTED',
  'CANCELLED',
]);

/**
 * Whether Google takes `next` after `current`: nothing after a final state, CANCELLED from any
 * open state, otherwise forward along CREATED → CONFIRMED → IN_PREPARATION → READY_FOR_PICKUP /
 * IN_TRANSIT → FULFILLED (steps may be skipped). The fake holds updates to the same rule.
 */
export function googleStateMayFollow(current: GoogleOrderState | undefined, next: GoogleOrderState): boolean {
  if (current === undefined) return true;
  if (GOOGLE_FINAL_STATES.has(current)) return false;
  if (next === 'CANCELLED') return true;
  if (next === 'REJECTED') return current === 'CREATED';
  const order: GoogleOrderState[] = [
    'CREATED',
    'CONFIRMED',
    'IN_PREPARATION',
    'READY_FOR_PICKUP',
    'IN_TRANSIT',
    'FULFILLED',
  ];
  return order.indexOf(next) > order.indexOf(current);
}
