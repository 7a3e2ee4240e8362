import {
  applyPosOrderEdit,
  type PosEditSettlement,
  type PosOrderDocument,
  type PosOrderEditRequest,
  posKeptDiscounts,
  posRefundableInCents,
  quotePosOrder,
} from '@resto/domain';
import { runContendedTransaction } from '../admin';
import { employees, salesExceptions } from '../firestore/paths';
import { ConflictError, FieldError, NotFoundError } from '../http/errors';
import { log } from '../log';
import { onlineOrderDoc } from '../onlineOrdering/onlineOrderingPaths';
import { readOrderingStore } from '../onlineOrdering/orderingStore';
import { salesExceptionRecord } from '../salesExceptions/salesExceptionRecords';
import { PosOrderProblemsError } from './posOrderErrors';
import { activeEmployee, authorisedApprover } from './posPeople';

export interface EditAnswer {
  posOrderId: string;
  versionId: string;
  version: number;
  repeated: boolean;
  totals: PosOrderDocument['totals'];
  /** What the edit left: nothing, a difference taken, or money to give back (offered as a refund). */
  settlement: PosEditSettlement | { kind: 'repeat' };
  refundableInCents: number;
}

/**
 * Applies one edit of a POS order once, by the till's version id (`applyPosOrderEdit` decides, in a
 * transaction that reads the order, the employee and the approver): a repeat answers from the order,
 * a second edit from an older version is the catalogue's 409 'Order Processing'. Lines taken off an
 * order become void sales exceptions, written with the version.
 */
export async function editPosOrder(input: {
  restaurantId: string;
  storeId: string;
  posOrderId: string;
  versionId: string;
  posTerminal: { id: string; name: string };
  request: PosOrderEditRequest;
}): Promise<EditAnswer> {
  const { restaurantId, storeId, posOrderId, versionId, request } = input;
  const store = await readOrderingStore(restaurantId, storeId);
  const orderRef = onlineOrderDoc(restaurantId, storeId, posOrderId);
  const staff = employees(restaurantId, storeId);
  // Employees named as approvers of line price changes, read with the order (the domain decides
  // which lines' changes are new and so need one).
  const priceApproverIds = [
    ...new Set(
      request.lines.flatMap((line) => (line.approvedByEmployeeId ? [line.approvedByEmployeeId] : [])),
    ),
  ].slice(0, 20);
  const answer = await runContendedTransaction(async (tx): Promise<EditAnswer> => {
    const [orderSnapshot, employeeSnapshot, approverSnapshot, ...priceApproverSnapshots] = await tx.getAll(
      orderRef,
      staff.doc(request.employeeId),
      staff.doc(request.approvedByEmployeeId ?? request.employeeId),
      ...priceApproverIds.map((id) => staff.doc(id)),
    );
    const order = orderSnapshot?.data() as PosOrderDocument | undefined;
    if (!orderSnapshot?.exists || order?.source !== 'pos')
      throw new NotFoundError('Order Not Found: the order could not be found in the system.');
    // A coupon or credits the order was sold with stay as given (posKeptDiscounts).
    const keptDiscounts = posKeptDiscounts(order);
    const quote = quotePosOrder(store.menu, request, new Date(request.editedIsoDateTimeUtc), {
      ...(keptDiscounts ? { keptDiscounts } : {}),
    });
    const employee = activeEmployee(employeeSnapshot);
    const approver = request.approvedByEmployeeId ? authorisedApprover(approverSnapshot) : undefined;
    if (request.approvedByEmployeeId && !approver)
      throw new FieldError(
        'approvedByEmployeeId',
        'Only an authorised employee of this store can approve taking items off an order',
      );
    const priceApprovers = new Map<string, string>();
    priceApproverSnapshots.forEach((snapshot) => {
      const authorised = authorisedApprover(snapshot);
      if (authorised) priceApprovers.set(authorised.id, authorised.name);
    });
    const outcome = applyPosOrderEdit({
      order,
      versionId,
      request,
      quote,
      employee,
      ...(approver ? { approver } : {}),
      priceApprovers,
      posTerminalId: input.posTerminal.id,
      menu: store.menu,
    });
    if (outcome.kind === 'conflict') throw new ConflictError(outcome.message, outcome.title);
    if (outcome.kind === 'problems')
      throw new PosOrderProblemsError(outcome.status, outcome.problems, quote.totals);
    const stored = outcome.order;
    const version = stored.versions.find((entry) => entry.versionId === versionId);
    const refundable = posRefundableInCents(stored);
    if (outcome.kind === 'repeat')
      return {
        posOrderId,
        versionId,
        version: version?.version ?? stored.versions.length,
        repeated: true,
        totals: stored.totals,
        settlement: { kind: 'repeat' },
        refundableInCents: refundable,
      };
    tx.set(orderRef, JSON.parse(JSON.stringify(stored)));
    outcome.voided.forEach((line) => {
      const exception = salesExceptionRecord({
        id: `void_${posOrderId}_${versionId}_${line.lineId}`.slice(0, 128),
        restaurantId,
        storeId,
        kind: 'void',
        employee,
        approver,
        amountInCents: line.amountInCents,
        reason: `Took ${line.name} off order ${stored.displayNumber ?? posOrderId.slice(-4)}`,
        posOrderId,
        posTerminal: input.posTerminal,
        isoDateTimeUtc: request.editedIsoDateTimeUtc,
        timezone: store.menu.store.timezone,
      });
      tx.set(salesExceptions(restaurantId, storeId).doc(exception.id), JSON.parse(JSON.stringify(exception)));
    });
    // Discounts given on the edit are sales exceptions too, as at the first sale.
    outcome.discounts.forEach((discount) => {
      const exception = salesExceptionRecord({
        id: `discount_${posOrderId}_${versionId}_${discount.lineId}`.slice(0, 128),
        restaurantId,
        storeId,
        kind: 'discount',
        employee,
        approver: discount.approver,
        amountInCents: discount.amountInCents,
        reason: `Discount on ${discount.name} (order ${stored.displayNumber ?? posOrderId.slice(-4)})`,
        posOrderId,
        posTerminal: input.posTerminal,
        isoDateTimeUtc: request.editedIsoDateTimeUtc,
        timezone: store.menu.store.timezone,
      });
      tx.set(salesExceptions(restaurantId, storeId).doc(exception.id), JSON.parse(JSON.stringify(exception)));
    });
    return {
      posOrderId,
      versionId,
      version: version?.version ?? stored.versions.length,
      repeated: false,
      totals: stored.totals,
      settlement: outcome.settlement,
      refundableInCents: refundable,
    };
  });
  log.info('pos.order_edited', {
    restaurantId,
    storeId,
    posOrderId,
    versionId,
    repeated: answer.repeated,
    grandTotal: answer.totals.grandTotal,
  });
  return answer;
}
