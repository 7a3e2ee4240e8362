// Order screens shared by the staff and admin apps: reads, words, status, actions and the monitor.
export { AcceptOrderDialog, type AcceptOrderDialogProps } from './AcceptOrderDialog';
export { isAlertSoundBlocked, playAlertBeep } from './beep';
export { type GoogleOrder, GoogleOrderPanel } from './GoogleOrderPanel';
export { LiveOrderCard, type LiveOrderCardProps } from './LiveOrderCard';
export { OrderActions, type OrderActionsProps } from './OrderActions';
export { OrderDeliveryPanel } from './OrderDeliveryPanel';
export { OrderDetailView } from './OrderDetailView';
export { OrderHistoryFilters } from './OrderHistoryFilters';
export { OrderHistoryList } from './OrderHistoryList';
export { OrderStatusChip } from './OrderStatusChip';
export { OrderStatusTimeline } from './OrderStatusTimeline';
export { OrderFacts, OrderLinesAndTotals, requestedTimeWords } from './OrderSummary';
export { type OrderActionBody, orderActionApiPath, sendOrderAction } from './orderActionsApi';
export {
  BOARD_VIEW_STATUSES,
  BOARD_VIEWS,
  type BoardView,
  boardCountQuery,
  boardWindowQuery,
  DUE_BOARD_STATUSES,
  dueWindowQuery,
  newestFirst,
  ORDER_HISTORY_PAGE_SIZE,
  type OrderHistoryFilter,
  oldestFirst,
  oldestWaitingQuery,
  orderHistoryPageQuery,
  type StoreOrder,
  type StoreOrderData,
  storeOrderDoc,
  storeOrders,
  waitingSinceCountQuery,
} from './orderData';
export { defaultOrderHistoryForm, type OrderHistoryForm, orderHistoryFilterFrom } from './orderHistoryFilter';
export {
  collectionWords,
  currencyOf,
  destinationWords,
  isCardPaid,
  isOpenStatus,
  money as orderMoney,
  ORDER_SOURCE_LABELS,
  orderNumber,
  orderPaymentStatus,
  orderRefundWords,
  paymentStatusWords,
  paymentWords,
  totalRows,
} from './orderWords';
export { ReasonDialog, type ReasonDialogProps } from './ReasonDialog';
export { RefundDialog, type RefundDialogProps } from './RefundDialog';
export { RefundOrderButton } from './RefundOrderButton';
export { ReprintOrderButton } from './ReprintOrderButton';
export { type RefundableOrder, refundableOrderOf, refundPositionOf } from './refundForm';
export { BANNER_ORDERS_NAMED, UnprocessedOrderBanner } from './UnprocessedOrderBanner';
export { type OrderHistoryPage, useOrderHistory } from './useOrderHistory';
export {
  type BoardCounts,
  type LiveOrderWindow,
  startOfStoreDay,
  storeKey,
  useBoardCounts,
  useDayTick,
  useLiveDueWindow,
  useLiveOrderWindow,
  useOrderProcessSettings,
  useStoreOrder,
  useStoreOrderProcess,
  type WatchedStore,
  watchedKey,
} from './useStoreOrders';
export {
  type MonitoredEntry,
  type UnprocessedOrderAlert,
  type UnprocessedOrderAlertOptions,
  useUnprocessedOrderAlert,
} from './useUnprocessedOrderAlert';
export { useWaitingOrderAlert, WAITING_WINDOW, type WaitingOrderAlert } from './useWaitingOrderAlert';
