import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, type ReactNode, useId } from 'react';

export interface DialogFrameProps {
  open: boolean;
  title: ReactNode;
  /** While true the dialog cannot be dismissed and Cancel is disabled. */
  busy: boolean;
  onClose: () => void;
  maxWidth?: DialogProps['maxWidth'];
  /** Makes the dialog a form: its body and buttons sit in a `<form noValidate>`. */
  form?: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; label?: string };
  /** The main button, right of Cancel. */
  action: ReactNode;
  /**
   * False once there is nothing left to cancel (the work has started and the main button closes the
   * dialog): a Cancel beside "Done" would promise an undo that does not exist.
   */
  cancellable?: boolean;
  children: ReactNode;
}

/** The frame of a small dialog: title, body, then Cancel and the main action; optionally a form. */
export function DialogFrame({
  open,
  title,
  busy,
  onClose,
  maxWidth = 'xs',
  form,
  action,
  cancellable = true,
  children,
}: DialogFrameProps) {
  const titleId = useId();
  const inner = (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        {cancellable && (
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
        )}
        {action}
      </DialogActions>
    </>
  );
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
    >
      {form ? (
        <form noValidate onSubmit={form.onSubmit} aria-label={form.label}>
          {inner}
        </form>
      ) : (
        inner
      )}
    </Dialog>
  );
}
