import { useAuth, useRestaurant, useTenantAccess } from '@resto/web-common';
import { useParams } from 'react-router-dom';
import { RestaurantStorefrontShortcuts } from '../../features/sharing/RestaurantStorefrontShortcuts';
import { platformNav, restaurantNav } from '../navigation';
import { ContextHeader } from './ContextHeader';
import { TenantShell } from './TenantShell';

/** Shell of `/restaurants/:restaurantId/...`: the restaurant's name above its navigation; members only. */
export default function RestaurantShell() {
  const { restaurantId = '' } = useParams();
  const { claims } = useAuth();
  const access = useTenantAccess(restaurantId);
  const { data: restaurant } = useRestaurant(restaurantId);
  const nav = restaurantNav(restaurantId);
  return (
    <TenantShell
      place="restaurant"
      access={access}
      nav={claims.superAdmin ? [...nav, platformNav()] : nav}
      drawerHeader={
        <>
          <ContextHeader
            backTo="/"
            backLabel="All restaurants"
            kind="Restaurant"
            name={restaurant === undefined ? undefined : (restaurant?.name ?? 'Unknown restaurant')}
          />
          {restaurant && <RestaurantStorefrontShortcuts restaurantId={restaurantId} />}
        </>
      }
    />
  );
}
