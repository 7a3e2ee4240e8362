import { type PosOrderDocument, type PosSettleRequest, settlePosOrder, ZEmployee } from '@resto/domain';
import { runContendedTransaction } from '../admin';
import { employees } from '../firestore/paths';
import { ConflictError, FieldError, NotFoundError } from '../http/errors';
import { log } from '../log';
import { onlineOrderDoc } from '../onlineOrdering/onlineOrderingPaths';
import { readOrderingStore } from '../onlineOrdering/orderingStore';
import { PosOrderProblemsError } from './posOrderErrors';

export interface SettleAnswer {
  posOrderId: string;
  paymentId: string;
  repeated: boolean;
  isPaid: boolean;
  changeDueInCents: number;
}

/**
 * Pays a pay-later POS order once by the terminal's payment id (any terminal of the store may take
 * the payment): one transaction reads the order and the employee, and the domain's `settlePosOrder`
 * decides. A repeat answers from the stored order; a second, different payment is 409.
 */
export async function settlePosOrderPayment(input: {
  restaurantId: string;
  storeId: string;
  posOrderId: string;
  paymentId: string;
  posTerminalId: string;
  request: PosSettleRequest;
}): Promise<SettleAnswer> {
  const { restaurantId, storeId, posOrderId, paymentId, request } = input;
  const store = await readOrderingStore(restaurantId, storeId);
  const orderRef = onlineOrderDoc(restaurantId, storeId, posOrderId);
  const employeeRef = employees(restaurantId, storeId).doc(request.employeeId);
  const answer = await runContendedTransaction(async (tx) => {
    const [orderSnapshot, employeeSnapshot] = await tx.getAll(orderRef, employeeRef);
    const order = orderSnapshot?.data() as PosOrderDocument | undefined;
    if (!orderSnapshot?.exists || order?.source !== 'pos')
      throw new NotFoundError('Order Not Found: the order could not be found in the system.');
    const employee = ZEmployee.safeParse(employeeSnapshot?.data());
    if (!employee.success || !employee.data.active)
      throw new FieldError('employeeId', 'This employee is not on the staff of this store any more');
    const outcome = settlePosOrder({
      order,
      paymentId,
      request,
      employee: { id: employee.data.id, name: employee.data.name },
      posTerminalId: input.posTerminalId,
      menu: store.menu,
    });
    if (outcome.kind === 'alreadyPaid')
      throw new ConflictError('This order has already been paid on another payment.', 'Order Already Paid');
    if (outcome.kind === 'problems') throw new PosOrderProblemsError(outcome.status, outcome.problems);
    if (outcome.kind === 'settled') tx.set(orderRef, JSON.parse(JSON.stringify(outcome.order)));
    return {
      posOrderId,
      paymentId,
      repeated: outcome.kind === 'repeat',
      isPaid: outcome.order.isPaid,
      changeDueInCents: outcome.order.changeDueInCents ?? 0,
    };
  });
  log.info('pos.order_settled', { restaurantId, storeId, posOrderId, paymentId, repeated: answer.repeated });
  return answer;
}
