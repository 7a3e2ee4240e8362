import {
  type OnlineOrderDocument,
  orderDisplayNumber,
  type PlaceOrderPayment,
  type PlaceOrderResponse,
} from '@resto/domain';

/** What the placement route answers, read from the stored order (so a repeat gets the same answer). */
export function placeOrderResponse(
  order: OnlineOrderDocument,
  extra: Pick<PlaceOrderPayment, 'requiresAction'> = {},
): PlaceOrderResponse {
  const payment: PlaceOrderPayment | undefined = order.payment
    ? {
        status: order.payment.status,
        ...(order.payment.status === 'failure'
          ? {
              customerMessage:
                order.cardAttempt?.customerMessage ??
                'Your payment could not be completed. Please try again or use a different card.',
              canRetry: order.status.code === 'processingPayment',
            }
          : {}),
        ...extra,
      }
    : undefined;
  return {
    orderId: order.id,
    ...(order.displayNumberPending ? {} : { displayNumber: orderDisplayNumber(order) }),
    status: order.status.code,
    ...(payment ? { payment } : {}),
    totals: order.totals,
  };
}
