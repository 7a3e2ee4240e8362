import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface IssuedPrinterKey {
  printerId: string;
  printerName: string;
  key: string;
}

/** Where a cloud printer polls: this site's API, which the hosting forwards to the server. */
export function cloudPrntUrl(origin: string = window.location.origin): string {
  return `${origin}/api/printing/cloudprnt`;
}

/**
 * Shows a cloud printer's new key once, with the server address and user name to type into the
 * printer's CloudPRNT settings. Only a hash is kept, so this is the only time it can be read.
 */
export function PrinterKeyDialog({
  issued,
  onClose,
}: {
  issued: IssuedPrinterKey | undefined;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={Boolean(issued)} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Connect {issued?.printerName}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>
          Open the printer’s web settings (type its IP address into a browser on the same network), go to
          CloudPRNT, and enter:
        </Typography>
        <Stack spacing={2}>
          <TextField label="Server URL" value={cloudPrntUrl()} slotProps={{ input: { readOnly: true } }} />
          <TextField
            label="User name"
            value={issued?.printerId ?? ''}
            slotProps={{ input: { readOnly: true } }}
          />
          <TextField
            label="Password (printer key)"
            value={issued?.key ?? ''}
            slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
          />
          <TextField label="Polling interval" value="2 seconds" slotProps={{ input: { readOnly: true } }} />
        </Stack>
        <Alert severity="warning" sx={{ mt: 2 }}>
          This key is shown only now. Making a new key disconnects the printer until the new one is entered.
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
