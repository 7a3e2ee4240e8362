import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CARD_PAYMENT_STATE_LABELS, type CardTerminalPayment } from '@resto/domain';
import { useApi } from '@resto/web-common';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PendingCardSale } from './pendingCardSale';
import { useCardPayment } from './usePinPad';

export interface CardTerminalPaymentDialogProps {
  restaurantId: string;
  storeId: string;
  /** The pin pad's id (the till's own id). */
  cardTerminalId: string;
  pinPadName: string;
  sale: PendingCardSale;
  money(cents: number): string;
  /** A new press (Try again): the sale keeps its order id, the attempt gets a new id. */
  onNewAttempt(): void;
  onApproved(payment: CardTerminalPayment): void;
  /** Back to the pay screen (only when the card was not charged). */
  onBack(): void;
}

/**
 * The card terminal at work: it starts the charge once (the same attempt id after a reload or a
 * resend), follows the payment document live (waiting, approved, declined, cancelled), lets the
 * cashier cancel, and when the result did not arrive asks the terminal what became of it before
 * anything is charged again.
 */
export function CardTerminalPaymentDialog({
  restaurantId,
  storeId,
  cardTerminalId,
  pinPadName,
  sale,
  money,
  onNewAttempt,
  onApproved,
  onBack,
}: CardTerminalPaymentDialogProps) {
  const api = useApi();
  const base =
    `/api/anz-worldline/restaurants/${restaurantId}/stores/${storeId}/pin-pads/${cardTerminalId}` as const;
  const { payment, loading } = useCardPayment(restaurantId, storeId, sale.posOrderId);
  const [busy, setBusy] = useState<'start' | 'cancel' | 'check'>();
  const [problem, setProblem] = useState<string>();
  const ourAttempt = payment?.attempts.some((attempt) => attempt.attemptId === sale.attemptId) ?? false;
  const state = payment?.state;

  const start = useCallback(async () => {
    setBusy('start');
    setProblem(undefined);
    try {
      await api.post(`${base}/purchase`, {
        posOrderId: sale.posOrderId,
        amountInCents: sale.amountInCents,
        attemptId: sale.attemptId,
      });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(undefined);
    }
  }, [api, base, sale.posOrderId, sale.amountInCents, sale.attemptId]);

  // This press starts once: after a reload the stored attempt id is already on the payment (or the
  // same id is sent again, which the server answers with the same attempt).
  const started = useRef<string>(undefined);
  useEffect(() => {
    if (loading || ourAttempt || started.current === sale.attemptId) return;
    if (state === 'approved') return;
    started.current = sale.attemptId;
    void start();
  }, [loading, ourAttempt, state, sale.attemptId, start]);

  const approvedOnce = useRef(false);
  useEffect(() => {
    if (state === 'approved' && payment && !approvedOnce.current) {
      approvedOnce.current = true;
      onApproved(payment);
    }
  }, [state, payment, onApproved]);

  const command = async (kind: 'cancel' | 'check') => {
    setBusy(kind);
    setProblem(undefined);
    try {
      await api.post(`${base}/${kind === 'cancel' ? 'cancel-transaction' : 'retry'}`, {
        paymentId: sale.posOrderId,
      });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(undefined);
    }
  };

  const last = payment?.attempts.at(-1);
  const waiting = state === undefined || state === 'waiting';
  const settledUnpaid = state === 'declined' || state === 'cancelled' || state === 'failed';
  const label = state ? CARD_PAYMENT_STATE_LABELS[state] : 'Starting…';

  return (
    <Dialog open fullWidth maxWidth="sm" aria-labelledby="card-terminal-title">
      <DialogTitle id="card-terminal-title" sx={{ fontWeight: 700 }}>
        Card payment · {money(sale.amountInCents)}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
          {state === 'approved' ? (
            <CheckCircleRounded color="success" sx={{ fontSize: 72 }} />
          ) : waiting ? (
            <Box sx={{ position: 'relative', display: 'inline-flex' }}>
              <CircularProgress size={72} aria-label="Waiting for the card terminal" />
              <CreditCardRounded
                sx={{ position: 'absolute', inset: 0, m: 'auto', fontSize: 32, color: 'text.secondary' }}
              />
            </Box>
          ) : (
            <CreditCardRounded color="error" sx={{ fontSize: 72 }} />
          )}
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="card-payment-state">
            {label}
          </Typography>
          <Typography color="text.secondary">
            {state === 'approved'
              ? `Approved${last?.authCode ? ` · auth ${last.authCode}` : ''}${last?.cardLast4 ? ` · card ending ${last.cardLast4}` : ''}`
              : waiting
                ? `The customer taps, inserts or swipes their card on ${pinPadName}.`
                : state === 'unknown'
                  ? 'The terminal’s answer did not arrive. Check the result before trying again: the card may already be charged.'
                  : state === 'declined'
                    ? 'The card was declined. Try again with another card or choose another way to pay.'
                    : state === 'cancelled'
                      ? 'The payment was cancelled. Nothing was charged.'
                      : 'The terminal could not take the payment. Nothing was charged.'}
          </Typography>
          {last?.resultCode && state !== 'approved' && (
            <Typography variant="body2" color="text.secondary">
              Terminal result: {last.resultCode}
            </Typography>
          )}
          {problem && (
            <Alert severity="error" sx={{ textAlign: 'left', width: '100%' }}>
              {problem}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        {settledUnpaid && (
          <Button size="large" onClick={onBack} sx={{ minHeight: 56 }}>
            Back to payment
          </Button>
        )}
        {(waiting || state === 'unknown') && (
          <Button
            size="large"
            variant="outlined"
            disabled={busy !== undefined}
            onClick={() => void command('check')}
            sx={{ minHeight: 56 }}
          >
            Check result
          </Button>
        )}
        {waiting && (
          <Button
            size="large"
            color="error"
            variant="outlined"
            disabled={busy !== undefined || !payment}
            onClick={() => void command('cancel')}
            sx={{ minHeight: 56 }}
          >
            Cancel payment
          </Button>
        )}
        {settledUnpaid && (
          <Button
            size="large"
            variant="contained"
            disabled={busy !== undefined}
            onClick={onNewAttempt}
            sx={{ minHeight: 56, minWidth: 180 }}
          >
            Try again
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
