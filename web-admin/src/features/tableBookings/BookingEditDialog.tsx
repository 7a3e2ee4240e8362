import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type BookingEditRequest,
  type CountryCode,
  isoWithOffset,
  parseLocalDate,
  toE164PhoneNumber,
  ZEmail,
  zonedInstant,
} from '@resto/domain';
import { DialogFrame, ProblemAlert, useApi, useBusyAction } from '@resto/web-common';
import { type FormEvent, useState } from 'react';
import { bookingActionPath } from '../dineIn/dineInApi';

export interface EditableBooking {
  bookedForIsoDateTimeUtc: string;
  pax: number;
  seatingArea?: string | undefined;
  customer: { name: string; mobile: string; unverifiedEmail: string };
  specialRequest: { note: string; template?: string | undefined };
}

interface Values {
  name: string;
  mobile: string;
  email: string;
  when: string;
  pax: string;
  seatingArea: string;
  template: string;
  note: string;
}

function valuesOf(booking: EditableBooking, timezone: string): Values {
  return {
    name: booking.customer.name,
    mobile: booking.customer.mobile,
    email: booking.customer.unverifiedEmail,
    // The store's wall clock, as a datetime-local input shows it.
    when: isoWithOffset(new Date(booking.bookedForIsoDateTimeUtc), timezone).slice(0, 16),
    pax: String(booking.pax),
    seatingArea: booking.seatingArea ?? '',
    template: booking.specialRequest.template ?? '',
    note: booking.specialRequest.note,
  };
}

/** The store's wall-clock `YYYY-MM-DDTHH:mm` as an instant (DST handled by the zone rules). */
function instantOf(when: string, timezone: string): string | undefined {
  const [day = '', time = ''] = when.split('T');
  const date = parseLocalDate(day);
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!date || !match) return undefined;
  return zonedInstant(date, Number(match[1]) * 60 + Number(match[2]), timezone).toISOString();
}

/**
 * Staff change a booking's details (the spec's change fields other than status). Only the fields
 * that differ are sent, with the version the dialog was opened on: if someone else saved first the
 * server refuses with the catalogue's "Booking Processing" and the dialog shows it.
 */
export function BookingEditDialog(props: {
  open: boolean;
  onClose: () => void;
  onSaved: (changed: number) => void;
  booking: EditableBooking;
  version: number;
  bookingPath: { restaurantId: string; storeId: string; tableBookingId: string };
  timezone: string;
  country: CountryCode;
  areas: readonly string[];
}) {
  const { booking, timezone, open } = props;
  const api = useApi();
  const { busy, failure, run } = useBusyAction();
  const [values, setValues] = useState(() => valuesOf(booking, timezone));
  const [touched, setTouched] = useState(false);
  // Mounted on opening: it starts from the booking as it is now, and the version it is based on.
  const [openedOn] = useState(props.version);

  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));
  const mobile = toE164PhoneNumber(values.mobile, props.country);
  const when = instantOf(values.when, timezone);
  const pax = Number(values.pax);
  const problems = {
    name: values.name.trim() ? undefined : 'Enter the guest’s name',
    mobile: mobile ? undefined : 'Enter a mobile number, like 0412 345 678',
    email:
      values.email.trim() && !ZEmail.safeParse(values.email.trim()).success
        ? 'Check the email address'
        : undefined,
    when: !when
      ? 'Choose the date and time'
      : // Only a new time must be ahead: a past booking's name can still be corrected.
        when !== booking.bookedForIsoDateTimeUtc && Date.parse(when) < Date.now()
        ? 'Choose a time still ahead'
        : undefined,
    pax: Number.isInteger(pax) && pax >= 1 && pax <= 100 ? undefined : 'Guests must be 1 to 100',
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (Object.values(problems).some(Boolean) || !mobile || !when) return;
    const original = valuesOf(booking, timezone);
    const changes: BookingEditRequest['changes'] = {};
    if (values.name.trim() !== original.name) changes.name = values.name.trim();
    if (mobile !== booking.customer.mobile) changes.mobile = mobile;
    if (values.email.trim() !== original.email) changes.unverifiedEmail = values.email.trim();
    if (when !== new Date(booking.bookedForIsoDateTimeUtc).toISOString())
      changes.bookedForIsoDateTimeUtc = when;
    if (pax !== booking.pax) changes.pax = pax;
    if (values.seatingArea !== original.seatingArea) changes.seatingArea = values.seatingArea;
    if (values.note.trim() !== original.note || values.template.trim() !== original.template)
      changes.specialRequest = { note: values.note.trim(), template: values.template.trim() };
    await run(async () => {
      const { restaurantId, storeId, tableBookingId } = props.bookingPath;
      const answer = await api.post<{ changed: number }>(
        bookingActionPath(restaurantId, storeId, tableBookingId, 'edit'),
        { basedOnVersion: openedOn, changes },
      );
      props.onSaved(answer.changed);
      props.onClose();
    });
  }

  const areas = [...new Set([...props.areas, ...(booking.seatingArea ? [booking.seatingArea] : [])])];
  return (
    <DialogFrame
      open={open}
      title="Edit booking"
      busy={busy}
      onClose={props.onClose}
      maxWidth="sm"
      form={{ onSubmit: (event) => void submit(event), label: 'Edit booking' }}
      action={
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Saving…' : 'Save changes'}
        </Button>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {failure !== undefined && <ProblemAlert error={failure} />}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Date and time"
            type="datetime-local"
            value={values.when}
            onChange={(event) => set({ when: event.target.value })}
            error={touched && Boolean(problems.when)}
            helperText={(touched ? problems.when : undefined) ?? `Store time (${timezone})`}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
            sx={{ flex: 2 }}
          />
          <TextField
            label="Guests"
            type="number"
            value={values.pax}
            onChange={(event) => set({ pax: event.target.value })}
            error={touched && Boolean(problems.pax)}
            helperText={touched ? problems.pax : undefined}
            slotProps={{ htmlInput: { min: 1, max: 100 } }}
            sx={{ flex: 1 }}
          />
        </Stack>
        <TextField
          select
          label="Seating area"
          value={values.seatingArea}
          onChange={(event) => set({ seatingArea: event.target.value })}
        >
          <MenuItem value="">No preference</MenuItem>
          {areas.map((area) => (
            <MenuItem key={area} value={area}>
              {area}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Name"
          value={values.name}
          onChange={(event) => set({ name: event.target.value })}
          error={touched && Boolean(problems.name)}
          helperText={touched ? problems.name : undefined}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Mobile"
            type="tel"
            value={values.mobile}
            onChange={(event) => set({ mobile: event.target.value })}
            error={touched && Boolean(problems.mobile)}
            helperText={touched ? problems.mobile : undefined}
            sx={{ flex: 1 }}
          />
          <TextField
            label="Email"
            type="email"
            value={values.email}
            onChange={(event) => set({ email: event.target.value })}
            error={touched && Boolean(problems.email)}
            helperText={touched ? problems.email : undefined}
            slotProps={{ htmlInput: { maxLength: 254 } }}
            sx={{ flex: 1 }}
          />
        </Stack>
        <TextField
          label="Occasion"
          value={values.template}
          onChange={(event) => set({ template: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          label="Special request"
          multiline
          minRows={2}
          value={values.note}
          onChange={(event) => set({ note: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
      </Stack>
    </DialogFrame>
  );
}
