import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  type CollectionType,
  changeDueInCents,
  type PosOrderRequestInput,
  type PosSplitPartType,
  type PublishedCustomPayment,
  splitEqually,
} from '@resto/domain';
import { MoneyField } from '@resto/web-common';
import { useMemo, useState } from 'react';
import { cashSuggestions } from './cashSuggestions';

type PaymentInput = PosOrderRequestInput['payment'];
type Method = 'cash' | 'card' | 'moto' | 'custom' | 'split' | 'payLater';

interface SplitPart {
  /** Stable key for the row while parts are added and removed. */
  key: number;
  paymentType: PosSplitPartType;
  customPaymentId?: string;
  amountInCents: number;
}

export interface PayDialogProps {
  totalInCents: number;
  collectionType: CollectionType;
  customPayments: readonly PublishedCustomPayment[];
  money: (cents: number) => string;
  /** False when paying an order that was sent to the kitchen unpaid (it cannot be "pay later" again). */
  allowPayLater?: boolean;
  onClose(): void;
  onPay(payment: PaymentInput): void;
}

/**
 * The pay screen: cash with change due, card (charged on the card terminal, recorded here as card),
 * the store's custom payments allowed for this order type, a split bill (equally or by amount, each
 * part its own type), or pay later (the order goes to the kitchen unpaid).
 */
export function PayDialog({
  totalInCents,
  collectionType,
  customPayments,
  money,
  allowPayLater = true,
  onClose,
  onPay,
}: PayDialogProps) {
  const offered = useMemo(
    () =>
      customPayments.filter((payment) =>
        collectionType === 'pickup'
          ? payment.availableForPickup
          : collectionType === 'delivery'
            ? payment.availableForDelivery
            : payment.availableForDineIn,
      ),
    [customPayments, collectionType],
  );
  const [method, setMethod] = useState<Method>('cash');
  const [tendered, setTendered] = useState<number | undefined>(totalInCents);
  const [customId, setCustomId] = useState(offered[0]?.id ?? '');
  const [splitMode, setSplitMode] = useState<'equally' | 'amount'>('equally');
  const [parts, setParts] = useState<SplitPart[]>(() =>
    splitEqually(totalInCents, 2).map((amountInCents, key) => ({ key, paymentType: 'card', amountInCents })),
  );

  const splitSum = parts.reduce(
    (sum, part) => sum + (Number.isInteger(part.amountInCents) ? part.amountInCents : 0),
    0,
  );
  const change = changeDueInCents(totalInCents, tendered);
  const cashShort = tendered === undefined || Number.isNaN(tendered) || tendered < totalInCents;

  const setPartCount = (count: number) => {
    const amounts = splitEqually(totalInCents, count);
    setParts(
      amounts.map((amountInCents, index) => ({
        // Rows keep their key (and what was chosen in them) when parts are added or taken away.
        key: index,
        paymentType: parts[index]?.paymentType ?? 'card',
        ...(parts[index]?.customPaymentId ? { customPaymentId: parts[index]?.customPaymentId } : {}),
        amountInCents,
      })),
    );
  };
  const updatePart = (index: number, patch: Partial<SplitPart>) =>
    setParts((current) => current.map((part, i) => (i === index ? { ...part, ...patch } : part)));

  const splitProblem = parts.some((part) => !Number.isInteger(part.amountInCents) || part.amountInCents <= 0)
    ? 'Every part needs an amount'
    : splitSum !== totalInCents
      ? `The parts add up to ${money(splitSum)}; ${money(Math.abs(totalInCents - splitSum))} ${splitSum < totalInCents ? 'still to split' : 'too much'}`
      : parts.some((part) => part.paymentType === 'custom' && !part.customPaymentId)
        ? 'Choose the custom payment of each custom part'
        : undefined;

  const confirm = () => {
    if (method === 'cash')
      onPay({ paymentType: 'cash', ...(tendered !== undefined ? { cashTenderedInCents: tendered } : {}) });
    else if (method === 'card') onPay({ paymentType: 'card' });
    else if (method === 'moto') onPay({ paymentType: 'moto' });
    else if (method === 'custom') onPay({ paymentType: 'custom', customPaymentId: customId });
    else if (method === 'payLater') onPay({ paymentType: 'payLater' });
    else
      onPay({
        paymentType: 'splitBill',
        splitPayments: parts.map((part) => ({
          paymentType: part.paymentType,
          amountInCents: part.amountInCents,
          ...(part.paymentType === 'custom' && part.customPaymentId
            ? { customPaymentId: part.customPaymentId }
            : {}),
        })),
      });
  };

  const disabled =
    (method === 'cash' && cashShort) ||
    (method === 'custom' && !customId) ||
    (method === 'split' && splitProblem !== undefined);

  const confirmLabel =
    method === 'cash'
      ? change > 0
        ? `Take cash · change ${money(change)}`
        : 'Take cash'
      : method === 'card'
        ? 'Card paid'
        : method === 'moto'
          ? 'Card paid over the phone'
          : method === 'custom'
            ? `Paid by ${offered.find((p) => p.id === customId)?.name ?? 'custom payment'}`
            : method === 'split'
              ? 'Take split payment'
              : 'Send, pay later';

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="pay-title">
      <DialogTitle id="pay-title" sx={{ fontWeight: 700 }}>
        Pay {money(totalInCents)}
      </DialogTitle>
      <DialogContent dividers>
        <ToggleButtonGroup
          exclusive
          value={method}
          onChange={(_event, value: Method | null) => value && setMethod(value)}
          aria-label="Payment method"
          sx={{
            flexWrap: 'wrap',
            mb: 3,
            '& .MuiToggleButton-root': { minHeight: 64, minWidth: 120, fontSize: '1rem', fontWeight: 600 },
          }}
        >
          <ToggleButton value="cash">Cash</ToggleButton>
          <ToggleButton value="card">Card</ToggleButton>
          <ToggleButton value="moto">Phone card</ToggleButton>
          {offered.length > 0 && <ToggleButton value="custom">Other</ToggleButton>}
          <ToggleButton value="split">Split</ToggleButton>
          {allowPayLater && <ToggleButton value="payLater">Pay later</ToggleButton>}
        </ToggleButtonGroup>

        {method === 'cash' && (
          <Stack spacing={2}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {cashSuggestions(totalInCents).map((amount) => (
                <Button
                  key={amount}
                  variant={tendered === amount ? 'contained' : 'outlined'}
                  onClick={() => setTendered(amount)}
                  sx={{ minHeight: 64, minWidth: 120, fontSize: '1.15rem' }}
                >
                  {amount === totalInCents ? `Exact ${money(amount)}` : money(amount)}
                </Button>
              ))}
            </Box>
            <MoneyField
              label="Cash handed over"
              value={tendered}
              onChange={setTendered}
              sx={{ maxWidth: 280 }}
            />
            <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid="change-due">
              Change due: {money(change)}
            </Typography>
          </Stack>
        )}
        {method === 'card' && (
          <Alert severity="info">
            Charge {money(totalInCents)} on the card terminal, then tap “Card paid”. (The card terminal link
            comes later; the order is recorded as paid by card.)
          </Alert>
        )}
        {method === 'moto' && (
          <Alert severity="info">
            Key the card details the customer reads out into the card terminal (MOTO), charge{' '}
            {money(totalInCents)}, then tap “Card paid over the phone”.
          </Alert>
        )}
        {method === 'custom' && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {offered.map((payment) => (
              <Button
                key={payment.id}
                variant={customId === payment.id ? 'contained' : 'outlined'}
                onClick={() => setCustomId(payment.id)}
                sx={{ minHeight: 64, minWidth: 140, fontSize: '1.05rem' }}
              >
                {payment.name}
              </Button>
            ))}
          </Box>
        )}
        {method === 'split' && (
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <ToggleButtonGroup
                exclusive
                value={splitMode}
                onChange={(_event, value: 'equally' | 'amount' | null) => {
                  if (!value) return;
                  setSplitMode(value);
                  if (value === 'equally') setPartCount(parts.length);
                }}
                aria-label="How to split"
              >
                <ToggleButton value="equally" sx={{ minHeight: 56 }}>
                  Split equally
                </ToggleButton>
                <ToggleButton value="amount" sx={{ minHeight: 56 }}>
                  By amount
                </ToggleButton>
              </ToggleButtonGroup>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Button
                  variant="outlined"
                  sx={{ minHeight: 56 }}
                  disabled={parts.length <= 2}
                  onClick={() => setPartCount(parts.length - 1)}
                  aria-label="One part less"
                >
                  −
                </Button>
                <Typography sx={{ minWidth: 72, textAlign: 'center', fontWeight: 700 }}>
                  {parts.length} parts
                </Typography>
                <Button
                  variant="outlined"
                  sx={{ minHeight: 56 }}
                  disabled={parts.length >= 20}
                  onClick={() => setPartCount(parts.length + 1)}
                  aria-label="One part more"
                >
                  +
                </Button>
              </Stack>
            </Stack>
            {parts.map((part, index) => (
              <Box
                key={part.key}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: '72px minmax(180px, 1fr) 180px',
                  gap: 1.5,
                  alignItems: 'center',
                }}
              >
                <Typography sx={{ fontWeight: 600 }}>Part {index + 1}</Typography>
                <TextField
                  select
                  label="Paid by"
                  value={
                    part.paymentType === 'custom' ? `custom:${part.customPaymentId ?? ''}` : part.paymentType
                  }
                  onChange={(event) => {
                    const value = event.target.value;
                    if (value.startsWith('custom:'))
                      updatePart(index, { paymentType: 'custom', customPaymentId: value.slice(7) });
                    else
                      updatePart(index, {
                        paymentType: value as PosSplitPartType,
                        customPaymentId: undefined,
                      });
                  }}
                  sx={{ minWidth: 180 }}
                >
                  <MenuItem value="cash">Cash</MenuItem>
                  <MenuItem value="card">Card</MenuItem>
                  {offered.map((payment) => (
                    <MenuItem key={payment.id} value={`custom:${payment.id}`}>
                      {payment.name}
                    </MenuItem>
                  ))}
                </TextField>
                {splitMode === 'amount' ? (
                  <MoneyField
                    label="Amount"
                    value={part.amountInCents}
                    onChange={(cents) => updatePart(index, { amountInCents: cents ?? Number.NaN })}
                    sx={{ width: 160 }}
                  />
                ) : (
                  <Typography sx={{ fontSize: '1.2rem', fontWeight: 700 }}>
                    {money(part.amountInCents)}
                  </Typography>
                )}
              </Box>
            ))}
            {splitProblem ? (
              <Alert severity="warning">{splitProblem}</Alert>
            ) : (
              <Alert severity="success">The parts add up to the total.</Alert>
            )}
          </Stack>
        )}
        {method === 'payLater' && (
          <Alert severity="info">
            The order goes to the kitchen now and stays unpaid until it is settled.
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button size="large" onClick={onClose} sx={{ minHeight: 56 }}>
          Back
        </Button>
        <Button
          size="large"
          variant="contained"
          color="success"
          disabled={disabled}
          onClick={confirm}
          sx={{ minHeight: 64, minWidth: 260, fontSize: '1.1rem' }}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
