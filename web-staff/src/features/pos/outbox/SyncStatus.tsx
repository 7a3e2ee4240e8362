import CloudDoneRounded from '@mui/icons-material/CloudDoneRounded';
import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import ReportProblemRounded from '@mui/icons-material/ReportProblemRounded';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { unsyncedAgeWords } from '@resto/domain';
import { useEffect, useState } from 'react';
import type { OutboxStatus } from './useOutboxStatus';

/** Re-renders every `ms` while `active`, so an age on screen keeps counting. */
function useNow(active: boolean, ms = 5_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [active, ms]);
  return now;
}

/**
 * How many orders this till has not synced yet and how long the oldest has waited; red when the
 * server refused some (a manager must look). Tapping lists them.
 */
export function SyncStatus({ status, onSyncNow }: { status: OutboxStatus; onSyncNow(): void }) {
  const [open, setOpen] = useState(false);
  const pendingCount = status.unsyncedCount;
  const now = useNow(pendingCount > 0);
  const age = status.oldestPendingAtMs ? unsyncedAgeWords(now - status.oldestPendingAtMs) : '';
  const label =
    pendingCount > 0
      ? `${pendingCount} unsynced · oldest ${age}`
      : status.needsAttention.length > 0
        ? `${status.needsAttention.length} need a manager`
        : 'All orders synced';
  return (
    <>
      <Chip
        data-testid="sync-status"
        icon={
          pendingCount > 0 ? (
            <CloudOffRounded />
          ) : status.needsAttention.length > 0 ? (
            <ReportProblemRounded />
          ) : (
            <CloudDoneRounded />
          )
        }
        label={status.loaded ? label : 'Checking…'}
        color={pendingCount > 0 ? 'warning' : status.needsAttention.length > 0 ? 'error' : 'success'}
        onClick={() => setOpen(true)}
        sx={{ height: 44, fontSize: '0.95rem', fontWeight: 600 }}
      />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>Orders on this till</DialogTitle>
        <DialogContent dividers>
          {pendingCount === 0 && status.needsAttention.length === 0 && (
            <Typography>Every order taken on this till is on the server.</Typography>
          )}
          <List dense>
            {[
              ...status.needsAttention,
              ...status.pending,
              ...status.pendingPayments,
              ...status.pendingCommands,
            ].map((entry) => (
              <ListItem
                key={
                  'commandId' in entry
                    ? entry.commandId
                    : 'paymentId' in entry
                      ? entry.paymentId
                      : entry.posOrderId
                }
                divider
              >
                <ListItemText
                  primary={`${'commandId' in entry ? entry.label : `${'paymentId' in entry ? 'Payment of ' : ''}#${entry.posOrderId.slice(-4).toUpperCase()}`} · ${entry.state === 'pending' ? `waiting ${unsyncedAgeWords(now - entry.createdAtMs)}` : 'refused by the server'}`}
                  secondary={
                    entry.refusal
                      ? `${entry.refusal.title}: ${entry.refusal.message}`
                      : entry.lastError
                        ? `${entry.attempts} attempt(s); last: ${entry.lastError}`
                        : 'Not sent yet'
                  }
                />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={onSyncNow} disabled={pendingCount === 0}>
            Try now
          </Button>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
