import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { COLLECTION_TYPES, type CollectionType } from '@resto/domain';

const COLLECTION_COPY: Record<CollectionType, { label: string; description: string }> = {
  pickup: { label: 'Pickup', description: 'Customers order ahead and collect at the counter.' },
  delivery: { label: 'Delivery', description: 'You deliver to customers; set delivery areas next.' },
  dineIn: { label: 'Dine-in', description: 'Guests order at the table, e.g. from a QR code.' },
};

export interface CollectionTypeSwitchesProps {
  value: Record<CollectionType, boolean>;
  onChange: (value: Record<CollectionType, boolean>) => void;
  disabled: boolean;
  error?: string | undefined;
}

/** Which ways of ordering a store offers: one switch per collection type. */
export function CollectionTypeSwitches({ value, onChange, disabled, error }: CollectionTypeSwitchesProps) {
  return (
    <Stack spacing={1} role="group" aria-label="Ways to order">
      {COLLECTION_TYPES.map((type) => (
        <FormControlLabel
          key={type}
          sx={{ alignItems: 'flex-start', m: 0, gap: 1 }}
          control={
            <Switch
              checked={value[type]}
              onChange={(event) => onChange({ ...value, [type]: event.target.checked })}
              disabled={disabled}
            />
          }
          label={
            <span>
              <Typography component="span" sx={{ display: 'block', fontWeight: 600, pt: 1 }}>
                {COLLECTION_COPY[type].label}
              </Typography>
              <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                {COLLECTION_COPY[type].description}
              </Typography>
            </span>
          }
        />
      ))}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
