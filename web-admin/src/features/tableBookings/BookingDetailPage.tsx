import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import EditRounded from '@mui/icons-material/EditRounded';
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
  BOOKING_CHANGE_FIELD_LABELS,
  BOOKING_TIME_OFFSET_CHOICES,
  type BookingEdit,
  type BookingFieldChange,
  type BookingSmsReminder,
  type BookingStatusChange,
  bookingVersion,
  type CountryCode,
  compareTableNames,
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
import { BookingEditDialog } from './BookingEditDialog';
import { bookingWhen, STATUS_WORDS } from './bookingWords';

/** One line of the booking's history: a status change or a save of the edit form. */
type HistoryEntry =
  | { kind: 'status'; at: string; change: BookingStatusChange }
  | { kind: 'edit'; at: string; edit: BookingEdit };

/** Where the guest's reminder text stands. */
function reminderWords(
  booking: { reminderOptIn?: boolean; smsReminder?: BookingSmsReminder; bookedForIsoDateTimeUtc: string },
  timezone: string,
): string {
  const sent = booking.smsReminder;
  if (sent && sent.forIsoDateTimeUtc === booking.bookedForIsoDateTimeUtc) {
    if (sent.status === 'sent') return `Sent ${bookingWhen(sent.atIsoDateTimeUtc, timezone)}`;
    if (sent.status === 'optedOut') return 'Not sent: the guest replied STOP to our texts';
    if (sent.status === 'failed') return 'Could not be sent';
    return 'Sending…';
  }
  if (booking.reminderOptIn === false) return 'The guest asked for none';
  return 'Not sent yet';
}

/** A changed field in words: times in the store's zone, blanks as "none". */
function changeWords(change: BookingFieldChange, timezone: string): string {
  const show = (value: string) =>
    !value ? 'none' : change.field === 'bookedForIsoDateTimeUtc' ? bookingWhen(value, timezone) : value;
  return `${BOOKING_CHANGE_FIELD_LABELS[change.field]}: ${show(change.from)} → ${show(change.to)}`;
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
  const [editOpen, setEditOpen] = useState(false);
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
  const assigned = data.tableId;
  const assignedTable = assigned ? tables.data?.find((table) => table.id === assigned) : undefined;
  const words = STATUS_WORDS[data.status.code];
  const statusHistory = data.statusHistory ?? [];
  const editHistory = data.editHistory ?? [];
  const history: HistoryEntry[] = [
    ...statusHistory.map((change) => ({ kind: 'status' as const, at: change.atIsoDateTimeUtc, change })),
    ...editHistory.map((edit) => ({ kind: 'edit' as const, at: edit.atIsoDateTimeUtc, edit })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  const areas = [...new Set((tables.data ?? []).map((table) => table.seatingArea).filter(Boolean))].sort();

  async function accept() {
    setAccepting(true);
    setRefusal(undefined);
    try {
      await api.post(bookingActionPath(restaurantId, storeId, tableBookingId, 'accept'), {
        timeOffsetInMinutes: offset,
        ...(tableId ? { tableId } : {}),
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
    ['Reminder text', reminderWords(data, timezone)],
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
                <TextField
                  select
                  size="small"
                  label="Table"
                  value={tableId}
                  onChange={(event) => setTableId(event.target.value)}
                  sx={{ minWidth: 200 }}
                  helperText={activeTables.length === 0 ? `No table in use seats ${data.pax}` : undefined}
                >
                  <MenuItem value="">Choose later</MenuItem>
                  {activeTables.map((table) => (
                    <MenuItem key={table.id} value={table.id}>
                      {tableDisplayName(table.name)} · {table.seats} seats
                      {table.seatingArea ? ` · ${table.seatingArea}` : ''}
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
            <Button startIcon={<EditRounded />} onClick={() => setEditOpen(true)}>
              Edit details
            </Button>
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
          <Stack
            component="ol"
            spacing={1.5}
            sx={{ m: 0, p: 0, listStyle: 'none' }}
            aria-label="Booking history"
          >
            {history.map((entry) =>
              entry.kind === 'status' ? (
                <Box component="li" key={`s-${entry.at}-${entry.change.to}`}>
                  <Typography sx={{ fontWeight: 600 }}>{STATUS_WORDS[entry.change.to].label}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {bookingWhen(entry.at, timezone)}
                    {entry.change.byName ? ` · ${entry.change.byName}` : ''}
                    {entry.change.reason ? ` · ${entry.change.reason}` : ''}
                  </Typography>
                </Box>
              ) : (
                <Box component="li" key={`e-${entry.at}`}>
                  <Typography sx={{ fontWeight: 600 }}>Details changed</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {bookingWhen(entry.at, timezone)}
                    {entry.edit.byName ? ` · ${entry.edit.byName}` : ''}
                  </Typography>
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {entry.edit.changes.map((change) => (
                      <Typography
                        component="li"
                        variant="body2"
                        key={change.field}
                        sx={{ overflowWrap: 'anywhere' }}
                      >
                        {changeWords(change, timezone)}
                      </Typography>
                    ))}
                  </Box>
                </Box>
              ),
            )}
          </Stack>
        </Card>
      </Box>
      {editOpen && (
        <BookingEditDialog
          open
          onClose={() => setEditOpen(false)}
          onSaved={(changed) =>
            notify(changed === 0 ? 'Nothing was changed.' : `${data.customer.name}'s booking was updated.`)
          }
          booking={data}
          version={bookingVersion({ statusHistory, editHistory })}
          bookingPath={{ restaurantId, storeId, tableBookingId }}
          timezone={timezone}
          country={(store?.address?.country?.code ?? 'AU') as CountryCode}
          areas={areas}
        />
      )}
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
