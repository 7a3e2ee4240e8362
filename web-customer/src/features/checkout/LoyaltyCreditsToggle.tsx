import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { CurrencyCode } from '@resto/domain';
import { formatPrice } from '@resto/web-common';

/** "Use my loyalty credits": shown to customers with a balance while the programme runs online. */
export function LoyaltyCreditsToggle({
  balance,
  available,
  reason,
  checked,
  onChange,
  currency,
}: {
  balance: number;
  /** What the domain lets them spend on this order. */
  available: number;
  /** Why nothing can be spent on this order, in words. */
  reason: string | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
  currency: CurrencyCode;
}) {
  return (
    <FormControlLabel
      sx={{ alignItems: 'flex-start', m: 0, mt: 1.5, gap: 1 }}
      control={
        <Switch
          checked={checked && available > 0}
          disabled={available === 0}
          onChange={(event) => onChange(event.target.checked)}
        />
      }
      label={
        <span>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600, pt: 1 }}>
            Use my loyalty credits
          </Typography>
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
            {available > 0
              ? `You have ${formatPrice(balance, currency)}; ${formatPrice(available, currency)} can go towards this order.`
              : (reason ?? `You have ${formatPrice(balance, currency)} of credits.`)}
          </Typography>
        </span>
      }
    />
  );
}
