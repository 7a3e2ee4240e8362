import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { describeError, EmptyState, StoreListCard, useStores } from '@resto/web-common';
import { Link as RouterLink } from 'react-router-dom';
import { storePath } from '../../shared/paths';

/** The stores of a restaurant, live, each linking to its store admin. */
export function StoreList({ restaurantId }: { restaurantId: string }) {
  const { data: stores, loading, error } = useStores(restaurantId);
  const addStore = (
    <Button component={RouterLink} to={`/restaurants/${restaurantId}/create/store`} variant="contained">
      Add a store
    </Button>
  );

  if (error) return <Alert severity="error">{describeError(error).message}</Alert>;
  if (loading) {
    return (
      <Card>
        {[0, 1].map((row) => (
          <Skeleton key={row} variant="rectangular" height={64} sx={{ m: 1.5, borderRadius: 2 }} />
        ))}
      </Card>
    );
  }
  if (stores.length === 0) {
    return (
      <EmptyState
        icon={<StorefrontRounded />}
        title="No stores yet"
        description="A store is a location customers order from, with its own menu, hours and staff."
        action={addStore}
      />
    );
  }

  const sorted = [...stores].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <StoreListCard
      stores={sorted.map((store) => ({ store }))}
      storeHref={(store) => storePath(restaurantId, store.id)}
    />
  );
}
