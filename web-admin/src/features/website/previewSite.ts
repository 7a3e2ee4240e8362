import {
  type CustomPage,
  DEFAULT_STORE_WEBSITE,
  DEFAULT_WEBSITE_THEME,
  type PublishedStoreLink,
  type PublishedWebsite,
  type StoreWebsiteDraft,
  type WebsiteInfo,
  type WebsiteLinks,
  type WebsiteTheme,
} from '@resto/domain';
import { imageServiceUrl, storefrontUrl, webEnv } from '@resto/web-common';

/** A store site's address on the platform's website host (before any custom domain). */
export function storeSiteUrl(restaurantId: string, storeId: string): string {
  return `${webEnv.appUrls.website}/sites/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}/`;
}

export function restaurantSiteUrl(restaurantId: string): string {
  return `${webEnv.appUrls.website}/sites/${encodeURIComponent(restaurantId)}/`;
}

/**
 * Links for the builder's previews: pictures through the image service (the admin host serves
 * `/api`), order and booking buttons to the storefront, pages inside the preview's own site.
 */
export function previewLinks(restaurantId: string, storeId?: string): WebsiteLinks {
  const base = storeId
    ? storeSiteUrl(restaurantId, storeId).replace(/\/$/, '')
    : restaurantSiteUrl(restaurantId).replace(/\/$/, '');
  return {
    home: `${base}/`,
    page: (slug) => `${base}/${slug}`,
    store: (id) => storeSiteUrl(restaurantId, id),
    order: (id) => storefrontUrl(restaurantId, id),
    book: (id) => `${storefrontUrl(restaurantId, id)}table-booking/mobile`,
    image: (image, width, format) => `${imageServiceUrl(image, width)}${format ? `&f=${format}` : ''}`,
    absolute: (path) => (/^https?:\/\//.test(path) ? path : `${webEnv.appUrls.website}${path}`),
    inquire: (id) => `/api/store-website/restaurants/${restaurantId}/stores/${id}/inquire`,
  };
}

/** The drafts as the published document they would become (what Publish will copy). */
export function draftStoreSite(input: {
  restaurantId: string;
  storeId: string;
  restaurantName: string;
  contact: WebsiteInfo;
  theme: WebsiteTheme | null | undefined;
  draft: StoreWebsiteDraft | null | undefined;
  pages: readonly CustomPage[];
}): PublishedWebsite {
  const {
    updatedIsoDateTimeUtc: _u,
    publishedIsoDateTimeUtc: _p,
    ...site
  } = input.draft ?? DEFAULT_STORE_WEBSITE;
  return {
    kind: 'store',
    restaurantId: input.restaurantId,
    storeId: input.storeId,
    restaurantName: input.restaurantName,
    contact: input.contact,
    theme: input.theme ?? DEFAULT_WEBSITE_THEME,
    site,
    pages: [...input.pages].sort((a, b) => a.title.localeCompare(b.title)),
    stores: [],
    publishedIsoDateTimeUtc: new Date(0).toISOString(),
  };
}

export function draftRestaurantSite(input: {
  restaurantId: string;
  restaurantName: string;
  contact: WebsiteInfo;
  theme: WebsiteTheme;
  stores: PublishedStoreLink[];
}): PublishedWebsite {
  return {
    kind: 'restaurant',
    restaurantId: input.restaurantId,
    restaurantName: input.restaurantName,
    contact: input.contact,
    theme: input.theme,
    pages: [],
    stores: input.stores,
    publishedIsoDateTimeUtc: new Date(0).toISOString(),
  };
}
