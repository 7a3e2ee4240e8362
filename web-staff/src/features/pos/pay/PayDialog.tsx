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
  type PosOfferablePaymentType,
  type PosOrderRequestInput,
  type PosSplitPartType,
  type PublishedCustomPayment,
  percentOf,
  splitEqually,
} from '@resto/domain';
import { MoneyField } from '@resto/web-common';
import { useMemo, useState } from 'react';
import { useTillSettings } from '../settings/tillSettingsContext';
import { cashSuggestions } from './cashSuggestions';

/** `splitEqually` for an amount that may be negative (an order discount shared between parts). */
function splitEquallySigned(cents: number, parts: number): number[] {
  return cents >= 0 ? splitEqually(cents, parts) : splitEqually(-cents, parts).map((share) => -share);
}

const METHOD_LABELS: Record<Method, string> = {
  cash: 'Cash',
  card: 'Card',
  moto: 'Phone card',
  custom: 'Other',
  split: 'Split',
  payLater: 'Pay later',
  noPaymentRequired: 'No payment',
};

type PaymentInput = PosOrderRequestInput['payment'];
type Method = 'cash' | 'card' | 'moto' | 'custom' | 'split' | 'payLater' | 'noPaymentRequired';

/** The pay screen's methods by the POS settings' payment types. */
const METHOD_OF_TYPE: Record<PosOfferablePaymentType, Method> = {
  cash: 'cash',
  card: 'card',
  moto: 'moto',
  splitBill: 'split',
  payLater: 'payLater',
  noPaymentRequired: 'noPaymentRequired',
};

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
  /** False when the request cannot carry a tip (settling a pay-later order). */
  allowTip?: boolean;
  /** The card terminal paired with this till: card payments are charged on it (absent: keyed in by hand). */
  cardTerminalName?: string | undefined;
  /** The order's lines with their totals, to split the bill by item (absent: by item is not offered). */
  lines?: readonly { id: string; name: string; totalInCents: number }[];
  onClose(): void;
  /** The payment, and the tip the customer added on a card payment (0 without). */
  onPay(payment: PaymentInput, tipAmountInCents: number): void;
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
  allowTip = true,
  lines = [],
  cardTerminalName,
  onClose,
  onPay,
}: PayDialogProps) {
  const till = useTillSettings();
  const offer = till.settings.payments;
  const offered = useMemo(
    () =>
      customPayments.filter(
        (payment) =>
          (offer.allCustomPayments || offer.customPaymentIds.includes(payment.id)) &&
          (collectionType === 'pickup'
            ? payment.availableForPickup
            : collectionType === 'delivery'
              ? payment.availableForDelivery
              : payment.availableForDineIn),
      ),
    [customPayments, collectionType, offer],
  );
  // The methods this till offers (admin's POS settings), in the pay screen's order.
  const methods = useMemo(() => {
    const types = new Set<Method>(offer.paymentTypes.map((type) => METHOD_OF_TYPE[type]));
    if (offered.length > 0) types.add('custom');
    if (!allowPayLater) types.delete('payLater');
    return (['cash', 'card', 'moto', 'custom', 'split', 'payLater', 'noPaymentRequired'] as const).filter(
      (m) => types.has(m),
    );
  }, [offer.paymentTypes, offered.length, allowPayLater]);
  const [method, setMethod] = useState<Method>(() => methods[0] ?? 'cash');
  const tipping = allowTip && till.settings.tipping.enabled && (method === 'card' || method === 'moto');
  const [tip, setTip] = useState(0);
  const tipInCents = tipping && Number.isInteger(tip) ? tip : 0;
  const splitTypes = (['cash', 'card'] as const).filter((type) => offer.paymentTypes.includes(type));
  const [tendered, setTendered] = useState<number | undefined>(totalInCents);
  const [customId, setCustomId] = useState(offered[0]?.id ?? '');
  const [splitMode, setSplitMode] = useState<'equally' | 'amount' | 'items'>('equally');
  // By item: which part pays for each line (index into parts); every line starts on part 1.
  const [lineParts, setLineParts] = useState<Record<string, number>>({});
  const [parts, setParts] = useState<SplitPart[]>(() =>
    splitEqually(totalInCents, 2).map((amountInCents, key) => ({
      key,
      paymentType: splitTypes.includes('card') ? 'card' : 'cash',
      amountInCents,
    })),
  );

  const splitSum = parts.reduce(
    (sum, part) => sum + (Number.isInteger(part.amountInCents) ? part.amountInCents : 0),
    0,
  );
  const change = changeDueInCents(totalInCents, tendered);
  const cashShort = tendered === undefined || Number.isNaN(tendered) || tendered < totalInCents;

  /**
   * By item: each part pays its lines; what is on the order but on no line (a surcharge, an order
   * discount) is shared equally, so the parts always add up to the total.
   */
  const itemAmounts = (count: number, assignment: Record<string, number>) => {
    const lineSum = lines.reduce((sum, line) => sum + line.totalInCents, 0);
    const shared = splitEquallySigned(totalInCents - lineSum, count);
    return Array.from({ length: count }, (_, part) =>
      lines
        .filter((line) => Math.min(assignment[line.id] ?? 0, count - 1) === part)
        .reduce((sum, line) => sum + line.totalInCents, shared[part] ?? 0),
    );
  };

  const setPartCount = (count: number, mode = splitMode, assignment = lineParts) => {
    const amounts = mode === 'items' ? itemAmounts(count, assignment) : splitEqually(totalInCents, count);
    setParts(
      amounts.map((amountInCents, index) => ({
        // Rows keep their key (and what was chosen in them) when parts are added or taken away.
        key: index,
        paymentType: parts[index]?.paymentType ?? (splitTypes.includes('card') ? 'card' : 'cash'),
        ...(parts[index]?.customPaymentId ? { customPaymentId: parts[index]?.customPaymentId } : {}),
        amountInCents,
      })),
    );
  };
  const updatePart = (index: number, patch: Partial<SplitPart>) =>
    setParts((current) => current.map((part, i) => (i === index ? { ...part, ...patch } : part)));

  const splitProblem = parts.some((part) => !Number.isInteger(part.amountInCents) || part.amountInCents <= 0)
    ? splitMode === 'items'
      ? 'Every part needs at least one item'
      : 'Every part needs an amount'
    : splitSum !== totalInCents
      ? `The parts add up to ${money(splitSum)}; ${money(Math.abs(totalInCents - splitSum))} ${splitSum < totalInCents ? 'still to split' : 'too much'}`
      : parts.some((part) => part.paymentType === 'custom' && !part.customPaymentId)
        ? 'Choose the custom payment of each custom part'
        : undefined;

  const confirm = () => {
    if (method === 'cash')
      onPay({ paymentType: 'cash', ...(tendered !== undefined ? { cashTenderedInCents: tendered } : {}) }, 0);
    else if (method === 'card') onPay({ paymentType: 'card' }, tipInCents);
    else if (method === 'moto') onPay({ paymentType: 'moto' }, tipInCents);
    else if (method === 'custom') onPay({ paymentType: 'custom', customPaymentId: customId }, 0);
    else if (method === 'payLater') onPay({ paymentType: 'payLater' }, 0);
    else if (method === 'noPaymentRequired') onPay({ paymentType: 'noPaymentRequired' }, 0);
    else
      onPay(
        {
          paymentType: 'splitBill',
          splitPayments: parts.map((part) => ({
            paymentType: part.paymentType,
            amountInCents: part.amountInCents,
            ...(part.paymentType === 'custom' && part.customPaymentId
              ? { customPaymentId: part.customPaymentId }
              : {}),
          })),
        },
        0,
      );
  };

  // Card payments the settings do not allow now (offline limits); cash is never refused.
  const cardAmount =
    method === 'card' || method === 'moto'
      ? totalInCents + tipInCents
      : method === 'split'
        ? parts
            .filter((part) => part.paymentType === 'card')
            .reduce((sum, part) => sum + part.amountInCents, 0)
        : 0;
  const cardRefusal = cardAmount > 0 ? till.cardRefusal(cardAmount) : undefined;

  const disabled =
    (method === 'cash' && cashShort) ||
    (method === 'custom' && !customId) ||
    (method === 'split' && splitProblem !== undefined) ||
    cardRefusal !== undefined ||
    !methods.includes(method) ||
    (tipping && !Number.isInteger(tip));

  const confirmLabel =
    method === 'cash'
      ? change > 0
        ? `Take cash · change ${money(change)}`
        : 'Take cash'
      : method === 'card'
        ? cardTerminalName
          ? `Charge ${money(totalInCents + tipInCents)} on the card terminal`
          : 'Card paid'
        : method === 'moto'
          ? 'Card paid over the phone'
          : method === 'custom'
            ? `Paid by ${offered.find((p) => p.id === customId)?.name ?? 'custom payment'}`
            : method === 'split'
              ? 'Take split payment'
              : method === 'noPaymentRequired'
                ? 'No payment needed'
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
          {methods.map((entry) => (
            <ToggleButton key={entry} value={entry}>
              {METHOD_LABELS[entry]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {methods.length === 0 && (
          <Alert severity="warning">
            This till offers no payment types. An admin sets them in POS settings.
          </Alert>
        )}
        {cardRefusal && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="card-refused">
            {cardRefusal}
          </Alert>
        )}
        {tipping && (
          <Stack spacing={1} sx={{ mb: 2 }} data-testid="tip-prompt">
            <Typography sx={{ fontWeight: 600 }}>
              Tip{tipInCents > 0 ? ` · ${money(tipInCents)}` : ''}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Button
                variant={tip === 0 ? 'contained' : 'outlined'}
                onClick={() => setTip(0)}
                sx={{ minHeight: 56, minWidth: 110 }}
              >
                No tip
              </Button>
              {till.settings.tipping.percentages.map((percentage) => {
                const amount = percentOf(totalInCents, percentage);
                return (
                  <Button
                    key={percentage}
                    variant={tip === amount && amount > 0 ? 'contained' : 'outlined'}
                    onClick={() => setTip(amount)}
                    sx={{ minHeight: 56, minWidth: 110 }}
                  >
                    {percentage}% · {money(amount)}
                  </Button>
                );
              })}
              <MoneyField
                label="Other tip"
                value={tip}
                onChange={(cents) => setTip(cents ?? 0)}
                sx={{ width: 160 }}
              />
            </Box>
          </Stack>
        )}

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
        {method === 'card' &&
          (cardTerminalName ? (
            <Alert severity="info">
              {cardTerminalName} asks the customer for {money(totalInCents + tipInCents)}; the sale is kept
              once the terminal approves.
            </Alert>
          ) : (
            <Alert severity="info">
              Charge {money(totalInCents + tipInCents)} on the card terminal, then tap “Card paid”. (No card
              terminal is paired with this till; the order is recorded as paid by card.)
            </Alert>
          ))}
        {method === 'moto' && (
          <Alert severity="info">
            Key the card details the customer reads out into the card terminal (MOTO), charge{' '}
            {money(totalInCents + tipInCents)}, then tap “Card paid over the phone”.
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
                onChange={(_event, value: 'equally' | 'amount' | 'items' | null) => {
                  if (!value) return;
                  setSplitMode(value);
                  if (value !== 'amount') setPartCount(parts.length, value);
                }}
                aria-label="How to split"
              >
                <ToggleButton value="equally" sx={{ minHeight: 56 }}>
                  Split equally
                </ToggleButton>
                <ToggleButton value="amount" sx={{ minHeight: 56 }}>
                  By amount
                </ToggleButton>
                {lines.length > 1 && (
                  <ToggleButton value="items" sx={{ minHeight: 56 }}>
                    By item
                  </ToggleButton>
                )}
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
            {splitMode === 'items' && (
              <Stack spacing={1} role="list" aria-label="Who pays for each item">
                {lines.map((line) => (
                  <Box
                    key={line.id}
                    role="listitem"
                    sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
                  >
                    <Typography sx={{ flex: 1, minWidth: 160, fontWeight: 600 }}>
                      {line.name} · {money(line.totalInCents)}
                    </Typography>
                    <ToggleButtonGroup
                      exclusive
                      size="small"
                      value={Math.min(lineParts[line.id] ?? 0, parts.length - 1)}
                      onChange={(_event, value: number | null) => {
                        if (value === null) return;
                        const next = { ...lineParts, [line.id]: value };
                        setLineParts(next);
                        setPartCount(parts.length, 'items', next);
                      }}
                      aria-label={`Part paying for ${line.name}`}
                    >
                      {parts.map((part, index) => (
                        <ToggleButton key={part.key} value={index} sx={{ minWidth: 48, minHeight: 44 }}>
                          {index + 1}
                        </ToggleButton>
                      ))}
                    </ToggleButtonGroup>
                  </Box>
                ))}
              </Stack>
            )}
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
                  {splitTypes.map((type) => (
                    <MenuItem key={type} value={type}>
                      {type === 'cash' ? 'Cash' : 'Card'}
                    </MenuItem>
                  ))}
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
        {method === 'noPaymentRequired' && (
          <Alert severity="info">
            The order goes to the kitchen with nothing to pay (staff meal, a make-good).
          </Alert>
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
