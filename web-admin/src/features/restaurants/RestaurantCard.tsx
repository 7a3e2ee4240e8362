import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { USER_ROLE_LABELS } from '@resto/domain';
import { type MyRestaurant, type Store, timezoneCity, useStores } from '@resto/web-common';
import { Link as RouterLink } from 'react-router-dom';
import { restaurantPath, storePath } from '../../shared/paths';
import { RestaurantAvatar } from './RestaurantAvatar';

const CARD_BODY = {
  height: '100%',
  p: 2.5,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: 2,
} as const;

/**
 * One of "my restaurants": logo placeholder, name, description, store count and the user's role.
 * Restaurant members open the restaurant; someone who works only at some stores opens those stores
 * (the restaurant's own pages are not theirs to see).
 */
export function RestaurantCard({ entry }: { entry: MyRestaurant }) {
  const { restaurant, access, storeIds } = entry;
  const { data: stores, loading } = useStores(restaurant.id);
  const myStores = access === 'restaurant' ? stores : stores.filter((store) => storeIds.includes(store.id));
  const onlyStoreId = access === 'store' && storeIds.length === 1 ? storeIds[0] : undefined;
  const target =
    access === 'restaurant'
      ? restaurantPath(restaurant.id)
      : onlyStoreId && storePath(restaurant.id, onlyStoreId);

  if (target) {
    return (
      <Card sx={{ height: '100%' }}>
        <CardActionArea component={RouterLink} to={target} sx={CARD_BODY}>
          <CardContent
            entry={entry}
            storeCount={access === 'restaurant' ? stores.length : storeIds.length}
            loading={loading}
          />
        </CardActionArea>
      </Card>
    );
  }
  return (
    <Card sx={{ height: '100%' }}>
      <Box sx={CARD_BODY}>
        <CardContent entry={entry} storeCount={storeIds.length} loading={loading} />
        <StoreLinks restaurantId={restaurant.id} stores={myStores} />
      </Box>
    </Card>
  );
}

function CardContent({
  entry,
  storeCount,
  loading,
}: {
  entry: MyRestaurant;
  storeCount: number;
  loading: boolean;
}) {
  const { restaurant, role, access } = entry;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <RestaurantAvatar name={restaurant.name} logo={restaurant.logo} />
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
    </>
  );
}

function StoreLinks({ restaurantId, stores }: { restaurantId: string; stores: readonly Store[] }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {stores.map((store) => (
        <Button
          key={store.id}
          component={RouterLink}
          to={storePath(restaurantId, store.id)}
          endIcon={<ChevronRightRounded />}
          sx={{ justifyContent: 'space-between' }}
        >
          {store.name}
        </Button>
      ))}
    </Box>
  );
}
