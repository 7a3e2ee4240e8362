import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { firstProblem, ZDeviceName } from '@resto/domain';
import {
  apiFieldProblems,
  asSentence,
  DialogFrame,
  ProblemAlert,
  requiredProblem,
  SubmitButton,
  useBusyAction,
} from '@resto/web-common';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';

export interface DeviceNameDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  busyLabel: string;
  initialName?: string;
  placeholder: string;
  /** A line under the name field about what happens next. */
  hint?: ReactNode;
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}

function nameProblem(name: string): string | undefined {
  const problem = requiredProblem(name, 'Enter a name for the device.') ?? firstProblem(ZDeviceName, name);
  return problem && asSentence(problem);
}

/** Names a new device, or renames one: the name staff will recognise it by in lists and reports. */
export function DeviceNameDialog({
  open,
  title,
  submitLabel,
  busyLabel,
  initialName = '',
  placeholder,
  hint,
  onSubmit,
  onClose,
}: DeviceNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [attempted, setAttempted] = useState(false);
  const { busy, failure, setFailure, run } = useBusyAction();

  useEffect(() => {
    if (!open) return;
    setName(initialName);
    setAttempted(false);
    setFailure(undefined);
  }, [open, initialName, setFailure]);

  const serverProblem = apiFieldProblems(failure).name;
  const problem = (attempted ? nameProblem(name) : undefined) ?? serverProblem;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (nameProblem(name)) return;
    await run(async () => {
      await onSubmit(name.trim());
    });
  }

  return (
    <DialogFrame
      open={open}
      title={title}
      busy={busy}
      onClose={onClose}
      form={{ onSubmit: handleSubmit, label: title }}
      action={
        <SubmitButton busy={busy} busyLabel={busyLabel} fullWidth={false} size="medium">
          {submitLabel}
        </SubmitButton>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {failure !== undefined && !serverProblem && <ProblemAlert error={failure} />}
        <TextField
          label="Device name"
          autoFocus
          value={name}
          placeholder={placeholder}
          onChange={(event) => {
            setName(event.target.value);
            if (failure) setFailure(undefined);
          }}
          onBlur={() => name !== '' && setAttempted(true)}
          error={Boolean(problem)}
          helperText={problem ?? hint}
          disabled={busy}
        />
      </Stack>
    </DialogFrame>
  );
}
