import AddRounded from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import { PageHeader, usePageTitle, useRestaurant } from '@resto/web-common';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { restaurantPath } from '../../shared/paths';
import { RestaurantStorefrontLinks } from '../sharing/RestaurantStorefrontLinks';
import { StoreList } from './StoreList';

/** `/restaurants/:restaurantId/stores`: every store of the restaurant. */
export default function StoresPage() {
  usePageTitle('Stores');
  const { restaurantId = '' } = useParams();
  const { data: restaurant } = useRestaurant(restaurantId);
  return (
    <>
      <PageHeader
        eyebrow={restaurant?.name}
        title="Stores"
        subtitle="Each store has its own menu, trading hours, staff and devices."
        actions={
          <Button
            component={RouterLink}
            to={`${restaurantPath(restaurantId)}/create/store`}
            variant="contained"
            startIcon={<AddRounded />}
          >
            Add a store
          </Button>
        }
      />
      <StoreList restaurantId={restaurantId} />
      {restaurant && (
        <RestaurantStorefrontLinks restaurantId={restaurantId} restaurantName={restaurant.name} />
      )}
    </>
  );
}
