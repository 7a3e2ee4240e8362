import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { apiFieldProblems, ProblemAlert, SubmitButton } from '@resto/web-common';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { type CustomPaymentValues, customPaymentProblems } from './customPaymentForm';
import { SwitchRow } from './SwitchRow';

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

/** Add or edit a custom POS payment: its name and the order types it can pay for. */
export function CustomPaymentDialog({
  open,
  initial,
  others,
  onSave,
  onClose,
  defaults,
}: CustomPaymentDialogProps) {
  const titleId = useId();
  const [values, setValues] = useState<CustomPaymentValues>(initial ?? defaults);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>();

  useEffect(() => {
    if (!open) return;
    setValues(initial ?? defaults);
    setTouched(false);
    setFailure(undefined);
  }, [open, initial, defaults]);

  const problems = customPaymentProblems(values, others);
  // The API checks the whole list, so its issues name `customPayments.N.name`; any name issue is this one's.
  const serverName = Object.entries(apiFieldProblems(failure)).find(([path]) => path.endsWith('name'))?.[1];
  const nameProblem = (touched && problems.name) || serverName;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{initial ? 'Edit custom payment' : 'Add a custom payment'}</DialogTitle>
        <DialogContent>
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
            <SwitchRow
              label="Pickup orders"
              checked={values.availableForPickup}
              onChange={(availableForPickup) => setValues({ ...values, availableForPickup })}
              disabled={busy}
            />
            <SwitchRow
              label="Delivery orders"
              checked={values.availableForDelivery}
              onChange={(availableForDelivery) => setValues({ ...values, availableForDelivery })}
              disabled={busy}
            />
            <SwitchRow
              label="Dine-in orders"
              checked={values.availableForDineIn}
              onChange={(availableForDineIn) => setValues({ ...values, availableForDineIn })}
              disabled={busy}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <SubmitButton busy={busy} busyLabel="Saving…" fullWidth={false} size="medium">
            {initial ? 'Save changes' : 'Add payment'}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
