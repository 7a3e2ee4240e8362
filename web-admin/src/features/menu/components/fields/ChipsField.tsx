import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type KeyboardEvent, useState } from 'react';

export interface ChipsFieldProps {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  name?: string;
  placeholder?: string;
  helperText?: string;
  error?: string | undefined;
  disabled?: boolean;
}

/** A list of short texts typed one at a time (Enter or comma adds), shown as removable chips. */
export function ChipsField({
  label,
  values,
  onChange,
  name,
  placeholder,
  helperText,
  error,
  disabled,
}: ChipsFieldProps) {
  const [text, setText] = useState('');

  function add() {
    const value = text.trim();
    if (value === '') return;
    if (!values.includes(value)) onChange([...values, value]);
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && text === '' && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  }

  return (
    <Stack spacing={1}>
      <TextField
        label={label}
        name={name}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={add}
        error={Boolean(error)}
        helperText={error ?? helperText ?? 'Press Enter to add.'}
      />
      {values.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={label}>
          {values.map((value) => (
            <Chip
              key={value}
              label={value}
              onDelete={
                disabled ? undefined : () => onChange(values.filter((candidate) => candidate !== value))
              }
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
