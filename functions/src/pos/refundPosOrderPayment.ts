import {
  lateDrawerSessionFor,
  MAX_DRAWER_MOVEMENTS,
  type PosOrderDocument,
  type PosRefundRequest,
  posRefundableInCents,
  refundPosOrder,
  ZDrawerSession,
} from '@resto/domain';
import { nowIso, runContendedTransaction } from '../admin';
import { drawerSessions, drawerStatus, employees, salesExceptions } from '../firestore/paths';
import { ConflictError, NotFoundError } from '../http/errors';
import { log } from '../log';
import { onlineOrderDoc } from '../onlineOrdering/onlineOrderingPaths';
import { readOrderingStore } from '../onlineOrdering/orderingStore';
import { salesExceptionRecord } from '../salesExceptions/salesExceptionRecords';
import { PosOrderProblemsError } from './posOrderErrors';
import { activeEmployee, authorisedApprover } from './posPeople';

export interface RefundAnswer {
  posOrderId: string;
  refundId: string;
  repeated: boolean;
  kind: 'full' | 'partial';
  amountInCents: number;
  refundAmountInCents: number;
  refundableInCents: number;
}

/**
 * Gives money back on a POS order once, by the till's refund id: the order, the employee and the
 * approver are read in one transaction, so racing refunds serialise on the order and never give back
 * more than it took in. The refund sales exception is written with it. A cash refund given while the
 * till's drawer was open but stored after that drawer closed (the till was offline) is recorded on
 * that session as a late refund, once; the close itself is never rewritten.
 */
export async function refundPosOrderPayment(input: {
  restaurantId: string;
  storeId: string;
  posOrderId: string;
  refundId: string;
  posTerminal: { id: string; name: string };
  request: PosRefundRequest;
}): Promise<RefundAnswer> {
  const { restaurantId, storeId, posOrderId, refundId, request } = input;
  const store = await readOrderingStore(restaurantId, storeId);
  const orderRef = onlineOrderDoc(restaurantId, storeId, posOrderId);
  const staff = employees(restaurantId, storeId);
  const answer = await runContendedTransaction(async (tx): Promise<RefundAnswer> => {
    const [orderSnapshot, employeeSnapshot, approverSnapshot, drawerStatusSnapshot] = await tx.getAll(
      orderRef,
      staff.doc(request.employeeId),
      staff.doc(request.approvedByEmployeeId),
      drawerStatus(restaurantId, storeId).doc(input.posTerminal.id),
    );
    // Read before any write: the drawer session the refund's cash left from, if it closed since.
    const lateSessionId = lateDrawerSessionFor(
      drawerStatusSnapshot?.get('lastClosed') as
        | { sessionId: string; openedIsoDateTimeUtc: string; closedIsoDateTimeUtc: string }
        | undefined,
      request.refundedIsoDateTimeUtc,
    );
    const lateSessionRef = lateSessionId
      ? drawerSessions(restaurantId, storeId).doc(lateSessionId)
      : undefined;
    const lateSession = lateSessionRef
      ? ZDrawerSession.safeParse((await tx.get(lateSessionRef)).data())
      : undefined;
    const order = orderSnapshot?.data() as PosOrderDocument | undefined;
    if (!orderSnapshot?.exists || order?.source !== 'pos')
      throw new NotFoundError('Order Not Found: the order could not be found in the system.');
    const employee = activeEmployee(employeeSnapshot);
    const approver = authorisedApprover(approverSnapshot);
    const outcome = refundPosOrder({
      order,
      refundId,
      request,
      employee,
      approver,
      posTerminalId: input.posTerminal.id,
    });
    if (outcome.kind === 'conflict') throw new ConflictError(outcome.message, 'Order Processing');
    if (outcome.kind === 'problems') throw new PosOrderProblemsError(outcome.status, outcome.problems);
    if (outcome.kind === 'refunded') {
      tx.set(orderRef, JSON.parse(JSON.stringify(outcome.order)));
      const exception = salesExceptionRecord({
        id: `refund_${posOrderId}_${refundId}`.slice(0, 128),
        restaurantId,
        storeId,
        kind: 'refund',
        employee,
        approver,
        amountInCents: request.amountInCents,
        reason: request.reason,
        posOrderId,
        posTerminal: input.posTerminal,
        isoDateTimeUtc: request.refundedIsoDateTimeUtc,
        timezone: store.menu.store.timezone,
      });
      tx.set(salesExceptions(restaurantId, storeId).doc(exception.id), JSON.parse(JSON.stringify(exception)));
      const lateRefunds = lateSession?.success ? (lateSession.data.lateRefunds ?? []) : [];
      if (
        lateSessionRef &&
        lateSession?.success &&
        lateSession.data.status === 'closed' &&
        outcome.refund.paymentType === 'refundCash' &&
        !lateRefunds.some((entry) => entry.refundId === refundId) &&
        lateRefunds.length < MAX_DRAWER_MOVEMENTS
      ) {
        const now = nowIso();
        tx.update(lateSessionRef, {
          lateRefunds: [
            ...lateRefunds,
            {
              posOrderId,
              refundId,
              cashOutInCents: request.amountInCents,
              refundedIsoDateTimeUtc: request.refundedIsoDateTimeUtc,
              recordedIsoDateTimeUtc: now,
            },
          ],
          updatedIsoDateTimeUtc: now,
        });
      }
    }
    return {
      posOrderId,
      refundId,
      repeated: outcome.kind === 'repeat',
      kind: outcome.refund.kind,
      amountInCents: outcome.refund.amountInCents,
      refundAmountInCents: outcome.order.refundAmountInCents,
      refundableInCents: posRefundableInCents(outcome.order),
    };
  });
  log.info('pos.order_refunded', { restaurantId, storeId, posOrderId, refundId, repeated: answer.repeated });
  return answer;
}
