import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BOOKING_TIME_OFFSET_CHOICES,
  compareTableNames,
  type TableBookingStatus,
  tableDisplayName,
} from '@resto/domain';
import {
  ApiError,
  ConfirmDialog,
  diningTables,
  LoadingScreen,
  PageHeader,
  tableBookingDoc,
  useApi,
  useDoc,
  useNotify,
  usePageTitle,
  useQuery,
} from '@resto/web-common';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { MissingDocument } from '../../shared/MissingDocument';
import { storePath } from '../../shared/paths';
import { useStoreContext } from '../../shared/useStoreContext';
import { bookingActionPath } from '../dineIn/dineInApi';
import { bookingWhen, STATUS_WORDS } from './bookingWords';

interface HistoryEntry {
  from: TableBookingStatus | null;
  to: TableBookingStatus;
  atIsoDateTimeUtc: string;
  reason?: string;
}

/** `/table-bookings/:tableBookingId`: one booking with accept (as requested or later) and cancel. */
export default function BookingDetailPage() {
  usePageTitle('Table booking');
  const { tableBookingId = '' } = useParams();
  const { restaurantId, storeId, store } = useStoreContext();
  const booking = useDoc(tableBookingDoc(restaurantId, storeId, tableBookingId));
  const api = useApi();
  const notify = useNotify();
  const [offset, setOffset] = useState(0);
  const [tableId, setTableId] = useState('');
  const tables = useQuery(diningTables(restaurantId, storeId));
  const [accepting, setAccepting] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<{ title: string; message: string }>();
  const timezone = store?.timezone ?? 'Australia/Sydney';
  const back = `${storePath(restaurantId, storeId)}/table-booking-history`;

  if (booking.loading) return <LoadingScreen label="Loading the booking…" />;
  if (!booking.data)
    return <MissingDocument what="booking" error={booking.error} backTo={back} backLabel="All bookings" />;
  const data = booking.data;
  // The booking's own area first, then the rest, each in table order.
  const activeTables = [...(tables.data ?? [])]
    .filter((table) => table.active && table.seats >= data.pax)
    .sort(
      (a, b) =>
        Number(b.seatingArea === data.seatingArea) - Number(a.seatingArea === data.seatingArea) ||
        compareTableNames(a, b),
    );
  const assigned = (data as unknown as { tableId?: string }).tableId;
  const assignedTable = assigned ? tables.data?.find((table) => table.id === assigned) : undefined;
  const words = STATUS_WORDS[data.status.code];
  const history = ((data as unknown as { statusHistory?: HistoryEntry[] }).statusHistory ?? [])
    .slice()
    .reverse();

  async function accept() {
    setAccepting(true);
    setRefusal(undefined);
    try {
      await api.post(bookingActionPath(restaurantId, storeId, tableBookingId, 'accept'), {
        timeOffsetInMinutes: offset,
      });
      notify(`${data.customer.name}'s booking was accepted.`);
    } catch (failure) {
      setRefusal(
        failure instanceof ApiError
          ? { title: failure.title, message: failure.message }
          : { title: 'Not accepted', message: String(failure) },
      );
    } finally {
      setAccepting(false);
    }
  }

  const rows: [string, string][] = [
    ['When', bookingWhen(data.bookedForIsoDateTimeUtc, timezone, 'long')],
    ['Guests', String(data.pax)],
    ['Seating area', data.seatingArea || 'No preference'],
    ['Table', assignedTable ? tableDisplayName(assignedTable.name) : 'Not chosen yet'],
    ['Name', data.customer.name],
    ['Mobile', data.customer.mobile],
    ['Email', data.customer.unverifiedEmail || '—'],
    [
      'Special request',
      [data.specialRequest.template, data.specialRequest.note].filter(Boolean).join(' · ') || '—',
    ],
    ['Source', data.source === 'POS' ? 'Taken at the POS' : 'Booked online'],
    ['Placed', bookingWhen(data.placedIsoDateTimeUtc, timezone, 'long')],
  ];

  return (
    <Box sx={{ maxWidth: 820 }}>
      <PageHeader
        eyebrow={store?.name}
        title={`${data.customer.name}, ${data.pax} guests`}
        subtitle={bookingWhen(data.bookedForIsoDateTimeUtc, timezone, 'long')}
        actions={<Chip label={words.label} color={words.color} data-testid="booking-status" />}
      />
      {refusal && (
        <Alert severity="warning" sx={{ mb: 2 }} role="alert">
          <AlertTitle>{refusal.title}</AlertTitle>
          {refusal.message}
        </Alert>
      )}
      {data.status.code !== 'cancelled' && (
        <Card sx={{ p: 2.5, mb: 3 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            {data.status.code === 'new' && (
              <>
                <TextField
                  select
                  size="small"
                  label="Time"
                  value={offset}
                  onChange={(event) => setOffset(Number(event.target.value))}
                  sx={{ minWidth: 200 }}
                >
                  {BOOKING_TIME_OFFSET_CHOICES.map((choice) => (
                    <MenuItem key={choice.id} value={choice.minutes}>
                      {choice.minutes === 0 ? choice.label : `${choice.label} later`}
                    </MenuItem>
                  ))}
                </TextField>
                <Button
                  variant="contained"
                  startIcon={<CheckRounded />}
                  onClick={() => void accept()}
                  disabled={accepting}
                >
                  {accepting ? 'Accepting…' : 'Accept booking'}
                </Button>
              </>
            )}
            <Button color="error" startIcon={<CloseRounded />} onClick={() => setCancelOpen(true)}>
              Cancel booking
            </Button>
          </Stack>
        </Card>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Card sx={{ p: 2.5 }}>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.25, m: 0 }}
          >
            {rows.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ color: 'text.secondary' }}>
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Card>
        <Card sx={{ p: 2.5 }}>
          <Typography variant="h4" sx={{ mb: 1.5 }}>
            History
          </Typography>
          <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {history.map((entry) => (
              <Box component="li" key={`${entry.atIsoDateTimeUtc}-${entry.to}`}>
                <Typography sx={{ fontWeight: 600 }}>{STATUS_WORDS[entry.to].label}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {bookingWhen(entry.atIsoDateTimeUtc, timezone)}
                  {entry.reason ? ` · ${entry.reason}` : ''}
                </Typography>
              </Box>
            ))}
          </Stack>
        </Card>
      </Box>
      <ConfirmDialog
        open={cancelOpen}
        title="Cancel this booking?"
        confirmLabel="Cancel booking"
        busyLabel="Cancelling…"
        destructive
        onClose={() => setCancelOpen(false)}
        onConfirm={async () => {
          await api.post(bookingActionPath(restaurantId, storeId, tableBookingId, 'cancel'), {
            reason: reason.trim(),
          });
          notify(`${data.customer.name}'s booking was cancelled.`);
        }}
      >
        <Stack spacing={2}>
          <Typography>
            The table is released and {data.customer.name} is emailed
            {data.customer.unverifiedEmail ? '' : ` (no email given: call them on ${data.customer.mobile})`}.
          </Typography>
          <TextField
            label="Reason (optional)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </Stack>
      </ConfirmDialog>
    </Box>
  );
}
