import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useState } from 'react';

export interface NumberFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'error'> {
  value: number;
  onChange: (value: number) => void;
  /** Shown after the number: '%', 'min', 'hours'. */
  unit?: string;
  decimals?: boolean;
  problem?: string | undefined;
}

/** A number typed as text; NaN while it is not a number, which the domain schema refuses. */
export function NumberField({
  value,
  onChange,
  unit,
  decimals = true,
  problem,
  helperText,
  ...props
}: NumberFieldProps) {
  const [text, setText] = useState(() => (Number.isNaN(value) ? '' : String(value)));
  useEffect(() => {
    setText((current) =>
      Number(current) === value && current.trim() !== ''
        ? current
        : Number.isNaN(value)
          ? current
          : String(value),
    );
  }, [value]);
  const pattern = decimals ? /^\d+(\.\d+)?$/ : /^\d+$/;
  const ownProblem =
    text.trim() !== '' && !pattern.test(text.trim())
      ? decimals
        ? 'Enter a number, like 1.5'
        : 'Enter a whole number'
      : text.trim() === ''
        ? 'Enter a number'
        : undefined;
  const message = ownProblem ?? problem;
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const trimmed = event.target.value.trim();
        onChange(pattern.test(trimmed) ? Number(trimmed) : Number.NaN);
      }}
      error={Boolean(message)}
      helperText={message ?? helperText}
      slotProps={{
        ...props.slotProps,
        htmlInput: {
          inputMode: decimals ? 'decimal' : 'numeric',
          ...(props.slotProps?.htmlInput as object | undefined),
        },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : {},
      }}
    />
  );
}
