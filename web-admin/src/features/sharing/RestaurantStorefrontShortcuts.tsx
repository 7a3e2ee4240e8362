import { useStores } from '@resto/web-common';
import { StorefrontShortcut } from './StorefrontShortcut';

/** Most restaurants have a store or two: list each one's storefront under the restaurant's name. */
const MAX_SHORTCUTS = 3;

/**
 * Under the restaurant's name in the navigation: each store's storefront one click away from every
 * restaurant page (more stores than fit are on the Stores page, each with its address).
 */
export function RestaurantStorefrontShortcuts({ restaurantId }: { restaurantId: string }) {
  const { data: stores } = useStores(restaurantId);
  const shown = [...stores].sort((a, b) => a.name.localeCompare(b.name)).slice(0, MAX_SHORTCUTS);
  return (
    <>
      {shown.map((store) => (
        <StorefrontShortcut
          key={store.id}
          restaurantId={restaurantId}
          storeId={store.id}
          label={stores.length === 1 ? undefined : `View ${store.name} online`}
        />
      ))}
    </>
  );
}
