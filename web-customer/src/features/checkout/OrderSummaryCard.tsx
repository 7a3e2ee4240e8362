import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CurrencyCode } from '@resto/domain';
import { formatPrice, SubmitButton } from '@resto/web-common';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { RepricedLine } from '../cart/cartStore';
import { TotalsRows, type TotalsView } from '../orders/TotalsRows';

/**
 * The right-hand (or, on phones, bottom) column of checkout: what is in the order, the domain's totals,
 * anything that stops the order, and the button that places it.
 */
export function OrderSummaryCard({
  lines,
  totals,
  currency,
  cartPath,
  blockers,
  busy,
  busyLabel,
  placeLabel,
  hidePlaceButton = false,
  notice,
  promotions,
}: {
  lines: readonly RepricedLine[];
  totals: TotalsView;
  currency: CurrencyCode;
  cartPath: string;
  /** Problems that stop the order now, in words. */
  blockers: readonly string[];
  busy: boolean;
  busyLabel: string;
  placeLabel: string;
  /** The page shows the button elsewhere (a phone's pay bar). */
  hidePlaceButton?: boolean;
  /** A refusal or other message to show above the button. */
  notice?: ReactNode;
  /** The coupon field and the loyalty credits switch. */
  promotions: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby="checkout-summary-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 1.5 }}>
        <Typography id="checkout-summary-title" variant="h2" sx={{ fontSize: '1.15rem' }}>
          Your order
        </Typography>
        <Link component={RouterLink} to={cartPath} variant="body2">
          Edit
        </Link>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
        {lines.map((entry) => (
          <Box component="li" key={entry.line.id} sx={{ display: 'flex', gap: 1.5 }}>
            <Typography sx={{ fontWeight: 600, minWidth: 28 }}>{entry.line.selection.quantity}×</Typography>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500 }}>
                {entry.ok ? entry.priced.summary.name : 'Unavailable item'}
              </Typography>
              {entry.ok && entry.priced.summary.description && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {entry.priced.summary.description}
                </Typography>
              )}
              {entry.ok && entry.priced.summary.comments && (
                <Typography
                  variant="body2"
                  sx={{ color: 'text.secondary', fontStyle: 'italic' }}
                  data-testid="line-note"
                >
                  Note: “{entry.priced.summary.comments}”
                </Typography>
              )}
              {!entry.ok && (
                <Typography variant="body2" sx={{ color: 'error.main' }}>
                  {entry.problem.reason}: {entry.problem.message}
                </Typography>
              )}
            </Box>
            <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {entry.ok ? formatPrice(entry.priced.total, currency) : '—'}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 2 }} />
      {promotions}
      <Box sx={{ mt: 2 }}>
        <TotalsRows view={totals} currency={currency} />
      </Box>
      {blockers.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          <AlertTitle>Before you can order</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {blockers.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </Box>
        </Alert>
      )}
      {notice && <Box sx={{ mt: 2 }}>{notice}</Box>}
      {!hidePlaceButton && (
        <Box sx={{ mt: 2 }}>
          <SubmitButton busy={busy} busyLabel={busyLabel}>
            {placeLabel}
          </SubmitButton>
        </Box>
      )}
      <Button component={RouterLink} to={cartPath} fullWidth sx={{ mt: 1 }}>
        Back to your order
      </Button>
    </Card>
  );
}
