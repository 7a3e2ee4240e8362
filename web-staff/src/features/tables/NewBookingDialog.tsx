import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type BookingSlot, type CountryCode, toE164PhoneNumber, ZEmail } from '@resto/domain';
import { ApiError, useApi, useNotify, useStore } from '@resto/web-common';
import { useEffect, useRef, useState } from 'react';

const storePart = (restaurantId: string, storeId: string) =>
  `restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}`;

interface Availability {
  settings: { minPax: number; maxPax: number; seatingAreaInfo: { areaNames: string[]; mandatory: boolean } };
  timezone: string;
  dates: { first: string; last: string };
  slots: BookingSlot[];
  largestParty?: number | null;
}

const newBookingId = () => `tb-${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`;

function timeLabel(iso: string, timezone: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone: timezone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
}

/**
 * Staff take a booking at the till or on the floor (a guest on the phone, or at the door for later):
 * the same times and seats the storefront offers, booked with source POS through
 * `POST /api/table-bookings/.../bookings`. A double tap books once (one id per attempt).
 */
export function NewBookingDialog({
  restaurantId,
  storeId,
  open,
  onClose,
}: {
  restaurantId: string;
  storeId: string;
  open: boolean;
  onClose: () => void;
}) {
  const api = useApi();
  const notify = useNotify();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const store = useStore(restaurantId, storeId);
  const country = ((store.data as { address?: { country?: { code?: string } } } | undefined)?.address?.country
    ?.code ?? 'AU') as CountryCode;
  const [pax, setPax] = useState(2);
  const [date, setDate] = useState('');
  const [area, setArea] = useState('');
  const [slot, setSlot] = useState<string>();
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const [availability, setAvailability] = useState<Availability>();
  const [loadError, setLoadError] = useState<string>();
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ title: string; message: string }>();
  const [reload, setReload] = useState(0);
  const attempt = useRef(newBookingId());

  useEffect(() => {
    if (!open) return;
    // `reload` asks again after a refusal (the seats changed meanwhile).
    void reload;
    let live = true;
    const search = new URLSearchParams({
      date: date || new Date().toISOString().slice(0, 10),
      pax: String(pax),
      seatingArea: area,
    });
    setLoadError(undefined);
    api
      .get<Availability>(
        `/api/online-ordering/${storePart(restaurantId, storeId)}/table_booking/availability?${search.toString()}`,
      )
      .then((answer) => {
        if (!live) return;
        setAvailability(answer);
        if (!date) setDate(answer.dates.first);
      })
      .catch((failure: unknown) => {
        if (live) setLoadError(failure instanceof ApiError ? failure.message : String(failure));
      });
    return () => {
      live = false;
    };
  }, [api, open, restaurantId, storeId, date, pax, area, reload]);

  const mobileE164 = toE164PhoneNumber(mobile, country);
  const problems = {
    name: name.trim() ? undefined : 'Enter the guest’s name',
    mobile: mobileE164 ? undefined : 'Enter a mobile number we can text',
    email:
      email.trim() === '' || ZEmail.safeParse(email.trim()).success ? undefined : 'Check the email address',
    slot: slot ? undefined : 'Choose a time',
  };
  const valid = Object.values(problems).every((problem) => problem === undefined);
  const timezone = availability?.timezone ?? 'UTC';
  const tooLarge =
    availability?.largestParty !== undefined &&
    availability.largestParty !== null &&
    pax > availability.largestParty;

  function close() {
    setSlot(undefined);
    setName('');
    setMobile('');
    setEmail('');
    setNote('');
    setTouched(false);
    setRefusal(undefined);
    attempt.current = newBookingId();
    onClose();
  }

  async function book() {
    setTouched(true);
    if (!valid || !slot || !mobileE164) return;
    setBusy(true);
    setRefusal(undefined);
    try {
      await api.post(`/api/table-bookings/${storePart(restaurantId, storeId)}/bookings`, {
        tableBookingId: attempt.current,
        bookedForIsoDateTimeUtc: slot,
        pax,
        customer: { name: name.trim(), mobile: mobileE164, unverifiedEmail: email.trim() },
        seatingArea: area,
        specialRequest: { note: note.trim(), template: '' },
      });
      notify(`Booked ${name.trim()} for ${pax} at ${timeLabel(slot, timezone)}.`);
      close();
    } catch (failure) {
      setRefusal(
        failure instanceof ApiError
          ? { title: failure.title, message: failure.message }
          : { title: 'Not booked', message: String(failure) },
      );
      // Seats changed meanwhile: a new attempt, and fresh times.
      attempt.current = newBookingId();
      setSlot(undefined);
      setReload((count) => count + 1);
    } finally {
      setBusy(false);
    }
  }

  const settings = availability?.settings;
  const paxChoices = settings
    ? Array.from({ length: settings.maxPax - settings.minPax + 1 }, (_, index) => settings.minPax + index)
    : [];
  const available = (availability?.slots ?? []).filter((entry) => entry.available);

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="new-booking"
    >
      <DialogTitle id="new-booking">New booking</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {loadError && <Alert severity="error">{loadError}</Alert>}
          {refusal && (
            <Alert severity="error">
              <strong>{refusal.title}</strong> {refusal.message}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label="Guests"
              value={paxChoices.includes(pax) ? pax : ''}
              onChange={(event) => {
                setPax(Number(event.target.value));
                setSlot(undefined);
              }}
              sx={{ width: { xs: '100%', sm: 110 }, flexShrink: 0 }}
            >
              {paxChoices.map((count) => (
                <MenuItem key={count} value={count}>
                  {count}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Date"
              type="date"
              value={date}
              onChange={(event) => {
                setDate(event.target.value);
                setSlot(undefined);
              }}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { min: availability?.dates.first, max: availability?.dates.last },
              }}
              sx={{ flex: 1, minWidth: 170 }}
            />
            {(settings?.seatingAreaInfo.areaNames.length ?? 0) > 0 && (
              <TextField
                select
                label="Seating area"
                value={area}
                onChange={(event) => {
                  setArea(event.target.value);
                  setSlot(undefined);
                }}
                sx={{ width: { xs: '100%', sm: 170 }, flexShrink: 0 }}
              >
                <MenuItem value="">Any</MenuItem>
                {settings?.seatingAreaInfo.areaNames.map((name) => (
                  <MenuItem key={name} value={name}>
                    {name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
          <Box>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              Time
            </Typography>
            {!availability ? (
              <Skeleton variant="rounded" height={40} />
            ) : tooLarge ? (
              <Alert severity="info">
                No table or join seats {pax}
                {area ? ` in the ${area}` : ''} (the largest seats {availability.largestParty}). Join tables
                on the map first, then book.
              </Alert>
            ) : available.length === 0 ? (
              <Alert severity="info">No times left that day for {pax}. Try another day or area.</Alert>
            ) : (
              <Box role="group" aria-label="Times" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                {available.map((entry) => (
                  <Chip
                    key={entry.startIsoDateTimeUtc}
                    label={timeLabel(entry.startIsoDateTimeUtc, timezone)}
                    color={slot === entry.startIsoDateTimeUtc ? 'primary' : 'default'}
                    variant={slot === entry.startIsoDateTimeUtc ? 'filled' : 'outlined'}
                    aria-pressed={slot === entry.startIsoDateTimeUtc}
                    onClick={() => setSlot(entry.startIsoDateTimeUtc)}
                    sx={{ minHeight: 36, fontWeight: 600 }}
                  />
                ))}
              </Box>
            )}
            {touched && problems.slot && (
              <Typography color="error" variant="body2" sx={{ mt: 0.5 }}>
                {problems.slot}
              </Typography>
            )}
          </Box>
          <TextField
            label="Guest name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={touched && Boolean(problems.name)}
            helperText={touched ? problems.name : undefined}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label="Mobile"
            value={mobile}
            onChange={(event) => setMobile(event.target.value)}
            error={touched && Boolean(problems.mobile)}
            helperText={
              (touched ? problems.mobile : undefined) ?? 'The confirmation and reminder are texted here.'
            }
            slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }}
          />
          <TextField
            label="Email (optional)"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={touched && Boolean(problems.email)}
            helperText={touched ? problems.email : undefined}
            slotProps={{ htmlInput: { inputMode: 'email', maxLength: 200 } }}
          />
          <TextField
            label="Special request (optional)"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" disabled={busy} onClick={() => void book()}>
          Book
        </Button>
      </DialogActions>
    </Dialog>
  );
}
