import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addDaysToLocalDate, toE164PhoneNumber, ZEmail } from '@resto/domain';
import { ApiError, describeError, EmptyState, useApi, usePageTitle } from '@resto/web-common';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useStoreContext } from '../../shell/StoreContext';
import { currentOrGuestUser } from '../checkout/guestSignIn';
import {
  availabilityPath,
  type BookingAvailability,
  bookingPath,
  dateChipLabel,
  newBookingId,
  slotLabel,
} from './bookingApi';

/** Dates shown as chips before the "Other date" picker. */
const DATE_CHIPS = 14;
/**
 * A fieldset is at least as wide as its content by default (min-inline-size: min-content), so the
 * one-line row of date chips made the page scroll sideways on a phone; minWidth 0 lets the row scroll
 * inside its own box instead.
 */
const FIELDSET_SX = { border: 0, p: 0, m: 0, minWidth: 0 } as const;

interface Details {
  name: string;
  mobile: string;
  email: string;
  note: string;
  template: string;
  reminder: boolean;
}

/** "2 hours" / "45 minutes": how long before the booking the reminder text comes. */
function leadWords(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
}

/**
 * `table-booking/mobile` and `table-booking/desktop`: one page, laid out for the device the address
 * names (one column on phones; choices beside the guest's details on desktops). Party size, date,
 * seating area and the times come from the store (`GET .../table_booking/availability`: its settings,
 * trading hours and the seats left); the server checks the same rules again when booking, in the
 * transaction that takes the seats, and a time taken meanwhile comes back as a clear refusal.
 */
export default function BookingPage() {
  usePageTitle('Book a table');
  const { restaurantId, storeId, store, menu, basePath } = useStoreContext();
  const api = useApi();
  const navigate = useNavigate();
  const desktop = useLocation().pathname.endsWith('/desktop');
  const [pax, setPax] = useState(2);
  const [date, setDate] = useState<string>();
  const [area, setArea] = useState('');
  const [slot, setSlot] = useState<string>();
  const [availability, setAvailability] = useState<BookingAvailability>();
  const [loadError, setLoadError] = useState<unknown>();
  const [reload, setReload] = useState(0);
  const [details, setDetails] = useState<Details>({
    name: '',
    mobile: '',
    email: '',
    note: '',
    template: '',
    reminder: true,
  });
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<{ title: string; message: string }>();
  const attemptId = useRef(newBookingId());
  const country = menu.store.address.country.code;

  // The store's "today" comes with the first answer; until then ask for the browser's date.
  const requestedDate = date ?? new Date().toISOString().slice(0, 10);
  useEffect(() => {
    let live = true;
    // `reload` asks again after "Try again" and after a refused booking (the seats changed).
    void reload;
    setLoadError(undefined);
    api
      .get<BookingAvailability>(
        availabilityPath(restaurantId, storeId, { date: requestedDate, pax, seatingArea: area }),
      )
      .then((answer) => {
        if (!live) return;
        setAvailability(answer);
        if (date === undefined) setDate(answer.dates.first);
        setPax((current) => Math.min(Math.max(current, answer.settings.minPax), answer.settings.maxPax));
      })
      .catch((failure: unknown) => live && setLoadError(failure));
    return () => {
      live = false;
    };
  }, [api, restaurantId, storeId, requestedDate, pax, area, date, reload]);

  const settings = availability?.settings;
  const timezone = availability?.timezone ?? menu.store.timezone;
  const dates = useMemo(() => {
    if (!availability) return [];
    const all: string[] = [];
    for (
      let day = availability.dates.first;
      day <= availability.dates.last && all.length < DATE_CHIPS;
      day = addDaysToLocalDate(day, 1)
    )
      all.push(day);
    return all;
  }, [availability]);
  const slots = availability?.slots ?? [];
  // No one table or join seats this party: no time can be offered online, so say why and whom to call.
  const tooLarge =
    availability?.largestParty !== undefined &&
    availability.largestParty !== null &&
    pax > availability.largestParty;
  const chosen = slots.find((entry) => entry.startIsoDateTimeUtc === slot && entry.available);
  const mobileE164 = toE164PhoneNumber(details.mobile, country);
  const problems = {
    name: details.name.trim() ? undefined : 'Enter your name',
    mobile: mobileE164
      ? undefined
      : country === 'AU'
        ? 'Enter your mobile, like 0412 345 678'
        : 'Enter your mobile number',
    email:
      details.email.trim() && !ZEmail.safeParse(details.email.trim()).success
        ? 'Check the email address'
        : undefined,
    slot: chosen ? undefined : 'Choose a time',
    area:
      settings?.seatingAreaInfo.mandatory && settings.seatingAreaInfo.areaNames.length > 0 && !area
        ? 'Choose where you would like to sit'
        : undefined,
  };
  const hasProblems = Object.values(problems).some(Boolean);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    setRefusal(undefined);
    if (hasProblems || !chosen || !mobileE164) return;
    setSending(true);
    try {
      await currentOrGuestUser();
      const answer = await api.post<{ booking: { id: string } }>(bookingPath(restaurantId, storeId), {
        tableBookingId: attemptId.current,
        bookedForIsoDateTimeUtc: chosen.startIsoDateTimeUtc,
        pax,
        customer: { name: details.name.trim(), mobile: mobileE164, unverifiedEmail: details.email.trim() },
        seatingArea: area,
        specialRequest: { note: details.note.trim(), template: details.template },
        reminderOptIn: details.reminder && (settings?.smsReminderMinutesBefore ?? 0) > 0,
      });
      navigate(`${basePath}/table-bookings/${answer.booking.id}/success`);
    } catch (failure) {
      const words =
        failure instanceof ApiError
          ? {
              title: failure.status === 409 ? failure.title : 'Please check your booking',
              message: failure.message,
            }
          : { title: 'We could not send your booking', message: describeError(failure).message };
      setRefusal(words);
      if (failure instanceof ApiError && failure.status === 409) {
        // That time was taken meanwhile: show what is left, and book under a fresh id next time.
        attemptId.current = newBookingId();
        setSlot(undefined);
        setReload((count) => count + 1);
      }
    } finally {
      setSending(false);
    }
  }

  const heading = (
    <Box sx={{ mb: 3 }}>
      <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
        {store.name}
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        Book a table
      </Typography>
    </Box>
  );

  if (loadError && !availability)
    return (
      <Box>
        {heading}
        <Alert
          severity="error"
          action={<Button onClick={() => setReload((count) => count + 1)}>Try again</Button>}
        >
          {describeError(loadError).message}
        </Alert>
      </Box>
    );
  if (!availability || !settings)
    return (
      <Box aria-busy aria-label="Loading booking times">
        {heading}
        <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={120} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={200} />
      </Box>
    );
  if (!settings.enable)
    return (
      <Box>
        {heading}
        <EmptyState
          icon={<EventBusyRounded />}
          title="Online bookings are closed"
          description={`${store.name} isn't taking table bookings online at the moment.${
            store.phoneNumber ? ` Call us on ${store.phoneNumber} to book.` : ''
          }`}
          action={
            <Button component={RouterLink} to={basePath} variant="contained">
              See the menu
            </Button>
          }
        />
      </Box>
    );

  const paxChoices = Array.from(
    { length: settings.maxPax - settings.minPax + 1 },
    (_, index) => settings.minPax + index,
  );
  const areaNames = settings.seatingAreaInfo.areaNames;

  const choices = (
    <Stack spacing={3}>
      <Box component="fieldset" sx={FIELDSET_SX}>
        <Typography component="legend" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
          How many guests?
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {paxChoices.map((count) => (
            <Chip
              key={count}
              label={count}
              color={count === pax ? 'primary' : 'default'}
              variant={count === pax ? 'filled' : 'outlined'}
              onClick={() => {
                setPax(count);
                setSlot(undefined);
              }}
              aria-pressed={count === pax}
              aria-label={`${count} guests`}
              sx={{ minWidth: 44, fontWeight: 700 }}
            />
          ))}
        </Box>
      </Box>
      <Box component="fieldset" sx={FIELDSET_SX}>
        <Typography component="legend" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
          Which day?
        </Typography>
        <Box
          sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 1, flexWrap: desktop ? 'wrap' : 'nowrap' }}
        >
          {dates.map((day) => (
            <Chip
              key={day}
              label={dateChipLabel(day)}
              color={day === date ? 'primary' : 'default'}
              variant={day === date ? 'filled' : 'outlined'}
              onClick={() => {
                setDate(day);
                setSlot(undefined);
              }}
              aria-pressed={day === date}
            />
          ))}
        </Box>
        <TextField
          type="date"
          size="small"
          label="Other date"
          value={date ?? ''}
          onChange={(event) => {
            if (event.target.value) {
              setDate(event.target.value);
              setSlot(undefined);
            }
          }}
          slotProps={{
            htmlInput: { min: availability.dates.first, max: availability.dates.last },
            inputLabel: { shrink: true },
          }}
          helperText={`Up to ${settings.numOfDaysInAdvance} days ahead.`}
          sx={{ mt: 1, maxWidth: 220 }}
        />
      </Box>
      {areaNames.length > 0 && (
        <Box component="fieldset" sx={FIELDSET_SX}>
          <Typography component="legend" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
            Where would you like to sit?
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {!settings.seatingAreaInfo.mandatory && (
              <Chip
                label="No preference"
                color={area === '' ? 'primary' : 'default'}
                variant={area === '' ? 'filled' : 'outlined'}
                onClick={() => setArea('')}
                aria-pressed={area === ''}
              />
            )}
            {areaNames.map((name) => (
              <Chip
                key={name}
                label={name}
                color={area === name ? 'primary' : 'default'}
                variant={area === name ? 'filled' : 'outlined'}
                onClick={() => {
                  setArea(name);
                  setSlot(undefined);
                }}
                aria-pressed={area === name}
              />
            ))}
          </Box>
          {touched && problems.area && (
            <Typography color="error" variant="body2" sx={{ mt: 1 }}>
              {problems.area}
            </Typography>
          )}
        </Box>
      )}
      <Box component="fieldset" sx={FIELDSET_SX}>
        <Typography component="legend" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
          What time?
        </Typography>
        {tooLarge ? (
          <Alert severity="info" icon={<EventBusyRounded />} data-testid="large-party-notice">
            For parties over {availability.largestParty}
            {area ? ` in the ${area}` : ''}, please call us
            {store.phoneNumber ? (
              <>
                {' on '}
                <Link href={`tel:${store.phoneNumber.replaceAll(' ', '')}`} sx={{ fontWeight: 600 }}>
                  {store.phoneNumber}
                </Link>
              </>
            ) : null}{' '}
            and we will set up a table for you.
          </Alert>
        ) : slots.length === 0 ? (
          <Alert severity="info" icon={<EventBusyRounded />}>
            No times left on {date ? dateChipLabel(date) : 'this day'}. Try another day.
          </Alert>
        ) : (
          <Box
            role="group"
            aria-label="Times"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(92px, 1fr))', gap: 1 }}
          >
            {slots.map((entry) => {
              const selected = entry.startIsoDateTimeUtc === slot;
              return (
                <Button
                  key={entry.startIsoDateTimeUtc}
                  variant={selected ? 'contained' : 'outlined'}
                  disabled={!entry.available}
                  onClick={() => setSlot(entry.startIsoDateTimeUtc)}
                  aria-pressed={selected}
                  sx={{ flexDirection: 'column', py: 0.75, lineHeight: 1.2 }}
                >
                  {slotLabel(entry.startIsoDateTimeUtc, timezone)}
                  {!entry.available && (
                    <Typography component="span" variant="caption">
                      Full
                    </Typography>
                  )}
                </Button>
              );
            })}
          </Box>
        )}
        {touched && problems.slot && slots.length > 0 && !tooLarge && (
          <Typography color="error" variant="body2" sx={{ mt: 1 }}>
            {problems.slot}
          </Typography>
        )}
      </Box>
    </Stack>
  );

  const set = (patch: Partial<Details>) => setDetails((current) => ({ ...current, ...patch }));
  const templates = settings.specialRequestInfo.templates;
  const form = (
    <Stack spacing={2.5}>
      <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
        Your details
      </Typography>
      <TextField
        label="Name"
        autoComplete="name"
        value={details.name}
        onChange={(event) => set({ name: event.target.value })}
        error={touched && Boolean(problems.name)}
        helperText={touched ? problems.name : undefined}
        required
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        label="Mobile"
        type="tel"
        autoComplete="tel"
        value={details.mobile}
        onChange={(event) => set({ mobile: event.target.value })}
        error={touched && Boolean(problems.mobile)}
        helperText={(touched ? problems.mobile : undefined) ?? 'We will only call if something changes.'}
        required
      />
      {(settings.smsReminderMinutesBefore ?? 0) > 0 && (
        <FormControlLabel
          control={
            <Checkbox
              checked={details.reminder}
              onChange={(event) => set({ reminder: event.target.checked })}
            />
          }
          label={`Remind me ${leadWords(settings.smsReminderMinutesBefore)} before (by text, and by email if I give one)`}
        />
      )}
      <TextField
        label="Email (optional)"
        type="email"
        autoComplete="email"
        value={details.email}
        onChange={(event) => set({ email: event.target.value })}
        error={touched && Boolean(problems.email)}
        helperText={(touched ? problems.email : undefined) ?? 'For your confirmation.'}
        slotProps={{ htmlInput: { maxLength: 254 } }}
      />
      {templates.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} role="group" aria-label="Special occasion">
          {templates.map((template) => (
            <Chip
              key={template}
              label={template}
              color={details.template === template ? 'secondary' : 'default'}
              variant={details.template === template ? 'filled' : 'outlined'}
              onClick={() => set({ template: details.template === template ? '' : template })}
              aria-pressed={details.template === template}
            />
          ))}
        </Box>
      )}
      <TextField
        label="Special request (optional)"
        multiline
        minRows={2}
        value={details.note}
        onChange={(event) => set({ note: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      {refusal && (
        <Alert severity="error" role="alert">
          <AlertTitle>{refusal.title}</AlertTitle>
          {refusal.message}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={sending}
        startIcon={<EventAvailableRounded />}
        fullWidth
      >
        {sending
          ? 'Booking…'
          : chosen
            ? `Book for ${pax} at ${slotLabel(chosen.startIsoDateTimeUtc, timezone)}`
            : 'Book a table'}
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        The table is yours for {Math.round(settings.durationInMinutes / 15) * 15} minutes. We confirm every
        booking; you can follow it under{' '}
        <RouterLink to={`${basePath}/table-bookings`}>your bookings</RouterLink>.
      </Typography>
    </Stack>
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Book a table">
      {heading}
      {desktop ? (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
            gap: 3,
            alignItems: 'start',
          }}
        >
          <Card sx={{ p: 3 }}>{choices}</Card>
          <Card sx={{ p: 3, position: { md: 'sticky' }, top: { md: 16 } }}>{form}</Card>
        </Box>
      ) : (
        <Stack spacing={3}>
          {choices}
          <Card sx={{ p: 2.5 }}>{form}</Card>
        </Stack>
      )}
    </Box>
  );
}
