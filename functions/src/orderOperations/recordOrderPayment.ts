import {
  IN_STORE_SETTLEMENT_METHODS,
  ORDER_ACTION_ERRORS,
  ORDER_STATUSES,
  OrderActionError,
  OrderActionRuleError,
  type OrderActor,
  type OrderForPaymentRecord,
  planRecordOrderPayment,
  type RecordOrderPaymentRequest,
  type RecordOrderPaymentResponse,
} from '@resto/domain';
import { z } from 'zod';
import { nowIso, runContendedTransaction } from '../admin';
import { CatalogueError, FieldError, HttpError } from '../http/errors';
import { log } from '../log';
import { orderDoc, storeSettingDoc } from './paths';

const ZStoredOrderForPayment = z.object({
  status: z.object({ code: z.enum(ORDER_STATUSES) }),
  cart: z.object({ grandTotal: z.number(), paymentType: z.string().optional() }),
  settlement: z
    .object({ method: z.enum(IN_STORE_SETTLEMENT_METHODS) })
    .passthrough()
    .nullish(),
});

const ZStoredCustomPayments = z.object({
  customPayments: z.array(z.object({ id: z.string(), name: z.string() })).default([]),
});

/**
 * Records how a pay-at-store order was paid, leaving its status as it is (stores with hasCompleteStatus
 * off never complete orders). The order is read and written in one transaction, so two devices
 * recording at once give one settlement: the loser's retry reads it and gets 'Order Processing'.
 */
export async function runRecordOrderPayment(command: {
  restaurantId: string;
  storeId: string;
  orderId: string;
  paidWith: RecordOrderPaymentRequest['paidWith'];
  actor: OrderActor;
}): Promise<RecordOrderPaymentResponse> {
  const { restaurantId, storeId, orderId, paidWith, actor } = command;
  const ref = orderDoc(restaurantId, storeId, orderId);
  try {
    const response = await runContendedTransaction(async (tx) => {
      const [order, customPaymentsDoc] = await tx.getAll(
        ref,
        ...(paidWith.method === 'custom' ? [storeSettingDoc(restaurantId, storeId, 'customPayments')] : []),
      );
      let stored: OrderForPaymentRecord | undefined;
      if (order?.exists) {
        const parsed = ZStoredOrderForPayment.safeParse(order.data());
        if (!parsed.success) {
          log.error('orders.unreadable_order', {
            restaurantId,
            storeId,
            orderId,
            issues: parsed.error.issues,
          });
          throw new OrderActionError('default');
        }
        stored = parsed.data;
      }
      const now = nowIso();
      const settlement = planRecordOrderPayment({
        order: stored,
        paidWith,
        customPayments: customPaymentsDoc?.exists
          ? ZStoredCustomPayments.parse(customPaymentsDoc.data()).customPayments
          : [],
        actor,
        nowIsoDateTimeUtc: now,
      });
      tx.update(ref, { settlement, 'status.updatedIsoDateTimeUtc': now });
      return { orderId, status: (stored as OrderForPaymentRecord).status.code, settlement };
    });
    log.info('orders.payment_recorded', {
      restaurantId,
      storeId,
      orderId,
      method: paidWith.method,
      actorKind: actor.kind,
      actorId: actor.id,
    });
    return response;
  } catch (error) {
    if (error instanceof OrderActionError) {
      log.info('orders.record_payment_refused', { restaurantId, storeId, orderId, error: error.title });
      throw new CatalogueError(ORDER_ACTION_ERRORS[error.key]);
    }
    if (error instanceof OrderActionRuleError) {
      throw error.path
        ? new FieldError(error.path, error.message)
        : new HttpError(400, 'Invalid request', error.message);
    }
    throw error;
  }
}
