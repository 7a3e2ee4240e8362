import { AppShell, useAuth, useRestaurant } from '@resto/web-common';
import { useParams } from 'react-router-dom';
import { ContextHeader } from '../components/ContextHeader';
import { platformNav, restaurantNav } from '../navigation';

/** Shell of `/restaurants/:restaurantId/...`: the restaurant's name above its navigation. */
export default function RestaurantShell() {
  const { restaurantId = '' } = useParams();
  const { claims } = useAuth();
  const { data: restaurant } = useRestaurant(restaurantId);
  const nav = restaurantNav(restaurantId);
  return (
    <AppShell
      product="Admin"
      nav={claims.superAdmin ? [...nav, platformNav()] : nav}
      drawerHeader={
        <ContextHeader
          backTo="/"
          backLabel="All restaurants"
          kind="Restaurant"
          name={restaurant === undefined ? undefined : (restaurant?.name ?? 'Unknown restaurant')}
        />
      }
    />
  );
}
