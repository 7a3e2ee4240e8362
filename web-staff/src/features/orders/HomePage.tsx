import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Alert from '@mui/material/Alert';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { type DueWithin, isOrderOverdue } from '@resto/domain';
import {
  BOARD_VIEW_STATUSES,
  BOARD_VIEWS,
  type BoardView,
  describeError,
  EmptyState,
  PageHeader,
  PrinterAlerts,
  type StoreOrder,
  storeKey,
  UnprocessedOrderBanner,
  useAuth,
  useBoardCounts,
  useLinkedVirtualStores,
  useLiveDueWindow,
  useLiveOrderWindow,
  useMyStores,
  useOrderProcessSettings,
  usePageTitle,
  useWaitingOrderAlert,
  type WatchedStore,
  watchedKey,
} from '@resto/web-common';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ListLoading } from '../../shared/ListLoading';
import { NotAddedYet } from '../../shared/NotAddedYet';
import { DueBoard } from './DueBoard';
import { type BoardCardProps, OrderBoard } from './OrderBoard';
import { staffOrderPath } from './orderPaths';

/** Orders a board view listens to at first; scrolling to the end asks for this many more. */
export const BOARD_PAGE = 40;

const VIEW_LABELS: Record<BoardView, string> = {
  open: 'Open',
  waiting: 'Waiting',
  accepted: 'Accepted',
  today: 'All today',
};

/** The board's views plus "By due time", which groups the orders still to be made by when they are due. */
type HomeView = BoardView | 'due';

/** `/home?show=waiting`: the board's view in the address, so the alert's "see all" can open it. */
export const homeViewPath = (view: HomeView) => `/home?show=${view}`;

const isHomeView = (value: string | null): value is HomeView =>
  value !== null && (value === 'due' || (BOARD_VIEWS as readonly string[]).includes(value));

/** `?within=30|60`: how far ahead the due view shows (absent: everything). */
function withinFrom(value: string | null): DueWithin {
  return value === '30' ? 30 : value === '60' ? 60 : undefined;
}

/** A clock for the cards' "waiting too long" outline (the banner and beep keep their own exact timer). */
function useHalfMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const NO_STORES: readonly WatchedStore[] = [];
/** The longest the counts and the alert wait for the board's first answer. */
const SECONDARY_AFTER_MS = 2_000;

/** False until `condition` is first true (or `afterMs` passed), then true for good. */
function useOnceTrue(condition: boolean, afterMs: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done) return;
    if (condition) {
      setDone(true);
      return;
    }
    const timer = setTimeout(() => setDone(true), afterMs);
    return () => clearTimeout(timer);
  }, [condition, done, afterMs]);
  return done || condition;
}

/**
 * `/home`: the live board of every store this person works at: the open orders (or waiting, accepted,
 * all of today's) newest first, with accept / reject / complete on each and the unprocessed-order alert
 * across all of them. It listens only to what it shows: a window of the view's newest orders that grows
 * as the list is scrolled, the oldest few waiting orders for the alert, and counts from aggregation
 * queries. The cards are virtualised, so the page stays light on a day of thousands of orders.
 */
export default function HomePage() {
  usePageTitle('Today’s orders');
  const { user } = useAuth();
  const stores = useMyStores();
  const [params, setParams] = useSearchParams();
  const requested = params.get('show');
  const shown: HomeView = isHomeView(requested) ? requested : 'open';
  const dueView = shown === 'due';
  // The board's own view while the due view shows (its listener stays on the open orders).
  const show: BoardView = shown === 'due' ? 'open' : shown;
  const within = withinFrom(params.get('within'));
  const [windowSize, setWindowSize] = useState<{ view: HomeView; max: number }>({
    view: shown,
    max: BOARD_PAGE,
  });
  const max = windowSize.view === shown ? windowSize.max : BOARD_PAGE;

  const key = watchedKey(
    stores.data.map(({ restaurant, store }) => ({
      restaurantId: restaurant.id,
      storeId: store.id,
      timezone: store.timezone,
    })),
  );
  // One array per set of stores, not per render: the hooks below key on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the stores.
  const watched = useMemo<WatchedStore[]>(
    () =>
      stores.data.map(({ restaurant, store }) => ({
        restaurantId: restaurant.id,
        storeId: store.id,
        timezone: store.timezone,
      })),
    [key],
  );
  const storeByKey = useMemo(
    () => new Map(stores.data.map(({ restaurant, store }) => [storeKey(restaurant.id, store.id), store])),
    [stores.data],
  );
  // Connected stores: the virtual stores linked to these kitchens. Their orders are made here, so the
  // board follows them too, each labelled with the brand (and timed and set up as its kitchen is).
  const linked = useLinkedVirtualStores(watched);
  const kitchenOf = useMemo(
    () =>
      new Map(
        linked.data.map((link) => [
          storeKey(link.restaurantId, link.virtualStoreId),
          { storeId: link.physicalStoreId, brandName: link.brandName },
        ]),
      ),
    [linked.data],
  );
  const linkedKey = [...kitchenOf.keys()].join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `linkedKey` stand for the stores.
  const followed = useMemo<WatchedStore[]>(() => {
    const own = new Set(watched.map((store) => storeKey(store.restaurantId, store.storeId)));
    const brands = linked.data
      .filter((link) => !own.has(storeKey(link.restaurantId, link.virtualStoreId)))
      .map((link) => ({
        restaurantId: link.restaurantId,
        storeId: link.virtualStoreId,
        timezone:
          watched.find(
            (store) => store.restaurantId === link.restaurantId && store.storeId === link.physicalStoreId,
          )?.timezone ?? 'Australia/Sydney',
      }));
    return brands.length === 0 ? watched : [...watched, ...brands];
  }, [key, linkedKey]);

  const boardOrders = useLiveOrderWindow(dueView ? NO_STORES : followed, BOARD_VIEW_STATUSES[show], max);
  const dueOrders = useLiveDueWindow(dueView ? followed : NO_STORES, max);
  const orders = dueView ? dueOrders : boardOrders;
  // The cards come first: the counts (aggregations) and the alert's own listener start once the board
  // has answered (or after a moment), so on a day of thousands of orders they do not queue with it.
  const boardAnswered = useOnceTrue(watched.length > 0 && !orders.loading, SECONDARY_AFTER_MS);
  const secondary = boardAnswered ? followed : NO_STORES;
  const counts = useBoardCounts(secondary, orders.data);
  const settings = useOrderProcessSettings(watched);
  const ownSettingsFor = settings.settingsFor;
  // A linked brand's orders follow its kitchen's order process (ETA, overdue alert).
  const settingsFor = useCallback(
    (restaurantId: string, storeId: string) =>
      ownSettingsFor(restaurantId, kitchenOf.get(storeKey(restaurantId, storeId))?.storeId ?? storeId),
    [ownSettingsFor, kitchenOf],
  );
  const alert = useWaitingOrderAlert(secondary, settingsFor);
  const now = useHalfMinute();

  const waitingById = useMemo(
    () => new Map(alert.waiting.map((order) => [order.id, order])),
    [alert.waiting],
  );
  const overdueKey = alert.overdueIds.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: overdueKey stands for the overdue ids.
  const overdueIds = useMemo(() => new Set(alert.overdueIds), [overdueKey]);
  const multiStore = watched.length > 1;
  const cardProps = useCallback(
    (order: StoreOrder): BoardCardProps => {
      const brand = kitchenOf.get(storeKey(order.restaurantId, order.storeId));
      const store = storeByKey.get(storeKey(order.restaurantId, brand?.storeId ?? order.storeId));
      const orderSettings = settingsFor(order.restaurantId, order.storeId);
      return {
        storeName: multiStore ? store?.name : undefined,
        // A linked brand's order always says which brand it is.
        brandName: brand?.brandName,
        timezone: store?.timezone ?? 'Australia/Sydney',
        settings: orderSettings,
        // The alert watches the oldest waiting orders; a newer one past its threshold (or flagged by the
        // server's monitor) is outlined too.
        overdue:
          overdueIds.has(order.id) ||
          (orderSettings !== undefined &&
            (isOrderOverdue(order, orderSettings, now) ||
              (orderSettings.hasUnprocessedOrderMonitor &&
                order.status.code === 'new' &&
                order.alert !== undefined))),
        href: staffOrderPath(order),
      };
    },
    [storeByKey, settingsFor, multiStore, overdueIds, now, kitchenOf],
  );
  const onMore = useCallback(
    () =>
      setWindowSize((current) =>
        current.view === shown && current.max !== max ? current : { view: shown, max: max + BOARD_PAGE },
      ),
    [shown, max],
  );

  const firstName = user?.displayName?.split(' ')[0];
  const loading = stores.loading || (watched.length > 0 && orders.loading);
  const error = stores.error ?? orders.error ?? settings.error ?? alert.error;

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
        orderHref={(id) => {
          const order = waitingById.get(id);
          return order ? staffOrderPath(order) : undefined;
        }}
        seeAllHref={homeViewPath('waiting')}
      />
      {/* A printer that stopped printing: its tickets are kept, but the kitchen must know. */}
      {watched.map((store) => (
        <PrinterAlerts
          key={storeKey(store.restaurantId, store.storeId)}
          restaurantId={store.restaurantId}
          storeId={store.storeId}
          timezone={store.timezone}
          countWaiting
          checkStatus
        />
      ))}
      {error && <Alert severity="error">{describeError(error).message}</Alert>}
      {!stores.loading && !stores.error && stores.data.length === 0 && <NotAddedYet />}
      {!stores.error && stores.data.length > 0 && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={shown}
          onChange={(_event, next: HomeView | null) => {
            if (next) setParams(next === 'open' ? {} : { show: next }, { replace: true });
          }}
          aria-label="Which orders"
          sx={{ mb: 2, flexWrap: 'wrap' }}
        >
          {BOARD_VIEWS.map((view) => (
            <ToggleButton key={view} value={view}>
              {VIEW_LABELS[view]}
              {counts ? ` (${counts[view].toLocaleString('en-AU')})` : ''}
            </ToggleButton>
          ))}
          <ToggleButton value="due">By due time</ToggleButton>
        </ToggleButtonGroup>
      )}
      {loading && <ListLoading label="Loading today’s orders" />}
      {!loading &&
        !error &&
        stores.data.length > 0 &&
        (orders.data.length === 0 && !dueView ? (
          <EmptyState
            icon={<ReceiptLongRounded />}
            title={counts?.today === 0 ? 'No orders yet today' : 'Nothing here right now'}
            description={
              counts?.today === 0
                ? 'Orders placed online show up here the moment they arrive, with a sound when one waits too long.'
                : 'Orders in other states are under the other tabs.'
            }
          />
        ) : dueView ? (
          <DueBoard
            orders={orders.data}
            cardProps={cardProps}
            within={within}
            onWithin={(next) =>
              setParams(next === undefined ? { show: 'due' } : { show: 'due', within: String(next) }, {
                replace: true,
              })
            }
            now={now}
            hasMore={orders.hasMore}
            onMore={onMore}
          />
        ) : (
          <OrderBoard orders={orders.data} cardProps={cardProps} hasMore={orders.hasMore} onMore={onMore} />
        ))}
    </>
  );
}
