import { z } from 'zod';
import { ZGeoPoint } from '../common/address';
import { ZDocumentId, ZNonNegativeCents } from '../common/common';
import { INPUT_LIMITS } from '../common/inputBounds';
import { type DeliveryProvider, ZDeliveryProvider } from './courier';

/** How much delivery settings may hold: more than any store draws, and one document stays small. */
export const DELIVERY_LIMITS = { suburbs: 500, areas: 50, pointsPerArea: 500 } as const;

/** A suburb delivered to, for stores that list suburbs instead of (or as well as) drawing areas. */
export const ZDeliverySuburb = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter the suburb name')
    .max(INPUT_LIMITS.name, `Suburb name must be at most ${INPUT_LIMITS.name} characters`),
  postcode: z.string().trim().max(20, 'Postcode must be at most 20 characters').default(''),
  deliveryCharges: ZNonNegativeCents.default(0),
});
export type DeliverySuburb = z.infer<typeof ZDeliverySuburb>;

/** Store-wide delivery rules. `minOrderValue` is the item total (cents) needed for delivery. */
export const ZDeliverySettings = z.object({
  /**
   * Who delivers the store's orders (delivery/courier.ts): its own drivers, the courier service
   * (checkout quotes the courier's fee, accepting books a courier) or the marketplace. Absent on
   * stores that never chose: their own drivers (`deliveryProviderOf`).
   */
  provider: ZDeliveryProvider.optional(),
  minOrderValue: ZNonNegativeCents.default(0),
  suburbs: z
    .array(ZDeliverySuburb)
    .max(DELIVERY_LIMITS.suburbs, `At most ${DELIVERY_LIMITS.suburbs} suburbs`)
    .default([]),
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
  polygon: z
    .array(ZGeoPoint)
    .min(3, 'Draw the area with at least 3 points')
    .max(DELIVERY_LIMITS.pointsPerArea, `Draw the area with at most ${DELIVERY_LIMITS.pointsPerArea} points`),
  deliveryCharges: ZNonNegativeCents.default(0),
  minOrderValue: ZNonNegativeCents.optional(),
  /** Pass the courier's fee on to the customer on top of `deliveryCharges`. */
  shouldApplyThirdPartyDeliveryFee: z.boolean().default(false),
});
export type DeliveryArea = z.infer<typeof ZDeliveryArea>;

/** Who delivers the store's orders; stores that never chose deliver with their own drivers. */
export function deliveryProviderOf(settings: Pick<DeliverySettings, 'provider'>): DeliveryProvider {
  return settings.provider ?? 'inHouse';
}
