import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc } from '../common/common';
import { ZWebsiteInfo } from '../stores/websiteInfo';
import { ZCustomPage, ZStoreWebsiteDraft } from './pages';
import { ZWebsiteTheme } from './theme';

/**
 * What a website visitor sees, copied from the drafts when the owner presses Publish:
 * `restaurants/{r}/stores/{s}/publishedWebsite/current` (a store site) and
 * `restaurants/{r}/publishedWebsite/current` (the restaurant site listing its stores). Public read.
 * Address, hours and dishes are not copied: the renderer reads them from the published menu, so the
 * menu stays the single source for the site, its JSON-LD and the ordering page.
 */

export const ZPublishedStoreLink = z.object({
  storeId: ZDocumentId,
  name: z.string(),
  formattedAddress: z.string().default(''),
  phoneNumber: z.string().default(''),
  /** Whether the store has published a site of its own (its card links there, else to ordering). */
  hasWebsite: z.boolean().default(false),
});
export type PublishedStoreLink = z.infer<typeof ZPublishedStoreLink>;

export const ZPublishedWebsite = z.object({
  kind: z.enum(['restaurant', 'store']),
  restaurantId: ZDocumentId,
  storeId: ZDocumentId.optional(),
  restaurantName: z.string(),
  contact: ZWebsiteInfo,
  theme: ZWebsiteTheme,
  /** Store sites: the home page details and the navigation bar. */
  site: ZStoreWebsiteDraft.omit({ updatedIsoDateTimeUtc: true, publishedIsoDateTimeUtc: true }).optional(),
  pages: z.array(ZCustomPage).default([]),
  /** Restaurant sites: the stores it lists. */
  stores: z.array(ZPublishedStoreLink).default([]),
  publishedIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type PublishedWebsite = z.infer<typeof ZPublishedWebsite>;

export function publishedWebsitePath(restaurantId: string, storeId?: string): string {
  return storeId === undefined
    ? `restaurants/${restaurantId}/publishedWebsite/current`
    : `restaurants/${restaurantId}/stores/${storeId}/publishedWebsite/current`;
}
