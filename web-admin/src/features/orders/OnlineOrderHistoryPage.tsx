import {
  defaultOrderHistoryForm,
  OrderHistoryFilters,
  type OrderHistoryForm,
  OrderHistoryList,
  orderHistoryFilterFrom,
  orderNumber,
  PageHeader,
  UnprocessedOrderBanner,
  useOrderHistory,
  usePageTitle,
  useStoreOrderProcess,
  useTodaysOrders,
  useUnprocessedOrderAlert,
  type WatchedStore,
} from '@resto/web-common';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useStoreContext } from '../../shared/useStoreContext';
import { adminOrderPath } from './adminOrderPaths';

/**
 * `/stores/:storeId/online-order-history`: the store's online orders filtered by dates, status,
 * source and collection type, 25 a page, live (the same list and filters as the staff app).
 */
export default function OnlineOrderHistoryPage() {
  usePageTitle('Online orders');
  const { restaurantId, storeId, store } = useStoreContext();
  const timezone = store?.timezone ?? 'Australia/Sydney';
  const [form, setForm] = useState<OrderHistoryForm | undefined>();
  const shownForm = form ?? defaultOrderHistoryForm(timezone);
  const { filter, problem } = orderHistoryFilterFrom(shownForm, timezone);
  const history = useOrderHistory(store ? restaurantId : undefined, storeId, filter);
  // The unprocessed-order monitor rings here too, so an admin watching this page hears a waiting order.
  const watched = useMemo<WatchedStore[]>(
    () => (store ? [{ restaurantId, storeId, timezone: store.timezone }] : []),
    [restaurantId, storeId, store],
  );
  const today = useTodaysOrders(watched);
  const settings = useStoreOrderProcess(restaurantId, storeId);
  const alert = useUnprocessedOrderAlert(today.data.map((order) => ({ order, settings: settings.data })));
  return (
    <>
      <PageHeader
        eyebrow={store?.name}
        title="Online orders"
        subtitle="Every online order of this store, newest first. Open one to act on it or refund it."
      />
      <UnprocessedOrderBanner
        alert={alert}
        orderLinks={alert.overdueIds.map((id, index) => (
          <span key={id}>
            {index > 0 && ', '}
            <RouterLink
              to={adminOrderPath({ restaurantId, storeId, id })}
              style={{ color: 'inherit', fontWeight: 700 }}
            >
              #{orderNumber(id)}
            </RouterLink>
          </span>
        ))}
      />
      <OrderHistoryFilters value={shownForm} onChange={setForm} problem={problem} />
      {filter && <OrderHistoryList history={history} timezone={timezone} orderHref={adminOrderPath} />}
    </>
  );
}
