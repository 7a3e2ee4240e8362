import type { KitchenTicketStatus } from '@resto/domain';
import {
  buildKdsTicket,
  buildPosOrderDocument,
  quotePosOrder,
  type StashActionRequest,
  type StashedOrder,
  type StashedOrderRequest,
  type StashLogEntry,
  type StashLogRequest,
  saveStashedOrder,
  ticketStatusForOrderStatus,
  ZAddOnsSettings,
  ZKdsTicket,
} from '@resto/domain';
import { nowIso, runContendedTransaction } from '../admin';
import { employees, stashedOrders } from '../firestore/paths';
import { ConflictError, NotFoundError } from '../http/errors';
import { readForTicket } from '../kitchen/loadCatalogue';
import { log } from '../log';
import { onlineOrderDoc } from '../onlineOrdering/onlineOrderingPaths';
import { readOrderingStore } from '../onlineOrdering/orderingStore';
import { kdsTicketDoc, storeSettingDoc } from '../orderOperations/paths';
import { PosOrderProblemsError } from './posOrderErrors';
import { activeEmployee } from './posPeople';

interface Scope {
  restaurantId: string;
  storeId: string;
  stashId: string;
  posTerminalId: string;
}

export interface StashAnswer {
  stashId: string;
  status: StashedOrder['status'];
  revision: number;
  posOrderId: string;
  sentToKitchen: boolean;
}

const answerFrom = (stash: StashedOrder): StashAnswer => ({
  stashId: stash.id,
  status: stash.status,
  revision: stash.revision,
  posOrderId: stash.posOrderId,
  sentToKitchen: stash.sentToKitchenIsoDateTimeUtc !== undefined,
});

const STASH_CLOSED = {
  title: 'Order Processing',
  message: 'This parked order was already paid or cancelled on another device.',
};

/** Parks (or saves again) an order so any till of the store can recall it. */
export async function parkOrder(scope: Scope, request: StashedOrderRequest): Promise<StashAnswer> {
  const { restaurantId, storeId, stashId } = scope;
  const store = await readOrderingStore(restaurantId, storeId);
  const quote = quotePosOrder(store.menu, request, new Date(request.parkedIsoDateTimeUtc));
  if (quote.problems.length > 0) throw new PosOrderProblemsError(409, quote.problems, quote.totals);
  if (quote.totals.grandTotal !== request.expectedTotalInCents)
    throw new PosOrderProblemsError(
      409,
      [{ path: 'expectedTotalInCents', message: 'The prices changed since this order was rung up' }],
      quote.totals,
    );
  const ref = stashedOrders(restaurantId, storeId).doc(stashId);
  const answer = await runContendedTransaction(async (tx) => {
    const [existing, employeeSnapshot, orderSnapshot] = await tx.getAll(
      ref,
      employees(restaurantId, storeId).doc(request.employeeId),
      onlineOrderDoc(restaurantId, storeId, request.posOrderId),
    );
    const employee = activeEmployee(employeeSnapshot);
    const stored = existing?.exists ? (existing.data() as StashedOrder) : undefined;
    // The reserved order id is new: an order under it is this stash already paid (a till that parked,
    // recalled and sold it while offline sends the park late), so there is nothing left to park.
    if (!stored && orderSnapshot?.exists) {
      const order = orderSnapshot.data() as { source?: string };
      if (order.source === 'pos')
        return {
          stashId,
          status: 'paid' as const,
          revision: request.revision,
          posOrderId: request.posOrderId,
          sentToKitchen: false,
        };
      throw new ConflictError('This order id is already used by an order.', 'Order Processing');
    }
    const outcome = saveStashedOrder({
      existing: stored,
      stashId,
      restaurantId,
      storeId,
      request,
      employee,
      posTerminalId: scope.posTerminalId,
    });
    if (outcome.kind === 'closed') throw new ConflictError(STASH_CLOSED.message, STASH_CLOSED.title);
    if (outcome.kind === 'saved') tx.set(ref, JSON.parse(JSON.stringify(outcome.stash)));
    return answerFrom(outcome.stash);
  });
  log.info('pos.stash_saved', { restaurantId, storeId, stashId, revision: answer.revision });
  return answer;
}

/**
 * Sends a parked order to the kitchen before it is paid: the ticket gets the id of the order the
 * stash will become, so when it is paid the order trigger finds the ticket and makes no second one.
 * Sending twice changes nothing.
 */
export async function sendStashToKitchen(scope: Scope, request: StashActionRequest): Promise<StashAnswer> {
  const { restaurantId, storeId, stashId } = scope;
  const store = await readOrderingStore(restaurantId, storeId);
  const ref = stashedOrders(restaurantId, storeId).doc(stashId);
  const first = await ref.get();
  if (!first.exists) throw new NotFoundError('Order Not Found: the order could not be found in the system.');
  const draft = first.data() as StashedOrder;
  const quote = quotePosOrder(store.menu, draft.content, new Date(request.isoDateTimeUtc));
  const cart = buildPosOrderDocument({
    request: {
      employeeId: draft.employeeId,
      placedIsoDateTimeUtc: draft.parkedIsoDateTimeUtc,
      ...draft.content,
      payment: { paymentType: 'payLater', splitPayments: [] },
    },
    quote,
    ids: {
      restaurantId,
      storeId,
      posOrderId: draft.posOrderId,
      posTerminalId: scope.posTerminalId,
      posTerminalName: '',
      employeeId: draft.employeeId,
      employeeName: draft.employeeName,
    },
    menu: store.menu,
    now: new Date(request.isoDateTimeUtc),
  }).cart;
  const answer = await runContendedTransaction(async (tx) => {
    const ticketRef = kdsTicketDoc(restaurantId, storeId, draft.posOrderId);
    const [[snapshot, employeeSnapshot, ticket, addOns], catalogue] = await readForTicket(
      tx,
      [
        ref,
        employees(restaurantId, storeId).doc(request.employeeId),
        ticketRef,
        storeSettingDoc(restaurantId, storeId, 'addOns'),
      ],
      { restaurantId, storeId, items: cart.items },
    );
    const stash = snapshot?.data() as StashedOrder;
    const employee = activeEmployee(employeeSnapshot);
    if (stash.status !== 'parked') throw new ConflictError(STASH_CLOSED.message, STASH_CLOSED.title);
    if (stash.sentToKitchenIsoDateTimeUtc) return answerFrom(stash);
    const kitchenOn = ZAddOnsSettings.safeParse(addOns?.exists ? addOns.data() : {});
    if (!ticket?.exists && kitchenOn.success && kitchenOn.data.kitchenDisplay)
      tx.create(
        ticketRef,
        ZKdsTicket.parse(
          buildKdsTicket({
            order: {
              id: stash.posOrderId,
              restaurantId,
              storeId,
              source: 'pos',
              placedIsoDateTimeUtc: stash.parkedIsoDateTimeUtc,
              cart: { ...cart, customerName: stash.label },
            },
            catalogue,
            nowIsoDateTimeUtc: nowIso(),
          }),
        ),
      );
    const sent: StashedOrder = {
      ...stash,
      sentToKitchenIsoDateTimeUtc: request.isoDateTimeUtc,
      log: [...stash.log, logEntry('sentToKitchen', employee, scope, request.isoDateTimeUtc)].slice(-500),
    };
    tx.set(ref, JSON.parse(JSON.stringify(sent)));
    return answerFrom(sent);
  });
  log.info('pos.stash_sent_to_kitchen', { restaurantId, storeId, stashId });
  return answer;
}

/** Cancels a parked order (its kitchen ticket, if it was sent, is marked cancelled). Once is enough. */
export async function cancelStash(scope: Scope, request: StashActionRequest): Promise<StashAnswer> {
  const { restaurantId, storeId, stashId } = scope;
  const ref = stashedOrders(restaurantId, storeId).doc(stashId);
  const answer = await runContendedTransaction(async (tx) => {
    const [snapshot, employeeSnapshot] = await tx.getAll(
      ref,
      employees(restaurantId, storeId).doc(request.employeeId),
    );
    if (!snapshot?.exists)
      throw new NotFoundError('Order Not Found: the order could not be found in the system.');
    const stash = snapshot.data() as StashedOrder;
    const employee = activeEmployee(employeeSnapshot);
    if (stash.status === 'cancelled') return answerFrom(stash);
    if (stash.status !== 'parked') throw new ConflictError(STASH_CLOSED.message, STASH_CLOSED.title);
    const ticketRef = kdsTicketDoc(restaurantId, storeId, stash.posOrderId);
    const ticket = stash.sentToKitchenIsoDateTimeUtc ? await tx.get(ticketRef) : undefined;
    const cancelled: StashedOrder = {
      ...stash,
      status: 'cancelled',
      updatedIsoDateTimeUtc: request.isoDateTimeUtc,
      log: [
        ...stash.log,
        logEntry('cancelled', employee, scope, request.isoDateTimeUtc, request.reason ?? ''),
      ].slice(-500),
    };
    tx.set(ref, JSON.parse(JSON.stringify(cancelled)));
    if (ticket?.exists) {
      const to = ticketStatusForOrderStatus('cancelled', ticket.get('status') as KitchenTicketStatus);
      if (to)
        tx.update(ticketRef, {
          status: to,
          updatedIsoDateTimeUtc: nowIso(),
          cancelledIsoDateTimeUtc: nowIso(),
          cancellationReason: request.reason || 'Parked order cancelled at the till',
        });
    }
    return answerFrom(cancelled);
  });
  log.info('pos.stash_cancelled', { restaurantId, storeId, stashId });
  return answer;
}

/** Adds a till's log entry (a recall) to the stash once, by the entry's id. */
export async function logStash(scope: Scope, request: StashLogRequest): Promise<{ logged: boolean }> {
  const { restaurantId, storeId, stashId } = scope;
  const ref = stashedOrders(restaurantId, storeId).doc(stashId);
  return runContendedTransaction(async (tx) => {
    const [snapshot, employeeSnapshot] = await tx.getAll(
      ref,
      employees(restaurantId, storeId).doc(request.employeeId),
    );
    if (!snapshot?.exists)
      throw new NotFoundError('Order Not Found: the order could not be found in the system.');
    const stash = snapshot.data() as StashedOrder;
    const employee = activeEmployee(employeeSnapshot);
    if (stash.log.some((entry) => entry.entryId === request.entryId)) return { logged: false };
    tx.update(ref, {
      log: [
        ...stash.log,
        { ...logEntry(request.action, employee, scope, request.isoDateTimeUtc), entryId: request.entryId },
      ].slice(-500),
    });
    return { logged: true };
  });
}

function logEntry(
  action: StashLogEntry['action'],
  employee: { id: string; name: string },
  scope: Scope,
  isoDateTimeUtc: string,
  detail = '',
): StashLogEntry {
  return {
    action,
    employeeId: employee.id,
    employeeName: employee.name,
    posTerminalId: scope.posTerminalId,
    isoDateTimeUtc,
    detail: detail.slice(0, 300),
  };
}
