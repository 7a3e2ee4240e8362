import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { Cents } from '@resto/domain';
import { useEffect, useState } from 'react';
import { moneyText, parseMoneyText } from './MoneyField';

/**
 * A price that may be left empty ("not offered in this size"), typed in dollars and kept as cents
 * (undefined when empty). Used in the topping price table.
 */
export function OptionalMoneyCell({
  label,
  cents,
  onChange,
  symbol = '$',
  disabled,
  error,
}: {
  label: string;
  cents: Cents | undefined;
  onChange: (cents: Cents | undefined) => void;
  symbol?: string;
  disabled?: boolean;
  error?: string | undefined;
}) {
  const [text, setText] = useState(() => (cents === undefined ? '' : moneyText(cents)));
  useEffect(() => {
    setText((current) => {
      const parsed = current.trim() === '' ? undefined : parseMoneyText(current);
      return Object.is(parsed, cents) ? current : cents === undefined ? '' : moneyText(cents);
    });
  }, [cents]);
  const parsed = text.trim() === '' ? undefined : parseMoneyText(text);
  const typingProblem =
    parsed !== undefined && Number.isNaN(parsed) ? 'Enter an amount like 1.50' : undefined;
  const shown = typingProblem ?? error;
  return (
    <TextField
      size="small"
      value={text}
      placeholder="Not offered"
      disabled={disabled}
      onChange={(event) => {
        setText(event.target.value);
        onChange(event.target.value.trim() === '' ? undefined : parseMoneyText(event.target.value));
      }}
      error={Boolean(shown)}
      helperText={shown}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> },
        htmlInput: { inputMode: 'decimal', 'aria-label': label },
      }}
      sx={{ minWidth: 110 }}
    />
  );
}
