import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Cents, centsToDecimalString, toCents } from '@resto/domain';
import { useEffect, useState } from 'react';

export interface MoneyFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'error'> {
  /** Cents; undefined for an optional amount left empty; NaN while the text is not an amount. */
  value: Cents | undefined;
  onChange: (cents: Cents | undefined) => void;
  /** Empty means "no amount" (undefined) instead of 0. */
  optional?: boolean;
  symbol?: string;
  problem?: string | undefined;
}

const AMOUNT = /^\d+(\.\d{0,2})?$/;

function shown(cents: Cents | undefined): string {
  return cents === undefined || Number.isNaN(cents) ? '' : centsToDecimalString(cents);
}

/**
 * An amount typed in dollars and kept in cents (the domain converts, without float drift). While the
 * text is not an amount the value is NaN, which the domain schema refuses, so the form cannot save it.
 */
export function MoneyField({
  value,
  onChange,
  optional = false,
  symbol = '$',
  problem,
  helperText,
  ...props
}: MoneyFieldProps) {
  const [text, setText] = useState(() => shown(value));

  // Follow the value when it changes from outside (saved, discarded), not while typing it.
  useEffect(() => {
    setText((current) => {
      // NaN is what this field reports while the text is not an amount: keep what is being typed.
      if (Number.isNaN(value)) return current;
      const typed = current.trim();
      const typedCents = AMOUNT.test(typed) ? toCents(typed) : undefined;
      return typedCents === value || (typed === '' && value === undefined) ? current : shown(value);
    });
  }, [value]);

  const typed = text.trim();
  const ownProblem =
    typed === '' && !optional
      ? 'Enter an amount, like 5.00'
      : typed !== '' && !AMOUNT.test(typed)
        ? 'Enter an amount in dollars and cents, like 5.50'
        : undefined;
  const message = ownProblem ?? problem;

  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const trimmed = next.trim();
        if (trimmed === '') onChange(optional ? undefined : Number.NaN);
        else onChange(AMOUNT.test(trimmed) ? toCents(trimmed) : Number.NaN);
      }}
      onBlur={(event) => {
        if (AMOUNT.test(typed)) setText(centsToDecimalString(toCents(typed)));
        props.onBlur?.(event);
      }}
      error={Boolean(message)}
      helperText={message ?? helperText}
      slotProps={{
        ...props.slotProps,
        htmlInput: { inputMode: 'decimal', ...(props.slotProps?.htmlInput as object | undefined) },
        input: { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> },
      }}
    />
  );
}
