import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import {
  describeError,
  EmptyState,
  isCardPaid,
  LoadingScreen,
  OrderDetailView,
  orderNumber,
  RefundOrderButton,
  useMyStores,
  usePageTitle,
  useStoreOrder,
  useStoreOrderProcess,
} from '@resto/web-common';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { NotAMember } from '../../shared/NotAMember';

/**
 * `/restaurants/:restaurantId/stores/:storeId/orders/:orderId`: one order, live, with its actions and
 * status history; store admins also get the refund of a card payment.
 */
export default function OrderPage() {
  const { restaurantId = '', storeId = '', orderId = '' } = useParams();
  const stores = useMyStores();
  const entry = stores.data.find(
    (candidate) => candidate.restaurant.id === restaurantId && candidate.store.id === storeId,
  );
  const order = useStoreOrder(entry ? restaurantId : undefined, storeId, orderId);
  const settings = useStoreOrderProcess(entry ? restaurantId : undefined, storeId);
  usePageTitle(order.data ? `Order ${orderNumber(order.data)}` : 'Order');

  if (stores.loading) return <LoadingScreen label="Loading the order…" />;
  if (stores.error) return <Alert severity="error">{describeError(stores.error).message}</Alert>;
  if (!entry) return <NotAMember place="store" />;
  if (order.error) return <Alert severity="error">{describeError(order.error).message}</Alert>;
  if (order.loading || order.data === undefined) return <LoadingScreen label="Loading the order…" />;
  if (order.data === null)
    return (
      <EmptyState
        icon={<ReceiptLongRounded />}
        title="Order not found"
        description={`There is no order ${orderNumber({ id: orderId })} at ${entry.store.name}.`}
        action={
          <Button component={RouterLink} to="/home" variant="contained">
            Back to today’s orders
          </Button>
        }
      />
    );

  const live = order.data;
  // Refunds go through the payments API, which only store and restaurant admins may call.
  const canRefund = entry.role === 'admin' && isCardPaid(live);
  return (
    <>
      <Button component={RouterLink} to="/home" startIcon={<ArrowBackRounded />} sx={{ mb: 1 }}>
        Today’s orders
      </Button>
      <OrderDetailView
        order={live}
        timezone={entry.store.timezone}
        settings={settings.data}
        eyebrow={`${entry.restaurant.name} · ${entry.store.name}`}
        refundAction={canRefund ? <RefundOrderButton order={live} /> : undefined}
      />
    </>
  );
}
