import {
  type InStoreSettlementRequest,
  type OrderAction,
  type OrderActionResponse,
  orderActionPath,
  type RecordOrderPaymentResponse,
  recordOrderPaymentPath,
} from '@resto/domain';
import type { ApiClient, ApiPath } from '../api/apiClient';

/** `/api/orders/restaurants/{r}/stores/{s}/orders/{orderId}/{action}` (domain/src/orderOperations/requests.ts). */
export function orderActionApiPath(
  restaurantId: string,
  storeId: string,
  orderId: string,
  action: OrderAction,
): ApiPath {
  return `/api/${orderActionPath(restaurantId, storeId, orderId, action).replace(/^\//, '')}`;
}

export type OrderActionBody =
  | { etaInMinutes?: number }
  | { reason: string }
  | { paidWith: InStoreSettlementRequest }
  | Record<string, never>;

export function sendOrderAction(
  client: ApiClient,
  ids: { restaurantId: string; storeId: string; orderId: string },
  action: OrderAction,
  body: OrderActionBody,
): Promise<OrderActionResponse> {
  return client.post<OrderActionResponse>(
    orderActionApiPath(ids.restaurantId, ids.storeId, ids.orderId, action),
    body,
  );
}

/** Records how a pay-at-store order was paid, for stores that never complete orders. */
export function sendRecordOrderPayment(
  client: ApiClient,
  ids: { restaurantId: string; storeId: string; orderId: string },
  paidWith: InStoreSettlementRequest,
): Promise<RecordOrderPaymentResponse> {
  const path = recordOrderPaymentPath(ids.restaurantId, ids.storeId, ids.orderId).replace(/^\//, '');
  return client.post<RecordOrderPaymentResponse>(`/api/${path}`, { paidWith });
}
