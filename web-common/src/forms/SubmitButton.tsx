import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  busy: boolean;
  busyLabel: string;
}

/** A form's main button: shows a spinner and a busy label while the request runs, and blocks double submits. */
export function SubmitButton({ busy, busyLabel, children, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      {...props}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}
