import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export interface SwitchOption<K extends string> {
  key: K;
  label: string;
}

export interface SwitchRowProps<K extends string> {
  label: string;
  options: readonly SwitchOption<K>[];
  value: Record<K, boolean>;
  onChange: (value: Record<K, boolean>) => void;
  disabled?: boolean;
  helperText?: string;
}

/** A labelled row of switches over one record of flags (pos / online / uberEats, pickup / delivery / dineIn). */
export function SwitchRow<K extends string>({
  label,
  options,
  value,
  onChange,
  disabled,
  helperText,
}: SwitchRowProps<K>) {
  return (
    <Stack role="group" aria-label={label} spacing={0.5}>
      <Typography variant="subtitle2" component="p">
        {label}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        {options.map((option) => (
          <FormControlLabel
            key={option.key}
            label={option.label}
            control={
              <Switch
                checked={value[option.key]}
                disabled={disabled}
                onChange={(event) => onChange({ ...value, [option.key]: event.target.checked })}
              />
            }
          />
        ))}
      </Stack>
      {helperText && <FormHelperText sx={{ mt: 0 }}>{helperText}</FormHelperText>}
    </Stack>
  );
}

export const ORDERING_SYSTEM_OPTIONS = [
  { key: 'pos', label: 'POS' },
  { key: 'online', label: 'Online' },
  { key: 'uberEats', label: 'Uber Eats' },
] as const satisfies readonly SwitchOption<'pos' | 'online' | 'uberEats'>[];

export const COLLECTION_TYPE_OPTIONS = [
  { key: 'pickup', label: 'Pickup' },
  { key: 'delivery', label: 'Delivery' },
  { key: 'dineIn', label: 'Dine-in' },
] as const satisfies readonly SwitchOption<'pickup' | 'delivery' | 'dineIn'>[];
