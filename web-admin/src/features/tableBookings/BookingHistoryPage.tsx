import DownloadRounded from '@mui/icons-material/DownloadRounded';
import EventSeatRounded from '@mui/icons-material/EventSeatRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TABLE_BOOKING_STATUSES, type TableBookingStatus } from '@resto/domain';
import {
  EmptyState,
  PageHeader,
  ProblemAlert,
  SearchField,
  storeTableBookings,
  usePageTitle,
  useQuery,
} from '@resto/web-common';
import { limit, orderBy, query, where } from 'firebase/firestore';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadingRows } from '../../shared/ManagedList';
import { storePath } from '../../shared/paths';
import { useStoreContext } from '../../shared/useStoreContext';
import { bookingsCsv, bookingWhen, STATUS_WORDS } from './bookingWords';

const PAGE_SIZE = 25;
/** How many bookings one view reads (a busy store's three months ahead). */
const READ_LIMIT = 1000;

type When = 'upcoming' | 'past' | 'all';

/**
 * `/table-booking-history`: the store's bookings, live: upcoming first (or past, newest first), by
 * status, searched by name, mobile or email, 25 a page, and the view as CSV.
 */
export default function BookingHistoryPage() {
  usePageTitle('Table bookings');
  const { restaurantId, storeId, store } = useStoreContext();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const when = (params.get('when') as When | null) ?? 'upcoming';
  const status = (params.get('status') as TableBookingStatus | 'any' | null) ?? 'any';
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const timezone = store?.timezone ?? 'Australia/Sydney';
  const base = storePath(restaurantId, storeId);
  // A fixed "now" per view, so the live query does not restart every render.
  const [now] = useState(() => new Date().toISOString());

  const bookingsQuery = useMemo(() => {
    const all = storeTableBookings(restaurantId, storeId);
    if (when === 'upcoming')
      return query(
        all,
        where('bookedForIsoDateTimeUtc', '>=', now),
        orderBy('bookedForIsoDateTimeUtc', 'asc'),
        limit(READ_LIMIT),
      );
    if (when === 'past')
      return query(
        all,
        where('bookedForIsoDateTimeUtc', '<', now),
        orderBy('bookedForIsoDateTimeUtc', 'desc'),
        limit(READ_LIMIT),
      );
    return query(all, orderBy('bookedForIsoDateTimeUtc', 'desc'), limit(READ_LIMIT));
  }, [restaurantId, storeId, when, now]);
  const bookings = useQuery(bookingsQuery);

  const matching = useMemo(() => {
    const term = search.trim().toLowerCase();
    return (bookings.data ?? []).filter(
      (booking) =>
        (status === 'any' || booking.status.code === status) &&
        (!term ||
          `${booking.customer.name} ${booking.customer.mobile} ${booking.customer.unverifiedEmail} ${booking.seatingArea ?? ''}`
            .toLowerCase()
            .includes(term)),
    );
  }, [bookings.data, status, search]);
  const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = matching.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const waiting = (bookings.data ?? []).filter((booking) => booking.status.code === 'new').length;

  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
    setPage(1);
  };

  function downloadCsv() {
    const url = URL.createObjectURL(new Blob([bookingsCsv(matching, timezone)], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `table-bookings-${when}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <>
      <PageHeader
        eyebrow={store?.name}
        title="Table bookings"
        subtitle={
          waiting > 0
            ? `${waiting} ${waiting === 1 ? 'booking is' : 'bookings are'} waiting for you to accept.`
            : 'Bookings guests made online and bookings taken at the POS.'
        }
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to={`${base}/table-booking-settings`}
              startIcon={<SettingsRounded />}
            >
              Booking settings
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadRounded />}
              onClick={downloadCsv}
              disabled={matching.length === 0}
            >
              CSV
            </Button>
          </Box>
        }
      />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <TextField
          select
          size="small"
          label="When"
          value={when}
          onChange={(event) => setParam('when', event.target.value)}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="upcoming">Upcoming</MenuItem>
          <MenuItem value="past">Past</MenuItem>
          <MenuItem value="all">All</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => setParam('status', event.target.value)}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="any">Any status</MenuItem>
          {TABLE_BOOKING_STATUSES.map((code) => (
            <MenuItem key={code} value={code}>
              {STATUS_WORDS[code].label}
            </MenuItem>
          ))}
        </TextField>
        <SearchField
          label="Search bookings"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          placeholder="Name, mobile or email"
        />
      </Box>
      {bookings.loading ? (
        <LoadingRows label="Loading bookings" rows={5} height={44} />
      ) : bookings.error ? (
        <ProblemAlert error={bookings.error} />
      ) : matching.length === 0 ? (
        <EmptyState
          icon={<EventSeatRounded />}
          title={
            search || status !== 'any'
              ? 'No booking matches'
              : when === 'upcoming'
                ? 'No upcoming bookings'
                : 'No bookings'
          }
          description={
            search || status !== 'any'
              ? 'Try another search or status.'
              : 'Bookings appear here as guests make them. Switch online bookings on in the booking settings.'
          }
        />
      ) : (
        <>
          <Card sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Table bookings">
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell>Guest</TableCell>
                  <TableCell align="right">Guests</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Area</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Source</TableCell>
                  <TableCell>Status</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((booking) => (
                  <TableRow
                    key={booking.id}
                    hover
                    sx={{ cursor: 'pointer' }}
                    onClick={() => navigate(`${base}/table-bookings/${booking.id}`)}
                  >
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <RouterLink
                        to={`${base}/table-bookings/${booking.id}`}
                        onClick={(event) => event.stopPropagation()}
                      >
                        {bookingWhen(booking.bookedForIsoDateTimeUtc, timezone)}
                      </RouterLink>
                    </TableCell>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {booking.customer.name}
                      </Typography>
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        {booking.customer.mobile}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{booking.pax}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                      {booking.seatingArea ?? '—'}
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {booking.source === 'POS' ? 'POS' : 'Online'}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={STATUS_WORDS[booking.status.code].label}
                        color={STATUS_WORDS[booking.status.code].color}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              mt: 2,
              flexWrap: 'wrap',
              gap: 1,
            }}
          >
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {matching.length} {matching.length === 1 ? 'booking' : 'bookings'}
            </Typography>
            {pages > 1 && <Pagination count={pages} page={current} onChange={(_, next) => setPage(next)} />}
          </Box>
        </>
      )}
    </>
  );
}
