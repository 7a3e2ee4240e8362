import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';

export const PIN_LENGTH = 4;

export interface PinFieldProps extends Omit<TextFieldProps, 'type' | 'onChange' | 'value'> {
  value: string;
  /** Called with digits only: letters and spaces never reach the form. */
  onChange: (digits: string) => void;
}

/**
 * A numeric PIN input, hidden by default with a show/hide toggle. Anything but digits is dropped as
 * it is typed, so the only problem left to explain is a PIN that is too short.
 */
export function PinField({ value, onChange, slotProps, ...props }: PinFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      value={value}
      type={visible ? 'text' : 'password'}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH))}
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: 'numeric',
          autoComplete: 'off',
          maxLength: PIN_LENGTH,
          pattern: '[0-9]*',
          style: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' },
        },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={visible ? 'Hide PIN' : 'Show PIN'}
                onClick={() => setVisible((shown) => !shown)}
                onMouseDown={(event) => event.preventDefault()}
              >
                {visible ? <VisibilityOffRounded /> : <VisibilityRounded />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
