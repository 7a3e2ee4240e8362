import EventSeatRounded from '@mui/icons-material/EventSeatRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import PhoneRounded from '@mui/icons-material/PhoneRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { COLLECTION_TYPES, type CollectionType } from '@resto/domain';
import { EmptyState, usePageTitle } from '@resto/web-common';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useStoreContext } from '../components/StoreContext';

const COLLECTION_LABELS: Record<CollectionType, string> = {
  pickup: 'Pickup',
  delivery: 'Delivery',
  dineIn: 'Dine-in',
};
const orList = new Intl.ListFormat('en', { type: 'disjunction' });

/** The store's home: where it is, how you can order, and (soon) its menu. */
export default function MenuHomePage() {
  const { store, restaurant, basePath } = useStoreContext();
  const available = COLLECTION_TYPES.filter((type) => store.collectionSettings?.[type]?.available);
  const offline = store.status === 'OFFLINE';
  usePageTitle(store.name);
  const waysToOrder = orList.format(available.map((type) => COLLECTION_LABELS[type].toLowerCase()));

  return (
    <>
      <Card
        sx={(theme) => ({
          p: { xs: 2.5, sm: 3.5 },
          mb: 3,
          color: '#FFFFFF',
          border: 'none',
          background: `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
        })}
      >
        {restaurant?.name && restaurant.name !== store.name && (
          <Typography variant="overline" component="p" sx={{ opacity: 0.85 }}>
            {restaurant.name}
          </Typography>
        )}
        <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', sm: '2.4rem' }, mb: 1 }}>
          {store.name}
        </Typography>
        {restaurant?.description && (
          <Typography sx={{ opacity: 0.9, mb: 2, maxWidth: 560 }}>{restaurant.description}</Typography>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, '& a, & p': { color: 'inherit' } }}>
          <InfoLine icon={<PlaceRounded fontSize="small" />}>{store.address?.formattedAddress}</InfoLine>
          {store.phoneNumber && (
            <InfoLine icon={<PhoneRounded fontSize="small" />}>
              <Link href={`tel:${store.phoneNumber.replace(/[^\d+]/g, '')}`} underline="hover">
                {store.phoneNumber}
              </Link>
            </InfoLine>
          )}
          <InfoLine icon={<ScheduleRounded fontSize="small" />}>
            <Link component={RouterLink} to={`${basePath}/store_trading_hours`} underline="always">
              Trading hours
            </Link>
          </InfoLine>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2.5 }}>
          {offline ? (
            <Chip
              label={store.offlineReason || 'Not taking online orders right now'}
              sx={{ bgcolor: '#FFFFFF' }}
            />
          ) : (
            available.map((type) => (
              <Chip
                key={type}
                label={COLLECTION_LABELS[type]}
                sx={{ bgcolor: '#FFFFFF', color: 'primary.dark' }}
              />
            ))
          )}
        </Box>
      </Card>

      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
          Menu
        </Typography>
        <Button
          component={RouterLink}
          to={`${basePath}/table-booking/mobile`}
          startIcon={<EventSeatRounded />}
        >
          Book a table
        </Button>
      </Box>
      <EmptyState
        icon={<MenuBookRounded />}
        title="The menu is on its way"
        description={
          offline
            ? `Online ordering at ${store.name} is paused right now. The menu will be here when it reopens.`
            : `Soon you can browse ${store.name}'s dishes here and order for ${waysToOrder || 'pickup'} in a few taps.`
        }
      />
    </>
  );
}

function InfoLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      {icon}
      <Typography component="p" sx={{ fontSize: '0.975rem' }}>
        {children}
      </Typography>
    </Box>
  );
}
