import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AUTOMATIC_DEDUCTION_AFTER_MINUTES,
  automaticDeductionPreset,
  BREAK_LIMIT_TYPES,
  type BreakLimitType,
  type BreakPreset,
  breakLimitMinutes,
  type EmployeeTimeClockSettings,
} from '@resto/domain';
import { FormSection } from '../../shared/FormSection';
import { SettingsScreen } from '../../shared/SettingsScreen';
import { useSettingsForm } from '../../shared/useSettingsForm';
import { useStoreContext } from '../../shared/useStoreContext';

const LIMIT_WORDS: Record<BreakLimitType, string> = {
  fifteenMinutes: '15 minutes',
  thirtyMinutes: '30 minutes',
  oneHour: '1 hour',
  none: 'No limit',
  others: 'Other length',
};

/** The settings in words, beside the form. */
export function describeTimeClock(value: EmployeeTimeClockSettings): string[] {
  if (!value.enableEmployeeTimeClock) return ['Employees do not clock in or out at the POS.'];
  const lines = ['Employees clock in and out on the POS lock screen with their PIN.'];
  if (value.enableBreakRecording) {
    lines.push(
      value.shiftBreakPresets.length === 0
        ? 'Break recording is on, but there are no break types yet.'
        : `Breaks: ${value.shiftBreakPresets
            .map((preset) => {
              const limit = breakLimitMinutes(preset.limit);
              return `${preset.name} (${preset.type}${limit ? `, ${limit} min` : ''})`;
            })
            .join(', ')}. A break longer than its limit is flagged on the timesheet.`,
    );
  } else lines.push('Breaks are not recorded.');
  if (value.enableAutomaticDeduction) {
    const preset = automaticDeductionPreset(value);
    lines.push(
      preset
        ? `Shifts over ${AUTOMATIC_DEDUCTION_AFTER_MINUTES / 60} hours with no break recorded have ${breakLimitMinutes(preset.limit)} unpaid minutes (${preset.name}) deducted.`
        : 'Automatic deduction is on, but it needs an unpaid break type with a limit.',
    );
  }
  lines.push('Shifts still open at the end of the business day are closed then and flagged.');
  return lines;
}

/** `/time-clock-settings`: the employee time clock, break recording and break types. */
export default function TimeClockSettingsPage() {
  const context = useStoreContext();
  const form = useSettingsForm(
    context.restaurantId,
    context.storeId,
    'timeClock',
    'Saved. The POS tills use the change straight away.',
  );
  return (
    <SettingsScreen
      title="Employee time clock"
      subtitle="Employees clock in, out and take breaks on the POS lock screen with their PIN. Hours appear on the timesheets."
      context={context}
      form={form}
      describe={describeTimeClock}
      experienceTitle="What employees and managers will see"
    >
      {(value, editable) => {
        const set = (change: Partial<EmployeeTimeClockSettings>) =>
          form.update((current) => ({ ...current, ...change }));
        const setPreset = (index: number, change: Partial<BreakPreset>) =>
          set({
            shiftBreakPresets: value.shiftBreakPresets.map((preset, at) =>
              at === index ? { ...preset, ...change } : preset,
            ),
          });
        return (
          <>
            <FormSection title="Time clock">
              <Stack spacing={1}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={value.enableEmployeeTimeClock}
                      disabled={!editable}
                      onChange={(event) => set({ enableEmployeeTimeClock: event.target.checked })}
                    />
                  }
                  label="Employees clock in and out at the POS"
                />
                <FormControlLabel
                  control={
                    <Switch
                      checked={value.enableBreakRecording}
                      disabled={!editable || !value.enableEmployeeTimeClock}
                      onChange={(event) => set({ enableBreakRecording: event.target.checked })}
                    />
                  }
                  label="Record breaks"
                />
                <FormControlLabel
                  control={
                    <Switch
                      checked={value.enableAutomaticDeduction}
                      disabled={!editable || !value.enableEmployeeTimeClock}
                      onChange={(event) => set({ enableAutomaticDeduction: event.target.checked })}
                    />
                  }
                  label={`Deduct an unpaid break from shifts over ${AUTOMATIC_DEDUCTION_AFTER_MINUTES / 60} hours with no break recorded`}
                />
              </Stack>
            </FormSection>
            <FormSection title="Break types">
              <Stack spacing={2}>
                {value.shiftBreakPresets.length === 0 && (
                  <Typography color="text.secondary">
                    No break types yet. Add the breaks your employees take, such as a 10-minute paid rest or a
                    30-minute unpaid meal break.
                  </Typography>
                )}
                {value.shiftBreakPresets.map((preset, index) => (
                  <Stack
                    key={preset.id}
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1}
                    sx={{ alignItems: { sm: 'flex-start' } }}
                  >
                    <TextField
                      label="Name"
                      value={preset.name}
                      disabled={!editable}
                      onChange={(event) => setPreset(index, { name: event.target.value })}
                      error={Boolean(form.problems[`shiftBreakPresets.${index}.name`])}
                      helperText={form.problems[`shiftBreakPresets.${index}.name`]}
                      slotProps={{ htmlInput: { maxLength: 50 } }}
                      sx={{ flex: 2 }}
                    />
                    <TextField
                      select
                      label="Paid"
                      value={preset.type}
                      disabled={!editable}
                      onChange={(event) =>
                        setPreset(index, { type: event.target.value as BreakPreset['type'] })
                      }
                      sx={{ flex: 1, minWidth: 110 }}
                    >
                      <MenuItem value="paid">Paid</MenuItem>
                      <MenuItem value="unpaid">Unpaid</MenuItem>
                    </TextField>
                    <TextField
                      select
                      label="Limit"
                      value={preset.limit.type}
                      disabled={!editable}
                      onChange={(event) => {
                        const type = event.target.value as BreakLimitType;
                        setPreset(index, {
                          limit:
                            type === 'others' ? { type, duration: preset.limit.duration ?? 20 } : { type },
                        });
                      }}
                      sx={{ flex: 1, minWidth: 140 }}
                    >
                      {BREAK_LIMIT_TYPES.map((type) => (
                        <MenuItem key={type} value={type}>
                          {LIMIT_WORDS[type]}
                        </MenuItem>
                      ))}
                    </TextField>
                    {preset.limit.type === 'others' && (
                      <TextField
                        label="Minutes"
                        type="number"
                        value={preset.limit.duration ?? ''}
                        disabled={!editable}
                        onChange={(event) =>
                          setPreset(index, {
                            limit: { type: 'others', duration: Number(event.target.value) },
                          })
                        }
                        error={Boolean(form.problems[`shiftBreakPresets.${index}.limit.duration`])}
                        helperText={form.problems[`shiftBreakPresets.${index}.limit.duration`]}
                        sx={{ width: 110 }}
                      />
                    )}
                    <IconButton
                      aria-label={`Remove ${preset.name || 'break type'}`}
                      disabled={!editable}
                      onClick={() =>
                        set({ shiftBreakPresets: value.shiftBreakPresets.filter((_, at) => at !== index) })
                      }
                    >
                      <DeleteOutlineRounded />
                    </IconButton>
                  </Stack>
                ))}
                <Button
                  startIcon={<AddRounded />}
                  disabled={!editable || value.shiftBreakPresets.length >= 10}
                  onClick={() =>
                    set({
                      shiftBreakPresets: [
                        ...value.shiftBreakPresets,
                        {
                          id: `break-${crypto.randomUUID().slice(0, 8)}`,
                          name: '',
                          type: 'unpaid',
                          limit: { type: 'thirtyMinutes' },
                        },
                      ],
                    })
                  }
                  sx={{ alignSelf: 'flex-start' }}
                >
                  Add break type
                </Button>
              </Stack>
            </FormSection>
          </>
        );
      }}
    </SettingsScreen>
  );
}
