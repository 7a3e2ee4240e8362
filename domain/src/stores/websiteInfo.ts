import { z } from 'zod';
import { tooLong } from '../common/inputBounds';
import { ZOptionalEmail } from '../common/validation';
import { isStorePhoneNumber, MAX_STORE_PHONE_LENGTH, ZSocialLinks } from './store';

/**
 * The restaurant's public contact and social details for its website, stored as the `websiteInfo`
 * field of `restaurants/{restaurantId}` (public contact information, readable by anyone).
 */
export const ZWebsiteInfo = z.object({
  contactEmail: z
    .string()
    .trim()
    .max(50, 'Contact email must be at most 50 characters')
    .pipe(ZOptionalEmail)
    .default(''),
  contactPhoneNumber: z
    .string()
    .trim()
    .max(MAX_STORE_PHONE_LENGTH, tooLong('Enter a phone number, like 02 9876 5432'))
    .refine((text) => text === '' || isStorePhoneNumber(text), 'Enter a phone number, like 02 9876 5432')
    .default(''),
  about: z.string().trim().max(1000, 'About text must be at most 1,000 characters').default(''),
  socialLinks: ZSocialLinks.default({
    facebook: '',
    instagram: '',
    tiktok: '',
    x: '',
    youtube: '',
    website: '',
  }),
});
export type WebsiteInfo = z.infer<typeof ZWebsiteInfo>;
