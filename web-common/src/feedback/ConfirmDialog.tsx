import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { type ReactNode, useEffect } from 'react';
import { DialogFrame } from './DialogFrame';
import { ProblemAlert } from './ProblemAlert';
import { useBusyAction } from './useBusyAction';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in words, naming the person or thing it happens to. */
  children: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  /** Red button for removing and revoking. */
  destructive?: boolean;
  /** Runs the command; the dialog closes when it resolves and shows the error when it throws. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** "Are you sure?" for commands that cannot be undone, with a busy button and the server's answer on failure. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel = 'Working…',
  destructive = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { busy, failure, setFailure, run } = useBusyAction();

  useEffect(() => {
    if (open) setFailure(undefined);
  }, [open, setFailure]);

  async function confirm() {
    await run(async () => {
      await onConfirm();
      onClose();
    });
  }

  return (
    <DialogFrame
      open={open}
      title={title}
      busy={busy}
      onClose={onClose}
      action={
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={() => void confirm()}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {busy ? busyLabel : confirmLabel}
        </Button>
      }
    >
      <Stack spacing={2}>
        <div>{children}</div>
        {failure !== undefined && <ProblemAlert error={failure} />}
      </Stack>
    </DialogFrame>
  );
}
