import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type Cents, centsToDecimalString, toCents } from '@resto/domain';
import { useEffect, useState } from 'react';

export interface MoneyFieldProps {
  label: string;
  /** Integer cents; NaN while the typed text is not an amount. */
  cents: Cents;
  onChange: (cents: Cents) => void;
  /** Form path of the value, for "touched" tracking and error lookup. */
  name?: string;
  error?: string | undefined;
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
  /** Currency symbol before the amount. */
  symbol?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

/** Text for cents as typed: "12.50", '' for NaN. */
export function moneyText(cents: Cents): string {
  return Number.isSafeInteger(cents) ? centsToDecimalString(cents) : '';
}

/** Cents of typed dollars ("12.5" → 1250), or NaN when the text is not an amount. Empty is $0. */
export function parseMoneyText(text: string): Cents {
  if (text.trim() === '') return 0;
  try {
    return toCents(text.replace(/[$,\s]/g, ''));
  } catch {
    return Number.NaN;
  }
}

/**
 * An amount typed in dollars and kept in state as integer cents (through the domain's toCents, so
 * "0.10" is exactly 10). The text the person typed stays as typed until the value changes elsewhere.
 */
export function MoneyField({
  label,
  cents,
  onChange,
  name,
  error,
  helperText,
  disabled,
  required,
  symbol = '$',
  size,
  fullWidth,
}: MoneyFieldProps) {
  // An empty field reads as $0.00 (the placeholder), so typing a price never has to delete "0.00" first.
  const [text, setText] = useState(() => (cents === 0 ? '' : moneyText(cents)));

  useEffect(() => {
    // Follow changes made outside the field (a reset, a saved value) without rewriting what is typed.
    setText((current) => (Object.is(parseMoneyText(current), cents) ? current : moneyText(cents)));
  }, [cents]);

  const parsed = parseMoneyText(text);
  const typingProblem = Number.isNaN(parsed) ? 'Enter an amount like 12.50' : undefined;
  const shown = typingProblem ?? error;

  return (
    <TextField
      label={label}
      name={name}
      value={text}
      placeholder="0.00"
      required={required}
      disabled={disabled}
      size={size}
      fullWidth={fullWidth}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseMoneyText(event.target.value));
      }}
      onBlur={() => {
        if (!Number.isNaN(parsed) && text.trim() !== '') setText(moneyText(parsed));
      }}
      error={Boolean(shown)}
      helperText={shown ?? helperText}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> },
        htmlInput: { inputMode: 'decimal' },
      }}
    />
  );
}
