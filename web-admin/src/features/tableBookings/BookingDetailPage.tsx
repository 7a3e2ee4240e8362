import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import SmsRounded from '@mui/icons-material/SmsRounded';
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
  reminderBlocker,
  seatingUnitName,
  seatingUnits,
} from '@resto/domain';
import {
  ApiError,
  ConfirmDialog,
  diningTables,
  LoadingScreen,
  PageHeader,
  storeTableBookings,
  tableBookingDoc,
  tableFloorDoc,
  useApi,
  useDoc,
  useNotify,
  usePageTitle,
  useQuery,
} from '@resto/web-common';
import { orderBy, query, where } from 'firebase/firestore';
import { useMemo, useState } from 'react';
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
  const [reminding, setReminding] = useState(false);
  const timezone = store?.timezone ?? 'Australia/Sydney';
  const back = `${storePath(restaurantId, storeId)}/table-booking-history`;
  const floor = useDoc(useMemo(() => tableFloorDoc(restaurantId, storeId), [restaurantId, storeId]));
  // Bookings around this one's time: the tables they hold are not offered when accepting.
  const bookedFor = booking.data?.bookedForIsoDateTimeUtc;
  const aroundQuery = useMemo(() => {
    if (!bookedFor) return null;
    const at = Date.parse(bookedFor);
    return query(
      storeTableBookings(restaurantId, storeId),
      where('bookedForIsoDateTimeUtc', '>', new Date(at - 6 * 3_600_000).toISOString()),
      where('bookedForIsoDateTimeUtc', '<', new Date(at + 6 * 3_600_000).toISOString()),
      orderBy('bookedForIsoDateTimeUtc', 'asc'),
    );
  }, [restaurantId, storeId, bookedFor]);
  const around = useQuery(aroundQuery);

  if (booking.loading) return <LoadingScreen label="Loading the booking…" />;
  if (!booking.data)
    return <MissingDocument what="booking" error={booking.error} backTo={back} backLabel="All bookings" />;
  const data = booking.data;
  // Where the party can sit: each join as one place (seats added up) and every other table in use,
  // big enough for the party, the booking's own area first; places another booking or a seated
  // party holds at this time are shown but cannot be chosen (the server refuses them too).
  const durationMs = (data as { durationInMinutes?: number }).durationInMinutes ?? 90;
  const start = Date.parse(data.bookedForIsoDateTimeUtc);
  const end = start + durationMs * 60_000;
  const taken = new Set<string>([
    ...(around.data ?? [])
      .filter((other) => other.id !== data.id && other.status.code !== 'cancelled')
      .filter((other) => {
        const otherStart = Date.parse(other.bookedForIsoDateTimeUtc);
        const otherMinutes = (other as { durationInMinutes?: number }).durationInMinutes ?? 90;
        return otherStart < end && start < otherStart + otherMinutes * 60_000;
      })
      .flatMap((other) => other.tableIds ?? (other.tableId ? [other.tableId] : [])),
    ...(floor.data?.seatings ?? [])
      .filter((seating) => seating.bookingId !== data.id)
      .filter((seating) => Date.parse(seating.seatedIsoDateTimeUtc) + durationMs * 60_000 > start)
      .flatMap((seating) => seating.tableIds),
  ]);
  const tableById = new Map((tables.data ?? []).map((table) => [table.id, table]));
  const places = seatingUnits(tables.data ?? [], floor.data?.joins ?? [])
    .filter((place) => place.seats >= data.pax)
    .map((place) => {
      const names = place.tableIds
        .map((id) => tableById.get(id))
        .filter((table) => table !== undefined)
        .sort(compareTableNames)
        .map((table) => table.name);
      return {
        ...place,
        value: place.tableIds[0] ?? '',
        name: seatingUnitName(names),
        busy: place.tableIds.some((id) => taken.has(id)),
      };
    })
    .sort(
      (a, b) =>
        Number(b.seatingArea === data.seatingArea) - Number(a.seatingArea === data.seatingArea) ||
        Number(a.tableIds.length > 1) - Number(b.tableIds.length > 1) ||
        a.name.localeCompare(b.name, undefined, { numeric: true }),
    );
  const assignedIds = data.tableIds ?? (data.tableId ? [data.tableId] : []);
  const assignedNames = assignedIds
    .map((id) => tableById.get(id))
    .filter((table) => table !== undefined)
    .sort(compareTableNames)
    .map((table) => table.name);
  const canRemind = reminderBlocker(data, new Date()) === null;
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

  async function remindNow() {
    setReminding(true);
    setRefusal(undefined);
    try {
      await api.post(bookingActionPath(restaurantId, storeId, tableBookingId, 'remind'), {});
      notify(`Reminder texted to ${data.customer.mobile}.`);
    } catch (failure) {
      setRefusal(
        failure instanceof ApiError
          ? { title: failure.title, message: failure.message }
          : { title: 'Reminder not sent', message: String(failure) },
      );
    } finally {
      setReminding(false);
    }
  }

  const rows: [string, string][] = [
    ['When', bookingWhen(data.bookedForIsoDateTimeUtc, timezone, 'long')],
    ['Guests', String(data.pax)],
    ['Seating area', data.seatingArea || 'No preference'],
    ['Table', assignedNames.length > 0 ? seatingUnitName(assignedNames) : 'Not chosen yet'],
    ['Name', data.customer.name],
    ['Mobile', data.customer.mobile],
    ['Email', data.customer.unverifiedEmail || '—'],
    [
      'Special request',
      [data.specialRequest.template, data.specialRequest.note].filter(Boolean).join(' · ') || '—',
    ],
    ['Reminder text', reminderWords(data, timezone)],
    ...(data.seatedIsoDateTimeUtc
      ? ([
          [
            'At the table',
            `Seated ${bookingWhen(data.seatedIsoDateTimeUtc, timezone)}${
              data.leftIsoDateTimeUtc
                ? `, left ${bookingWhen(data.leftIsoDateTimeUtc, timezone)}`
                : ', still there'
            }`,
          ],
        ] as [string, string][])
      : []),
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
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            useFlexGap
            // Four actions and two pickers: they wrap to a second row rather than squeeze their words.
            sx={{
              alignItems: { sm: 'center' },
              flexWrap: 'wrap',
              '& .MuiButton-root': { whiteSpace: 'nowrap', flexShrink: 0 },
            }}
          >
            {data.status.code === 'new' && (
              <>
                <TextField
                  select
                  size="small"
                  label="Time"
                  value={offset}
                  onChange={(event) => setOffset(Number(event.target.value))}
                  sx={{ width: { xs: '100%', sm: 200 } }}
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
                  sx={{ width: { xs: '100%', sm: 260 } }}
                  helperText={
                    places.length === 0
                      ? `No table in use seats ${data.pax}: join tables on the staff table map`
                      : undefined
                  }
                >
                  <MenuItem value="">Choose later</MenuItem>
                  {places.map((place) => (
                    <MenuItem key={place.value} value={place.value} disabled={place.busy}>
                      {place.name} · {place.seats} seats
                      {place.seatingArea ? ` · ${place.seatingArea}` : ''}
                      {place.busy ? ' · taken then' : ''}
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
            {canRemind && (
              <Button startIcon={<SmsRounded />} onClick={() => void remindNow()} disabled={reminding}>
                {reminding ? 'Texting…' : 'Text reminder now'}
              </Button>
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
