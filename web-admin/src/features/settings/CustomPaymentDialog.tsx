import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { apiFieldProblems, DialogFrame, ProblemAlert, SubmitButton, useBusyAction } from '@resto/web-common';
import { type FormEvent, useEffect, useState } from 'react';
import { SwitchRow } from '../../shared/SwitchRow';
import { type CustomPaymentValues, customPaymentProblems } from './customPaymentForm';

export interface CustomPaymentDialogProps {
  open: boolean;
  /** The payment being edited; undefined to add one. */
  initial: CustomPaymentValues | undefined;
  /** The other payments, whose names this one must not repeat. */
  others: readonly CustomPaymentValues[];
  onSave: (values: CustomPaymentValues) => Promise<void>;
  onClose: () => void;
  defaults: CustomPaymentValues;
}

const CHANNELS = [
  { key: 'availableForPickup', label: 'Pickup orders' },
  { key: 'availableForDelivery', label: 'Delivery orders' },
  { key: 'availableForDineIn', label: 'Dine-in orders' },
] as const;

/** Add or edit a custom POS payment: its name and the order types it can pay for. */
export function CustomPaymentDialog({
  open,
  initial,
  others,
  onSave,
  onClose,
  defaults,
}: CustomPaymentDialogProps) {
  const [values, setValues] = useState<CustomPaymentValues>(initial ?? defaults);
  const [touched, setTouched] = useState(false);
  const { busy, failure, setFailure, run } = useBusyAction();

  useEffect(() => {
    if (!open) return;
    setValues(initial ?? defaults);
    setTouched(false);
    setFailure(undefined);
  }, [open, initial, defaults, setFailure]);

  const problems = customPaymentProblems(values, others);
  // The API checks the whole list, so its issues name `customPayments.N.name`; any name issue is this one's.
  const serverName = Object.entries(apiFieldProblems(failure)).find(([path]) => path.endsWith('name'))?.[1];
  const nameProblem = (touched && problems.name) || serverName;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(problems).length > 0) return;
    await run(async () => {
      await onSave(values);
      onClose();
    });
  }

  return (
    <DialogFrame
      open={open}
      title={initial ? 'Edit custom payment' : 'Add a custom payment'}
      busy={busy}
      onClose={onClose}
      form={{ onSubmit: submit }}
      action={
        <SubmitButton busy={busy} busyLabel="Saving…" fullWidth={false} size="medium">
          {initial ? 'Save changes' : 'Add payment'}
        </SubmitButton>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {failure !== undefined && !serverName && <ProblemAlert error={failure} />}
        <TextField
          label="Name"
          required
          autoFocus
          value={values.name}
          onChange={(event) => {
            setValues({ ...values, name: event.target.value });
            setTouched(true);
          }}
          error={Boolean(nameProblem)}
          helperText={nameProblem || 'As the cashier sees it, e.g. "Uber voucher" or "Staff meal".'}
          disabled={busy}
        />
        {CHANNELS.map(({ key, label }) => (
          <SwitchRow
            key={key}
            label={label}
            checked={values[key]}
            onChange={(checked) => setValues({ ...values, [key]: checked })}
            disabled={busy}
          />
        ))}
      </Stack>
    </DialogFrame>
  );
}
