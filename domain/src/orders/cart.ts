/** The cart a customer or cashier builds, as stored inside an order. All money is integer cents. */
import { z } from 'zod';
import { ZDeliveryAddress } from '../common/address';
import { ZCurrency, ZDocumentId, ZIsoDateTimeUtc, ZNonNegativeCents } from '../common/common';
import { COLLECTION_TYPES, ONLINE_PAYMENT_TYPES, POS_PAYMENT_TYPES } from '../common/constants';
import { ZIsoDate, ZTimeOfDay } from '../common/validation';
import { ZItemSelection } from '../menu/menu';

/** Every payment type an order can carry, online or at the POS. */
export const ZPaymentType = z.enum([...new Set([...ONLINE_PAYMENT_TYPES, ...POS_PAYMENT_TYPES])], {
  error: 'Choose a payment method',
});
export type PaymentType = z.infer<typeof ZPaymentType>;

/**
 * The priced line. `price` is the unit price worked out for the item type (options, toppings and
 * the collection-type extra charge included). The three adjustments apply once to the whole line:
 * line total = price × quantity + extraChargeForItem + extraChargeForComments − discountForItem.
 */
export const ZCartItemSummary = z.object({
  name: z.string().min(1),
  price: ZNonNegativeCents,
  quantity: z.number().int().min(1),
  /** What was chosen, in words ("Large; no olives; + extra cheese"). */
  description: z.string().default(''),
  comments: z.string().default(''),
  discountForItem: ZNonNegativeCents.default(0),
  extraChargeForItem: ZNonNegativeCents.default(0),
  extraChargeForComments: ZNonNegativeCents.default(0),
});
export type CartItemSummary = z.infer<typeof ZCartItemSummary>;

export const ZCartItem = z.object({
  /** The line id, unique within the cart (the same item twice with other options is two lines). */
  id: ZDocumentId,
  categoryId: ZDocumentId.optional(),
  isGstApplicable: z.boolean().default(true),
  selection: ZItemSelection,
  summary: ZCartItemSummary,
});
export type CartItem = z.infer<typeof ZCartItem>;

export const ZCollection = z.object({
  type: z.enum(COLLECTION_TYPES, { error: 'Choose pickup, delivery or dine-in' }),
  /** When the customer wants it, in the store's timezone. */
  timeOfDay: ZTimeOfDay,
  date: ZIsoDate,
});
export type Collection = z.infer<typeof ZCollection>;

/**
 * grandTotal = itemTotal + deliveryCharge + surcharge − discount. `discount` is every order-level
 * discount together (coupons and loyalty credits); `surcharge` is card and public-holiday surcharges.
 */
export const ZOrderCart = z
  .object({
    createdTime: ZIsoDateTimeUtc,
    items: z.array(ZCartItem).min(1, 'Your cart is empty'),
    collection: ZCollection,
    paymentType: ZPaymentType.optional(),
    itemTotal: ZNonNegativeCents,
    grandTotal: ZNonNegativeCents,
    currency: ZCurrency,
    comments: z.string().trim().max(500, 'Comments must be at most 500 characters').default(''),
    discount: ZNonNegativeCents.default(0),
    customerName: z.string().trim().max(100).optional(),
    deliveryAddress: ZDeliveryAddress.optional(),
    deliveryCharge: ZNonNegativeCents.default(0),
    surcharge: ZNonNegativeCents.default(0),
    couponCodes: z.array(z.string()).default([]),
  })
  .superRefine((cart, ctx) => {
    if (cart.collection.type === 'delivery' && !cart.deliveryAddress) {
      ctx.addIssue({ code: 'custom', path: ['deliveryAddress'], message: 'Enter the delivery address' });
    }
    const expected = cart.itemTotal + cart.deliveryCharge + cart.surcharge - cart.discount;
    if (cart.grandTotal !== Math.max(0, expected)) {
      ctx.addIssue({
        code: 'custom',
        path: ['grandTotal'],
        message: 'Grand total must equal items plus charges minus discounts',
      });
    }
  });
export type OrderCart = z.infer<typeof ZOrderCart>;
