import {
  type InStoreSettlementRequest,
  ORDER_ACTION_ERRORS,
  ORDER_STATUSES,
  type OrderAction,
  OrderActionError,
  type OrderActionResponse,
  OrderActionRuleError,
  type OrderActor,
  type OrderForAction,
  PAYMENT_STATUS_CODES,
  planOrderAction,
  ZOrderProcessSettings,
} from '@resto/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import { nowIso, runContendedTransaction } from '../admin';
import { CatalogueError, FieldError, HttpError } from '../http/errors';
import { log } from '../log';
import { orderDoc, storeSettingDoc } from './paths';

/** The few order fields an action reads; anything else on the document is left as it is. */
const ZStoredOrderForAction = z.object({
  status: z.object({ code: z.enum(ORDER_STATUSES) }),
  cart: z.object({ grandTotal: z.number(), paymentType: z.string().optional() }),
  payment: z.object({ status: z.enum(PAYMENT_STATUS_CODES) }).optional(),
  collectionIsoDateTimeUtc: z.string().optional(),
  settlement: z.unknown().optional(),
});

const ZStoredCustomPayments = z.object({
  customPayments: z.array(z.object({ id: z.string(), name: z.string() })).default([]),
});

export interface OrderActionCommand {
  restaurantId: string;
  storeId: string;
  orderId: string;
  action: OrderAction;
  etaInMinutes?: number;
  reason?: string;
  paidWith?: InStoreSettlementRequest;
  actor: OrderActor;
  /** Set by the marketplace's own actions once the marketplace agreed (functions/src/marketplace). */
  marketplaceConfirmed?: boolean;
}

/**
 * A marketplace order must be accepted, rejected or cancelled at the marketplace first: the generic
 * route hands such an order to the marketplace's action (api/orderActions.ts) instead of moving it.
 */
export class MarketplaceOrderActionNeeded extends Error {
  constructor(readonly orderId: string) {
    super('marketplace order');
  }
}

/**
 * Reads the order and the store's order-process settings inside one transaction, lets the domain plan
 * the move, and writes it with the history entry. Two devices racing on one order serialise here:
 * the loser's retry re-reads the new status and gets the catalogue error ('Order Already Accepted').
 */
export async function runOrderAction(command: OrderActionCommand): Promise<OrderActionResponse> {
  const { restaurantId, storeId, orderId, action, actor } = command;
  const ref = orderDoc(restaurantId, storeId, orderId);
  try {
    const response = await runContendedTransaction(async (tx) => {
      // The store's custom payments are read only when staff say one was used (its id is checked
      // against this store's list, never taken on trust).
      const [order, settingsDoc, customPaymentsDoc] = await tx.getAll(
        ref,
        storeSettingDoc(restaurantId, storeId, 'orderProcess'),
        ...(command.paidWith?.method === 'custom'
          ? [storeSettingDoc(restaurantId, storeId, 'customPayments')]
          : []),
      );
      let stored: OrderForAction | undefined;
      if (
        order?.exists &&
        order.get('source') === 'uberEats' &&
        !command.marketplaceConfirmed &&
        action !== 'complete'
      )
        throw new MarketplaceOrderActionNeeded(orderId);
      if (order?.exists) {
        const parsed = ZStoredOrderForAction.safeParse(order.data());
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
      const settings = ZOrderProcessSettings.parse(settingsDoc?.exists ? settingsDoc.data() : {});
      const now = nowIso();
      const plan = planOrderAction({
        order: stored,
        action,
        settings,
        actor,
        nowIsoDateTimeUtc: now,
        ...(command.etaInMinutes !== undefined ? { etaInMinutes: command.etaInMinutes } : {}),
        ...(command.reason !== undefined ? { reason: command.reason } : {}),
        ...(command.paidWith !== undefined ? { paidWith: command.paidWith } : {}),
        customPayments: customPaymentsDoc?.exists
          ? ZStoredCustomPayments.parse(customPaymentsDoc.data()).customPayments
          : [],
      });
      tx.update(ref, {
        'status.code': plan.to,
        'status.updatedIsoDateTimeUtc': now,
        // arrayUnion appends without reading the field, so orders written before it gain it safely.
        statusHistory: FieldValue.arrayUnion(plan.historyEntry),
        // Whatever happens next, the order is no longer waiting: the monitor's flag goes.
        alert: FieldValue.delete(),
        ...(plan.eta ? { eta: plan.eta } : {}),
        ...(plan.rejectionReason !== undefined ? { rejectionReason: plan.rejectionReason } : {}),
        ...(plan.cancellationReason !== undefined ? { cancellationReason: plan.cancellationReason } : {}),
        ...(plan.refundDue ? { refundDue: plan.refundDue } : {}),
        ...(plan.settlement ? { settlement: plan.settlement } : {}),
      });
      const result: OrderActionResponse = {
        orderId,
        status: plan.to,
        previousStatus: plan.from,
        statusHistoryEntry: plan.historyEntry,
        ...(plan.eta ? { eta: plan.eta } : {}),
        ...(plan.refundDue ? { refundDue: plan.refundDue } : {}),
        ...(plan.settlement ? { settlement: plan.settlement } : {}),
      };
      return result;
    });
    log.info('orders.action', {
      restaurantId,
      storeId,
      orderId,
      action,
      from: response.previousStatus,
      to: response.status,
      actorKind: actor.kind,
      actorId: actor.id,
      refundDue: response.refundDue?.amountInCents,
      paidWith: command.paidWith?.method,
    });
    return response;
  } catch (error) {
    throw toHttpError(error, command);
  }
}

function toHttpError(error: unknown, command: OrderActionCommand): unknown {
  const { restaurantId, storeId, orderId, action } = command;
  if (error instanceof OrderActionError) {
    log.info('orders.action_refused', { restaurantId, storeId, orderId, action, error: error.title });
    return new CatalogueError(ORDER_ACTION_ERRORS[error.key]);
  }
  if (error instanceof OrderActionRuleError) {
    return error.path
      ? new FieldError(error.path, error.message)
      : new HttpError(400, 'Invalid request', error.message);
  }
  return error;
}
