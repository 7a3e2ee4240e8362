import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  cardRefundPosition,
  formatMoney,
  REFUND_FEE_NOTICE,
  REFUND_TIMING_NOTICE,
  refundAmountProblem,
  toCents,
} from '@resto/domain';
import {
  apiFieldProblems,
  currencyOf,
  DialogFrame,
  ProblemAlert,
  type StoreOrder,
  SubmitButton,
  useApi,
  useBusyAction,
  useNotify,
} from '@resto/web-common';
import { type FormEvent, useEffect, useState } from 'react';

const AMOUNT = /^\d+(\.\d{1,2})?$/;

function newRefundId(): string {
  return `rf_${crypto.randomUUID().replaceAll('-', '')}`;
}

/** `/api/stripe/connect/restaurants/{r}/stores/{s}/orders/{orderId}/refunds` (the payments API's refund). */
function refundsPath(order: StoreOrder) {
  const ids = [order.restaurantId, order.storeId, order.id].map(encodeURIComponent);
  return `/api/stripe/connect/restaurants/${ids[0]}/stores/${ids[1]}/orders/${ids[2]}/refunds` as const;
}

/**
 * The staff app's refund of a card-paid order (store admins): the same rules as the admin app's
 * RefundDialog, from the domain (what is refundable, the amount's problems in words, the timing and fee
 * notices), and the same refund API. One refund id per opening, kept across retries, so a retry never
 * refunds twice.
 */
export function StaffRefundDialog({
  open,
  order,
  onClose,
}: {
  open: boolean;
  order: StoreOrder;
  onClose: () => void;
}) {
  const client = useApi();
  const notify = useNotify();
  const [choice, setChoice] = useState<'full' | 'partial'>('full');
  const [text, setText] = useState('');
  const [refundId, setRefundId] = useState(newRefundId);
  const { busy, failure, setFailure, run } = useBusyAction();

  useEffect(() => {
    if (!open) return;
    setChoice('full');
    setText('');
    setRefundId(newRefundId());
    setFailure(undefined);
  }, [open, setFailure]);

  const currency = currencyOf(order);
  const money = (cents: number) => formatMoney(cents, currency);
  const position = cardRefundPosition({
    grandTotalInCents: order.cart.grandTotal,
    paymentStatus: order.payment?.status,
    refundTotals: order.refundTotals,
  });
  const typed = text.trim() === '' ? undefined : AMOUNT.test(text.trim()) ? toCents(text.trim()) : Number.NaN;
  const amount = choice === 'full' ? position.refundableInCents : typed;
  const problem = refundAmountProblem(
    amount === undefined || Number.isNaN(amount) ? undefined : amount,
    position.refundableInCents,
  );
  const shownProblem =
    choice === 'partial' && text !== ''
      ? Number.isNaN(typed)
        ? 'Enter an amount in dollars and cents, like 12.50.'
        : problem
      : undefined;
  const serverProblem = apiFieldProblems(failure).amountInCents;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (problem || amount === undefined || Number.isNaN(amount)) return;
    await run(async () => {
      await client.post(refundsPath(order), { amountInCents: amount, refundId });
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
      form={{ onSubmit: (event) => void submit(event), label: 'Refund order' }}
      action={
        <SubmitButton
          busy={busy}
          busyLabel="Refunding…"
          fullWidth={false}
          color="error"
          disabled={position.refundableInCents === 0}
        >
          {amount !== undefined && !Number.isNaN(amount) && !problem ? `Refund ${money(amount)}` : 'Refund'}
        </SubmitButton>
      }
    >
      <Stack spacing={2}>
        <Stack spacing={0.5} aria-label="Payment summary">
          {(
            [
              ['Paid by card', position.paidInCents],
              ['Already refunded', position.refundedInCents],
              ['Left to refund', position.refundableInCents],
            ] as const
          ).map(([label, cents]) => (
            <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {money(cents)}
              </Typography>
            </Box>
          ))}
        </Stack>
        {position.refundableInCents === 0 ? (
          <Alert severity="info">Nothing is left to refund on this order.</Alert>
        ) : (
          <>
            <RadioGroup
              aria-label="How much"
              value={choice}
              onChange={(event) => setChoice(event.target.value as 'full' | 'partial')}
            >
              <FormControlLabel
                value="full"
                control={<Radio />}
                label={`Everything left (${money(position.refundableInCents)})`}
                disabled={busy}
              />
              <FormControlLabel value="partial" control={<Radio />} label="Part of it" disabled={busy} />
            </RadioGroup>
            {choice === 'partial' && (
              <TextField
                label="Amount to refund"
                value={text}
                onChange={(event) => setText(event.target.value)}
                error={(shownProblem ?? serverProblem) !== undefined}
                helperText={shownProblem ?? serverProblem ?? `Up to ${money(position.refundableInCents)}`}
                disabled={busy}
                autoFocus
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            )}
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
