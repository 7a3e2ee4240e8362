import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import RestaurantRounded from '@mui/icons-material/RestaurantRounded';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { USER_ROLE_LABELS } from '@resto/domain';
import { describeError, PageHeader, useMyRestaurants, usePageTitle } from '@resto/web-common';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ListLoading } from '../../shared/ListLoading';
import { NotAddedYet } from '../../shared/NotAddedYet';

/** `/restaurants`: the restaurants this person works at, live. */
export default function RestaurantsPage() {
  usePageTitle('Restaurants');
  const { data, loading, error } = useMyRestaurants();
  return (
    <>
      <PageHeader title="Restaurants" subtitle="The restaurants you work at." />
      {error && <Alert severity="error">{describeError(error).message}</Alert>}
      {loading && <ListLoading label="Loading your restaurants" />}
      {!loading && !error && data.length === 0 && <NotAddedYet />}
      {data.length > 0 && (
        <Card>
          <List disablePadding>
            {data.map(({ restaurant, role, access, storeIds }, index) => (
              <Fragment key={restaurant.id}>
                {index > 0 && <Divider component="li" />}
                <ListItemButton
                  component={RouterLink}
                  to={`/restaurants/${restaurant.id}`}
                  sx={{ m: 0, borderRadius: 0, py: 1.75, px: 2.5 }}
                >
                  <ListItemIcon>
                    <RestaurantRounded color="primary" />
                  </ListItemIcon>
                  <ListItemText
                    primary={restaurant.name}
                    secondary={
                      access === 'restaurant'
                        ? `${USER_ROLE_LABELS[role]} · every store`
                        : `${USER_ROLE_LABELS[role]} · ${storeIds.length} ${storeIds.length === 1 ? 'store' : 'stores'}`
                    }
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                  <ChevronRightRounded sx={{ color: 'text.secondary' }} />
                </ListItemButton>
              </Fragment>
            ))}
          </List>
        </Card>
      )}
    </>
  );
}
