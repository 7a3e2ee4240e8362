import Box from '@mui/material/Box';
import { ORDER_STATUSES, type OrderStatus } from '@resto/domain';
import {
  defaultOrderHistoryForm,
  OrderHistoryFilters,
  type OrderHistoryForm,
  OrderHistoryList,
  orderHistoryFilterFrom,
  PageHeader,
  SearchField,
  UnprocessedOrderBanner,
  useKnownTimezone,
  useOrderHistory,
  usePageTitle,
  useStoreOrderProcess,
  useWaitingOrderAlert,
  type WatchedStore,
} from '@resto/web-common';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { useStoreContext } from '../../shared/useStoreContext';
import { adminOrderHistoryPath, adminOrderPath } from './adminOrderPaths';
import { OrderSearchResults } from './OrderSearchResults';

const isOrderStatus = (value: string | null): value is OrderStatus =>
  value !== null && (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * `/stores/:storeId/online-order-history`: the store's online orders filtered by dates, status,
 * source and collection type, 25 a page, live (the same list and filters as the staff app).
 * `?status=new` opens it on one status (the alert's "see all waiting orders"). Typing in "Find an
 * order" searches every order of the store (any source, any date) by number, customer or phone through
 * the search index instead (OrderSearchResults).
 */
export default function OnlineOrderHistoryPage() {
  usePageTitle('Online orders');
  const { restaurantId, storeId, store } = useStoreContext();
  // Known before the store loads on a returning visit, so the list does not wait for the store first.
  const knownTimezone = useKnownTimezone(
    restaurantId,
    storeId,
    store ? store.timezone || 'Australia/Sydney' : undefined,
  );
  const timezone = knownTimezone ?? 'Australia/Sydney';
  const [params] = useSearchParams();
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed.trim());
  const linkedStatus = params.get('status') ?? '';
  // The filters typed on this page, until a link opens it on another status.
  const [edited, setEdited] = useState<{ linkedStatus: string; form: OrderHistoryForm }>();
  const shownForm: OrderHistoryForm =
    edited?.linkedStatus === linkedStatus
      ? edited.form
      : { ...defaultOrderHistoryForm(timezone), status: isOrderStatus(linkedStatus) ? linkedStatus : '' };
  const { filter, problem } = orderHistoryFilterFrom(shownForm, timezone);
  const history = useOrderHistory(knownTimezone ? restaurantId : undefined, storeId, filter);
  // The unprocessed-order monitor rings here too, so an admin watching this page hears a waiting order.
  // It listens to the store's oldest waiting orders only, never to every order of the day.
  const watched = useMemo<WatchedStore[]>(
    () => (store ? [{ restaurantId, storeId, timezone: store.timezone }] : []),
    [restaurantId, storeId, store],
  );
  const settings = useStoreOrderProcess(restaurantId, storeId);
  const settingsFor = useCallback(() => settings.data, [settings.data]);
  const alert = useWaitingOrderAlert(watched, settingsFor);
  return (
    <>
      <PageHeader
        eyebrow={store?.name}
        title="Online orders"
        subtitle="Every online order of this store, newest first. Open one to act on it or refund it."
      />
      <UnprocessedOrderBanner
        alert={alert}
        orderHref={(id) => adminOrderPath({ restaurantId, storeId, id })}
        seeAllHref={`${adminOrderHistoryPath(restaurantId, storeId)}?status=new`}
      />
      <Box sx={{ mb: 2, '& .MuiTextField-root': { width: { xs: '100%', sm: 360 } } }}>
        <SearchField
          label="Find an order"
          placeholder="Number, customer name or phone"
          value={typed}
          onChange={setTyped}
        />
      </Box>
      {query ? (
        <OrderSearchResults restaurantId={restaurantId} storeId={storeId} query={query} timezone={timezone} />
      ) : (
        <>
          <OrderHistoryFilters
            value={shownForm}
            onChange={(form) => setEdited({ linkedStatus, form })}
            problem={problem}
          />
          {filter && <OrderHistoryList history={history} timezone={timezone} orderHref={adminOrderPath} />}
        </>
      )}
    </>
  );
}
