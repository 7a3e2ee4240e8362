import EventRounded from '@mui/icons-material/EventRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TableBookingRecord } from '@resto/web-common';
import {
  ConfirmDialog,
  describeError,
  EmptyState,
  LoadingScreen,
  storeTableBookings,
  useApi,
  useAuth,
  useNotify,
  usePageTitle,
  useQuery,
} from '@resto/web-common';
import { limit, orderBy, query, where } from 'firebase/firestore';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useStoreContext } from '../../shell/StoreContext';
import { bookingPath } from './bookingApi';
import { BOOKING_STATUS_WORDS, bookingWhen } from './bookingWords';

const SHOWN = 50;

/** `table-bookings`: the guest's bookings at this store, live, newest first, with cancel. */
export default function MyBookingsPage() {
  usePageTitle('Your table bookings');
  const { restaurantId, storeId, store, menu, basePath } = useStoreContext();
  const { user, loading } = useAuth();
  const api = useApi();
  const notify = useNotify();
  const [cancelling, setCancelling] = useState<TableBookingRecord>();
  const mine = useMemo(
    () =>
      user
        ? query(
            storeTableBookings(restaurantId, storeId),
            where('customerUid', '==', user.uid),
            orderBy('bookedForIsoDateTimeUtc', 'desc'),
            limit(SHOWN),
          )
        : null,
    [user, restaurantId, storeId],
  );
  const bookings = useQuery(mine);
  const now = Date.now();

  const heading = (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'flex-end',
        flexWrap: 'wrap',
        gap: 2,
        mb: 3,
      }}
    >
      <Box>
        <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
          {store.name}
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
          Your table bookings
        </Typography>
      </Box>
      <Button component={RouterLink} to={`${basePath}/table-booking/mobile`} variant="contained">
        Book a table
      </Button>
    </Box>
  );
  if (loading || (user && bookings.loading)) return <LoadingScreen label="Loading your bookings…" />;
  const list = bookings.data ?? [];
  return (
    <Box>
      {heading}
      {bookings.error && <Alert severity="error">{describeError(bookings.error).message}</Alert>}
      {list.length === 0 ? (
        <EmptyState
          icon={<EventRounded />}
          title="No bookings yet"
          description="Bookings you make in this browser show here, with their status."
        />
      ) : (
        <Stack spacing={1.5} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {list.map((booking) => {
            const words = BOOKING_STATUS_WORDS[booking.status.code];
            const upcoming = Date.parse(booking.bookedForIsoDateTimeUtc) > now;
            return (
              <Card
                component="li"
                key={booking.id}
                sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
              >
                <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>
                    {bookingWhen(booking.bookedForIsoDateTimeUtc, menu.store.timezone)}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {booking.pax} guests{booking.seatingArea ? ` · ${booking.seatingArea}` : ''}
                  </Typography>
                </Box>
                <Chip size="small" label={words.label} color={words.color} />
                <Button
                  component={RouterLink}
                  to={`${basePath}/table-bookings/${booking.id}/success`}
                  size="small"
                >
                  Details
                </Button>
                {upcoming && booking.status.code !== 'cancelled' && (
                  <Button size="small" color="error" onClick={() => setCancelling(booking)}>
                    Cancel
                  </Button>
                )}
              </Card>
            );
          })}
        </Stack>
      )}
      <ConfirmDialog
        open={cancelling !== undefined}
        title="Cancel this booking?"
        confirmLabel="Cancel booking"
        busyLabel="Cancelling…"
        destructive
        onClose={() => setCancelling(undefined)}
        onConfirm={async () => {
          if (!cancelling) return;
          await api.post(
            `${bookingPath(restaurantId, storeId)}/${encodeURIComponent(cancelling.id)}/cancel`,
            {},
          );
          notify('Your booking was cancelled.');
        }}
      >
        {cancelling
          ? `Your table for ${cancelling.pax} on ${bookingWhen(cancelling.bookedForIsoDateTimeUtc, menu.store.timezone)} will be released.`
          : ''}
      </ConfirmDialog>
    </Box>
  );
}
