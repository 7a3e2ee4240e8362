import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DialogFrame } from '../feedback/DialogFrame';
import { type CardAuthenticationResult, completeCardAuthentication } from './cardAuthentication';
import type { CardPaymentsConfig } from './cardPaymentsConfig';

export interface CardAuthenticationDialogProps {
  open: boolean;
  config: CardPaymentsConfig;
  /** From the payment's `requiresAction.redirectUrl` (emulator) ... */
  redirectUrl?: string;
  /** ... or its client secret (production, via the provider's own step). */
  clientSecret?: string;
  /** e.g. "$25.00", shown to the customer. */
  amountLabel: string;
  /** Called once the bank step is over; then ask our API for the payment's status again. */
  onFinished: (result: CardAuthenticationResult) => void;
  onCancel: () => void;
}

/**
 * The bank's "confirm this payment" step (3-D Secure) for a card that needs it. On the emulator
 * suite it stands in for the bank's page: the customer confirms or fails the check here.
 */
export function CardAuthenticationDialog({
  open,
  config,
  redirectUrl,
  clientSecret,
  amountLabel,
  onFinished,
  onCancel,
}: CardAuthenticationDialogProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const answer = async (approve: boolean) => {
    setBusy(true);
    setProblem(undefined);
    try {
      onFinished(await completeCardAuthentication({ redirectUrl, clientSecret, approve }, config));
    } catch (error) {
      setProblem(
        error instanceof Error ? error.message : 'The bank check could not be completed. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      open={open}
      title="Confirm your payment"
      busy={busy}
      onClose={onCancel}
      action={
        <Button variant="contained" onClick={() => void answer(true)} disabled={busy}>
          Confirm payment
        </Button>
      }
    >
      <Typography gutterBottom>
        Your bank asks you to confirm this payment of <strong>{amountLabel}</strong>.
      </Typography>
      {config.fakeApiUrl && (
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Test mode: this stands in for your bank's check.{' '}
          <Button size="small" onClick={() => void answer(false)} disabled={busy}>
            Fail the check
          </Button>
        </Typography>
      )}
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </DialogFrame>
  );
}
