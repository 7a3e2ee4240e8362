import DeliveryDiningRounded from '@mui/icons-material/DeliveryDiningRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  COURIER_DELIVERY_STATUS_LABELS,
  courierStatusWords,
  LOCAL_DELIVERY_STATUS_LABELS,
  type LocalDeliveryStatus,
  localDeliveryStatusMachine,
} from '@resto/domain';
import { useState } from 'react';
import { useApi } from '../api/ApiClientContext';
import { ConfirmDialog } from '../feedback/ConfirmDialog';
import { DialogFrame } from '../feedback/DialogFrame';
import { ProblemAlert } from '../feedback/ProblemAlert';
import { useBusyAction } from '../feedback/useBusyAction';
import type { StoreOrder } from './orderData';

const ACTION_WORDS: Record<LocalDeliveryStatus, string> = {
  PENDING: 'Back to pending',
  OUT_FOR_DELIVERY: 'Out for delivery',
  COMPLETED: 'Delivered',
  FAILED: 'Delivery failed',
  REJECTED: "Can't deliver",
};

/**
 * Who is delivering a delivery order and where it is, on the staff and admin order pages. A courier
 * order shows the courier's status, name and arrival, the catalogue's 'Uber Delivery Request Failed'
 * with what to do (and "Book courier again") when booking failed, cancelling before pickup and the
 * proof of delivery after. An in-house order moves through the local delivery statuses.
 */
export function OrderDeliveryPanel({ order }: { order: StoreOrder }) {
  if (order.cart.collection.type !== 'delivery') return null;
  if (!['accepted', 'completed'].includes(order.status.code)) return null;
  return order.deliveryProvider === 'courierService' ? (
    <CourierPanel order={order} />
  ) : (
    <LocalDeliveryPanel order={order} />
  );
}

function storePath(order: StoreOrder): string {
  return `/api/uber-direct/restaurants/${encodeURIComponent(order.restaurantId)}/stores/${encodeURIComponent(order.storeId)}`;
}

function CourierPanel({ order }: { order: StoreOrder }) {
  const api = useApi();
  const delivery = order.courierDelivery;
  const book = useBusyAction();
  const [cancelling, setCancelling] = useState(false);
  const [proof, setProof] = useState<string>();
  const proofAction = useBusyAction();
  const canCancel =
    delivery?.deliveryId !== undefined &&
    delivery.bookingState === 'booked' &&
    (delivery.providerStatus === 'pending' || delivery.providerStatus === 'pickup');
  const canBookAgain =
    delivery === undefined || delivery.bookingState === 'failed' || delivery.bookingState === 'cancelled';
  const bookAgain = () =>
    book.run(async () => {
      await api.post(
        `/api/uber-direct/restaurants/${encodeURIComponent(order.restaurantId)}/stores/${encodeURIComponent(order.storeId)}/delivery/create`,
        {
          orderId: order.id,
        },
      );
    });
  const showProof = () =>
    proofAction.run(async () => {
      const answer = await api.get<{ document: string; contentType: string }>(
        `${storePath(order)}/deliveries/${encodeURIComponent(delivery?.deliveryId ?? '')}/proof_of_delivery` as `/api/${string}`,
      );
      setProof(`data:${answer.contentType};base64,${answer.document}`);
    });

  return (
    <Card component="section" aria-label="Courier delivery" data-testid="courier-panel">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <DeliveryDiningRounded color="primary" aria-hidden />
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography variant="h6" component="h2">
              Courier delivery
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {delivery
                ? delivery.bookingState === 'booking'
                  ? 'Booking a courier…'
                  : delivery.bookingState === 'failed'
                    ? 'No courier booked'
                    : `${courierStatusWords(delivery)}${delivery.courier?.name ? ` · ${delivery.courier.name}` : ''}`
                : 'A courier is booked as soon as the order is accepted.'}
            </Typography>
          </Box>
          {delivery?.status && (
            <Chip
              label={COURIER_DELIVERY_STATUS_LABELS[delivery.status]}
              color={
                delivery.status === 'COMPLETED'
                  ? 'success'
                  : delivery.status === 'FAILED'
                    ? 'error'
                    : 'primary'
              }
              variant="outlined"
            />
          )}
        </Box>
        {delivery?.bookingState === 'failed' && delivery.failure && (
          <Alert severity="error" data-testid="courier-failure">
            <AlertTitle>{delivery.failure.title}</AlertTitle>
            {delivery.failure.message}
            <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
              What to do: {delivery.failure.whatToDo}
            </Typography>
          </Alert>
        )}
        {delivery?.bookingState === 'cancelled' && (
          <Alert severity="warning">
            The courier delivery was cancelled
            {delivery.undeliverableReason ? `: ${delivery.undeliverableReason}` : ''}. Book another courier,
            or deliver it with your own driver.
          </Alert>
        )}
        {(book.failure ?? proofAction.failure) !== undefined && (
          <ProblemAlert error={book.failure ?? proofAction.failure} />
        )}
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
          {canBookAgain && (
            <Button variant="contained" onClick={() => void bookAgain()} disabled={book.busy}>
              {book.busy ? 'Booking…' : delivery ? 'Book courier again' : 'Book courier'}
            </Button>
          )}
          {canCancel && (
            <Button color="error" variant="outlined" onClick={() => setCancelling(true)}>
              Cancel courier
            </Button>
          )}
          {delivery?.providerStatus === 'delivered' && (
            <Button variant="outlined" onClick={() => void showProof()} disabled={proofAction.busy}>
              {proofAction.busy ? 'Loading…' : 'Proof of delivery'}
            </Button>
          )}
          {delivery?.trackingUrl && (
            <Button href={delivery.trackingUrl} target="_blank" rel="noreferrer">
              Courier's tracking page
            </Button>
          )}
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={cancelling}
        title="Cancel the courier?"
        confirmLabel="Cancel courier"
        busyLabel="Cancelling…"
        destructive
        onClose={() => setCancelling(false)}
        onConfirm={async () => {
          await api.post(
            `${storePath(order)}/delivery/${encodeURIComponent(delivery?.deliveryId ?? '')}/cancel` as `/api/${string}`,
            {},
          );
        }}
      >
        The courier stops coming for order #{order.displayNumber ?? order.id.slice(0, 6)}. You can book
        another courier or deliver it yourself afterwards.
      </ConfirmDialog>
      <DialogFrame
        open={proof !== undefined}
        title="Proof of delivery"
        busy={false}
        onClose={() => setProof(undefined)}
        maxWidth="sm"
        action={<Button onClick={() => setProof(undefined)}>Close</Button>}
        cancellable={false}
      >
        {proof && (
          <Box
            component="img"
            src={proof}
            alt="The courier's photo at the door"
            sx={{ maxWidth: '100%', border: 1, borderColor: 'divider' }}
          />
        )}
      </DialogFrame>
    </Card>
  );
}

function LocalDeliveryPanel({ order }: { order: StoreOrder }) {
  const api = useApi();
  const action = useBusyAction();
  const current: LocalDeliveryStatus = order.localDelivery?.status ?? 'PENDING';
  const next = localDeliveryStatusMachine.nextStates(current);
  const move = (status: LocalDeliveryStatus) =>
    action.run(async () => {
      await api.post(
        `/api/delivery/restaurants/${encodeURIComponent(order.restaurantId)}/stores/${encodeURIComponent(order.storeId)}/orders/${encodeURIComponent(order.id)}/local-delivery-status`,
        { status },
      );
    });
  return (
    <Card component="section" aria-label="Delivery" data-testid="local-delivery-panel">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <DeliveryDiningRounded color="primary" aria-hidden />
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            Delivery by your driver
          </Typography>
          <Chip
            label={LOCAL_DELIVERY_STATUS_LABELS[current]}
            color={
              current === 'COMPLETED'
                ? 'success'
                : current === 'FAILED' || current === 'REJECTED'
                  ? 'error'
                  : 'default'
            }
            data-testid="local-delivery-status"
          />
        </Box>
        {action.failure !== undefined && <ProblemAlert error={action.failure} />}
        {next.length > 0 && (
          <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
            {next.map((status) => (
              <Button
                key={status}
                variant={status === 'OUT_FOR_DELIVERY' || status === 'COMPLETED' ? 'contained' : 'outlined'}
                color={status === 'FAILED' || status === 'REJECTED' ? 'error' : 'primary'}
                disabled={action.busy}
                onClick={() => void move(status)}
              >
                {ACTION_WORDS[status]}
              </Button>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
