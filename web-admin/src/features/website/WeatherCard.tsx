import CloudRounded from '@mui/icons-material/CloudRounded';
import UmbrellaRounded from '@mui/icons-material/UmbrellaRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { WeatherAdvice } from '@resto/domain';
import { useApiResource } from '../../shared/useApiResource';

/**
 * The store overview's weather (`GET /api/weather-forecast/.../current`): now, the next hours, and
 * what they mean for trade ("Rain tonight: expect more delivery orders"). Quiet when unavailable.
 */
export function WeatherCard({ restaurantId, storeId }: { restaurantId: string; storeId: string }) {
  const report = useApiResource<{ advice: WeatherAdvice | null }>(
    `/api/weather-forecast/restaurants/${restaurantId}/stores/${storeId}/current`,
  );
  if (report.loading && !report.data) return <Skeleton variant="rounded" height={88} />;
  // No address yet, or the forecast is unavailable: nothing to act on.
  const advice = report.data?.advice;
  if (!advice) return null;
  return (
    <Card sx={{ p: 2 }} aria-label="Weather">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        {advice.tone === 'warning' ? <UmbrellaRounded color="warning" /> : <CloudRounded color="primary" />}
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>
            Weather now: {advice.now}
            {advice.outlook ? ` · ${advice.outlook}` : ''}
          </Typography>
          {advice.advice &&
            (advice.tone === 'warning' ? (
              <Alert severity="warning" icon={false} sx={{ mt: 1, py: 0 }}>
                {advice.advice}
              </Alert>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {advice.advice}
              </Typography>
            ))}
        </Box>
      </Box>
    </Card>
  );
}
