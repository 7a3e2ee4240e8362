import DeliveryDiningRounded from '@mui/icons-material/DeliveryDiningRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { COURIER_DELIVERY_STATUS_LABELS, courierStatusWords, type OrderCourierDelivery } from '@resto/domain';
import { lazy, Suspense } from 'react';
import { describeInstant } from '../tradingHours/tradingHoursView';

/** Leaflet comes with courier deliveries' tracking only. */
const CourierMap = lazy(() => import('./CourierMap'));

/**
 * A courier delivery as the customer follows it: where the courier is in words and on the map, its
 * name and vehicle, and when it should arrive, live from the courier's notifications on the order.
 */
export function CourierTrackingCard({
  delivery,
  store,
  dropoff,
  now,
  timezone,
}: {
  delivery: OrderCourierDelivery | undefined;
  store: { lat: number; lng: number } | undefined;
  dropoff: { lat: number; lng: number } | undefined;
  now: Date;
  timezone: string;
}) {
  const words = delivery
    ? courierStatusWords(delivery)
    : 'A courier is booked once the store accepts your order';
  const finished = delivery?.providerStatus === 'delivered';
  const eta =
    delivery?.dropoffEtaIsoDateTimeUtc && !finished
      ? describeInstant(new Date(delivery.dropoffEtaIsoDateTimeUtc), now, timezone)
      : undefined;
  const courierAt = delivery?.courier?.location;
  return (
    <Card
      component="section"
      aria-labelledby="courier-title"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <DeliveryDiningRounded color="primary" aria-hidden />
        <Box sx={{ flex: 1, minWidth: 180 }} aria-live="polite">
          <Typography
            id="courier-title"
            variant="h2"
            sx={{ fontSize: '1.15rem' }}
            data-testid="courier-status"
          >
            {words}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {delivery?.courier?.name
              ? `${delivery.courier.name}${delivery.courier.vehicleType ? ` · ${delivery.courier.vehicleType}` : ''}`
              : 'Delivered by an Uber Direct courier'}
            {eta ? ` · arriving about ${eta}` : ''}
          </Typography>
        </Box>
        {delivery?.status && (
          <Chip
            label={COURIER_DELIVERY_STATUS_LABELS[delivery.status]}
            color={finished ? 'success' : delivery.status === 'FAILED' ? 'error' : 'primary'}
            variant={finished ? 'filled' : 'outlined'}
            data-testid="courier-status-chip"
          />
        )}
      </Box>
      {(store || dropoff) && (
        <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
          <CourierMap
            store={delivery?.pickup ?? store}
            dropoff={delivery?.dropoff ?? dropoff}
            courier={courierAt}
          />
        </Suspense>
      )}
    </Card>
  );
}
