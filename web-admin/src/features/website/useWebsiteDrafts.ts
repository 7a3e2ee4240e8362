import { type CustomPage, type PublishedMenu, type PublishedWebsite, ZPublishedMenu } from '@resto/domain';
import {
  customPages,
  firestore,
  publishedStoreWebsiteDoc,
  storeWebsiteDoc,
  useDoc,
  useQuery,
  useRestaurant,
  websiteInfoOf,
  websiteThemeDoc,
} from '@resto/web-common';
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { draftStoreSite } from './previewSite';

/**
 * Everything a store's builder screens show, live: the drafts (theme, site, pages), the published
 * copy (to tell whether there is something to publish), and the published menu the site's dishes,
 * hours and address come from.
 */
export function useWebsiteDrafts(restaurantId: string, storeId: string) {
  const restaurant = useRestaurant(restaurantId);
  const theme = useDoc(websiteThemeDoc(restaurantId));
  const draft = useDoc(storeWebsiteDoc(restaurantId, storeId));
  const pages = useQuery(customPages(restaurantId, storeId));
  const published = useDoc(publishedStoreWebsiteDoc(restaurantId, storeId));
  const rawMenu = useDoc(
    doc(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'publishedMenu', 'current'),
  );
  const menu = useMemo<PublishedMenu | undefined>(() => {
    if (!rawMenu.data) return undefined;
    const parsed = ZPublishedMenu.safeParse(rawMenu.data);
    return parsed.success ? parsed.data : undefined;
  }, [rawMenu.data]);
  const pageList = useMemo<CustomPage[]>(
    () => (pages.data ?? []).map((page) => ({ ...page, id: page.id }) as CustomPage),
    [pages.data],
  );
  const site = useMemo<PublishedWebsite>(
    () =>
      draftStoreSite({
        restaurantId,
        storeId,
        restaurantName: restaurant.data?.name ?? '',
        contact: websiteInfoOf(restaurant.data),
        theme: theme.data,
        draft: draft.data,
        pages: pageList,
      }),
    [restaurantId, storeId, restaurant.data, theme.data, draft.data, pageList],
  );
  const loading = restaurant.loading || theme.loading || draft.loading || pages.loading;
  const error = restaurant.error ?? theme.error ?? draft.error ?? pages.error;
  return { site, menu, pages: pageList, draft: draft.data, published: published.data, loading, error };
}
