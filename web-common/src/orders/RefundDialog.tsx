import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type CurrencyCode,
  formatMoney,
  REFUND_FEE_NOTICE,
  REFUND_REASON_LABELS,
  REFUND_REASONS,
  REFUND_TIMING_NOTICE,
  type RefundReason,
} from '@resto/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useApi } from '../api/ApiClientContext';
import { DialogFrame } from '../feedback/DialogFrame';
import { useNotify } from '../feedback/Notifier';
import { ProblemAlert } from '../feedback/ProblemAlert';
import { useBusyAction } from '../feedback/useBusyAction';
import { apiFieldProblems } from '../forms/fieldProblems';
import { MoneyField } from '../forms/MoneyField';
import { SubmitButton } from '../forms/SubmitButton';
import {
  newRefundId,
  type RefundableOrder,
  type RefundChoice,
  refundAmountFor,
  refundFormProblem,
  refundPositionOf,
  refundsPath,
} from './refundForm';

export interface RefundDialogProps {
  open: boolean;
  order: RefundableOrder | undefined;
  restaurantId: string;
  storeId: string;
  currency?: CurrencyCode;
  onClose: () => void;
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 500, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * Refunds all or part of an online order's card payment (store admins, in the admin and staff apps). Shows what was paid, already refunded and
 * is left; the amount is checked as it is typed. One refund id per opening, kept across retries, so
 * pressing Refund twice (or retrying after a timeout) never refunds twice.
 */
export function RefundDialog({
  open,
  order,
  restaurantId,
  storeId,
  currency = 'AUD',
  onClose,
}: RefundDialogProps) {
  const client = useApi();
  const notify = useNotify();
  const [choice, setChoice] = useState<RefundChoice>('full');
  const [typed, setTyped] = useState<number | undefined>(undefined);
  const [reason, setReason] = useState<RefundReason | ''>('');
  const [refundId, setRefundId] = useState(newRefundId);
  const [tried, setTried] = useState(false);
  const { busy, failure, setFailure, run } = useBusyAction();

  useEffect(() => {
    if (!open) return;
    setChoice('full');
    setTyped(undefined);
    setReason('');
    setRefundId(newRefundId());
    setTried(false);
    setFailure(undefined);
  }, [open, setFailure]);

  if (!order) return null;
  const position = refundPositionOf(order);
  const money = (cents: number) => formatMoney(cents, currency);
  const problem = refundFormProblem(choice, typed, position);
  const serverProblem = apiFieldProblems(failure).amountInCents;
  const amount = refundAmountFor(choice, typed, position.refundableInCents);
  const showProblem = choice === 'partial' && (tried || typed !== undefined) ? problem : undefined;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (problem || amount === undefined || !order) return;
    await run(async () => {
      await client.post(refundsPath(restaurantId, storeId, order.id), {
        amountInCents: amount,
        refundId,
        ...(reason ? { reason } : {}),
      });
      notify(`${money(amount)} is being refunded to the customer's card.`);
      onClose();
    });
  }

  return (
    <DialogFrame
      open={open}
      title="Refund order"
      busy={busy}
      onClose={onClose}
      maxWidth="sm"
      form={{ onSubmit: (event) => void handleSubmit(event), label: 'Refund order' }}
      action={
        <SubmitButton
          busy={busy}
          busyLabel="Refunding…"
          fullWidth={false}
          disabled={position.refundableInCents === 0}
          color="error"
        >
          {amount !== undefined && !problem ? `Refund ${money(amount)}` : 'Refund'}
        </SubmitButton>
      }
    >
      <Stack spacing={2.5}>
        <Stack spacing={0.75} aria-label="Payment summary">
          <Figure label="Paid by card" value={money(position.paidInCents)} />
          <Figure label="Already refunded" value={money(position.refundedInCents)} />
          {position.pendingInCents > 0 && (
            <Figure label="Refund in progress" value={money(position.pendingInCents)} />
          )}
          <Figure label="Left to refund" value={money(position.refundableInCents)} strong />
        </Stack>
        {position.refundableInCents === 0 ? (
          <Alert severity="info">Nothing is left to refund on this order.</Alert>
        ) : (
          <>
            <FormControl>
              <FormLabel id="refund-choice">How much</FormLabel>
              <RadioGroup
                aria-labelledby="refund-choice"
                value={choice}
                onChange={(event) => {
                  setChoice(event.target.value as RefundChoice);
                  setFailure(undefined);
                }}
              >
                <FormControlLabel
                  value="full"
                  control={<Radio />}
                  label={`Everything left (${money(position.refundableInCents)})`}
                  disabled={busy}
                />
                <FormControlLabel value="partial" control={<Radio />} label="Part of it" disabled={busy} />
              </RadioGroup>
            </FormControl>
            {choice === 'partial' && (
              <MoneyField
                label="Amount to refund"
                optional
                value={typed}
                onChange={(cents) => {
                  setTyped(cents);
                  setFailure(undefined);
                }}
                problem={showProblem ?? serverProblem}
                helperText={`Up to ${money(position.refundableInCents)}`}
                disabled={busy}
                autoFocus
              />
            )}
            <TextField
              select
              label="Reason (optional)"
              value={reason}
              onChange={(event) => setReason(event.target.value as RefundReason | '')}
              disabled={busy}
            >
              <MenuItem value="">No reason given</MenuItem>
              {REFUND_REASONS.map((value) => (
                <MenuItem key={value} value={value}>
                  {REFUND_REASON_LABELS[value]}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
        <Alert severity="warning" variant="outlined">
          {REFUND_TIMING_NOTICE} {REFUND_FEE_NOTICE}
        </Alert>
        {failure !== undefined && !serverProblem && <ProblemAlert error={failure} />}
      </Stack>
    </DialogFrame>
  );
}
