import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ApiError,
  apiFieldProblems,
  DialogFrame,
  type Employee,
  PIN_LENGTH,
  PinField,
  ProblemAlert,
  SubmitButton,
  useApi,
  useBusyAction,
  useNotify,
} from '@resto/web-common';
import { type FormEvent, useEffect, useState } from 'react';
import { type EmployeeFormValues, employeeChanges, employeeFormProblems } from './employeeForm';
import { employeesPath } from './employeesApi';

export interface EmployeeDialogProps {
  open: boolean;
  /** The employee being edited; leave out to add one. */
  employee?: Employee | undefined;
  restaurantId: string;
  storeId: string;
  onClose: () => void;
}

type Touched = { name: boolean; pin: boolean };

/**
 * Adds an employee or edits one: name, a 4-digit PIN (shown only while typed; stored hashed, so an
 * existing PIN can be reset but never read back) and whether they may approve protected actions.
 */
export function EmployeeDialog({ open, employee, restaurantId, storeId, onClose }: EmployeeDialogProps) {
  const client = useApi();
  const notify = useNotify();
  const mode = employee ? 'edit' : 'add';
  const [values, setValues] = useState<EmployeeFormValues>({ name: '', pin: '', isAuthorised: false });
  const [touched, setTouched] = useState<Touched>({ name: false, pin: false });
  const { busy, failure, setFailure, run } = useBusyAction();

  useEffect(() => {
    if (!open) return;
    setValues({ name: employee?.name ?? '', pin: '', isAuthorised: employee?.isAuthorised ?? false });
    setTouched({ name: false, pin: false });
    setFailure(undefined);
  }, [open, employee, setFailure]);

  const problems = employeeFormProblems(values, mode);
  const serverFields = apiFieldProblems(failure);
  // Another employee with this PIN is a 409 about the PIN: say it beside the PIN.
  const pinConflict =
    failure instanceof ApiError && failure.status === 409 && values.pin !== '' ? failure.message : undefined;
  // A PIN is checked once it is complete or the field is left, so nobody is told off mid-typing.
  const pinChecked = touched.pin || values.pin.length === PIN_LENGTH;
  const nameProblem = (touched.name ? problems.name : undefined) ?? serverFields.name;
  const pinProblem = (pinChecked ? problems.pin : undefined) ?? serverFields.pin ?? pinConflict;
  const showAlert = failure !== undefined && !pinConflict && !serverFields.name && !serverFields.pin;
  const changes = employee ? employeeChanges(employee, values) : undefined;
  const unchanged = changes !== undefined && Object.keys(changes).length === 0;

  const set = <K extends keyof EmployeeFormValues>(key: K, value: EmployeeFormValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setFailure(undefined);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched({ name: true, pin: true });
    if (problems.name || problems.pin || unchanged) return;
    await run(async () => {
      const name = values.name.trim();
      if (employee) {
        await client.put(employeesPath(restaurantId, storeId, employee.id), changes);
        notify(changes?.pin ? `${name}'s details and PIN were saved.` : `${name}'s details were saved.`);
      } else {
        await client.post(employeesPath(restaurantId, storeId), {
          name,
          pin: values.pin,
          isAuthorised: values.isAuthorised,
        });
        notify(`${name} can now unlock the POS with their PIN.`);
      }
      onClose();
    });
  }

  return (
    <DialogFrame
      open={open}
      title={mode === 'add' ? 'Add employee' : `Edit ${employee?.name}`}
      busy={busy}
      onClose={onClose}
      form={{ onSubmit: handleSubmit, label: mode === 'add' ? 'Add employee' : 'Edit employee' }}
      action={
        <SubmitButton busy={busy} busyLabel="Saving…" fullWidth={false} size="medium" disabled={unchanged}>
          {mode === 'add' ? 'Add employee' : 'Save changes'}
        </SubmitButton>
      }
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        {showAlert && <ProblemAlert error={failure} />}
        <TextField
          label="Name"
          autoFocus={mode === 'add'}
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          onBlur={() => setTouched((previous) => ({ ...previous, name: true }))}
          error={Boolean(nameProblem)}
          helperText={nameProblem ?? 'As it appears on receipts and reports.'}
          disabled={busy}
          autoComplete="off"
        />
        <PinField
          label={mode === 'add' ? 'PIN' : 'New PIN'}
          value={values.pin}
          onChange={(digits) => set('pin', digits)}
          onBlur={() => setTouched((previous) => ({ ...previous, pin: values.pin !== '' || mode === 'add' }))}
          error={Boolean(pinProblem)}
          helperText={
            pinProblem ??
            (mode === 'add'
              ? '4 digits they type to unlock the POS. Each employee of the store needs a different PIN.'
              : 'Leave empty to keep the current PIN, or type 4 digits to reset it.')
          }
          disabled={busy}
        />
        <div>
          <FormControlLabel
            control={
              <Switch
                checked={values.isAuthorised}
                onChange={(event) => set('isAuthorised', event.target.checked)}
                disabled={busy}
              />
            }
            label="Authorised for protected actions"
          />
          <FormHelperText sx={{ mt: 0 }}>
            Refunds, voids, discounts and cancelling paid orders need an authorised employee's PIN.
          </FormHelperText>
        </div>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          PINs are stored hashed: nobody, admins included, can see a PIN after it is saved. A forgotten PIN
          can be reset here.
        </Typography>
      </Stack>
    </DialogFrame>
  );
}
