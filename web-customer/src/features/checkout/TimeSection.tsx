import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Select from '@mui/material/Select';
import type { CollectionType, LocalDate, RequestedTime } from '@resto/domain';
import { CheckoutSection } from './CheckoutSection';
import type { TimeChoices } from './timeChoices';

const WORDS: Record<CollectionType, string> = { pickup: 'pickup', delivery: 'delivery', dineIn: 'dine-in' };

/** ASAP, or a scheduled slot (date, then time); a closed store offers scheduled orders only. */
export function TimeSection({
  choices,
  collectionType,
  value,
  onChange,
  problem,
}: {
  choices: TimeChoices;
  collectionType: CollectionType;
  value: RequestedTime | undefined;
  onChange: (time: RequestedTime) => void;
  problem?: string | undefined;
}) {
  const slotDate =
    value?.type === 'slot'
      ? choices.dates.find((date) =>
          choices.slotsFor(date.date).some((slot) => slot.isoDateTimeUtc === value.isoDateTimeUtc),
        )?.date
      : undefined;
  const chooseDate = (date: LocalDate) => {
    const first = choices.slotsFor(date)[0];
    if (first) onChange({ type: 'slot', isoDateTimeUtc: first.isoDateTimeUtc });
  };
  const noSlots = choices.dates.length === 0;

  return (
    <CheckoutSection id="checkout-time" title="When?">
      {!choices.asap.available && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {choices.asap.nextOpeningText
            ? `We're closed for ${WORDS[collectionType]} right now. We open again ${choices.asap.nextOpeningText}: schedule your order for then or later.`
            : `We're not taking ${WORDS[collectionType]} orders right now.`}
        </Alert>
      )}
      {noSlots && !choices.asap.available ? (
        <Alert severity="warning">
          There are no {WORDS[collectionType]} times in the next week. Try another way of ordering, or call
          the store.
        </Alert>
      ) : (
        <RadioGroup
          value={value?.type ?? ''}
          onChange={(_event, next) => {
            if (next === 'asap') onChange({ type: 'asap' });
            else if (choices.dates[0]) chooseDate(slotDate ?? choices.dates[0].date);
          }}
          aria-label="When you want your order"
        >
          {choices.asap.available && (
            <FormControlLabel
              value="asap"
              control={<Radio />}
              label={`As soon as possible (ready about ${choices.asap.readyText})`}
            />
          )}
          {!noSlots && <FormControlLabel value="slot" control={<Radio />} label="Schedule for later" />}
        </RadioGroup>
      )}
      {value?.type === 'slot' && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 1.5 }}>
          <FormControl fullWidth>
            <InputLabel id="checkout-date-label">Day</InputLabel>
            <Select
              labelId="checkout-date-label"
              label="Day"
              value={slotDate ?? ''}
              onChange={(event) => chooseDate(event.target.value)}
            >
              {choices.dates.map((date) => (
                <MenuItem key={date.date} value={date.date}>
                  {date.label}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl fullWidth>
            <InputLabel id="checkout-slot-label">Time</InputLabel>
            <Select
              labelId="checkout-slot-label"
              label="Time"
              value={value.isoDateTimeUtc}
              onChange={(event) => onChange({ type: 'slot', isoDateTimeUtc: event.target.value })}
            >
              {(slotDate ? choices.slotsFor(slotDate) : []).map((slot) => (
                <MenuItem key={slot.isoDateTimeUtc} value={slot.isoDateTimeUtc}>
                  {slot.timeOfDay}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Box>
      )}
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
    </CheckoutSection>
  );
}
