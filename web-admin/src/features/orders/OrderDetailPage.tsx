import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { OrderSource } from '@resto/domain';
import {
  describeError,
  EmptyState,
  isCardPaid,
  LoadingScreen,
  OrderDetailView,
  orderNumber,
  RefundOrderButton,
  usePageTitle,
  useStoreOrder,
  useStoreOrderProcess,
  useViewerAccess,
} from '@resto/web-common';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { useStoreContext } from '../../shared/useStoreContext';
import { adminOrderHistoryPath, adminOrderPath } from './adminOrderPaths';

/**
 * `/stores/:storeId/orders/:orderId`: one online order, live, with accept / reject / complete /
 * cancel, the status history, and (store admins, card-paid orders) the payments pages' refund.
 */
export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const { restaurantId, storeId, store } = useStoreContext();
  const { isAdmin } = useViewerAccess();
  const order = useStoreOrder(restaurantId, storeId, orderId);
  const settings = useStoreOrderProcess(restaurantId, storeId);
  usePageTitle(order.data ? `Order ${orderNumber(order.data)}` : 'Order');
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
  if (order.data === null)
    return (
      <>
        {back}
        <EmptyState
          icon={<ReceiptLongRounded />}
          title="Order not found"
          description={`There is no order ${orderNumber({ id: orderId })} at ${store?.name ?? 'this store'}.`}
        />
      </>
    );
  const live = order.data;
  // An Uber Eats or Google order reached by its generic address (a banner, an old link) opens its own
  // page. The store's orders collection also holds marketplace orders, which the online order type leaves out.
  const source = live.source as OrderSource;
  if (source === 'uberEats' || source === 'googleFoodOrdering')
    return <Navigate to={adminOrderPath({ restaurantId, storeId, id: live.id, source })} replace />;
  const canRefund = isAdmin && isCardPaid(live);
  return (
    <>
      {back}
      <OrderDetailView
        order={live}
        timezone={store?.timezone ?? 'Australia/Sydney'}
        settings={settings.data}
        eyebrow={store?.name}
        refundAction={canRefund ? <RefundOrderButton order={live} /> : undefined}
      />
    </>
  );
}
