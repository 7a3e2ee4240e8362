/** An order received from the delivery marketplace. Money in cents. */
import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc, ZNonNegativeCents } from '../common/common';
import { COLLECTION_TYPES } from '../common/constants';
import { CURRENCY_CODES } from '../money/money';
import { MARKETPLACE_ORDER_STATUSES } from '../status/marketplace';

/** Who takes the food to the customer, in the marketplace's own terms. */
export const MARKETPLACE_DELIVERY_CHANNELS = [
  'DELIVERY_BY_MARKETPLACE',
  'DELIVERY_BY_STORE',
  'PICKUP',
  'DINE_IN',
] as const;
export type MarketplaceDeliveryChannel = (typeof MARKETPLACE_DELIVERY_CHANNELS)[number];

export const ZMarketplaceCartItem = z.object({
  id: z.string().min(1),
  specId: ZDocumentId,
  categoryId: ZDocumentId,
  name: z.string().min(1),
  /** Unit price charged by the marketplace (our price plus uberEatsExtraCharge). */
  price: ZNonNegativeCents,
  quantity: z.number().int().min(1),
  isGstApplicable: z.boolean().default(true),
  /** For pizzas: the size ordered. */
  sizeId: z.string().min(1).optional(),
  sizeName: z.string().min(1).optional(),
});
export type MarketplaceCartItem = z.infer<typeof ZMarketplaceCartItem>;

export const ZMarketplaceOrder = z.object({
  id: ZDocumentId,
  restaurantId: ZDocumentId,
  storeId: ZDocumentId,
  /** The short code the courier and customer quote ("A1B2C"). */
  displayId: z.string().min(1),
  deliveryChannel: z.enum(MARKETPLACE_DELIVERY_CHANNELS),
  collection: z.object({
    type: z.enum(COLLECTION_TYPES),
    /** When the marketplace expects the order to be ready. */
    readyForPickupIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  }),
  placedIsoDateTimeUtc: ZIsoDateTimeUtc,
  items: z.array(ZMarketplaceCartItem).min(1),
  itemTotal: ZNonNegativeCents,
  grandTotal: ZNonNegativeCents,
  customerName: z.string().default(''),
  customerPhoneNumber: z.string().optional(),
  /** The marketplace masks phone numbers; the customer's code must be quoted when calling. */
  customerPhoneCode: z.string().optional(),
  currencyCode: z.enum(CURRENCY_CODES),
  status: z.enum(MARKETPLACE_ORDER_STATUSES),
});
export type MarketplaceOrder = z.infer<typeof ZMarketplaceOrder>;
