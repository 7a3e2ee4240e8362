// Order screens shared by the staff and admin apps: reads, words, status, actions and the monitor.
export { AcceptOrderDialog, type AcceptOrderDialogProps } from './AcceptOrderDialog';
export { isAlertSoundBlocked, playAlertBeep } from './beep';
export { LiveOrderCard } from './LiveOrderCard';
export { OrderActions, type OrderActionsProps } from './OrderActions';
export { OrderDetailView } from './OrderDetailView';
export { OrderHistoryFilters } from './OrderHistoryFilters';
export { OrderHistoryList } from './OrderHistoryList';
export { OrderStatusChip } from './OrderStatusChip';
export { OrderStatusTimeline } from './OrderStatusTimeline';
export { OrderFacts, OrderLinesAndTotals, requestedTimeWords } from './OrderSummary';
export { type OrderActionBody, orderActionApiPath, sendOrderAction } from './orderActionsApi';
export {
  ORDER_HISTORY_PAGE_SIZE,
  type OrderHistoryFilter,
  orderHistoryPageQuery,
  ordersPlacedSinceQuery,
  type StoreOrder,
  type StoreOrderData,
  storeOrderDoc,
  storeOrders,
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
  paymentWords,
  totalRows,
} from './orderWords';
export { ReasonDialog, type ReasonDialogProps } from './ReasonDialog';
export { RefundDialog, type RefundDialogProps } from './RefundDialog';
export { RefundOrderButton } from './RefundOrderButton';
export { type RefundableOrder, refundableOrderOf, refundPositionOf } from './refundForm';
export { UnprocessedOrderBanner } from './UnprocessedOrderBanner';
export { type OrderHistoryPage, useOrderHistory } from './useOrderHistory';
export {
  useOrderProcessSettings,
  useStoreOrder,
  useStoreOrderProcess,
  useTodaysOrders,
  type WatchedStore,
} from './useStoreOrders';
export {
  type MonitoredEntry,
  type UnprocessedOrderAlert,
  type UnprocessedOrderAlertOptions,
  useUnprocessedOrderAlert,
} from './useUnprocessedOrderAlert';
