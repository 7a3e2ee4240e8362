import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ETA_CHOICES, ZEtaInMinutes } from '@resto/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { DialogFrame } from '../feedback/DialogFrame';
import { SubmitButton } from '../forms/SubmitButton';
import { CHOICE_GROUP_SX } from './choiceGroupSx';

export interface AcceptOrderDialogProps {
  open: boolean;
  orderLabel: string;
  busy: boolean;
  /** A problem with the ETA the server sent back (400 on etaInMinutes). */
  serverProblem?: string | undefined;
  /** The ETA chosen when the dialog opens (the order's own promise), so Accept is one tap. */
  defaultEta?: number | undefined;
  onAccept: (etaInMinutes: number) => void;
  onClose: () => void;
}

/**
 * Accepting when the store promises an ETA: one of the spec's choices (ASAP, 15 min … 1 hour 30 min),
 * checked with the domain's schema, so Accept explains what is missing instead of sending it.
 */
export function AcceptOrderDialog({
  open,
  orderLabel,
  busy,
  serverProblem,
  defaultEta,
  onAccept,
  onClose,
}: AcceptOrderDialogProps) {
  const [eta, setEta] = useState<number | undefined>(defaultEta);
  const [tried, setTried] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the default is taken when the dialog opens, not while it is open.
  useEffect(() => {
    if (open) {
      setEta(defaultEta);
      setTried(false);
    }
  }, [open]);

  const parsed = ZEtaInMinutes.safeParse(eta);
  const problem = parsed.success ? undefined : (parsed.error.issues[0]?.message ?? 'Choose an ETA');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (parsed.success) onAccept(parsed.data);
  }

  return (
    <DialogFrame
      open={open}
      title={`Accept ${orderLabel}`}
      busy={busy}
      onClose={onClose}
      maxWidth="sm"
      form={{ onSubmit: submit, label: `Accept ${orderLabel}` }}
      action={
        <SubmitButton busy={busy} busyLabel="Accepting…" fullWidth={false}>
          Accept
        </SubmitButton>
      }
    >
      <Stack spacing={2}>
        <Typography id="eta-label">
          When will it be ready? The customer sees this on their tracking page.
        </Typography>
        <ToggleButtonGroup
          exclusive
          aria-labelledby="eta-label"
          value={eta ?? null}
          // Tapping the chosen ETA again keeps it chosen (an exclusive group would clear it).
          onChange={(_event, value: number | null) => {
            if (value !== null) setEta(value);
          }}
          sx={CHOICE_GROUP_SX}
        >
          {ETA_CHOICES.map((choice) => (
            <ToggleButton key={choice.id} value={choice.minutes} disabled={busy} sx={{ px: 2, minWidth: 88 }}>
              {choice.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {((tried && problem) || serverProblem) && (
          <Alert severity="error" role="alert">
            {serverProblem ?? problem}
          </Alert>
        )}
      </Stack>
    </DialogFrame>
  );
}
