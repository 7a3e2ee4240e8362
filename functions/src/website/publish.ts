import {
  type CustomPage,
  DEFAULT_WEBSITE_THEME,
  type PublishedStoreLink,
  type PublishedWebsite,
  ZCustomPage,
  ZPublishedWebsite,
  ZWebsiteInfo,
  ZWebsiteTheme,
} from '@resto/domain';
import { db, nowIso } from '../admin';
import { restaurantDoc, storeDoc } from '../firestore/paths';
import { NotFoundError } from '../http/errors';
import { log } from '../log';
import { readStoreDraft } from './drafts';
import {
  customPagesCollection,
  publishedRestaurantWebsiteDoc,
  publishedStoreWebsiteDoc,
  storeWebsiteDoc,
  websiteThemeDoc,
} from './paths';

/** Stores a restaurant site lists (the most a restaurant site shows). */
const MAX_LISTED_STORES = 100;

async function restaurantBasics(restaurantId: string) {
  const [restaurant, theme] = await db().getAll(restaurantDoc(restaurantId), websiteThemeDoc(restaurantId));
  if (!restaurant?.exists) throw new NotFoundError('We could not find this restaurant.');
  return {
    restaurantName: String(restaurant.get('name') ?? ''),
    contact: ZWebsiteInfo.parse(restaurant.get('websiteInfo') ?? {}),
    theme: theme?.exists ? ZWebsiteTheme.parse(theme.data()) : DEFAULT_WEBSITE_THEME,
  };
}

/**
 * Publishes a store's site: the theme, the home page details, the navigation bar and every custom
 * page, as one public document. Then refreshes the restaurant site's list of stores.
 */
export async function publishStoreWebsite(restaurantId: string, storeId: string): Promise<PublishedWebsite> {
  const basics = await restaurantBasics(restaurantId);
  const [store, draft, pages] = await Promise.all([
    storeDoc(restaurantId, storeId).get(),
    storeWebsiteDoc(restaurantId, storeId).get(),
    customPagesCollection(restaurantId, storeId).get(),
  ]);
  if (!store.exists) throw new NotFoundError('We could not find this store.');
  const site = readStoreDraft(draft.data());
  const { updatedIsoDateTimeUtc: _updated, publishedIsoDateTimeUtc: _published, ...publicSite } = site;
  const publishedAt = nowIso();
  const published: PublishedWebsite = ZPublishedWebsite.parse({
    kind: 'store',
    restaurantId,
    storeId,
    ...basics,
    site: publicSite,
    pages: pages.docs
      .map((doc): CustomPage => ZCustomPage.parse(doc.data()))
      .sort((a, b) => a.title.localeCompare(b.title)),
    publishedIsoDateTimeUtc: publishedAt,
  });
  const batch = db().batch();
  batch.set(publishedStoreWebsiteDoc(restaurantId, storeId), published);
  batch.set(storeWebsiteDoc(restaurantId, storeId), { ...site, publishedIsoDateTimeUtc: publishedAt });
  await batch.commit();
  await publishRestaurantWebsite(restaurantId, { republishStores: false });
  log.info('website.published', { restaurantId, storeId, pages: published.pages.length });
  return published;
}

/**
 * Publishes the restaurant site (its stores listed). With `republishStores`, the store sites already
 * published are published again, so a new theme reaches every site at once.
 */
export async function publishRestaurantWebsite(
  restaurantId: string,
  options: { republishStores: boolean },
): Promise<PublishedWebsite> {
  const basics = await restaurantBasics(restaurantId);
  const stores = await restaurantDoc(restaurantId).collection('stores').limit(MAX_LISTED_STORES).get();
  const publishedRefs = stores.docs.map((store) => publishedStoreWebsiteDoc(restaurantId, store.id));
  const publishedSites = publishedRefs.length > 0 ? await db().getAll(...publishedRefs) : [];
  const links: PublishedStoreLink[] = stores.docs.map((store, index) => ({
    storeId: store.id,
    name: String(store.get('name') ?? store.id),
    formattedAddress: String(store.get('address.formattedAddress') ?? ''),
    phoneNumber: String(store.get('phoneNumber') ?? ''),
    hasWebsite: publishedSites[index]?.exists ?? false,
  }));
  const published: PublishedWebsite = ZPublishedWebsite.parse({
    kind: 'restaurant',
    restaurantId,
    ...basics,
    stores: links.sort((a, b) => a.name.localeCompare(b.name)),
    publishedIsoDateTimeUtc: nowIso(),
  });
  await publishedRestaurantWebsiteDoc(restaurantId).set(published);
  if (options.republishStores) {
    for (const link of links.filter((store) => store.hasWebsite))
      await publishStoreWebsite(restaurantId, link.storeId);
  }
  return published;
}
