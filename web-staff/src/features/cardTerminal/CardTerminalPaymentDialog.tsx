import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import WifiOffRounded from '@mui/icons-material/WifiOffRounded';
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
import { CARD_PAYMENT_STATE_LABELS, type CardTerminalPayment } from '@resto/domain';
import { isApiError, useApi } from '@resto/web-common';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type PendingCardSale, pendingPaymentId } from './pendingCardSale';
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

/** A problem in the catalogue's words: its title and message as the server answered them. */
export interface TerminalProblem {
  title: string;
  message: string;
}

export function terminalProblemOf(error: unknown): TerminalProblem {
  if (isApiError(error))
    return error.status === 0
      ? {
          title: 'No Connection',
          message:
            'The till could not reach the server. Check the network; the same request is sent again when you retry, so nothing is charged twice.',
        }
      : { title: error.title, message: error.message };
  return { title: 'An Error Occurred', message: error instanceof Error ? error.message : String(error) };
}

/**
 * Result codes meaning the terminal (or the provider's relay in front of it) could not be reached: the
 * call's fate is unknown, which is not the same as the customer's card being in doubt at the pad.
 */
const UNREACHABLE_CODES = new Set(['api_timeout_terminal', 'relay_unavailable']);
export function isUnreachableCode(code: string | undefined): boolean {
  return code !== undefined && (UNREACHABLE_CODES.has(code) || /^http_5\d\d$/.test(code));
}

/**
 * The card terminal at work, for a sale or a refund: it starts the transaction once (the same attempt
 * id after a reload or a resend), follows the payment document live (waiting, approved, declined,
 * cancelled), lets the cashier cancel, and when the result did not arrive (or the terminal could not
 * be reached) asks the terminal what became of it before anything is charged again.
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
  const paymentId = pendingPaymentId(sale);
  const refund = sale.refund;
  const { payment, loading } = useCardPayment(restaurantId, storeId, paymentId);
  const [busy, setBusy] = useState<'start' | 'cancel' | 'check'>();
  const [problem, setProblem] = useState<TerminalProblem>();
  const ourAttempt = payment?.attempts.some((attempt) => attempt.attemptId === sale.attemptId) ?? false;
  const state = payment?.state;

  const start = useCallback(async () => {
    setBusy('start');
    setProblem(undefined);
    try {
      await api.post(
        `${base}/${refund ? 'refund' : 'purchase'}`,
        refund
          ? {
              posOrderId: sale.posOrderId,
              refundId: refund.refundId,
              amountInCents: sale.amountInCents,
              attemptId: sale.attemptId,
            }
          : { posOrderId: sale.posOrderId, amountInCents: sale.amountInCents, attemptId: sale.attemptId },
      );
    } catch (error) {
      setProblem(terminalProblemOf(error));
    } finally {
      setBusy(undefined);
    }
  }, [api, base, refund, sale.posOrderId, sale.amountInCents, sale.attemptId]);

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
      await api.post(`${base}/${kind === 'cancel' ? 'cancel-transaction' : 'retry'}`, { paymentId });
    } catch (error) {
      setProblem(terminalProblemOf(error));
    } finally {
      setBusy(undefined);
    }
  };

  const last = payment?.attempts.at(-1);
  const unreachable = state === 'unknown' && isUnreachableCode(last?.resultCode);
  // The request never reached the server (no payment stored, an error answered): nothing started.
  const notSent = !loading && !payment && problem !== undefined && busy === undefined;
  const waiting = !notSent && (state === undefined || state === 'waiting');
  const settledUnpaid = state === 'declined' || state === 'cancelled' || state === 'failed';
  const what = refund ? 'refund' : 'payment';
  const label = notSent
    ? 'Not sent'
    : unreachable
      ? 'Terminal not reachable'
      : state
        ? refund && state === 'approved'
          ? 'Refunded'
          : CARD_PAYMENT_STATE_LABELS[state]
        : busy === 'start'
          ? 'Starting…'
          : 'Waiting for the terminal';

  const explanation = notSent
    ? `The ${what} did not reach the card terminal, so nothing was charged. Send it again, or go back.`
    : state === 'approved'
      ? `${refund ? 'Given back' : 'Approved'}${last?.authCode ? ` · auth ${last.authCode}` : ''}${last?.cardLast4 ? ` · card ending ${last.cardLast4}` : ''}`
      : waiting
        ? refund
          ? `The customer presents the card the money goes back to on ${pinPadName}.`
          : `The customer taps, inserts or swipes their card on ${pinPadName}.`
        : unreachable
          ? `The till could not reach ${pinPadName}, so it does not know whether the ${what} started. Check the terminal is switched on and connected, then press Check result: nothing is charged again until the terminal answers.`
          : state === 'unknown'
            ? 'The terminal’s answer did not arrive. Check the result before trying again: the card may already be charged.'
            : state === 'declined'
              ? refund
                ? 'The terminal declined the refund. Try again, or give the money back another way.'
                : 'The card was declined. Try again with another card or choose another way to pay.'
              : state === 'cancelled'
                ? `The ${what} was cancelled. Nothing was charged.`
                : last?.resultCode === 'not_started' && last.resolvedBy === 'lastTransaction'
                  ? `The terminal never received the ${what}: nothing was charged. Try again.`
                  : `The terminal could not take the ${what}. Nothing was charged.`;

  return (
    <Dialog open fullWidth maxWidth="sm" aria-labelledby="card-terminal-title">
      <DialogTitle id="card-terminal-title" sx={{ fontWeight: 700 }}>
        {refund ? 'Card refund' : 'Card payment'} · {money(sale.amountInCents)}
        {refund && (
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
            Order {refund.label} · {refund.request.reason}
          </Typography>
        )}
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
          ) : unreachable || notSent ? (
            <WifiOffRounded color="warning" sx={{ fontSize: 72 }} />
          ) : (
            <CreditCardRounded color="error" sx={{ fontSize: 72 }} />
          )}
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="card-payment-state">
            {label}
          </Typography>
          <Typography color="text.secondary" data-testid="card-payment-explanation">
            {explanation}
          </Typography>
          {last?.resultCode && state !== 'approved' && (
            <Typography variant="body2" color="text.secondary">
              Terminal result: {last.resultCode}
            </Typography>
          )}
          {problem && (
            <Alert
              severity="error"
              sx={{ textAlign: 'left', width: '100%' }}
              data-testid="card-terminal-problem"
            >
              <AlertTitle>{problem.title}</AlertTitle>
              {problem.message}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        {(settledUnpaid || notSent) && (
          <Button size="large" onClick={onBack} sx={{ minHeight: 56 }}>
            {refund ? 'Back' : 'Back to payment'}
          </Button>
        )}
        {notSent && (
          <Button
            size="large"
            variant="contained"
            onClick={() => void start()}
            sx={{ minHeight: 56, minWidth: 180 }}
          >
            Send again
          </Button>
        )}
        {(waiting || state === 'unknown') && (
          <Button
            size="large"
            variant={state === 'unknown' ? 'contained' : 'outlined'}
            disabled={busy !== undefined || !payment}
            onClick={() => void command('check')}
            sx={{ minHeight: 56 }}
          >
            {busy === 'check' ? 'Asking the terminal…' : 'Check result'}
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
            {busy === 'cancel' ? 'Cancelling…' : `Cancel ${what}`}
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
