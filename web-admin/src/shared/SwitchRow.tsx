import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SwitchRowProps {
  label: string;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A switch with a bold label and a line saying what it changes for customers or staff. */
export function SwitchRow({ label, description, checked, onChange, disabled }: SwitchRowProps) {
  return (
    <FormControlLabel
      sx={{ alignItems: 'flex-start', m: 0, gap: 1 }}
      control={
        <Switch checked={checked} onChange={(event) => onChange(event.target.checked)} disabled={disabled} />
      }
      label={
        <span>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600, pt: 1 }}>
            {label}
          </Typography>
          {description && (
            <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
              {description}
            </Typography>
          )}
        </span>
      }
    />
  );
}
