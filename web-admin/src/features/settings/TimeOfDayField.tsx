import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { normaliseTypedTimeOfDay } from '@resto/domain';
import { useEffect, useState } from 'react';

export interface TimeOfDayFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'error'> {
  /** Stored form, '10:00 AM'; the raw text while what was typed is not a time yet. */
  value: string;
  onChange: (timeOfDay: string) => void;
  problem?: string | undefined;
}

/**
 * A time typed the way staff type it ('930p', '9:30 pm', '12 a'), kept in the stored form
 * '9:30 PM' (the domain's rule). Text that is no time passes through, so the schema explains it.
 */
export function TimeOfDayField({ value, onChange, problem, helperText, ...props }: TimeOfDayFieldProps) {
  const [text, setText] = useState(value);
  useEffect(() => {
    setText((current) => (normaliseTypedTimeOfDay(current) === value ? current : value));
  }, [value]);
  return (
    <TextField
      placeholder="10:00 AM"
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(normaliseTypedTimeOfDay(event.target.value) ?? event.target.value);
      }}
      onBlur={(event) => {
        const normalised = normaliseTypedTimeOfDay(text);
        if (normalised) setText(normalised);
        props.onBlur?.(event);
      }}
      error={Boolean(problem)}
      helperText={problem ?? helperText}
      slotProps={{
        ...props.slotProps,
        htmlInput: {
          autoComplete: 'off',
          spellCheck: false,
          ...(props.slotProps?.htmlInput as object | undefined),
        },
      }}
    />
  );
}
