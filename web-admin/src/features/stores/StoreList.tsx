import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { describeError, EmptyState, useStores } from '@resto/web-common';
import { Fragment } from 'react';
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
    <Card>
      <List disablePadding>
        {sorted.map((store, index) => (
          <Fragment key={store.id}>
            {index > 0 && <Divider component="li" />}
            <ListItemButton
              component={RouterLink}
              to={storePath(restaurantId, store.id)}
              sx={{ m: 0, borderRadius: 0, py: 1.75, px: 2.5 }}
            >
              <ListItemIcon>
                <StorefrontRounded color="primary" />
              </ListItemIcon>
              <ListItemText
                primary={store.name}
                secondary={store.address?.formattedAddress}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
              {store.status === 'OFFLINE' && <Chip size="small" label="Offline" sx={{ mr: 1 }} />}
              <ChevronRightRounded sx={{ color: 'text.secondary' }} />
            </ListItemButton>
          </Fragment>
        ))}
      </List>
    </Card>
  );
}
