import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

/**
 * One total with its change against the prior period ("▲ 12% vs prior"). Green means better: more
 * sales, fewer refunds (`lowerIsBetter`).
 */
export function TotalCard({
  label,
  value,
  prior,
  format,
  lowerIsBetter = false,
}: {
  label: string;
  value: number;
  prior: number;
  format: (value: number) => string;
  lowerIsBetter?: boolean;
}) {
  const change = prior === 0 ? (value === 0 ? 0 : undefined) : (value - prior) / Math.abs(prior);
  const better = change !== undefined && (lowerIsBetter ? change < 0 : change > 0);
  const worse = change !== undefined && (lowerIsBetter ? change > 0 : change < 0);
  const words =
    change === undefined
      ? `new vs ${format(prior)}`
      : change === 0
        ? 'same as prior period'
        : `${change > 0 ? '▲' : '▼'} ${Math.abs(Math.round(change * 100))}% vs ${format(prior)}`;
  return (
    <Card sx={{ p: 2 }} aria-label={`${label}: ${format(value)}, ${words}`}>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {format(value)}
      </Typography>
      <Typography
        variant="caption"
        sx={{
          color: better ? 'success.main' : worse ? 'error.main' : 'text.secondary',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {words}
      </Typography>
    </Card>
  );
}
