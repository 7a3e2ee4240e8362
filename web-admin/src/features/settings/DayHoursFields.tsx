import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type DailyHours,
  type DayInterval,
  isTimeOfDayText,
  parseTimeOfDay,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Weekday,
} from '@resto/domain';
import type { FieldProblems } from '@resto/web-common';
import { SwitchRow } from '../../shared/SwitchRow';
import { TimeOfDayField } from './TimeOfDayField';

const NEW_INTERVAL: DayInterval = {
  startTimeOfDay: '10:00 AM',
  endTimeOfDay: '10:00 PM',
  attributeToPreviousDay: false,
};

/** Only early-morning hours can be the tail of the night before, so the choice is offered only for them. */
function startsAfterMidnight(interval: DayInterval): boolean {
  return isTimeOfDayText(interval.startTimeOfDay) && parseTimeOfDay(interval.startTimeOfDay) < 6 * 60;
}

function previousDay(day: Weekday): Weekday {
  return WEEKDAYS[(WEEKDAYS.indexOf(day) + WEEKDAYS.length - 1) % WEEKDAYS.length] as Weekday;
}

/** One weekday's trading hours: open all day, or intervals (shared by store and POS trading hours). */
export function DayHoursFields({
  day,
  hours,
  onChange,
  problems,
  disabled,
}: {
  day: Weekday;
  hours: DailyHours;
  onChange: (hours: DailyHours) => void;
  problems: FieldProblems;
  disabled: boolean;
}) {
  const setInterval = (index: number, interval: DayInterval) =>
    onChange({
      ...hours,
      dayIntervals: hours.dayIntervals.map((entry, position) => (position === index ? interval : entry)),
    });
  return (
    <Stack spacing={1}>
      <SwitchRow
        label="Open 24 hours"
        checked={hours.availableAllDay}
        onChange={(availableAllDay) => onChange({ ...hours, availableAllDay })}
        disabled={disabled}
      />
      {!hours.availableAllDay && (
        <>
          {hours.dayIntervals.length === 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Closed all day.
            </Typography>
          )}
          {hours.dayIntervals.map((interval, index) => (
            <Box
              // Intervals have no id; their position is their identity while editing.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
            >
              <TimeOfDayField
                label="Opens"
                size="small"
                value={interval.startTimeOfDay}
                onChange={(startTimeOfDay) => setInterval(index, { ...interval, startTimeOfDay })}
                problem={problems[`dayIntervals.${index}.startTimeOfDay`]}
                disabled={disabled}
                sx={{ width: 130 }}
                slotProps={{ htmlInput: { 'aria-label': `${WEEKDAY_LABELS[day]} opens` } }}
              />
              <TimeOfDayField
                label="Closes"
                size="small"
                value={interval.endTimeOfDay}
                onChange={(endTimeOfDay) => setInterval(index, { ...interval, endTimeOfDay })}
                problem={problems[`dayIntervals.${index}.endTimeOfDay`]}
                disabled={disabled}
                sx={{ width: 130 }}
                slotProps={{ htmlInput: { 'aria-label': `${WEEKDAY_LABELS[day]} closes` } }}
              />
              {(interval.attributeToPreviousDay || startsAfterMidnight(interval)) && (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={interval.attributeToPreviousDay}
                      onChange={(event) =>
                        setInterval(index, { ...interval, attributeToPreviousDay: event.target.checked })
                      }
                      disabled={disabled}
                    />
                  }
                  label={
                    <Typography variant="body2">
                      After midnight: counts as {WEEKDAY_LABELS[previousDay(day)]} night
                    </Typography>
                  }
                />
              )}
              <IconButton
                aria-label={`Remove ${WEEKDAY_LABELS[day]} ${interval.startTimeOfDay} – ${interval.endTimeOfDay}`}
                onClick={() =>
                  onChange({
                    ...hours,
                    dayIntervals: hours.dayIntervals.filter((_, position) => position !== index),
                  })
                }
                disabled={disabled}
              >
                <DeleteOutlineRounded />
              </IconButton>
            </Box>
          ))}
          <Box>
            <Button
              size="small"
              startIcon={<AddRounded />}
              onClick={() => onChange({ ...hours, dayIntervals: [...hours.dayIntervals, NEW_INTERVAL] })}
              disabled={disabled}
            >
              Add hours
            </Button>
          </Box>
        </>
      )}
    </Stack>
  );
}
