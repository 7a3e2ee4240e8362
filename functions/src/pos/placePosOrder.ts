import {
  buildPosOrderDocument,
  cashTakenInCents,
  MAX_DRAWER_MOVEMENTS,
  type PosOrderDocument,
  type PosOrderRequest,
  posOrderFingerprint,
  posPaymentProblems,
  quotePosOrder,
  reconcileChargedTotal,
  reconcileSoldOut,
  type StashedOrder,
  ZCardTerminalPayment,
  ZDrawerSession,
  ZEmployee,
} from '@resto/domain';
import { runContendedTransaction } from '../admin';
import {
  cardTerminalPayments,
  drawerSessions,
  drawerStatus,
  employees,
  salesExceptions,
  stashedOrders,
} from '../firestore/paths';
import { ConflictError, FieldError } from '../http/errors';
import { log } from '../log';
import { onlineOrderDoc } from '../onlineOrdering/onlineOrderingPaths';
import { readOrderingStore } from '../onlineOrdering/orderingStore';
import { numberNewOrder } from '../orders/displayNumbers';
import { salesExceptionRecord } from '../salesExceptions/salesExceptionRecords';
import { POS_ORDER_ID_CONFLICT, PosOrderProblemsError } from './posOrderErrors';

export interface PlacePosOrderInput {
  restaurantId: string;
  storeId: string;
  posOrderId: string;
  terminal: { id: string; name: string };
  request: PosOrderRequest;
  now?: Date;
}

export interface PlacePosOrderAnswer {
  posOrderId: string;
  /** True when this request had been applied before: the answer comes from the stored order. */
  repeated: boolean;
  status: PosOrderDocument['status']['code'];
  totals: PosOrderDocument['totals'];
  isPaid: boolean;
  changeDueInCents: number;
  /** The store's number for the order ("47"), the same the kitchen and staff screens show. */
  displayNumber?: string;
}

function answerFrom(order: PosOrderDocument, repeated: boolean): PlacePosOrderAnswer {
  return {
    posOrderId: order.id,
    ...(order.displayNumber ? { displayNumber: order.displayNumber } : {}),
    repeated,
    status: order.status.code,
    totals: order.totals,
    isPaid: order.isPaid,
    changeDueInCents: order.changeDueInCents ?? 0,
  };
}

/**
 * Stores a POS order once, keyed by the terminal's order id, in the store's `orders` beside online
 * orders (so the order-write trigger makes its kitchen ticket and staff screens list it). One
 * transaction reads the id: a repeat of the same request answers from the stored order; another
 * request under the same id is a 409 and changes nothing. Prices come from the published menu with
 * the domain's counter quote; a total that differs from what the terminal charged is a 409 with the
 * server's totals, never silently a different amount, unless the menu was published after the sale
 * was rung up: then the charged total is kept and flagged (reconcileChargedTotal).
 */
export async function placePosOrder(input: PlacePosOrderInput): Promise<PlacePosOrderAnswer> {
  const { restaurantId, storeId, posOrderId, request } = input;
  const fingerprint = posOrderFingerprint(request);
  const store = await readOrderingStore(restaurantId, storeId);
  const orderRef = onlineOrderDoc(restaurantId, storeId, posOrderId);
  const employeeRef = employees(restaurantId, storeId).doc(request.employeeId);

  // Price changes are protected actions: each names the authorised employee whose PIN approved it.
  const approverIds = [
    ...new Set(
      request.lines.flatMap((line) => (line.approvedByEmployeeId ? [line.approvedByEmployeeId] : [])),
    ),
  ];
  const approverRefs = approverIds.map((id) => employees(restaurantId, storeId).doc(id));

  // A sale recalled from a parked order closes the stash with it (stashedOrder.ts).
  const stashRef = request.stashId ? stashedOrders(restaurantId, storeId).doc(request.stashId) : undefined;

  // A card sale taken on the till's card terminal: its approved attempt becomes the order's reference.
  const cardPaymentRef =
    request.payment.paymentType === 'card'
      ? cardTerminalPayments(restaurantId, storeId).doc(posOrderId)
      : undefined;

  // A cash sale reads its till's drawer status: a sale rung up in a drawer session that closed before
  // the sale reached the server (offline) is attributed to that session. Read in the transaction, so a
  // close at the same moment either counts the sale or makes this placement see the close.
  const takesCash =
    request.payment.paymentType === 'cash' ||
    (request.payment.paymentType === 'splitBill' &&
      request.payment.splitPayments.some((part) => part.paymentType === 'cash'));
  const drawerStatusRef = takesCash ? drawerStatus(restaurantId, storeId).doc(input.terminal.id) : undefined;

  const answer = await runContendedTransaction(async (tx) => {
    const [existing, employeeSnapshot, ...rest] = await tx.getAll(
      orderRef,
      employeeRef,
      ...approverRefs,
      ...(stashRef ? [stashRef] : []),
      ...(cardPaymentRef ? [cardPaymentRef] : []),
      ...(drawerStatusRef ? [drawerStatusRef] : []),
    );
    const approverSnapshots = rest.slice(0, approverRefs.length);
    const stashSnapshot = stashRef ? rest[approverRefs.length] : undefined;
    const cardPaymentSnapshot = cardPaymentRef ? rest[approverRefs.length + (stashRef ? 1 : 0)] : undefined;
    const drawerStatusSnapshot = drawerStatusRef
      ? rest[approverRefs.length + (stashRef ? 1 : 0) + (cardPaymentRef ? 1 : 0)]
      : undefined;
    const lastClosed = drawerStatusSnapshot?.get('lastClosed') as
      | { sessionId: string; openedIsoDateTimeUtc: string; closedIsoDateTimeUtc: string }
      | undefined;
    const placedAtMs = Date.parse(request.placedIsoDateTimeUtc);
    const lateSessionRef =
      !existing?.exists &&
      lastClosed &&
      placedAtMs >= Date.parse(lastClosed.openedIsoDateTimeUtc) &&
      placedAtMs <= Date.parse(lastClosed.closedIsoDateTimeUtc)
        ? drawerSessions(restaurantId, storeId).doc(lastClosed.sessionId)
        : undefined;
    const lateSession = lateSessionRef
      ? ZDrawerSession.safeParse((await tx.get(lateSessionRef)).data())
      : undefined;
    if (existing?.exists) {
      const stored = existing.data() as PosOrderDocument;
      if (stored.source === 'pos' && stored.requestFingerprint === fingerprint)
        return answerFrom(stored, true);
      throw new ConflictError(POS_ORDER_ID_CONFLICT.message, POS_ORDER_ID_CONFLICT.title);
    }
    const employee = ZEmployee.safeParse(employeeSnapshot?.data());
    if (!employee.success || !employee.data.active)
      throw new FieldError('employeeId', 'This employee is not on the staff of this store any more');

    const approvers = new Map<string, string>();
    approverSnapshots.forEach((snapshot) => {
      const approver = ZEmployee.safeParse(snapshot.data());
      if (approver.success && approver.data.active && approver.data.isAuthorised)
        approvers.set(approver.data.id, approver.data.name);
    });
    request.lines.forEach((line, index) => {
      if (line.approvedByEmployeeId && !approvers.has(line.approvedByEmployeeId))
        throw new FieldError(
          `lines.${index}.approvedByEmployeeId`,
          'Only an authorised employee of this store can approve a price change',
        );
    });
    const now = input.now ?? new Date();
    const placedAt = new Date(request.placedIsoDateTimeUtc);
    const menuQuote = quotePosOrder(store.menu, request, placedAt);
    // An item sold out after a paid sale was rung up (offline): keep the sale as charged, flagged.
    const keptDespiteStock =
      menuQuote.problems.length > 0
        ? reconcileSoldOut({ menu: store.menu, request, quote: menuQuote, placedAt })
        : undefined;
    if (menuQuote.problems.length > 0 && !keptDespiteStock)
      throw new PosOrderProblemsError(
        409,
        menuQuote.problems.map(({ path, message }) => ({ path, message })),
        menuQuote.totals,
      );
    // The menu changed after the sale was rung up: keep what the customer paid, flagged for the manager.
    const kept =
      keptDespiteStock ??
      (menuQuote.totals.grandTotal === request.expectedTotalInCents
        ? undefined
        : reconcileChargedTotal({ menu: store.menu, request, quote: menuQuote, placedAt }));
    if (menuQuote.totals.grandTotal !== request.expectedTotalInCents && !kept)
      throw new PosOrderProblemsError(
        409,
        [{ path: 'expectedTotalInCents', message: 'The prices changed since this order was rung up' }],
        menuQuote.totals,
      );
    const quote = kept?.quote ?? menuQuote;
    const paymentProblems = posPaymentProblems(request.payment, quote.totals.grandTotal, {
      collectionType: request.collectionType,
      customPayments: store.menu.settings.customPayments,
      currency: quote.currency.code,
    });
    if (paymentProblems.length > 0) throw new PosOrderProblemsError(400, paymentProblems);

    const order = buildPosOrderDocument({
      request: kept?.request ?? request,
      ...(kept ? { sentRequest: request, reconciliation: kept.reconciliation } : {}),
      quote,
      ids: {
        restaurantId,
        storeId,
        posOrderId,
        posTerminalId: input.terminal.id,
        posTerminalName: input.terminal.name,
        employeeId: employee.data.id,
        employeeName: employee.data.name,
      },
      menu: store.menu,
      now,
      approvers,
    });
    const cardPayment = cardPaymentSnapshot?.exists
      ? ZCardTerminalPayment.safeParse(cardPaymentSnapshot.data())
      : undefined;
    const approvedAttempt = cardPayment?.success
      ? cardPayment.data.attempts.find((attempt) => attempt.result === 'APPROVED')
      : undefined;
    if (cardPayment?.success && approvedAttempt)
      order.cardTerminalReferences = [
        {
          terminalId: cardPayment.data.cardTerminalId,
          transactionReference: approvedAttempt.posReference,
          amountInCents: approvedAttempt.amountInCents,
          result: 'APPROVED',
        },
      ];
    const stash = stashSnapshot?.exists ? (stashSnapshot.data() as StashedOrder) : undefined;
    // Paid or cancelled on another till meanwhile: a person must look (the till keeps the sale).
    // A stash the server never heard of closes nothing: the sale stands on its own.
    if (stash && (stash.posOrderId !== posOrderId || stash.status !== 'parked'))
      throw new ConflictError(
        'This parked order was already paid or cancelled on another device.',
        'Order Processing',
      );
    // JSON round trip: Firestore refuses `undefined` and the stored shape is plain data.
    tx.create(orderRef, JSON.parse(JSON.stringify(order)));
    const lateCash = cashTakenInCents(order);
    if (lateSessionRef && lateSession?.success && lateSession.data.status === 'closed' && lateCash > 0) {
      const lateOrders = lateSession.data.lateOrders ?? [];
      if (
        !lateOrders.some((entry) => entry.posOrderId === posOrderId) &&
        lateOrders.length < MAX_DRAWER_MOVEMENTS
      )
        tx.update(lateSessionRef, {
          lateOrders: [
            ...lateOrders,
            {
              posOrderId,
              cashInCents: lateCash,
              placedIsoDateTimeUtc: request.placedIsoDateTimeUtc,
              recordedIsoDateTimeUtc: now.toISOString(),
            },
          ],
          updatedIsoDateTimeUtc: now.toISOString(),
        });
    }
    if (stashRef && stash)
      tx.set(
        stashRef,
        JSON.parse(
          JSON.stringify({
            ...stash,
            status: 'paid',
            updatedIsoDateTimeUtc: request.placedIsoDateTimeUtc,
            log: [
              ...stash.log,
              {
                action: 'paid',
                employeeId: employee.data.id,
                employeeName: employee.data.name,
                posTerminalId: input.terminal.id,
                isoDateTimeUtc: request.placedIsoDateTimeUtc,
                detail: order.activity.find((entry) => entry.kind === 'paid')?.detail ?? '',
              },
            ].slice(-500),
          }),
        ),
      );
    // Approved line discounts are sales exceptions, written with the order they belong to.
    request.lines.forEach((line) => {
      const discount = line.adjustments?.discountForItem ?? 0;
      const approver = line.approvedByEmployeeId ? approvers.get(line.approvedByEmployeeId) : undefined;
      if (discount <= 0 || !approver || !line.approvedByEmployeeId) return;
      const name = quote.lines.find((priced) => priced.lineId === line.id)?.summary.name ?? 'a line';
      const exception = salesExceptionRecord({
        id: `discount_${posOrderId}_${line.id}`.slice(0, 128),
        restaurantId,
        storeId,
        kind: 'discount',
        employee: { id: employee.data.id, name: employee.data.name },
        approver: { id: line.approvedByEmployeeId, name: approver },
        amountInCents: discount,
        reason: `Discount on ${name}`,
        posOrderId,
        posTerminal: input.terminal,
        isoDateTimeUtc: request.placedIsoDateTimeUtc,
        timezone: store.menu.store.timezone,
      });
      tx.set(salesExceptions(restaurantId, storeId).doc(exception.id), JSON.parse(JSON.stringify(exception)));
    });
    return answerFrom(order, false);
  });
  // The number the store calls it by, from the same daily sequence as online orders.
  // Briefly: a till syncing its outbox must not wait on the counter (no email waits for it either); the
  // order trigger numbers any order this leaves pending, and the till shows the number once it has it.
  const displayNumber = answer.repeated ? answer.displayNumber : await numberNewOrder(orderRef, 1_000);
  const numbered = displayNumber ? { ...answer, displayNumber } : answer;
  log.info('pos.order_placed', {
    restaurantId,
    storeId,
    posOrderId,
    repeated: answer.repeated,
    grandTotal: answer.totals.grandTotal,
  });
  return numbered;
}
