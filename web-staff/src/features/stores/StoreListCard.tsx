import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { Store } from '@resto/web-common';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** Stores as a tappable list, each opening `/stores/:storeId`. */
export function StoreListCard({
  stores,
  showRestaurant,
}: {
  stores: readonly { store: Store; restaurantName?: string }[];
  showRestaurant?: boolean;
}) {
  return (
    <Card>
      <List disablePadding>
        {stores.map(({ store, restaurantName }, index) => (
          <Fragment key={`${store.restaurantId}/${store.id}`}>
            {index > 0 && <Divider component="li" />}
            <ListItemButton
              component={RouterLink}
              to={`/stores/${store.id}`}
              sx={{ m: 0, borderRadius: 0, py: 1.75, px: 2.5 }}
            >
              <ListItemIcon>
                <StorefrontRounded color="primary" />
              </ListItemIcon>
              <ListItemText
                primary={store.name}
                secondary={
                  showRestaurant && restaurantName
                    ? `${restaurantName} · ${store.address?.formattedAddress ?? ''}`
                    : store.address?.formattedAddress
                }
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
