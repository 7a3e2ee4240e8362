import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { USER_ROLE_LABELS } from '@resto/domain';
import { type MyRestaurant, timezoneCity, useStores } from '@resto/web-common';
import { Link as RouterLink } from 'react-router-dom';
import { restaurantPath } from '../navigation';
import { RestaurantAvatar } from './RestaurantAvatar';

/** One of "my restaurants": logo placeholder, name, description, store count and the user's role. */
export function RestaurantCard({ entry }: { entry: MyRestaurant }) {
  const { restaurant, role, access, storeIds } = entry;
  const { data: stores, loading } = useStores(restaurant.id);
  const storeCount = access === 'restaurant' ? stores.length : storeIds.length;

  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={restaurantPath(restaurant.id)}
        sx={{
          height: '100%',
          p: 2.5,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          gap: 2,
        }}
      >
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <RestaurantAvatar name={restaurant.name} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="h2" noWrap>
              {restaurant.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
              {restaurant.country?.name} · {timezoneCity(restaurant.timezone)}
            </Typography>
          </Box>
        </Box>
        <Typography
          sx={{
            color: restaurant.description ? 'text.secondary' : 'text.disabled',
            flexGrow: 1,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            minHeight: '3em',
          }}
        >
          {restaurant.description || 'No description yet.'}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Chip
            size="small"
            icon={<StorefrontRounded />}
            label={
              loading && access === 'restaurant'
                ? 'Stores…'
                : `${storeCount} ${storeCount === 1 ? 'store' : 'stores'}`
            }
          />
          <Chip
            size="small"
            variant="outlined"
            label={access === 'store' ? `${USER_ROLE_LABELS[role]} · some stores` : USER_ROLE_LABELS[role]}
          />
        </Box>
      </CardActionArea>
    </Card>
  );
}
