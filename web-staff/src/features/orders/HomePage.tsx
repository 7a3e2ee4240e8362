import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { OrderStatus } from '@resto/domain';
import {
  describeError,
  EmptyState,
  LiveOrderCard,
  orderNumber,
  PageHeader,
  UnprocessedOrderBanner,
  useAuth,
  useMyStores,
  useOrderProcessSettings,
  usePageTitle,
  useTodaysOrders,
  useUnprocessedOrderAlert,
  type WatchedStore,
} from '@resto/web-common';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ListLoading } from '../../shared/ListLoading';
import { NotAddedYet } from '../../shared/NotAddedYet';
import { staffOrderPath } from './orderPaths';

type Show = 'waiting' | 'inProgress' | 'all';

const SHOWN_STATUSES: Record<Show, readonly OrderStatus[] | undefined> = {
  waiting: ['new', 'processingPayment'],
  inProgress: ['accepted'],
  all: undefined,
};

/**
 * `/home`: today's orders of every store this person works at, live and newest first, with accept /
 * reject / complete on each and the unprocessed-order alert (banner + beep) across all of them.
 */
export default function HomePage() {
  usePageTitle('Today’s orders');
  const { user } = useAuth();
  const stores = useMyStores();
  const [show, setShow] = useState<Show>('all');
  const watched = useMemo<WatchedStore[]>(
    () =>
      stores.data.map(({ restaurant, store }) => ({
        restaurantId: restaurant.id,
        storeId: store.id,
        timezone: store.timezone,
      })),
    [stores.data],
  );
  const orders = useTodaysOrders(watched);
  const settings = useOrderProcessSettings(watched);
  const alert = useUnprocessedOrderAlert(
    orders.data.map((order) => ({
      order,
      settings: settings.settingsFor(order.restaurantId, order.storeId),
    })),
  );
  const overdue = new Set(alert.overdueIds);
  const storeOf = (restaurantId: string, storeId: string) =>
    stores.data.find((entry) => entry.restaurant.id === restaurantId && entry.store.id === storeId)?.store;
  const statuses = SHOWN_STATUSES[show];
  const shown = statuses ? orders.data.filter((order) => statuses.includes(order.status.code)) : orders.data;
  const count = (key: Show) => {
    const wanted = SHOWN_STATUSES[key];
    return wanted
      ? orders.data.filter((order) => wanted.includes(order.status.code)).length
      : orders.data.length;
  };
  const firstName = user?.displayName?.split(' ')[0];
  const loading = stores.loading || (watched.length > 0 && orders.loading);
  const error = stores.error ?? orders.error ?? settings.error;

  return (
    <>
      <PageHeader
        eyebrow={firstName ? `Hello, ${firstName}` : 'Hello'}
        title="Today’s orders"
        subtitle={
          watched.length > 1
            ? `Live from your ${watched.length} stores. New orders appear here by themselves.`
            : 'Live. New orders appear here by themselves.'
        }
      />
      <UnprocessedOrderBanner
        alert={alert}
        orderLinks={alert.overdueIds.map((id, index) => {
          const order = orders.data.find((candidate) => candidate.id === id);
          return order ? (
            <span key={id}>
              {index > 0 && ', '}
              <RouterLink to={staffOrderPath(order)} style={{ color: 'inherit', fontWeight: 700 }}>
                #{orderNumber(id)}
              </RouterLink>
            </span>
          ) : null;
        })}
      />
      {error && <Alert severity="error">{describeError(error).message}</Alert>}
      {loading && <ListLoading label="Loading today’s orders" />}
      {!loading && !error && stores.data.length === 0 && <NotAddedYet />}
      {!loading && !error && stores.data.length > 0 && (
        <>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={show}
            onChange={(_event, next: Show | null) => next && setShow(next)}
            aria-label="Which orders"
            sx={{ mb: 2, flexWrap: 'wrap' }}
          >
            <ToggleButton value="all">All today ({count('all')})</ToggleButton>
            <ToggleButton value="waiting">Waiting ({count('waiting')})</ToggleButton>
            <ToggleButton value="inProgress">Accepted ({count('inProgress')})</ToggleButton>
          </ToggleButtonGroup>
          {shown.length === 0 ? (
            <EmptyState
              icon={<ReceiptLongRounded />}
              title={orders.data.length === 0 ? 'No orders yet today' : 'Nothing here right now'}
              description={
                orders.data.length === 0
                  ? 'Orders placed online show up here the moment they arrive, with a sound when one waits too long.'
                  : 'Orders in other states are under the other tabs.'
              }
            />
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
                alignItems: 'start',
              }}
            >
              {shown.map((order) => {
                const store = storeOf(order.restaurantId, order.storeId);
                return (
                  <LiveOrderCard
                    key={`${order.restaurantId}/${order.storeId}/${order.id}`}
                    order={order}
                    storeName={watched.length > 1 ? store?.name : undefined}
                    timezone={store?.timezone ?? 'Australia/Sydney'}
                    settings={settings.settingsFor(order.restaurantId, order.storeId)}
                    overdue={overdue.has(order.id)}
                    href={staffOrderPath(order)}
                  />
                );
              })}
            </Box>
          )}
        </>
      )}
    </>
  );
}
