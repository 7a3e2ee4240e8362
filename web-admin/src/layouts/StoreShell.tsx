import { AppShell, useRestaurant, useStore } from '@resto/web-common';
import { useParams } from 'react-router-dom';
import { ContextHeader } from '../components/ContextHeader';
import { restaurantPath, storeNav } from '../navigation';

/** Shell of `/restaurants/:restaurantId/stores/:storeId/...`: the store's name above its navigation. */
export default function StoreShell() {
  const { restaurantId = '', storeId = '' } = useParams();
  const { data: restaurant } = useRestaurant(restaurantId);
  const { data: store } = useStore(restaurantId, storeId);
  return (
    <AppShell
      product="Admin"
      nav={storeNav(restaurantId, storeId)}
      drawerHeader={
        <ContextHeader
          backTo={restaurantPath(restaurantId)}
          backLabel={restaurant?.name ?? 'Restaurant'}
          kind="Store"
          name={store === undefined ? undefined : (store?.name ?? 'Unknown store')}
        />
      }
    />
  );
}
