import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { ModifierGroup, ModifiersValue } from '@resto/domain';
import { useId } from 'react';
import { useMoney } from '../menu/useMoney';
import { BuilderSection } from './BuilderSection';
import {
  chosenCount,
  groupControl,
  groupHint,
  stillToChoose,
  withOptionCount,
  withSingleOption,
} from './modifierRules';

export interface ModifierGroupFieldProps {
  group: ModifierGroup;
  value: ModifiersValue;
  onChange: (value: ModifiersValue) => void;
  /** Shown before the group name when the group belongs to part of a deal ("Garlic bread: "). */
  context?: string;
}

/**
 * One modifier group as a fieldset: radios for a single choice, checkboxes for several, counters
 * when an option may be chosen more than once. The hint says how many to choose; a required group
 * still unanswered says so.
 */
export function ModifierGroupField({ group, value, onChange, context }: ModifierGroupFieldProps) {
  const money = useMoney();
  const hintId = useId();
  const control = groupControl(group);
  const count = chosenCount(value, group.id);
  const missing = stillToChoose(group, value);
  const full = count >= group.max;
  const chosen = value[group.id] ?? {};
  const optionLabel = (name: string, extraCharge: number) => (
    <Box component="span" sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', width: '100%' }}>
      <span>{name}</span>
      {extraCharge > 0 && (
        <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
          +{money(extraCharge)}
        </Box>
      )}
    </Box>
  );

  return (
    <BuilderSection
      title={context ? `${context}: ${group.name}` : group.name}
      hintId={hintId}
      hint={
        <>
          {groupHint(group)}
          {group.min > 0 && (
            <Chip
              size="small"
              label={missing > 0 ? 'Required' : 'Done'}
              variant={missing > 0 ? 'filled' : 'outlined'}
              sx={{
                ml: 1,
                height: 22,
                fontWeight: 600,
                ...(missing > 0
                  ? { bgcolor: '#FDE3C4', color: '#6E3500' }
                  : { borderColor: '#2E7D4F', color: '#1E5B3F' }),
              }}
            />
          )}
        </>
      }
      data-testid={`modifier-group-${group.id}`}
    >
      {control === 'radio' && (
        <RadioGroup
          aria-describedby={hintId}
          value={Object.keys(chosen)[0] ?? ''}
          onChange={(event) => onChange(withSingleOption(value, group.id, event.target.value))}
        >
          {group.min === 0 && (
            <FormControlLabel value="" control={<Radio />} label="No thanks" sx={OPTION_ROW_SX} />
          )}
          {group.options.map((option) => (
            <FormControlLabel
              key={option.id}
              value={option.id}
              control={<Radio />}
              label={optionLabel(option.name, option.extraCharge)}
              sx={OPTION_ROW_SX}
            />
          ))}
        </RadioGroup>
      )}
      {control === 'checkbox' &&
        group.options.map((option) => {
          const checked = Boolean(chosen[option.id]);
          return (
            <FormControlLabel
              key={option.id}
              control={
                <Checkbox
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(event) =>
                    onChange(withOptionCount(value, group.id, option.id, event.target.checked ? 1 : 0))
                  }
                  slotProps={{ input: { 'aria-describedby': hintId } }}
                />
              }
              label={optionLabel(option.name, option.extraCharge)}
              sx={OPTION_ROW_SX}
            />
          );
        })}
      {control === 'counter' &&
        group.options.map((option) => {
          const times = chosen[option.id] ?? 0;
          const labelId = `${hintId}-${option.id}`;
          return (
            <Box
              key={option.id}
              role="group"
              aria-labelledby={labelId}
              sx={{ ...OPTION_ROW_SX, display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
            >
              <Typography id={labelId} component="span" sx={{ flex: 1 }}>
                {optionLabel(option.name, option.extraCharge)}
              </Typography>
              <IconButton
                size="small"
                aria-label={`One less ${option.name}`}
                disabled={times === 0}
                onClick={() => onChange(withOptionCount(value, group.id, option.id, times - 1))}
                sx={{ border: 1, borderColor: 'divider' }}
              >
                <RemoveRounded fontSize="small" />
              </IconButton>
              <Typography
                component="output"
                aria-live="polite"
                sx={{ minWidth: 20, textAlign: 'center', fontWeight: 700 }}
              >
                {times}
              </Typography>
              <IconButton
                size="small"
                aria-label={`One more ${option.name}`}
                disabled={full}
                onClick={() => onChange(withOptionCount(value, group.id, option.id, times + 1))}
                sx={{ border: 1, borderColor: 'divider' }}
              >
                <AddRounded fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
    </BuilderSection>
  );
}

export const OPTION_ROW_SX = {
  mx: 0,
  px: 1,
  borderRadius: 2,
  '&:hover': { bgcolor: 'action.hover' },
  '& .MuiFormControlLabel-label': { flex: 1 },
} as const;
