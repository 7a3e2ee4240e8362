import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LoadingScreen,
  StatusPanel,
  tableBookingDoc,
  useAuth,
  useDoc,
  usePageTitle,
} from '@resto/web-common';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useStoreContext } from '../../shell/StoreContext';
import { BOOKING_STATUS_WORDS, bookingWhen } from './bookingWords';

/** `table-bookings/:tableBookingId/success`: the booking as stored, live (it turns "Confirmed" when staff accept). */
export default function BookingSuccessPage() {
  usePageTitle('Your booking');
  const { tableBookingId = '' } = useParams();
  const { restaurantId, storeId, store, menu, basePath } = useStoreContext();
  const { user, loading: authLoading } = useAuth();
  const booking = useDoc(user ? tableBookingDoc(restaurantId, storeId, tableBookingId) : null);
  if (authLoading || (user && booking.loading)) return <LoadingScreen label="Loading your booking…" />;
  if (!booking.data)
    return (
      <StatusPanel
        icon={<EventAvailableRounded />}
        title="We can't show this booking here"
        actions={
          <Button component={RouterLink} to={`${basePath}/table-bookings`} variant="contained">
            Your bookings
          </Button>
        }
      >
        Bookings show in the browser they were made in. If you booked on another device, look there, or call{' '}
        {store.name}.
      </StatusPanel>
    );
  const data = booking.data;
  const status = BOOKING_STATUS_WORDS[data.status.code];
  const rows: [string, string][] = [
    ['When', bookingWhen(data.bookedForIsoDateTimeUtc, menu.store.timezone)],
    ['Guests', String(data.pax)],
    ...(data.seatingArea ? ([['Seating', data.seatingArea]] as [string, string][]) : []),
    ['Name', data.customer.name],
    ['Mobile', data.customer.mobile],
    ...(data.specialRequest.note || data.specialRequest.template
      ? ([
          ['Request', [data.specialRequest.template, data.specialRequest.note].filter(Boolean).join(' · ')],
        ] as [string, string][])
      : []),
  ];
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
        <EventAvailableRounded color="primary" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
          {data.status.code === 'cancelled' ? 'Booking cancelled' : 'Thanks, we have your booking'}
        </Typography>
        <Chip label={status.label} color={status.color} data-testid="booking-status" />
        <Typography sx={{ color: 'text.secondary' }}>{status.detail}</Typography>
      </Stack>
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {store.name}
        </Typography>
        <Divider sx={{ mb: 1 }} />
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Card>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'center' }}>
        <Button component={RouterLink} to={`${basePath}/table-bookings`} variant="outlined">
          All your bookings
        </Button>
        <Button component={RouterLink} to={basePath} variant="contained">
          See the menu
        </Button>
      </Stack>
    </Box>
  );
}
