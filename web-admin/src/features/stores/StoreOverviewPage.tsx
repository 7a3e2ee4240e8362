import EditRounded from '@mui/icons-material/EditRounded';
import EventSeatRounded from '@mui/icons-material/EventSeatRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import PointOfSaleRounded from '@mui/icons-material/PointOfSaleRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import ShoppingBagRounded from '@mui/icons-material/ShoppingBagRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { COLLECTION_TYPE_LABELS, COLLECTION_TYPES } from '@resto/domain';
import {
  LoadingScreen,
  PageHeader,
  StoreContactLines,
  usePageTitle,
  useRestaurant,
  useStore,
} from '@resto/web-common';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { MissingDocument } from '../../shared/MissingDocument';
import { restaurantPath, storePath } from '../../shared/paths';
import { QuickLinks } from '../../shared/QuickLinks';
import { StoreOrderingStatusChip } from '../readiness/StoreOrderingStatusChip';
import { StoreReadinessChecklist } from '../readiness/StoreReadinessChecklist';
import { useStoreReadiness } from '../readiness/useStoreReadiness';
import { StorefrontLinkCard } from '../sharing/StorefrontLinkCard';
import { WeatherCard } from '../website/WeatherCard';
import { storeSettingsLinks } from './storeSettingsLinks';

/** `/restaurants/:restaurantId/stores/:storeId`: the store's details and its most used pages. */
export default function StoreOverviewPage() {
  const { restaurantId = '', storeId = '' } = useParams();
  const { data: restaurant } = useRestaurant(restaurantId);
  const { data: store, loading, error } = useStore(restaurantId, storeId);
  usePageTitle(store?.name);
  const base = storePath(restaurantId, storeId);
  const { readiness } = useStoreReadiness(restaurantId, storeId);

  if (loading) return <LoadingScreen label="Loading the store…" />;
  if (!store) {
    return (
      <MissingDocument
        what="store"
        error={error}
        backTo={restaurantPath(restaurantId)}
        backLabel="Back to the restaurant"
      />
    );
  }

  return (
    <>
      <PageHeader
        eyebrow={restaurant?.name}
        title={store.name}
        actions={
          <Button component={RouterLink} to={`${base}/edit`} variant="outlined" startIcon={<EditRounded />}>
            Edit store
          </Button>
        }
        subtitle={<StoreContactLines store={store} />}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 4 }}>
        <StoreOrderingStatusChip store={store} readiness={readiness} />
        {COLLECTION_TYPES.map((type) => (
          <Chip
            key={type}
            variant="outlined"
            label={`${COLLECTION_TYPE_LABELS[type]} ${store.collectionSettings?.[type]?.available ? 'on' : 'off'}`}
          />
        ))}
      </Box>
      <Box sx={{ mb: 3 }}>
        <WeatherCard restaurantId={restaurantId} storeId={storeId} />
      </Box>
      <Box sx={{ mb: 3 }}>
        <StoreReadinessChecklist readiness={readiness} base={base} />
      </Box>
      <Box sx={{ mb: 4 }}>
        <StorefrontLinkCard
          restaurantId={restaurantId}
          storeId={storeId}
          storeName={store.name}
          restaurantName={restaurant?.name ?? store.name}
        />
      </Box>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        Manage
      </Typography>
      <QuickLinks
        links={[
          {
            label: 'Menu',
            description: 'Categories, items and prices',
            to: `${base}/menu`,
            icon: <MenuBookRounded />,
          },
          {
            label: 'Online orders',
            description: 'Every online order',
            to: `${base}/online-order-history`,
            icon: <ShoppingBagRounded />,
          },
          {
            label: 'POS orders',
            description: 'Orders taken at the counter',
            to: `${base}/pos-order-history`,
            icon: <ReceiptLongRounded />,
          },
          {
            label: 'Table bookings',
            description: 'Upcoming and past bookings',
            to: `${base}/table-booking-history`,
            icon: <EventSeatRounded />,
          },
          {
            label: 'Online ordering',
            description: 'Pickup, delivery and dine-in',
            to: `${base}/online-ordering-settings`,
            icon: <TuneRounded />,
          },
          {
            label: 'Ordering times',
            description: 'When each order type is open',
            to: `${base}/settings/timings`,
            icon: <ScheduleRounded />,
          },
          {
            label: 'POS',
            description: 'Terminals and receipts',
            to: `${base}/pos-settings`,
            icon: <PointOfSaleRounded />,
          },
        ]}
      />
      <Typography variant="h3" component="h2" sx={{ mt: 4, mb: 2 }}>
        Store settings
      </Typography>
      <QuickLinks links={storeSettingsLinks(base)} />
    </>
  );
}
