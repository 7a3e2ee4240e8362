import { z } from 'zod';
import { ZCountry, ZImage, ZIsoDateTimeUtc, ZTimezone } from '../common/common';
import { ZRestaurantContactEmail } from '../common/validation';

/** A restaurant (the tenant). Stored at `restaurants/{restaurantId}`; the id is the document id. */
export const ZRestaurant = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Restaurant name must be 2 to 100 characters')
    .max(100, 'Restaurant name must be 2 to 100 characters'),
  description: z.string().trim().max(500, 'Description must be at most 500 characters').default(''),
  timezone: ZTimezone,
  country: ZCountry,
  logo: ZImage.optional(),
  contactEmail: ZRestaurantContactEmail,
  createdIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type Restaurant = z.infer<typeof ZRestaurant>;
