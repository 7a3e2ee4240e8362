import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { describeTableBookingSettings, seatingAreasOf } from '@resto/domain';
import { diningTables, useQuery } from '@resto/web-common';
import { Link as RouterLink } from 'react-router-dom';
import { FormSection } from '../../shared/FormSection';
import { NumberField } from '../../shared/NumberField';
import { storePath } from '../../shared/paths';
import { SettingsScreen } from '../../shared/SettingsScreen';
import { SwitchRow } from '../../shared/SwitchRow';
import { useSettingsForm } from '../../shared/useSettingsForm';
import { useStoreContext } from '../../shared/useStoreContext';

const INTERVALS = [15, 30, 60] as const;

/** `/table-booking-settings`: whether guests book online, for how many, how far ahead, where, and when. */
export default function BookingSettingsPage() {
  const context = useStoreContext();
  const form = useSettingsForm(
    context.restaurantId,
    context.storeId,
    'tableBooking',
    'Saved. The booking page uses these settings straight away.',
  );
  const tables = useQuery(diningTables(context.restaurantId, context.storeId));
  const tableAreas = seatingAreasOf((tables.data ?? []).filter((table) => table.active));
  const seats = (tables.data ?? [])
    .filter((table) => table.active)
    .reduce((sum, table) => sum + table.seats, 0);
  const base = storePath(context.restaurantId, context.storeId);
  return (
    <SettingsScreen
      title="Table booking settings"
      subtitle="How guests book a table from your storefront."
      context={context}
      form={form}
      describe={describeTableBookingSettings}
      notice={
        <Alert severity={seats === 0 ? 'warning' : 'info'} sx={{ mb: 3 }}>
          {seats === 0
            ? 'You have no active tables yet, so every time shows as full. '
            : `Bookings are counted against the ${seats} seats of your active tables. `}
          <Link component={RouterLink} to={`${base}/dine-in`}>
            Manage tables
          </Link>
          . Times come from your{' '}
          <Link component={RouterLink} to={`${base}/settings/store-trading-hours`}>
            trading hours
          </Link>
          .
        </Alert>
      }
    >
      {(value, editable) => (
        <>
          <FormSection title="Online bookings">
            <SwitchRow
              label="Take table bookings online"
              description="Guests book from the storefront's Table bookings tab; you accept or cancel each one."
              checked={value.enable}
              disabled={!editable}
              onChange={(enable) => form.update((current) => ({ ...current, enable }))}
            />
          </FormSection>
          <FormSection title="Party size and dates">
            <NumberField
              label="Smallest party"
              decimals={false}
              value={value.minPax}
              onChange={(minPax) => form.update((current) => ({ ...current, minPax }))}
              problem={form.problems.minPax}
              disabled={!editable}
              sx={{ maxWidth: 240 }}
            />
            <NumberField
              label="Largest party"
              decimals={false}
              value={value.maxPax}
              onChange={(maxPax) => form.update((current) => ({ ...current, maxPax }))}
              problem={form.problems.maxPax}
              helperText="Bigger groups are asked to call."
              disabled={!editable}
              sx={{ maxWidth: 240 }}
            />
            <NumberField
              label="Days ahead"
              decimals={false}
              unit="days"
              value={value.numOfDaysInAdvance}
              onChange={(numOfDaysInAdvance) =>
                form.update((current) => ({ ...current, numOfDaysInAdvance }))
              }
              problem={form.problems.numOfDaysInAdvance}
              helperText="How far ahead guests can book."
              disabled={!editable}
              sx={{ maxWidth: 240 }}
            />
          </FormSection>
          <FormSection
            title="Times"
            description="Offered while you trade. Times in the past or inside the notice are never offered."
          >
            <TextField
              select
              label="A time every"
              value={value.slotIntervalInMinutes}
              disabled={!editable}
              onChange={(event) =>
                form.update((current) => ({
                  ...current,
                  slotIntervalInMinutes: Number(event.target.value) as (typeof INTERVALS)[number],
                }))
              }
              sx={{ maxWidth: 240 }}
            >
              {INTERVALS.map((minutes) => (
                <MenuItem key={minutes} value={minutes}>
                  {minutes === 60 ? '1 hour' : `${minutes} minutes`}
                </MenuItem>
              ))}
            </TextField>
            <NumberField
              label="Table held for"
              decimals={false}
              unit="min"
              value={value.durationInMinutes}
              onChange={(durationInMinutes) => form.update((current) => ({ ...current, durationInMinutes }))}
              problem={form.problems.durationInMinutes}
              helperText="Seats are taken for this long from the booked time."
              disabled={!editable}
              sx={{ maxWidth: 240 }}
            />
            <NumberField
              label="Notice"
              decimals={false}
              unit="min"
              value={value.leadTimeInMinutes}
              onChange={(leadTimeInMinutes) => form.update((current) => ({ ...current, leadTimeInMinutes }))}
              problem={form.problems.leadTimeInMinutes}
              helperText="The soonest a guest can book from now."
              disabled={!editable}
              sx={{ maxWidth: 240 }}
            />
            <NumberField
              label="Last booking before closing"
              decimals={false}
              unit="min"
              value={value.lastBookingBeforeCloseInMinutes}
              onChange={(lastBookingBeforeCloseInMinutes) =>
                form.update((current) => ({ ...current, lastBookingBeforeCloseInMinutes }))
              }
              problem={form.problems.lastBookingBeforeCloseInMinutes}
              disabled={!editable}
              sx={{ maxWidth: 240 }}
            />
            <NumberField
              label="Text a reminder before"
              decimals={false}
              unit="min"
              value={value.smsReminderMinutesBefore}
              onChange={(smsReminderMinutesBefore) =>
                form.update((current) => ({ ...current, smsReminderMinutesBefore }))
              }
              problem={form.problems.smsReminderMinutesBefore}
              helperText="Guests get one text this long before their booking (0: no reminders). They can opt out."
              disabled={!editable}
              sx={{ maxWidth: 240 }}
            />
          </FormSection>
          <FormSection
            title="Seating areas"
            description="Guests can ask for an area. Areas of your tables are suggested."
          >
            <Autocomplete
              multiple
              freeSolo
              options={tableAreas}
              value={value.seatingAreaInfo.areaNames}
              disabled={!editable}
              onChange={(_, areaNames) =>
                form.update((current) => ({
                  ...current,
                  seatingAreaInfo: {
                    ...current.seatingAreaInfo,
                    areaNames: areaNames.map((name) => name.trim()).filter(Boolean),
                  },
                }))
              }
              renderValue={(selected, getItemProps) =>
                selected.map((option, index) => {
                  const { key, ...itemProps } = getItemProps({ index });
                  return <Chip key={key} label={option} {...itemProps} />;
                })
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Areas guests can choose"
                  error={Boolean(form.problems['seatingAreaInfo.areaNames'])}
                  helperText={form.problems['seatingAreaInfo.areaNames'] ?? 'Type an area and press Enter.'}
                />
              )}
            />
            <SwitchRow
              label="Guests must choose an area"
              checked={value.seatingAreaInfo.mandatory}
              disabled={!editable}
              onChange={(mandatory) =>
                form.update((current) => ({
                  ...current,
                  seatingAreaInfo: { ...current.seatingAreaInfo, mandatory },
                }))
              }
            />
          </FormSection>
          <FormSection
            title="Special requests"
            description="Occasions guests can tick, like Birthday or High chair."
          >
            <Autocomplete
              multiple
              freeSolo
              options={['Birthday', 'Anniversary', 'High chair', 'Wheelchair access', 'Quiet table']}
              value={value.specialRequestInfo.templates}
              disabled={!editable}
              onChange={(_, templates) =>
                form.update((current) => ({
                  ...current,
                  specialRequestInfo: { templates: templates.map((text) => text.trim()).filter(Boolean) },
                }))
              }
              renderValue={(selected, getItemProps) =>
                selected.map((option, index) => {
                  const { key, ...itemProps } = getItemProps({ index });
                  return <Chip key={key} label={option} {...itemProps} />;
                })
              }
              renderInput={(params) => (
                <TextField {...params} label="Suggestions" helperText="Type one and press Enter." />
              )}
            />
          </FormSection>
        </>
      )}
    </SettingsScreen>
  );
}
