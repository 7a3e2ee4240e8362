import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZOrderReason } from '@resto/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { DialogFrame } from '../feedback/DialogFrame';
import { SubmitButton } from '../forms/SubmitButton';

export interface ReasonDialogProps {
  open: boolean;
  /** "Reject order 7K3QZP" */
  title: string;
  /** What happens, in words, before anyone presses the red button. */
  explanation: string;
  confirmLabel: string;
  busyLabel: string;
  suggestions: readonly string[];
  busy: boolean;
  serverProblem?: string | undefined;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * Asks before rejecting or cancelling, with one-tap reasons and free text. The reason is checked
 * with the domain's schema as it is typed; the customer sees it on their tracking page.
 */
export function ReasonDialog({
  open,
  title,
  explanation,
  confirmLabel,
  busyLabel,
  suggestions,
  busy,
  serverProblem,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setReason('');
      setTouched(false);
    }
  }, [open]);

  const parsed = ZOrderReason.safeParse(reason);
  const problem = parsed.success ? undefined : parsed.error.issues[0]?.message;
  const shownProblem = (touched ? problem : undefined) ?? serverProblem;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (parsed.success) onConfirm(parsed.data);
  }

  return (
    <DialogFrame
      open={open}
      title={title}
      busy={busy}
      onClose={onClose}
      maxWidth="sm"
      form={{ onSubmit: submit, label: title }}
      action={
        <SubmitButton busy={busy} busyLabel={busyLabel} fullWidth={false} color="error">
          {confirmLabel}
        </SubmitButton>
      }
    >
      <Stack spacing={2}>
        <Typography>{explanation}</Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label="Suggested reasons">
          {suggestions.map((suggestion) => (
            <Chip
              key={suggestion}
              label={suggestion}
              variant={reason === suggestion ? 'filled' : 'outlined'}
              color={reason === suggestion ? 'primary' : 'default'}
              onClick={() => {
                setReason(suggestion);
                setTouched(true);
              }}
              disabled={busy}
            />
          ))}
        </Stack>
        <TextField
          label="Reason"
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setTouched(true);
          }}
          error={shownProblem !== undefined}
          helperText={shownProblem ?? 'Pick one above or type your own.'}
          disabled={busy}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </Stack>
    </DialogFrame>
  );
}
