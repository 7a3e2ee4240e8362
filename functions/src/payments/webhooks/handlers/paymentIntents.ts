/**
 * `payment_intent.*`: the order's card payment follows the provider. The order is found from the
 * intent's metadata (restaurantId, storeId, orderId, set when the intent was created); the payment
 * only ever moves forward (domain nextOnlinePayment), and an order waiting for its payment is placed
 * once the payment counts as paid: `new`, or `accepted` for a dine-in order when the store
 * auto-accepts them (domain placedOnlineOrderStatus, the same rule order placement applies when the
 * card is paid during the request). The confirmation email follows from an order trigger.
 */
import {
  type CollectionType,
  nextOnlinePayment,
  type OnlinePayment,
  type OrderStatus,
  orderStatusAfterPayment,
  placedOnlineOrderStatus,
  readStoreSetting,
} from '@resto/domain';
import { applyCampaignPaymentIntent } from '../../../marketing/smsCampaignWebhook';
import { storeSettingDoc } from '../../../settings/settingsPaths';
import { storeOrderDoc } from '../../paymentsPaths';
import type { WebhookEventHandler, WebhookHandlerMap } from '../handlerTypes';

const applyPaymentIntent: WebhookEventHandler = async (event, tx, ctx) => {
  if (event.data.kind !== 'paymentIntent') return ctx.setOutcome('ignored: not a payment intent');
  const intent = event.data.paymentIntent;
  // An owner paying the platform for an SMS campaign, not a customer's order.
  if (intent.metadata.kind === 'smsCampaign') return applyCampaignPaymentIntent(intent, tx, ctx);
  const { restaurantId, storeId, orderId } = intent.metadata;
  if (!restaurantId || !storeId || !orderId) return ctx.setOutcome('ignored: no order metadata');
  const ref = storeOrderDoc(restaurantId, storeId, orderId);
  const snapshot = await tx.get(ref);
  if (!snapshot.exists) return ctx.setOutcome('ignored: unknown order');
  const current = snapshot.get('payment') as OnlinePayment | undefined;
  const progress = nextOnlinePayment(current, {
    status: intent.status,
    paymentIntentId: intent.id,
    ...(intent.latestChargeId ? { chargeId: intent.latestChargeId } : {}),
    ...(intent.applicationFeeInCents > 0 ? { applicationFee: intent.applicationFeeInCents } : {}),
  });
  if (!progress.changed) return ctx.setOutcome(`ignored: ${progress.ignoredBecause ?? 'no change'}`);

  const orderStatus = snapshot.get('status.code') as OrderStatus;
  let nextStatus = orderStatusAfterPayment(orderStatus, progress.payment);
  if (nextStatus !== orderStatus) {
    const orderProcess = await tx.get(storeSettingDoc(restaurantId, storeId, 'orderProcess'));
    nextStatus = placedOnlineOrderStatus({
      paymentType: 'stripe',
      paymentStatus: progress.payment.status,
      collectionType: snapshot.get('cart.collection.type') as CollectionType,
      orderProcess: readStoreSetting('orderProcess', orderProcess.data()),
    });
  }
  const update: Record<string, unknown> = {
    payment: progress.payment,
    'orderTransactionFees.applicationFee': progress.payment.applicationFee,
  };
  if (nextStatus !== orderStatus) {
    update['status.code'] = nextStatus;
    update['status.updatedIsoDateTimeUtc'] = ctx.nowIsoDateTimeUtc;
  }
  tx.update(ref, update);
  ctx.setOutcome(
    `payment ${current?.status ?? 'none'} → ${progress.payment.status}${nextStatus !== orderStatus ? `; order ${orderStatus} → ${nextStatus}` : ''}`,
  );
};

export const paymentIntentHandlers: WebhookHandlerMap = {
  'payment_intent.processing': applyPaymentIntent,
  'payment_intent.amount_capturable_updated': applyPaymentIntent,
  'payment_intent.succeeded': applyPaymentIntent,
  'payment_intent.payment_failed': applyPaymentIntent,
  'payment_intent.canceled': applyPaymentIntent,
};
