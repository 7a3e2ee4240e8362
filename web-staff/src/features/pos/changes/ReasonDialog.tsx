import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { MoneyField } from '@resto/web-common';
import { useState } from 'react';

export interface ReasonDialogProps {
  title: string;
  description: string;
  /** Quick reasons as chips; the cashier may also type one. */
  reasons: readonly string[];
  confirmLabel: (amountInCents: number | undefined) => string;
  /** Ask for an amount up to this (a refund); absent for actions without one. */
  maxAmountInCents?: number;
  money: (cents: number) => string;
  /** Why the action cannot go ahead at all (shown instead of the confirm button). */
  blocked?: string;
  onClose(): void;
  onConfirm(input: { reason: string; amountInCents?: number }): void;
}

/**
 * Asks why (and, for a refund, how much) before a protected or destructive action at the till; the
 * authorised employee's PIN comes after, so the approver sees what they approve.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { maxAmountInCents, money } = props;
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState<number | undefined>(maxAmountInCents);
  const [mode, setMode] = useState<'full' | 'partial'>('full');
  const amountProblem =
    maxAmountInCents === undefined
      ? undefined
      : amount === undefined || Number.isNaN(amount) || amount <= 0
        ? 'Enter the amount to give back'
        : amount > maxAmountInCents
          ? `At most ${money(maxAmountInCents)} can be refunded`
          : undefined;
  const reasonProblem = reason.trim() ? undefined : 'Choose or type a reason';
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="reason-title">
      <DialogTitle id="reason-title">{props.title}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{props.description}</DialogContentText>
        {maxAmountInCents !== undefined && (
          <Stack spacing={1.5} sx={{ mb: 2 }}>
            <ToggleButtonGroup
              exclusive
              value={mode}
              onChange={(_event, value: 'full' | 'partial' | null) => {
                if (!value) return;
                setMode(value);
                if (value === 'full') setAmount(maxAmountInCents);
              }}
              aria-label="Full or partial refund"
              sx={{ '& .MuiToggleButton-root': { minHeight: 52, minWidth: 140, fontWeight: 600 } }}
            >
              <ToggleButton value="full">Full {money(maxAmountInCents)}</ToggleButton>
              <ToggleButton value="partial">Partial</ToggleButton>
            </ToggleButtonGroup>
            {mode === 'partial' && (
              <MoneyField
                label="Amount to give back"
                value={amount}
                onChange={setAmount}
                sx={{ maxWidth: 260 }}
                problem={amountProblem}
                helperText={`Up to ${money(maxAmountInCents)}`}
              />
            )}
          </Stack>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          {props.reasons.map((choice) => (
            <Chip
              key={choice}
              label={choice}
              color={reason === choice ? 'primary' : 'default'}
              variant={reason === choice ? 'filled' : 'outlined'}
              onClick={() => setReason(choice)}
              sx={{ height: 44, fontSize: '1rem' }}
            />
          ))}
        </Box>
        <TextField
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value.slice(0, 200))}
          fullWidth
          helperText={`${reason.length}/200`}
        />
        {props.blocked && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {props.blocked}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button size="large" onClick={props.onClose} sx={{ minHeight: 56 }}>
          Back
        </Button>
        <Button
          size="large"
          variant="contained"
          color="warning"
          disabled={Boolean(props.blocked || amountProblem || reasonProblem)}
          onClick={() =>
            props.onConfirm({
              reason: reason.trim(),
              ...(maxAmountInCents !== undefined && amount !== undefined ? { amountInCents: amount } : {}),
            })
          }
          sx={{ minHeight: 56, minWidth: 220 }}
        >
          {props.confirmLabel(amount)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
