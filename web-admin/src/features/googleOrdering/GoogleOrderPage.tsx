import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { orderIdOfGoogleOrder } from '@resto/domain';
import {
  describeError,
  EmptyState,
  type GoogleOrder,
  GoogleOrderPanel,
  LoadingScreen,
  OrderDetailView,
  orderNumber,
  usePageTitle,
  useStoreOrder,
  useStoreOrderProcess,
} from '@resto/web-common';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useStoreContext } from '../../shared/useStoreContext';
import { adminOrderHistoryPath } from '../orders/adminOrderPaths';

/**
 * `/stores/:storeId/google-orders/:googleOrderId`: an order placed through Order with Google, live:
 * the order as every order page shows it (accept, reject, complete, cancel, reprint), plus what the
 * customer sees on Google, "Mark ready for pickup", and every status update sent to Google.
 */
export default function GoogleOrderPage() {
  const { googleOrderId = '' } = useParams();
  const { restaurantId, storeId, store } = useStoreContext();
  const orderId = orderIdOfGoogleOrder(googleOrderId);
  const order = useStoreOrder(restaurantId, storeId, orderId);
  const settings = useStoreOrderProcess(restaurantId, storeId);
  usePageTitle(order.data ? `Google order ${orderNumber(order.data)}` : 'Google order');
  const timezone = store?.timezone ?? 'Australia/Sydney';
  const back = (
    <Button
      component={RouterLink}
      to={adminOrderHistoryPath(restaurantId, storeId)}
      startIcon={<ArrowBackRounded />}
      sx={{ mb: 1 }}
    >
      Online orders
    </Button>
  );
  if (order.error) return <Alert severity="error">{describeError(order.error).message}</Alert>;
  if (order.loading || order.data === undefined) return <LoadingScreen label="Loading the order…" />;
  const live = order.data as GoogleOrder | null;
  if (live?.source !== 'googleFoodOrdering')
    return (
      <>
        {back}
        <EmptyState
          icon={<ReceiptLongRounded />}
          title="Order not found"
          description={`There is no Google order ${googleOrderId} at ${store?.name ?? 'this store'}.`}
        />
      </>
    );
  return (
    <>
      {back}
      <OrderDetailView
        order={live}
        timezone={timezone}
        settings={settings.data}
        eyebrow={`${store?.name ?? ''} · Order with Google`}
        channelPanel={
          <GoogleOrderPanel order={live} timezone={timezone} restaurantId={restaurantId} storeId={storeId} />
        }
      />
    </>
  );
}
