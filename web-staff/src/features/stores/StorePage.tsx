import HistoryRounded from '@mui/icons-material/HistoryRounded';
import PhoneRounded from '@mui/icons-material/PhoneRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import PointOfSaleRounded from '@mui/icons-material/PointOfSaleRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { COLLECTION_TYPES, type CollectionType, USER_ROLE_LABELS } from '@resto/domain';
import {
  describeError,
  LoadingScreen,
  PageHeader,
  timezoneCity,
  useMyStores,
  usePageTitle,
} from '@resto/web-common';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { NotAMember } from '../../shared/NotAMember';
import { staffHistoryPath } from '../orders/orderPaths';

const COLLECTION_LABELS: Record<CollectionType, string> = {
  pickup: 'Pickup',
  delivery: 'Delivery',
  dineIn: 'Dine-in',
};

/** `/stores/:storeId`: one store this person works at: where it is, how it takes orders, where to go next. */
export default function StorePage() {
  const { storeId = '' } = useParams();
  const { data, loading, error } = useMyStores();
  const entry = data.find((candidate) => candidate.store.id === storeId);
  usePageTitle(entry?.store.name ?? 'Store');

  if (loading) return <LoadingScreen label="Loading the store…" />;
  if (error) return <Alert severity="error">{describeError(error).message}</Alert>;
  // Live: removing their membership takes the store out of the list, and this page with it.
  if (!entry) return <NotAMember place="store" />;

  const { store, restaurant, role } = entry;
  return (
    <>
      <PageHeader
        eyebrow={restaurant.name}
        title={store.name}
        subtitle={
          <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            <Box component="span" sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}>
              <PlaceRounded fontSize="small" /> {store.address?.formattedAddress}
            </Box>
            <Box component="span" sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}>
              <PhoneRounded fontSize="small" /> {store.phoneNumber}
            </Box>
          </Box>
        }
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 4 }}>
        <Chip
          color={store.status === 'OFFLINE' ? 'default' : 'success'}
          label={store.status === 'OFFLINE' ? 'Offline' : 'Online'}
        />
        {COLLECTION_TYPES.filter((type) => store.collectionSettings?.[type]?.available).map((type) => (
          <Chip key={type} variant="outlined" label={COLLECTION_LABELS[type]} />
        ))}
        <Chip variant="outlined" label={`${timezoneCity(store.timezone)} time`} />
        <Chip variant="outlined" label={`You: ${USER_ROLE_LABELS[role]}`} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/pos" variant="contained" startIcon={<PointOfSaleRounded />}>
          Open the POS
        </Button>
        <Button component={RouterLink} to="/home" variant="outlined" startIcon={<ReceiptLongRounded />}>
          Today’s orders
        </Button>
        <Button
          component={RouterLink}
          to={staffHistoryPath(restaurant.id, store.id)}
          variant="outlined"
          startIcon={<HistoryRounded />}
        >
          Order history
        </Button>
      </Box>
    </>
  );
}
