import PhoneRounded from '@mui/icons-material/PhoneRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { Store } from '../data/stores';

/** A store's address and phone number, a line each: the subtitle of a store page's header. */
export function StoreContactLines({ store }: { store: Pick<Store, 'address' | 'phoneNumber'> }) {
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Box component="span" sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}>
        <PlaceRounded fontSize="small" /> {store.address?.formattedAddress}
      </Box>
      <Box component="span" sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}>
        <PhoneRounded fontSize="small" /> {store.phoneNumber}
      </Box>
    </Box>
  );
}

/** Online (green) or Offline: whether the store takes orders. */
export function StoreStatusChip({ store }: { store: Pick<Store, 'status'> }) {
  return (
    <Chip
      color={store.status === 'OFFLINE' ? 'default' : 'success'}
      label={store.status === 'OFFLINE' ? 'Offline' : 'Online'}
    />
  );
}
