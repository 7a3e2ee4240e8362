import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import {
  describeError,
  EmptyState,
  type GoogleOrder,
  GoogleOrderPanel,
  isCardPaid,
  LoadingScreen,
  OrderDetailView,
  orderNumber,
  RefundOrderButton,
  useLinkedVirtualStores,
  useMyStores,
  usePageTitle,
  useStoreOrder,
  useStoreOrderProcess,
} from '@resto/web-common';
import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { NotAMember } from '../../shared/NotAMember';

/**
 * `/restaurants/:restaurantId/stores/:storeId/orders/:orderId`: one order, live, with its actions and
 * status history; store admins also get the refund of a card payment.
 */
export default function OrderPage() {
  const { restaurantId = '', storeId = '', orderId = '' } = useParams();
  const stores = useMyStores();
  const own = stores.data.find(
    (candidate) => candidate.restaurant.id === restaurantId && candidate.store.id === storeId,
  );
  // A linked virtual store's order (connected stores) is its kitchen's staff's to handle too.
  const kitchens = useMemo(
    () => stores.data.map(({ restaurant, store }) => ({ restaurantId: restaurant.id, storeId: store.id })),
    [stores.data],
  );
  const linked = useLinkedVirtualStores(own ? [] : kitchens);
  const link = own
    ? undefined
    : linked.data.find(
        (candidate) => candidate.restaurantId === restaurantId && candidate.virtualStoreId === storeId,
      );
  const kitchen = link
    ? stores.data.find(
        (candidate) =>
          candidate.restaurant.id === restaurantId && candidate.store.id === link.physicalStoreId,
      )
    : undefined;
  const entry = own ?? kitchen;
  const order = useStoreOrder(entry ? restaurantId : undefined, storeId, orderId);
  // The kitchen's order process decides how a linked brand's order is handled there.
  const settings = useStoreOrderProcess(entry ? restaurantId : undefined, entry?.store.id ?? storeId);
  usePageTitle(order.data ? `Order ${orderNumber(order.data)}` : 'Order');

  if (stores.loading || (!own && linked.loading)) return <LoadingScreen label="Loading the order…" />;
  if (stores.error) return <Alert severity="error">{describeError(stores.error).message}</Alert>;
  if (!entry) return <NotAMember place="store" />;
  if (order.error) return <Alert severity="error">{describeError(order.error).message}</Alert>;
  if (order.loading || order.data === undefined) return <LoadingScreen label="Loading the order…" />;
  if (order.data === null)
    return (
      <EmptyState
        icon={<ReceiptLongRounded />}
        title="Order not found"
        description={`There is no order ${orderNumber({ id: orderId })} at ${link?.brandName ?? entry.store.name}.`}
        action={
          <Button component={RouterLink} to="/home" variant="contained">
            Back to today’s orders
          </Button>
        }
      />
    );

  const live = order.data;
  // Refunds go through the payments API, which only store and restaurant admins may call.
  const canRefund = own?.role === 'admin' && isCardPaid(live);
  return (
    <>
      <Button component={RouterLink} to="/home" startIcon={<ArrowBackRounded />} sx={{ mb: 1 }}>
        Today’s orders
      </Button>
      <OrderDetailView
        order={live}
        timezone={entry.store.timezone}
        settings={settings.data}
        eyebrow={
          link
            ? `${entry.restaurant.name} · ${link.brandName}, made at ${entry.store.name}`
            : `${entry.restaurant.name} · ${entry.store.name}`
        }
        refundAction={canRefund ? <RefundOrderButton order={live} /> : undefined}
        channelPanel={
          // An Order with Google order: mark it ready and see what Google was told.
          live.source === 'googleFoodOrdering' ? (
            <GoogleOrderPanel
              order={live as GoogleOrder}
              timezone={entry.store.timezone}
              restaurantId={restaurantId}
              storeId={storeId}
            />
          ) : undefined
        }
      />
    </>
  );
}
