import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderSettingsForActions } from '@resto/domain';
import type { ReactNode } from 'react';
import { formatStoreDateTime, formatStoreTime } from '../format/time';
import { PageHeader } from '../layout/PageHeader';
import { OrderActions } from './OrderActions';
import { OrderDeliveryPanel } from './OrderDeliveryPanel';
import { OrderEmailStatus } from './OrderEmailStatus';
import { OrderStatusChip } from './OrderStatusChip';
import { OrderStatusTimeline } from './OrderStatusTimeline';
import { OrderFacts, OrderLinesAndTotals } from './OrderSummary';
import type { StoreOrder } from './orderData';
import { money, orderNumber } from './orderWords';
import { ReprintOrderButton } from './ReprintOrderButton';

/**
 * The whole order for staff and admins: header with status, what to do now (actions, plus the app's
 * own refund action), whether the customer was emailed (with "Send again"), the items and totals, the
 * customer and collection, and the status history.
 */
export function OrderDetailView({
  order,
  timezone,
  settings,
  eyebrow,
  refundAction,
  channelPanel,
}: {
  order: StoreOrder;
  timezone: string;
  settings: OrderSettingsForActions | undefined;
  eyebrow?: ReactNode;
  /** The app's refund button (admins only, card-paid orders); omitted for everyone else. */
  refundAction?: ReactNode;
  /** What the order's channel adds below "What to do" (a Google order's updates to Google). */
  channelPanel?: ReactNode;
}) {
  const status = order.status.code;
  return (
    <>
      <PageHeader
        eyebrow={eyebrow}
        title={
          <Box
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
          >
            Order #{orderNumber(order)} <OrderStatusChip status={status} size="medium" />
          </Box>
        }
        subtitle={`Placed ${formatStoreDateTime(order.placedIsoDateTimeUtc, timezone)} by ${order.customer.name}`}
      />
      <Stack spacing={2}>
        {order.refundDue && (
          <Alert severity="warning">
            <AlertTitle>Refund due: {money(order.refundDue.amountInCents, order)}</AlertTitle>
            {order.refundDue.reason}. Card payments are not refunded automatically
            {refundAction ? ': refund it below.' : ': ask a store admin to refund it.'}
          </Alert>
        )}
        {status === 'rejected' && order.rejectionReason && (
          <Alert severity="error">Rejected: {order.rejectionReason}</Alert>
        )}
        {status === 'cancelled' && order.cancellationReason && (
          <Alert severity="info">Cancelled: {order.cancellationReason}</Alert>
        )}
        <Card component="section" aria-label="What to do">
          <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 240 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {status === 'new'
                  ? 'Waiting for you to accept'
                  : status === 'accepted'
                    ? order.eta
                      ? `Accepted · ready by ${formatStoreTime(order.eta.readyByIsoDateTimeUtc, timezone)}`
                      : 'Accepted'
                    : 'Nothing left to do'}
              </Typography>
              {settings ? (
                <OrderActions
                  restaurantId={order.restaurantId}
                  storeId={order.storeId}
                  order={order}
                  settings={settings}
                />
              ) : null}
            </Box>
            <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
              <ReprintOrderButton
                restaurantId={order.restaurantId}
                storeId={order.storeId}
                orderId={order.id}
              />
              {refundAction}
            </Stack>
          </CardContent>
        </Card>
        {channelPanel}
        <OrderDeliveryPanel order={order} />
        <OrderEmailStatus order={order} timezone={timezone} />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          <OrderLinesAndTotals order={order} />
          <Stack spacing={2}>
            <OrderFacts order={order} timezone={timezone} />
            <OrderStatusTimeline order={order} timezone={timezone} />
          </Stack>
        </Box>
      </Stack>
    </>
  );
}
