import PhoneRounded from '@mui/icons-material/PhoneRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type CollectionType, onlineOrderingBlockers } from '@resto/domain';
import { OptimizedImage } from '@resto/web-common';
import { memo, type ReactNode, useEffect, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCart } from '../features/cart/cartStore';
import { storeTradingStatus } from '../features/menu/storeStatus';
import { describeStoreMoment } from '../features/menu/useNow';
import { offeredCollectionTypes } from '../features/menu/useStoreMenu';
import { useStoreContext } from './StoreContext';

export const COLLECTION_LABELS: Record<CollectionType, string> = {
  pickup: 'Pickup',
  delivery: 'Delivery',
  dineIn: 'Dine-in',
};

/**
 * The store's header on the menu: name, whether it takes orders of the chosen collection type now
 * (and when it next opens) and where it is. The collection type itself is chosen in the ordering
 * tabs (OrderingTabs); this keeps the cart on a type the store offers.
 */
function StoreHeroView({ now }: { now: Date }) {
  const { menu, basePath } = useStoreContext();
  const { store, restaurant } = menu;
  const collectionType = useCart((state) => state.collectionType);
  const setCollectionType = useCart((state) => state.setCollectionType);
  const offered = offeredCollectionTypes(menu);
  // The same rule the server applies: without a menu, a way to pay or ordering times, no order can be placed.
  const notReady = useMemo(() => onlineOrderingBlockers(menu).length > 0, [menu]);
  const offline = store.status === 'OFFLINE';
  const status = storeTradingStatus(menu, collectionType, now);
  const label = COLLECTION_LABELS[collectionType].toLowerCase();
  const fallback = offered.includes(collectionType) ? undefined : offered[0];
  // A cart carried over from before the store stopped offering this collection type switches to one it offers.
  useEffect(() => {
    if (fallback) setCollectionType(fallback);
  }, [fallback, setCollectionType]);

  let statusText: string;
  if (offline) statusText = store.offlineReason || 'Not taking online orders right now';
  else if (notReady) statusText = 'Not taking online orders yet';
  else if (!offered.includes(collectionType)) statusText = `No ${label} at this store`;
  else if (status.open)
    statusText = `Open for ${label} until ${describeStoreMoment(status.closesAt, now, store.timezone).replace(' today', '')}`;
  else if (status.opensAt)
    statusText = `Closed now · ${label} from ${describeStoreMoment(status.opensAt, now, store.timezone)}`;
  else statusText = `Closed for ${label} for now`;
  const open = !offline && !notReady && offered.includes(collectionType) && status.open;

  return (
    <Card component="section" aria-labelledby="store-name" sx={{ p: { xs: 2.25, sm: 3 }, mb: 2.5 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1 }}>
        {restaurant?.logo && (
          <OptimizedImage
            image={restaurant.logo}
            alt={`${restaurant.name} logo`}
            width={64}
            aspectRatio="square"
            eager
            webp
            sx={{ width: { xs: 52, sm: 64 }, borderRadius: 2 }}
          />
        )}
        <Box sx={{ minWidth: 0 }}>
          {restaurant && restaurant.name !== store.name && (
            <Typography variant="overline" component="p" sx={{ color: 'primary.main', lineHeight: 1.6 }}>
              {restaurant.name}
            </Typography>
          )}
          <Typography id="store-name" variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
            {store.name}
          </Typography>
        </Box>
      </Box>
      <Box
        role="status"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          mb: 1.5,
          fontWeight: 600,
          typography: 'body2',
        }}
      >
        <Box
          aria-hidden
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: open ? '#2E7D4F' : 'text.disabled',
            flexShrink: 0,
          }}
        />
        {statusText}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 0.5, sm: 2.5 } }}>
        <InfoLine icon={<PlaceRounded fontSize="small" />}>{store.address.formattedAddress}</InfoLine>
        {store.phoneNumber && (
          <InfoLine icon={<PhoneRounded fontSize="small" />}>
            <Link href={`tel:${store.phoneNumber.replace(/[^\d+]/g, '')}`} color="inherit" underline="hover">
              {store.phoneNumber}
            </Link>
          </InfoLine>
        )}
        <InfoLine icon={<ScheduleRounded fontSize="small" />}>
          <Link component={RouterLink} to={`${basePath}/store_trading_hours`} color="inherit">
            Trading hours
          </Link>
        </InfoLine>
      </Box>
    </Card>
  );
}

/** Memoised: its trading status is worked out once per clock tick, not on every progressive render. */
export const StoreHero = memo(StoreHeroView);

function InfoLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', minWidth: 0 }}>
      <Box aria-hidden sx={{ display: 'flex', flexShrink: 0 }}>
        {icon}
      </Box>
      <Typography variant="body2" component="span" noWrap>
        {children}
      </Typography>
    </Box>
  );
}
