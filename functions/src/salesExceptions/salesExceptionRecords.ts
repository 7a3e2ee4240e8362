import {
  contentHash,
  localDateAt,
  type SalesException,
  type SalesExceptionKind,
  type SalesExceptionRequest,
  ZSalesException,
} from '@resto/domain';
import { runContendedTransaction } from '../admin';
import { employees, salesExceptions } from '../firestore/paths';
import { ConflictError, FieldError } from '../http/errors';
import { log } from '../log';
import { readOrderingStore } from '../onlineOrdering/orderingStore';
import { activeEmployee, authorisedApprover, type PosPerson } from '../pos/posPeople';

/** A sales exception document, for the server's own records (refunds, voids, discounts). */
export function salesExceptionRecord(input: {
  id: string;
  restaurantId: string;
  storeId: string;
  kind: SalesExceptionKind;
  employee: PosPerson;
  approver?: PosPerson | undefined;
  amountInCents: number;
  reason: string;
  posOrderId?: string;
  posTerminal: { id: string; name: string };
  isoDateTimeUtc: string;
  timezone: string;
  fingerprint?: string;
}): SalesException {
  return ZSalesException.parse({
    id: input.id,
    restaurantId: input.restaurantId,
    storeId: input.storeId,
    kind: input.kind,
    employeeId: input.employee.id,
    employeeName: input.employee.name,
    ...(input.approver ? { approvedByEmployeeId: input.approver.id, approverName: input.approver.name } : {}),
    amountInCents: input.amountInCents,
    reason: input.reason.slice(0, 200),
    ...(input.posOrderId ? { posOrderId: input.posOrderId } : {}),
    posTerminalId: input.posTerminal.id,
    posTerminalName: input.posTerminal.name,
    isoDateTimeUtc: input.isoDateTimeUtc,
    localDate: localDateAt(new Date(input.isoDateTimeUtc), input.timezone),
    ...(input.fingerprint ? { fingerprint: input.fingerprint } : {}),
  });
}

/**
 * A till's own exception (a cancelled transaction, a no-sale drawer opening), stored once by the
 * till's id: the same request again answers from the stored record; another one under the id is 409.
 */
export async function addTillSalesException(input: {
  restaurantId: string;
  storeId: string;
  exceptionId: string;
  posTerminal: { id: string; name: string };
  request: SalesExceptionRequest;
}): Promise<{ exception: SalesException; repeated: boolean }> {
  const { restaurantId, storeId, exceptionId, request } = input;
  const store = await readOrderingStore(restaurantId, storeId);
  const ref = salesExceptions(restaurantId, storeId).doc(exceptionId);
  const fingerprint = contentHash(request);
  const staff = employees(restaurantId, storeId);
  const answer = await runContendedTransaction(async (tx) => {
    const [existing, employeeSnapshot, approverSnapshot] = await tx.getAll(
      ref,
      staff.doc(request.employeeId),
      staff.doc(request.approvedByEmployeeId ?? request.employeeId),
    );
    if (existing?.exists) {
      const stored = existing.data() as SalesException;
      if (stored.fingerprint === fingerprint) return { exception: stored, repeated: true };
      throw new ConflictError('This id was already used for another sales exception.', 'Order Processing');
    }
    const employee = activeEmployee(employeeSnapshot);
    const approver = request.approvedByEmployeeId ? authorisedApprover(approverSnapshot) : undefined;
    if (request.approvedByEmployeeId && !approver)
      throw new FieldError(
        'approvedByEmployeeId',
        'Only an authorised employee of this store can approve this',
      );
    const exception = salesExceptionRecord({
      id: exceptionId,
      restaurantId,
      storeId,
      kind: request.kind,
      employee,
      approver,
      amountInCents: request.amountInCents,
      reason: request.reason,
      posTerminal: input.posTerminal,
      isoDateTimeUtc: request.isoDateTimeUtc,
      timezone: store.menu.store.timezone,
      fingerprint,
    });
    tx.create(ref, JSON.parse(JSON.stringify(exception)));
    return { exception, repeated: false };
  });
  log.info('pos.sales_exception', {
    restaurantId,
    storeId,
    exceptionId,
    kind: request.kind,
    repeated: answer.repeated,
  });
  return answer;
}
