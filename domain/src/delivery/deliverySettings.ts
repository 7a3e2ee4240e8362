import { z } from 'zod';
import { ZGeoPoint } from '../common/address';
import { ZDocumentId, ZNonNegativeCents } from '../common/common';

/** A suburb delivered to, for stores that list suburbs instead of (or as well as) drawing areas. */
export const ZDeliverySuburb = z.object({
  name: z.string().trim().min(1, 'Enter the suburb name'),
  postcode: z.string().trim().default(''),
  deliveryCharges: ZNonNegativeCents.default(0),
});
export type DeliverySuburb = z.infer<typeof ZDeliverySuburb>;

/** Store-wide delivery rules. `minOrderValue` is the item total (cents) needed for delivery. */
export const ZDeliverySettings = z.object({
  minOrderValue: ZNonNegativeCents.default(0),
  suburbs: z.array(ZDeliverySuburb).default([]),
});
export type DeliverySettings = z.infer<typeof ZDeliverySettings>;

/** A zone drawn on the map. Its own `minOrderValue`, when set, replaces the store-wide one. */
export const ZDeliveryArea = z.object({
  id: ZDocumentId,
  name: z
    .string()
    .trim()
    .min(1, 'Area name must be 1 to 50 characters')
    .max(50, 'Area name must be 1 to 50 characters'),
  polygon: z.array(ZGeoPoint).min(3, 'Draw the area with at least 3 points'),
  deliveryCharges: ZNonNegativeCents.default(0),
  minOrderValue: ZNonNegativeCents.optional(),
  /** Pass the courier's fee on to the customer on top of `deliveryCharges`. */
  shouldApplyThirdPartyDeliveryFee: z.boolean().default(false),
});
export type DeliveryArea = z.infer<typeof ZDeliveryArea>;
