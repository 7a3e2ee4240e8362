import { useRestaurant, useStore, useTenantAccess } from '@resto/web-common';
import { useParams } from 'react-router-dom';
import { StorefrontShortcut } from '../../features/sharing/StorefrontShortcut';
import { restaurantPath } from '../../shared/paths';
import { storeNav } from '../navigation';
import { ContextHeader } from './ContextHeader';
import { TenantShell } from './TenantShell';

/**
 * Shell of `/restaurants/:restaurantId/stores/:storeId/...`: the store's name above its navigation.
 * Restaurant members reach every store; store members only theirs.
 */
export default function StoreShell() {
  const { restaurantId = '', storeId = '' } = useParams();
  const access = useTenantAccess(restaurantId, storeId);
  const { data: restaurant } = useRestaurant(restaurantId);
  const { data: store } = useStore(restaurantId, storeId);
  // Someone who works only at this store cannot open the restaurant's pages: send them home instead.
  const reachesRestaurant =
    access.status === 'allowed' && (access.superAdmin || access.restaurantRole !== undefined);
  return (
    <TenantShell
      place="store"
      access={access}
      nav={storeNav(restaurantId, storeId)}
      drawerHeader={
        <>
          <ContextHeader
            backTo={reachesRestaurant ? restaurantPath(restaurantId) : '/'}
            backLabel={reachesRestaurant ? (restaurant?.name ?? 'Restaurant') : 'All restaurants'}
            kind="Store"
            name={store === undefined ? undefined : (store?.name ?? 'Unknown store')}
          />
          {store && <StorefrontShortcut restaurantId={restaurantId} storeId={storeId} />}
        </>
      }
    />
  );
}
