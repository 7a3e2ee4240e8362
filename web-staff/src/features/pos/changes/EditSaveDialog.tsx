import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  changeDueInCents,
  type OrderVersionChange,
  POS_PAYMENT_WORDS,
  type PosEditSettlement,
  type PosExtraPaymentRequest,
  type PosExtraPaymentType,
  type PosOrderDocument,
} from '@resto/domain';
import { MoneyField } from '@resto/web-common';
import { useState } from 'react';
import { cashSuggestions } from '../pay/cashSuggestions';

const TYPE_LABELS: Record<PosExtraPaymentType, string> = { cash: 'Cash', card: 'Card', moto: 'Phone card' };

/**
 * Saving an edit of an order: what the new version means for the money (SPEC.md section 4). A rise
 * on an order paid by cash, card or moto takes the difference by a compatible type; a fall offers to
 * give the difference back (a refund, approved by an authorised employee); otherwise nothing changes
 * hands.
 */
export function EditSaveDialog({
  order,
  label,
  change,
  newTotalInCents,
  settlement,
  money,
  onClose,
  onSave,
}: {
  order: PosOrderDocument;
  label: string;
  change: OrderVersionChange;
  newTotalInCents: number;
  settlement: PosEditSettlement;
  money: (cents: number) => string;
  onClose(): void;
  onSave(choice: { extraPayment?: PosExtraPaymentRequest; refundInCents?: number }): void;
}) {
  const collect = settlement.kind === 'collect' ? settlement : undefined;
  const [type, setType] = useState<PosExtraPaymentType>(collect?.paymentTypes[0] ?? 'cash');
  const [tendered, setTendered] = useState<number | undefined>(collect?.amountInCents);
  const due = collect?.amountInCents ?? 0;
  const cashShort = type === 'cash' && (tendered === undefined || Number.isNaN(tendered) || tendered < due);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-save-title">
      <DialogTitle id="edit-save-title" sx={{ fontWeight: 700 }}>
        Save order {label}: {money(order.totals.grandTotal)} → {money(newTotalInCents)}
      </DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }} color="text.secondary">
          Version {order.versions.length + 1} · {change.toLowerCase()} · paid by{' '}
          {order.isPaid ? POS_PAYMENT_WORDS[order.paymentType] : 'nobody yet (pay later)'}
        </Typography>
        {settlement.kind === 'nothing' && (
          <Alert severity="info">
            {order.isPaid ? 'No money changes hands.' : 'The order stays unpaid at its new total.'}
          </Alert>
        )}
        {settlement.kind === 'cannotCollect' && <Alert severity="warning">{settlement.message}</Alert>}
        {settlement.kind === 'refundDue' && (
          <Alert severity="info">
            The order is now {money(settlement.amountInCents)} less than was paid. Give the difference back as
            a refund (an authorised employee approves it), or keep it if the customer agrees.
          </Alert>
        )}
        {collect && (
          <Stack spacing={2}>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              Take the difference: {money(due)}
            </Typography>
            <ToggleButtonGroup
              exclusive
              value={type}
              onChange={(_event, value: PosExtraPaymentType | null) => value && setType(value)}
              aria-label="Take the difference by"
              sx={{ '& .MuiToggleButton-root': { minHeight: 56, minWidth: 120, fontWeight: 600 } }}
            >
              {collect.paymentTypes.map((option) => (
                <ToggleButton key={option} value={option}>
                  {TYPE_LABELS[option]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {collect.paymentTypes.length === 1 && (
              <Typography variant="body2" color="text.secondary">
                The order was paid by {POS_PAYMENT_WORDS[order.paymentType].toLowerCase()}, so the difference
                is too.
              </Typography>
            )}
            {type === 'cash' && (
              <>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  {cashSuggestions(due).map((amount) => (
                    <Button
                      key={amount}
                      variant={tendered === amount ? 'contained' : 'outlined'}
                      onClick={() => setTendered(amount)}
                      sx={{ minHeight: 56, minWidth: 110 }}
                    >
                      {amount === due ? `Exact ${money(amount)}` : money(amount)}
                    </Button>
                  ))}
                </Box>
                <MoneyField
                  label="Cash handed over"
                  value={tendered}
                  onChange={setTendered}
                  sx={{ maxWidth: 260 }}
                />
                <Typography variant="h6" component="p" data-testid="edit-change-due">
                  Change due: {money(changeDueInCents(due, tendered))}
                </Typography>
              </>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button size="large" onClick={onClose} sx={{ minHeight: 56 }}>
          Back
        </Button>
        {settlement.kind === 'refundDue' && (
          <Button size="large" variant="outlined" onClick={() => onSave({})} sx={{ minHeight: 56 }}>
            Save, no refund
          </Button>
        )}
        <Button
          size="large"
          variant="contained"
          color="success"
          disabled={settlement.kind === 'cannotCollect' || (collect !== undefined && cashShort)}
          onClick={() =>
            onSave(
              collect
                ? {
                    extraPayment: {
                      paymentType: type,
                      ...(type === 'cash' && tendered !== undefined ? { cashTenderedInCents: tendered } : {}),
                    },
                  }
                : settlement.kind === 'refundDue'
                  ? { refundInCents: settlement.amountInCents }
                  : {},
            )
          }
          sx={{ minHeight: 56, minWidth: 220 }}
        >
          {collect
            ? `Take ${money(due)} and save`
            : settlement.kind === 'refundDue'
              ? `Save and refund ${money(settlement.amountInCents)}`
              : 'Save changes'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
