import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatStoreTime } from '@resto/web-common';
import { useState } from 'react';
import type { ParkedOrder } from './useParkedOrders';

/**
 * Parked orders of the store, from any till: recall one onto this till (to add to it or take
 * payment), send it to the kitchen while the bill stays open, or cancel it (after a confirmation).
 */
export function ParkedOrdersDialog({
  parked,
  timezone,
  money,
  onClose,
  onRecall,
  onSend,
  onCancel,
}: {
  parked: ParkedOrder[];
  timezone: string;
  money: (cents: number) => string;
  onClose(): void;
  onRecall(stash: ParkedOrder): void;
  onSend(stash: ParkedOrder): void;
  onCancel(stash: ParkedOrder): void;
}) {
  const [cancelling, setCancelling] = useState<ParkedOrder>();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="parked-title">
      <DialogTitle id="parked-title">Parked orders</DialogTitle>
      <DialogContent dividers sx={{ minHeight: 240 }}>
        {parked.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            No parked orders. Park an order from the cart to keep a table's bill open.
          </Typography>
        )}
        <Stack spacing={1} role="list" aria-label="Parked orders">
          {parked.map((stash) => (
            <Box
              key={stash.stashId}
              role="listitem"
              data-testid="parked-order"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                p: 1.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                flexWrap: 'wrap',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography sx={{ fontWeight: 700 }}>
                  {stash.label} · {money(stash.totalInCents)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {stash.content.lines.length} line(s) · parked{' '}
                  {formatStoreTime(stash.updatedIsoDateTimeUtc, timezone)}
                  {stash.employeeName ? ` by ${stash.employeeName}` : ''}
                </Typography>
              </Box>
              <Stack direction="row" spacing={0.5}>
                {stash.sentToKitchen && <Chip size="small" color="info" label="In the kitchen" />}
                {stash.local && <Chip size="small" color="warning" label="Not synced" />}
              </Stack>
              <Button variant="contained" onClick={() => onRecall(stash)} sx={{ minHeight: 48 }}>
                Recall
              </Button>
              <Button
                variant="outlined"
                disabled={stash.sentToKitchen}
                onClick={() => onSend(stash)}
                sx={{ minHeight: 48 }}
              >
                Send to kitchen
              </Button>
              <Button
                variant="outlined"
                color="error"
                onClick={() => setCancelling(stash)}
                sx={{ minHeight: 48 }}
              >
                Cancel
              </Button>
            </Box>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          Close
        </Button>
      </DialogActions>
      {cancelling && (
        <Dialog open onClose={() => setCancelling(undefined)} aria-labelledby="cancel-stash-title">
          <DialogTitle id="cancel-stash-title">Cancel {cancelling.label}?</DialogTitle>
          <DialogContent>
            <DialogContentText>
              The parked order of {money(cancelling.totalInCents)} is thrown away
              {cancelling.sentToKitchen ? ' and its kitchen ticket is marked cancelled' : ''}. This cannot be
              undone.
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setCancelling(undefined)} sx={{ minHeight: 48 }}>
              Keep it
            </Button>
            <Button
              color="error"
              variant="contained"
              onClick={() => {
                onCancel(cancelling);
                setCancelling(undefined);
              }}
              sx={{ minHeight: 48 }}
            >
              Cancel the order
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Dialog>
  );
}
