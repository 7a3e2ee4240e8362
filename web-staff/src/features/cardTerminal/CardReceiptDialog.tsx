import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useApi } from '@resto/web-common';
import { useState } from 'react';
import { type TerminalProblem, terminalProblemOf } from './CardTerminalPaymentDialog';
import { type CardReceipt, useCardReceipts } from './useCardReceipts';

/**
 * The card terminal's receipts for one sale (its payment and any refunds given back on a terminal),
 * shown on the till as the terminal printed them; each can be printed again on the terminal while it
 * is the terminal's last (a terminal reprints only its last receipt; the server checks).
 */
export function CardReceiptDialog({
  restaurantId,
  storeId,
  cardTerminalId,
  pinPadName,
  posOrderId,
  orderLabel,
  money,
  onClose,
}: {
  restaurantId: string;
  storeId: string;
  /** This till's pin pad (absent: the receipts are shown, not printed). */
  cardTerminalId: string | undefined;
  pinPadName: string;
  posOrderId: string;
  orderLabel: string;
  money(cents: number): string;
  onClose(): void;
}) {
  const api = useApi();
  const { receipts, loading, error } = useCardReceipts(restaurantId, storeId, posOrderId);
  const [printing, setPrinting] = useState<string>();
  const [outcome, setOutcome] = useState<{ posReference: string; problem?: TerminalProblem }>();

  async function reprint(receipt: CardReceipt) {
    if (!cardTerminalId) return;
    setPrinting(receipt.posReference);
    setOutcome(undefined);
    try {
      await api.post(
        `/api/anz-worldline/restaurants/${restaurantId}/stores/${storeId}/pin-pads/${cardTerminalId}/reprint-receipt`,
        { paymentId: receipt.paymentId },
      );
      setOutcome({ posReference: receipt.posReference });
    } catch (failure) {
      setOutcome({ posReference: receipt.posReference, problem: terminalProblemOf(failure) });
    } finally {
      setPrinting(undefined);
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="card-receipt-title">
      <DialogTitle id="card-receipt-title">Card receipts · order {orderLabel}</DialogTitle>
      <DialogContent dividers sx={{ minHeight: 200 }}>
        {loading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label="Loading the card receipts" />
          </Box>
        )}
        {error && <Alert severity="warning">{error}</Alert>}
        {!loading && !error && receipts.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            No card terminal receipt for this order: it was not paid on a card terminal.
          </Typography>
        )}
        <Stack spacing={2}>
          {receipts.map((receipt) => (
            <Box
              key={receipt.posReference}
              data-testid="card-receipt"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontWeight: 700 }}>
                  {receipt.type === 'credit' ? 'Refund' : 'Payment'} · {money(receipt.amountInCents)}
                  {receipt.cardLast4 ? ` · card ending ${receipt.cardLast4}` : ''}
                </Typography>
                {cardTerminalId && (
                  <Button
                    variant="outlined"
                    disabled={printing !== undefined}
                    onClick={() => void reprint(receipt)}
                    sx={{ minHeight: 48 }}
                  >
                    {printing === receipt.posReference ? 'Printing…' : 'Print on terminal'}
                  </Button>
                )}
              </Stack>
              <Box
                component="pre"
                sx={{
                  fontFamily: 'monospace',
                  fontSize: '0.85rem',
                  whiteSpace: 'pre-wrap',
                  bgcolor: 'action.hover',
                  borderRadius: 1,
                  p: 1.5,
                  mt: 1,
                  mb: 0,
                }}
              >
                {receipt.receipt}
              </Box>
              {outcome?.posReference === receipt.posReference &&
                (outcome.problem ? (
                  <Alert severity="warning" sx={{ mt: 1 }} data-testid="card-receipt-problem">
                    <AlertTitle>{outcome.problem.title}</AlertTitle>
                    {outcome.problem.message}
                  </Alert>
                ) : (
                  <Alert severity="success" sx={{ mt: 1 }}>
                    Printed again on {pinPadName}.
                  </Alert>
                ))}
            </Box>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
