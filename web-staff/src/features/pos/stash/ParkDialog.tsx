import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

/** Parking the cart: a name any till will recognise it by, and whether the kitchen starts on it now. */
export function ParkDialog({
  initialLabel,
  total,
  onClose,
  onPark,
}: {
  initialLabel: string;
  total: string;
  onClose(): void;
  onPark(label: string, sendToKitchen: boolean): void;
}) {
  const [label, setLabel] = useState(initialLabel.slice(0, 60));
  const problem = label.trim() ? undefined : 'Name the order (a table or the customer)';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="park-title">
      <DialogTitle id="park-title">Park this order ({total})</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>
          Any till of the store can recall it to add items or take payment. Send it to the kitchen now to
          start cooking while the bill stays open.
        </DialogContentText>
        <TextField
          label="Name"
          value={label}
          onChange={(event) => setLabel(event.target.value.slice(0, 60))}
          error={Boolean(problem)}
          helperText={problem ?? 'For example “Table 4” or the customer’s name'}
          fullWidth
          autoFocus
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button size="large" onClick={onClose} sx={{ minHeight: 56 }}>
          Back
        </Button>
        <Button
          size="large"
          variant="outlined"
          disabled={Boolean(problem)}
          onClick={() => onPark(label.trim(), false)}
          sx={{ minHeight: 56 }}
        >
          Park
        </Button>
        <Button
          size="large"
          variant="contained"
          disabled={Boolean(problem)}
          onClick={() => onPark(label.trim(), true)}
          sx={{ minHeight: 56 }}
        >
          Park and send to kitchen
        </Button>
      </DialogActions>
    </Dialog>
  );
}
