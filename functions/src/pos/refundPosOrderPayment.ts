import {
  type PosOrderDocument,
  type PosRefundRequest,
  posRefundableInCents,
  refundPosOrder,
} from '@resto/domain';
import { runContendedTransaction } from '../admin';
import { employees, salesExceptions } from '../firestore/paths';
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
 * more than it took in. The refund sales exception is written with it.
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
    const [orderSnapshot, employeeSnapshot, approverSnapshot] = await tx.getAll(
      orderRef,
      staff.doc(request.employeeId),
      staff.doc(request.approvedByEmployeeId),
    );
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
