import { z } from 'zod';
import { ZAddress } from '../common/address';
import { perCollectionType, ZTimezone } from '../common/common';
import { STORE_STATUSES } from '../common/constants';
import { tooLong } from '../common/inputBounds';
import { ZUrlOrEmpty } from '../common/validation';

/** Default preparation time (SPEC.md section 9). */
export const DEFAULT_PREP_TIME_IN_MINUTES = 30;

/** How one collection type (pickup, delivery, dine-in) works at a store. */
export const ZCollectionSetting = z.object({
  available: z.boolean().default(false),
  /** Minutes between placing an order and the earliest time it can be collected or delivered. */
  prepTimeInMinutes: z
    .number()
    .int('Preparation time must be a whole number of minutes')
    .min(0, 'Preparation time cannot be negative')
    .max(24 * 60, 'Preparation time must be at most 24 hours')
    .default(DEFAULT_PREP_TIME_IN_MINUTES),
});
export type CollectionSetting = z.infer<typeof ZCollectionSetting>;

export const ZCollectionSettings = perCollectionType(
  ZCollectionSetting.default({
    available: false,
    prepTimeInMinutes: DEFAULT_PREP_TIME_IN_MINUTES,
  }),
);
export type CollectionSettings = z.infer<typeof ZCollectionSettings>;

/** Links shown on the store website; each may be left empty. */
export const ZSocialLinks = z.object({
  facebook: ZUrlOrEmpty.default(''),
  instagram: ZUrlOrEmpty.default(''),
  tiktok: ZUrlOrEmpty.default(''),
  x: ZUrlOrEmpty.default(''),
  youtube: ZUrlOrEmpty.default(''),
  website: ZUrlOrEmpty.default(''),
});
export type SocialLinks = z.infer<typeof ZSocialLinks>;

/** A store phone number as people write it: 6+ digits with optional +, spaces, brackets and hyphens. */
export function isStorePhoneNumber(text: string): boolean {
  return /^\+?[\d\s()-]{6,20}$/.test(text) && text.replace(/\D/g, '').length >= 6;
}
/** Longest phone number a store may show (with spaces, brackets and hyphens). */
export const MAX_STORE_PHONE_LENGTH = 30;

export const ZStorePhoneNumber = z
  .string()
  .trim()
  .max(MAX_STORE_PHONE_LENGTH, tooLong('Enter a phone number, like 02 9876 5432'))
  .refine(isStorePhoneNumber, 'Enter a phone number, like 02 9876 5432');

/** A store of a restaurant. Stored at `restaurants/{restaurantId}/stores/{storeId}`. */
export const ZStore = z.object({
  restaurantId: z.string().min(1),
  name: z
    .string()
    .trim()
    .min(2, 'Store name must be 2 to 100 characters')
    .max(100, 'Store name must be 2 to 100 characters'),
  address: ZAddress,
  phoneNumber: ZStorePhoneNumber,
  timezone: ZTimezone,
  collectionSettings: ZCollectionSettings,
  /** True when the store trades in two sessions per day (e.g. lunch and dinner). */
  hasSplitTimings: z.boolean().default(false),
  socialLinks: ZSocialLinks.default({
    facebook: '',
    instagram: '',
    tiktok: '',
    x: '',
    youtube: '',
    website: '',
  }),
  googleFoodOrderingEnabled: z.boolean().default(false),
  status: z.enum(STORE_STATUSES).default('ONLINE'),
  /** Why the store is offline, shown to customers ("Closed for renovations"). */
  offlineReason: z.string().trim().max(200, 'Offline reason must be at most 200 characters').optional(),
});
export type Store = z.infer<typeof ZStore>;
