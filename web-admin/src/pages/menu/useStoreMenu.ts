import { COUNTRIES, type CurrencyCode } from '@resto/domain';
import {
  useMenuCategories,
  useMenuItems,
  usePizzaSettings,
  useRestaurant,
  useStore,
} from '@resto/web-common';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { menuPaths } from '../../components/menu/menuPaths';

/**
 * Everything a menu screen of `/restaurants/:restaurantId/stores/:storeId/...` reads, live: the
 * store's categories, items and pizza settings, and the restaurant's currency.
 */
export function useStoreMenu() {
  const { restaurantId = '', storeId = '' } = useParams();
  const restaurant = useRestaurant(restaurantId);
  const store = useStore(restaurantId, storeId);
  const categories = useMenuCategories(restaurantId, storeId);
  const items = useMenuItems(restaurantId, storeId);
  const pizzaSettings = usePizzaSettings(restaurantId, storeId);
  const country = COUNTRIES[restaurant.data?.country?.code ?? 'AU'];
  const currency: CurrencyCode = country.currencyCode;
  const paths = useMemo(() => menuPaths(restaurantId, storeId), [restaurantId, storeId]);
  return {
    restaurantId,
    storeId,
    store: store.data,
    categories: categories.data,
    items: items.data,
    pizzaSettings: pizzaSettings.data ?? undefined,
    currency,
    symbol: country.currencySymbol,
    paths,
    loading:
      restaurant.loading || store.loading || categories.loading || items.loading || pizzaSettings.loading,
    error: restaurant.error ?? store.error ?? categories.error ?? items.error ?? pizzaSettings.error,
  };
}
