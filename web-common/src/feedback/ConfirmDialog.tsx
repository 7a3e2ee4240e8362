import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { ProblemAlert } from './ProblemAlert';

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
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>();

  useEffect(() => {
    if (open) setFailure(undefined);
  }, [open]);

  async function confirm() {
    setBusy(true);
    setFailure(undefined);
    try {
      await onConfirm();
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
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <div>{children}</div>
          {failure !== undefined && <ProblemAlert error={failure} />}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={() => void confirm()}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
