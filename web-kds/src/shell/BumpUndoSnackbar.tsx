import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

/** Long enough to notice a wrong bump, short enough not to pile up during a rush. */
export const UNDO_MS = 8_000;

export interface BumpUndoSnackbarProps {
  /** The ticket just bumped, or undefined when there is nothing to undo. */
  bumped: { id: string; displayNumber: string; key: number } | undefined;
  onUndo: () => void;
  onClose: () => void;
}

/** "#A1B2 bumped · Undo": undo recalls the ticket to the grid. */
export function BumpUndoSnackbar({ bumped, onUndo, onClose }: BumpUndoSnackbarProps) {
  return (
    <Snackbar
      key={bumped?.key}
      open={bumped !== undefined}
      autoHideDuration={UNDO_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={bumped ? `#${bumped.displayNumber} bumped` : ''}
      slotProps={{ content: { sx: { fontSize: '1.1rem', fontWeight: 700, minWidth: 320 } } }}
      action={
        <Button color="primary" size="large" onClick={onUndo} sx={{ fontWeight: 800 }}>
          Undo
        </Button>
      }
    />
  );
}
