import HistoryRounded from '@mui/icons-material/HistoryRounded';
import PointOfSaleRounded from '@mui/icons-material/PointOfSaleRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { COLLECTION_TYPE_LABELS, COLLECTION_TYPES } from '@resto/domain';
import {
  describeError,
  LoadingScreen,
  PageHeader,
  StoreContactLines,
  StoreStatusChip,
  timezoneCity,
  useMyStores,
  usePageTitle,
} from '@resto/web-common';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { NotAMember } from '../../shared/NotAMember';
import { staffHistoryPath } from '../orders/orderPaths';
import { STAFF_ROLE_WORDS } from './roleWords';

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
        subtitle={<StoreContactLines store={store} />}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 4 }}>
        <StoreStatusChip store={store} />
        {COLLECTION_TYPES.filter((type) => store.collectionSettings?.[type]?.available).map((type) => (
          <Chip key={type} variant="outlined" label={COLLECTION_TYPE_LABELS[type]} />
        ))}
        <Chip variant="outlined" label={`${timezoneCity(store.timezone)} time`} />
        <Chip variant="outlined" label={`You: ${STAFF_ROLE_WORDS[role]}`} />
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
