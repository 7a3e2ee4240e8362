/**
 * Places an online order: reprice from the published menu, then in ONE transaction either find the
 * order already placed under this client-generated id (a repeat: answer from it, never place twice)
 * or create it together with the customer record (and, for card orders, the idempotency key of the
 * payment call, stored before the provider is called). Card orders then go to cardPayment.ts.
 */
import {
  buildOnlineOrderDocument,
  customerAfterOnlineOrder,
  type OnlineOrderDocument,
  onlineCustomerKey,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  placeOrderFingerprint,
  platformApplicationFeeInCents,
  quoteOnlineOrder,
  ZOnlineOrderDocument,
  ZStoredCustomer,
} from '@resto/domain';
import { runContendedTransaction } from '../admin';
import { ConflictError } from '../http/errors';
import { platformApplicationFeeRule } from '../integrations/payments';
import { log } from '../log';
import { stripUndefined } from '../settings/stripUndefined';
import {
  continueCardPayment,
  paymentIdempotencyKey,
  requireCardAccount,
  startCardPayment,
} from './cardPayment';
import { idempotencyKeyDoc, onlineOrderDoc, restaurantCustomerDoc } from './onlineOrderingPaths';
import { sendConfirmationEmailOnce } from './orderEmails';
import type { OrderingStore } from './orderingStore';
import { OrderProblemsError } from './orderProblemsError';
import { placeOrderResponse } from './orderResponse';

export interface PlaceOrderContext {
  store: OrderingStore;
  request: PlaceOrderRequest;
  /** The caller's auth uid (signed-in customer or anonymous guest), if any. */
  callerUid: string | undefined;
  requestId: string | undefined;
  now?: Date;
}

export const ORDER_ID_REUSED_MESSAGE =
  'This order number was already used for a different order. Refresh the page and place your order again.';

type Placement =
  | { created: true; order: OnlineOrderDocument }
  | { created: false; order: OnlineOrderDocument };

export async function placeOnlineOrder(context: PlaceOrderContext): Promise<PlaceOrderResponse> {
  const { store, request, callerUid } = context;
  const { restaurantId, storeId } = store;
  const now = context.now ?? new Date();
  const quote = quoteOnlineOrder(store.menu, request, now);
  const fingerprint = placeOrderFingerprint(request);
  const orderRef = onlineOrderDoc(restaurantId, storeId, request.orderId);
  const customerKey = onlineCustomerKey(callerUid, request.customer.mobile);
  const customerRef = restaurantCustomerDoc(restaurantId, customerKey);
  const isCard = request.paymentType === 'stripe';

  const existing = await orderRef.get();
  // Checked before the transaction (it reads another document) and only for orders not yet placed.
  const account =
    !existing.exists && isCard && quote.problems.length === 0 ? await requireCardAccount(store) : undefined;

  const placement = await runContendedTransaction(async (tx): Promise<Placement> => {
    const [orderSnapshot, customerSnapshot] = await tx.getAll(orderRef, customerRef);
    if (orderSnapshot?.exists) {
      const order = ZOnlineOrderDocument.parse(orderSnapshot.data());
      if (order.requestFingerprint !== fingerprint)
        throw new ConflictError(ORDER_ID_REUSED_MESSAGE, 'Order number already used');
      return { created: false, order };
    }
    if (quote.problems.length > 0) throw new OrderProblemsError(quote.problems, quote.totals);
    if (isCard && !account)
      throw new Error('The store account must be checked before a card order is created');

    const existingCustomer = customerSnapshot?.exists
      ? ZStoredCustomer.safeParse(customerSnapshot.data())
      : undefined;
    const previous = existingCustomer?.success ? existingCustomer.data : undefined;
    const order = buildOnlineOrderDocument({
      request,
      quote,
      ids: {
        restaurantId,
        storeId,
        customerUid: callerUid,
        customerKey,
        previousOrderCount: previous?.previousOrderCount ?? 0,
      },
      timezone: store.menu.store.timezone,
      orderProcess: store.menu.settings.orderProcess,
      applicationFee: isCard
        ? platformApplicationFeeInCents(quote.totals.grandTotal, platformApplicationFeeRule())
        : 0,
      now,
    });
    tx.create(orderRef, stripUndefined(order));
    tx.set(
      customerRef,
      stripUndefined(
        customerAfterOnlineOrder(previous, {
          customerUid: callerUid,
          name: request.customer.name,
          mobile: request.customer.mobile,
          email: request.customer.email,
          marketingConsent: request.customer.marketingConsent,
          placedIsoDateTimeUtc: order.placedIsoDateTimeUtc,
          storeId,
        }),
      ),
    );
    if (isCard && account && order.cardAttempt) {
      const key = paymentIdempotencyKey(store, order.id, order.cardAttempt.number);
      tx.create(idempotencyKeyDoc(key), {
        key,
        kind: 'onlineOrderPayment',
        restaurantId,
        storeId,
        orderId: order.id,
        attempt: order.cardAttempt.number,
        connectedAccountId: account.accountId,
        amountInCents: order.totals.grandTotal,
        status: 'pending',
        createdIsoDateTimeUtc: order.placedIsoDateTimeUtc,
        updatedIsoDateTimeUtc: order.placedIsoDateTimeUtc,
      });
    }
    return { created: true, order };
  });

  const { order } = placement;
  const logFields = { requestId: context.requestId, restaurantId, storeId, orderId: order.id };
  if (placement.created) {
    log.info('online_order.placed', {
      ...logFields,
      status: order.status.code,
      paymentType: request.paymentType,
      grandTotal: order.totals.grandTotal,
    });
  } else {
    log.info('online_order.repeat', { ...logFields, status: order.status.code });
  }

  if (order.cart.paymentType !== 'stripe') {
    await sendConfirmationEmailOnce(store, order.id);
    return placeOrderResponse(order);
  }
  const response = placement.created
    ? await startCardPayment(store, order, context.requestId)
    : await continueCardPayment(store, order, request, context.requestId);
  if (response.status !== 'processingPayment') await sendConfirmationEmailOnce(store, order.id);
  return response;
}
