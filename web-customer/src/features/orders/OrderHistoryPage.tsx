import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@resto/domain';
import { EmptyState, formatPrice, useAuth, useNotify, usePageTitle, useQuery } from '@resto/web-common';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useStoreContext } from '../../shell/StoreContext';
import { storeBasePath } from '../../shell/storePaths';
import { cartStoreFor } from '../cart/cartStore';
import { COLLECTION_TYPE_LABELS, describeInstant } from '../tradingHours/tradingHoursView';
import { type CustomerOrder, customerOrdersQuery } from './customerOrders';
import { shortOrderNumber } from './OrderTrackingPage';
import { itemsSummary, type ReorderPlan, reorderPlan, savedOrders } from './reorder';
import { useNow } from './useNow';

const PAGE_SIZE = 10;

const STATUS_COLOURS: Record<OrderStatus, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  processingPayment: 'warning',
  failure: 'error',
  new: 'info',
  accepted: 'info',
  rejected: 'error',
  cancelled: 'default',
  completed: 'success',
};

/**
 * `…/orders`: the signed-in customer's orders, newest first and live, with "Order again" (the lines
 * that can still be ordered go back into the cart; the rest are explained). `?view=saved` shows the
 * saved orders tab: distinct past orders at this store, ready to order again.
 */
export default function OrderHistoryPage() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'saved' ? 'saved' : 'history';
  usePageTitle(view === 'saved' ? 'Saved orders' : 'Order history');
  const { basePath } = useStoreContext();
  const { user, loading } = useAuth();

  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: 1 }}>
        Your orders
      </Typography>
      <Tabs
        value={view}
        onChange={(_event, next: string) =>
          setParams(next === 'saved' ? { view: 'saved' } : {}, { replace: true })
        }
        sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="history" label="Order history" />
        <Tab value="saved" label="Saved orders" />
      </Tabs>
      {loading ? (
        <ListSkeleton />
      ) : user ? (
        <OrderList uid={user.uid} view={view} guest={user.isAnonymous} />
      ) : (
        <EmptyState
          icon={<ReceiptLongRounded />}
          title="Sign in to see your orders"
          description="Your orders and re-orders live in your account."
          action={
            <Button
              component={RouterLink}
              to={`${basePath}/login?next=${encodeURIComponent(`${basePath}/orders`)}`}
              variant="contained"
            >
              Sign in
            </Button>
          }
        />
      )}
    </Box>
  );
}

function OrderList({ uid, view, guest }: { uid: string; view: 'history' | 'saved'; guest: boolean }) {
  const { storeId, basePath } = useStoreContext();
  const [count, setCount] = useState(PAGE_SIZE);
  const [skipped, setSkipped] = useState<ReorderPlan['skipped']>([]);
  const query = useMemo(() => customerOrdersQuery(uid, count), [uid, count]);
  const { data, loading, error } = useQuery(query);
  const orders = view === 'saved' ? savedOrders(data, storeId) : data;

  if (error) {
    return (
      <Alert severity="error">
        <AlertTitle>We could not load your orders</AlertTitle>
        {error.message}
      </Alert>
    );
  }
  if (loading) return <ListSkeleton />;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {guest && (
        <Alert severity="info">
          You are ordering as a guest: these are the orders placed from this browser.{' '}
          <Link
            component={RouterLink}
            to={`${basePath}/login?next=${encodeURIComponent(`${basePath}/orders`)}`}
            underline="always"
          >
            Sign in
          </Link>{' '}
          to keep them with your account.
        </Alert>
      )}
      {skipped.length > 0 && (
        <Alert severity="warning" onClose={() => setSkipped([])}>
          <AlertTitle>Some items could not be added</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {skipped.map((item) => (
              <li key={`${item.name}:${item.reason}`}>
                {item.name}: {item.reason}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {orders.length === 0 ? (
        <EmptyState
          icon={<ReceiptLongRounded />}
          title={view === 'saved' ? 'No saved orders yet' : 'No orders yet'}
          description={
            view === 'saved'
              ? 'Orders you place at this store appear here, ready to order again in one tap.'
              : 'When you place an order it shows up here, with its status.'
          }
          action={
            <Button component={RouterLink} to={basePath} variant="contained">
              Browse the menu
            </Button>
          }
        />
      ) : (
        orders.map((order) => (
          <OrderRow
            key={`${order.restaurantId}/${order.storeId}/${order.id}`}
            order={order}
            onSkipped={setSkipped}
          />
        ))
      )}
      {data.length >= count && (
        <Button onClick={() => setCount((value) => value + PAGE_SIZE)} sx={{ justifySelf: 'center' }}>
          Show more orders
        </Button>
      )}
    </Box>
  );
}

function OrderRow({
  order,
  onSkipped,
}: {
  order: CustomerOrder;
  onSkipped: (items: ReorderPlan['skipped']) => void;
}) {
  const { restaurantId, storeId, menu, basePath } = useStoreContext();
  const navigate = useNavigate();
  const notify = useNotify();
  const now = useNow(60_000);
  const here = order.storeId === storeId && order.restaurantId === restaurantId;
  const orderPath = `${storeBasePath(order.restaurantId, order.storeId)}/secure/orders/${encodeURIComponent(order.id)}`;
  const currency = order.cart.currency.code;

  const orderAgain = () => {
    const cart = cartStoreFor(order.restaurantId, order.storeId);
    const plan = reorderPlan(order, menu, cart.getState().collectionType);
    for (const line of plan.add)
      cart.getState().add(line.selection, line.categoryId ? { categoryId: line.categoryId } : undefined);
    onSkipped(plan.skipped);
    if (plan.add.length > 0) {
      notify(`Added ${plan.add.length} ${plan.add.length === 1 ? 'item' : 'items'} to your order`);
      if (plan.skipped.length === 0) navigate(`${basePath}/cart`);
    } else notify('None of these items can be ordered right now', 'warning');
  };

  return (
    <Card sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {shortOrderNumber(order)} · {COLLECTION_TYPE_LABELS[order.cart.collection.type]}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {describeInstant(new Date(order.placedIsoDateTimeUtc), now, menu.store.timezone)}
            {!here && ' · another store'}
          </Typography>
        </Box>
        <Chip
          size="small"
          label={ORDER_STATUS_LABELS[order.status.code]}
          color={STATUS_COLOURS[order.status.code]}
        />
      </Box>
      <Typography sx={{ mt: 1 }}>{itemsSummary(order)}</Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          mt: 1.5,
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {formatPrice(order.cart.grandTotal, currency)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button component={RouterLink} to={orderPath} size="small">
            View
          </Button>
          {here && (
            <Button size="small" variant="outlined" startIcon={<ReplayRounded />} onClick={orderAgain}>
              Order again
            </Button>
          )}
        </Box>
      </Box>
    </Card>
  );
}

function ListSkeleton() {
  return (
    <Box aria-busy aria-label="Loading your orders" sx={{ display: 'grid', gap: 1.5 }}>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} variant="rounded" height={128} sx={{ borderRadius: 4 }} />
      ))}
    </Box>
  );
}
