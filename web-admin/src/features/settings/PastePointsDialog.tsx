import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { GeoPoint } from '@resto/domain';
import { useEffect, useId, useState } from 'react';
import { parsePastedPoints, pointsAsText } from './polygonText';

export interface PastePointsDialogProps {
  open: boolean;
  areaName: string;
  current: readonly GeoPoint[];
  onReplace: (points: GeoPoint[]) => void;
  onClose: () => void;
}

/** Replace an area's points with "latitude, longitude" lines pasted from a map or a spreadsheet. */
export function PastePointsDialog({ open, areaName, current, onReplace, onClose }: PastePointsDialogProps) {
  const titleId = useId();
  const [text, setText] = useState('');
  const [attempted, setAttempted] = useState(false);
  useEffect(() => {
    if (open) {
      setText(pointsAsText(current));
      setAttempted(false);
    }
  }, [open, current]);
  const parsed = parsePastedPoints(text);
  const problem = attempted && !parsed.ok ? parsed.message : undefined;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Points of {areaName || 'this area'}</DialogTitle>
      <DialogContent>
        <TextField
          label="One point per line: latitude, longitude"
          multiline
          minRows={6}
          maxRows={16}
          fullWidth
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setAttempted(true);
          }}
          placeholder={'-33.8880, 151.2600\n-33.8880, 151.2800\n-33.9000, 151.2800'}
          error={Boolean(problem)}
          helperText={problem ?? 'The points are joined in this order, and the last one back to the first.'}
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => {
            setAttempted(true);
            if (!parsed.ok) return;
            onReplace(parsed.points);
            onClose();
          }}
        >
          Use these points
        </Button>
      </DialogActions>
    </Dialog>
  );
}
