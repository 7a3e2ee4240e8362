import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { productionCardEntry } from './productionCardEntry';

export interface HostedCardEntryProps {
  publishableKey: string;
  /** A problem the provider reported when the card was sent (e.g. "Your card number is incorrect."). */
  providerProblem?: string | undefined;
}

type LoadState = 'loading' | 'ready' | 'failed';

/**
 * The card provider's own card field (number, expiry and security code in one line, inside the
 * provider's frame): production card entry. It loads the provider's script on first render, so only
 * the page that shows it (checkout) ever fetches it; create the payment method with
 * `createCardPaymentMethod` as on the emulator suite.
 */
export function HostedCardEntry(props: HostedCardEntryProps) {
  // A new key mounts the field afresh: "Try again" after the provider's script failed to load.
  const [attempt, setAttempt] = useState(0);
  return <HostedCardField key={attempt} {...props} onRetry={() => setAttempt((count) => count + 1)} />;
}

function HostedCardField({
  publishableKey,
  providerProblem,
  onRetry,
}: HostedCardEntryProps & { onRetry: () => void }) {
  const theme = useTheme();
  const target = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>('loading');
  const [problem, setProblem] = useState<string>();
  const { text, error } = theme.palette;

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let active = true;
    let unmount: (() => void) | undefined;
    productionCardEntry
      .mount(element, publishableKey, {
        onChange: (change) => active && setProblem(change.problem),
        style: {
          base: { fontSize: '16px', color: text.primary, '::placeholder': { color: text.secondary } },
          invalid: { color: error.main },
        },
      })
      .then((remove) => {
        if (!active) return remove();
        unmount = remove;
        setState('ready');
      })
      .catch(() => active && setState('failed'));
    return () => {
      active = false;
      unmount?.();
    };
  }, [publishableKey, text.primary, text.secondary, error.main]);

  const shown = providerProblem ?? problem;
  return (
    <Box>
      {state === 'failed' && (
        <Alert
          severity="warning"
          sx={{ mb: 1 }}
          action={
            <Typography
              component="button"
              type="button"
              onClick={onRetry}
              sx={{ border: 0, background: 'none', color: 'inherit', cursor: 'pointer', font: 'inherit' }}
            >
              Try again
            </Typography>
          }
        >
          The card form could not be loaded. Check your connection, or choose another way to pay.
        </Alert>
      )}
      <Box
        ref={target}
        data-testid="hosted-card-field"
        aria-label="Card details"
        aria-busy={state === 'loading'}
        sx={{
          border: 1,
          borderColor: shown ? 'error.main' : 'divider',
          borderRadius: 1,
          px: 1.75,
          py: 1.75,
          minHeight: 52,
          display: state === 'failed' ? 'none' : 'block',
          '&:focus-within': { borderColor: shown ? 'error.main' : 'primary.main', borderWidth: 2, px: 1.625 },
        }}
      />
      {state === 'loading' && <LinearProgress aria-label="Loading the card form" sx={{ mt: -0.25 }} />}
      <FormHelperText error={Boolean(shown)} sx={{ mx: 1.75 }}>
        {shown ?? 'Card number, expiry and security code. Your card goes straight to our payment provider.'}
      </FormHelperText>
    </Box>
  );
}
