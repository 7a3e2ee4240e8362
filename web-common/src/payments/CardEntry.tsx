import CreditCardIcon from '@mui/icons-material/CreditCard';
import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  type CardFieldProblems,
  type CardFields,
  cardFieldProblems,
  formatCardNumber,
  formatExpiry,
} from './cardFields';

export interface CardEntryProps {
  value: CardFields;
  onChange: (value: CardFields) => void;
  disabled?: boolean;
  /** Show every problem (e.g. after a submit attempt), not only those of fields already left. */
  showAllProblems?: boolean;
  /** Problems the provider reported for a field (e.g. "Your card number is incorrect."). */
  providerProblems?: CardFieldProblems;
  /** True on the emulator suite: shows the test cards to use. */
  testMode?: boolean;
}

/**
 * Card number, expiry and security code, checked as the customer types (a field's problem shows once
 * they leave it). The values stay in the browser: send them with createCardPaymentMethod, which
 * hands them straight to the card provider and returns the `pm_...` id our API takes.
 */
export function CardEntry({
  value,
  onChange,
  disabled,
  showAllProblems,
  providerProblems,
  testMode,
}: CardEntryProps) {
  const [touched, setTouched] = useState<Partial<Record<keyof CardFields, boolean>>>({});
  const problems = cardFieldProblems(value);
  const problemOf = (field: keyof CardFields) =>
    providerProblems?.[field] ?? (showAllProblems || touched[field] ? problems[field] : undefined);
  const leave = (field: keyof CardFields) => () => setTouched((current) => ({ ...current, [field]: true }));

  return (
    <Stack spacing={2}>
      {testMode && (
        <Alert severity="info" variant="outlined">
          Test mode: use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 to see a decline, or 4000 0025 0000
          3155 for a bank check. Any future expiry and any 3 digits.
        </Alert>
      )}
      <TextField
        label="Card number"
        value={value.number}
        onChange={(event) => onChange({ ...value, number: formatCardNumber(event.target.value) })}
        onBlur={leave('number')}
        error={Boolean(problemOf('number'))}
        helperText={problemOf('number') ?? ' '}
        disabled={disabled}
        autoComplete="cc-number"
        fullWidth
        slotProps={{
          htmlInput: { inputMode: 'numeric', 'aria-label': 'Card number', maxLength: 23 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <CreditCardIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Stack direction="row" spacing={2}>
        <TextField
          label="Expiry (MM/YY)"
          value={value.expiry}
          onChange={(event) => onChange({ ...value, expiry: formatExpiry(event.target.value) })}
          onBlur={leave('expiry')}
          error={Boolean(problemOf('expiry'))}
          helperText={problemOf('expiry') ?? ' '}
          disabled={disabled}
          autoComplete="cc-exp"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': 'Expiry (MM/YY)', maxLength: 5 } }}
        />
        <TextField
          label="Security code"
          value={value.cvc}
          onChange={(event) => onChange({ ...value, cvc: event.target.value.replace(/\D/g, '').slice(0, 4) })}
          onBlur={leave('cvc')}
          error={Boolean(problemOf('cvc'))}
          helperText={problemOf('cvc') ?? ' '}
          disabled={disabled}
          autoComplete="cc-csc"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': 'Security code', maxLength: 4 } }}
        />
      </Stack>
    </Stack>
  );
}
