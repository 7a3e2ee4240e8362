import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AvailableWeeklyHours,
  type DailyHours,
  parseTypedTimeOfDay,
  WEEKDAYS,
  type Weekday,
} from '@resto/domain';

type DayMode = 'allDay' | 'times' | 'none';

const MODE_LABELS: Record<DayMode, string> = {
  allDay: 'All day',
  times: 'At these times',
  none: 'Not available',
};

const dayLabel = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1);

function modeOf(hours: DailyHours): DayMode {
  if (hours.availableAllDay) return 'allDay';
  return hours.dayIntervals.length > 0 ? 'times' : 'none';
}

/** Every day, all day: the starting point when someone limits an item's hours. */
export function allWeekAllDay(): AvailableWeeklyHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, { availableAllDay: true, dayIntervals: [] }]),
  ) as unknown as AvailableWeeklyHours;
}

export interface WeeklyHoursEditorProps {
  value: AvailableWeeklyHours | undefined;
  onChange: (value: AvailableWeeklyHours | undefined) => void;
  /** Problem for a path under availableWeeklyHours ('monday.dayIntervals.0.endTimeOfDay'). */
  problem: (path: string) => string | undefined;
  disabled?: boolean;
}

/**
 * When an item can be ordered: whenever the store trades (nothing stored), or per weekday all day,
 * not at all, or in intervals such as 11:00 AM - 3:00 PM (lunch specials).
 */
export function WeeklyHoursEditor({ value, onChange, problem, disabled }: WeeklyHoursEditorProps) {
  const setDay = (day: Weekday, hours: DailyHours) => value && onChange({ ...value, [day]: hours });
  return (
    <Stack spacing={1.5}>
      <FormControlLabel
        control={
          <Switch
            checked={value !== undefined}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked ? allWeekAllDay() : undefined)}
          />
        }
        label="Only at certain times"
      />
      {value === undefined ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Available whenever the store takes orders.
        </Typography>
      ) : (
        WEEKDAYS.map((day) => {
          const hours = value[day];
          const mode = modeOf(hours);
          return (
            <Box
              key={day}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '120px 170px 1fr' },
                gap: 1.5,
                alignItems: 'start',
              }}
            >
              <Typography sx={{ fontWeight: 600, pt: { sm: 1 } }}>{dayLabel(day)}</Typography>
              <TextField
                select
                size="small"
                label={`${dayLabel(day)} availability`}
                value={mode}
                disabled={disabled}
                onChange={(event) => {
                  const next = event.target.value as DayMode;
                  setDay(day, {
                    availableAllDay: next === 'allDay',
                    dayIntervals:
                      next === 'times'
                        ? [
                            {
                              startTimeOfDay: '11:00 AM',
                              endTimeOfDay: '3:00 PM',
                              attributeToPreviousDay: false,
                            },
                          ]
                        : [],
                  });
                }}
              >
                {(Object.keys(MODE_LABELS) as DayMode[]).map((key) => (
                  <MenuItem key={key} value={key}>
                    {MODE_LABELS[key]}
                  </MenuItem>
                ))}
              </TextField>
              {mode === 'times' && (
                <Stack spacing={1}>
                  {hours.dayIntervals.map((interval, index) => {
                    const path = `${day}.dayIntervals.${index}`;
                    const setInterval = (patch: Partial<typeof interval>) =>
                      setDay(day, {
                        ...hours,
                        dayIntervals: hours.dayIntervals.map((candidate, at) =>
                          at === index ? { ...candidate, ...patch } : candidate,
                        ),
                      });
                    const normalise = (key: 'startTimeOfDay' | 'endTimeOfDay') => {
                      const parsed = parseTypedTimeOfDay(interval[key]);
                      if (parsed.ok) setInterval({ [key]: parsed.timeOfDay });
                    };
                    const startProblem = problem(`${path}.startTimeOfDay`);
                    const endProblem = problem(`${path}.endTimeOfDay`);
                    return (
                      // biome-ignore lint/suspicious/noArrayIndexKey: intervals have no id; their position is who they are
                      <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                        <TextField
                          size="small"
                          label="From"
                          name={`availableWeeklyHours.${path}.startTimeOfDay`}
                          value={interval.startTimeOfDay}
                          disabled={disabled}
                          onChange={(event) => setInterval({ startTimeOfDay: event.target.value })}
                          onBlur={() => normalise('startTimeOfDay')}
                          error={Boolean(startProblem)}
                          helperText={startProblem}
                          sx={{ width: 130 }}
                        />
                        <TextField
                          size="small"
                          label="To"
                          name={`availableWeeklyHours.${path}.endTimeOfDay`}
                          value={interval.endTimeOfDay}
                          disabled={disabled}
                          onChange={(event) => setInterval({ endTimeOfDay: event.target.value })}
                          onBlur={() => normalise('endTimeOfDay')}
                          error={Boolean(endProblem)}
                          helperText={endProblem}
                          sx={{ width: 130 }}
                        />
                        <IconButton
                          aria-label={`Remove ${dayLabel(day)} interval ${index + 1}`}
                          disabled={disabled}
                          onClick={() =>
                            setDay(day, {
                              ...hours,
                              dayIntervals: hours.dayIntervals.filter((_candidate, at) => at !== index),
                            })
                          }
                        >
                          <DeleteOutlineRounded />
                        </IconButton>
                      </Stack>
                    );
                  })}
                  <Button
                    size="small"
                    startIcon={<AddRounded />}
                    disabled={disabled}
                    sx={{ alignSelf: 'flex-start' }}
                    onClick={() =>
                      setDay(day, {
                        ...hours,
                        dayIntervals: [
                          ...hours.dayIntervals,
                          {
                            startTimeOfDay: '5:00 PM',
                            endTimeOfDay: '9:00 PM',
                            attributeToPreviousDay: false,
                          },
                        ],
                      })
                    }
                  >
                    Add times
                  </Button>
                </Stack>
              )}
            </Box>
          );
        })
      )}
    </Stack>
  );
}
