import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ModifierGroup, ModifiersValue } from '@resto/domain';
import {
  chosenCount,
  groupControl,
  groupHint,
  stillToChoose,
  withOptionCount,
  withSingleOption,
} from '@resto/web-common';
import type { ReactNode } from 'react';

export function ChoiceSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" sx={{ mb: 2.5 }} aria-label={title}>
      <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{children}</Box>
    </Box>
  );
}

/** A big tappable choice; selected ones are filled. */
export function ChoiceChip({
  label,
  selected,
  disabled,
  onClick,
}: {
  label: ReactNode;
  selected: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Chip
      label={label}
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      disabled={disabled}
      onClick={onClick}
      aria-pressed={selected}
      sx={{ height: 48, px: 1, fontSize: '1rem', borderRadius: 3 }}
    />
  );
}

/**
 * One modifier group as chips: one choice works like radios (tap again to clear an optional one),
 * several like checkboxes, and options allowed more than once count up per tap ("Bacon × 2").
 */
export function ModifierChips({
  group,
  value,
  onChange,
  money,
  context,
}: {
  group: ModifierGroup;
  value: ModifiersValue;
  onChange: (value: ModifiersValue) => void;
  money: (cents: number) => string;
  context?: string;
}) {
  const control = groupControl(group);
  const count = chosenCount(value, group.id);
  const full = count >= group.max;
  const chosen = value[group.id] ?? {};
  const missing = stillToChoose(group, value);
  return (
    <ChoiceSection
      title={context ? `${context}: ${group.name}` : group.name}
      hint={`${groupHint(group)}${missing > 0 ? ' · required' : ''}`}
    >
      {group.options.map((option) => {
        const times = chosen[option.id] ?? 0;
        const price = option.extraCharge > 0 ? ` +${money(option.extraCharge)}` : '';
        const label = `${option.name}${times > 1 ? ` × ${times}` : ''}${price}`;
        const onClick = () => {
          if (control === 'radio')
            onChange(withSingleOption(value, group.id, times > 0 && group.min === 0 ? '' : option.id));
          else if (control === 'checkbox')
            onChange(withOptionCount(value, group.id, option.id, times > 0 ? 0 : 1));
          else onChange(withOptionCount(value, group.id, option.id, full ? 0 : times + 1));
        };
        return (
          <ChoiceChip
            key={option.id}
            label={label}
            selected={times > 0}
            disabled={control === 'checkbox' && !times && full}
            onClick={onClick}
          />
        );
      })}
    </ChoiceSection>
  );
}
