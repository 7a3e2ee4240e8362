import {
  businessDateAt,
  type CloseDrawerRequest,
  COUNTRIES,
  closeDrawerSession,
  DRAWER_CURRENCIES,
  type DrawerCurrency,
  type DrawerMovementRequest,
  type DrawerSession,
  drawerCashOfOrders,
  MAX_DRAWER_MOVEMENTS,
  type OpenDrawerRequest,
  type PosOrderDocument,
  ZDrawerSession,
} from '@resto/domain';
import { nowIso, runContendedTransaction } from '../admin';
import { drawerSessions, drawerStatus, employees, storeDoc } from '../firestore/paths';
import { ConflictError, FieldError, NotFoundError } from '../http/errors';
import { activeEmployee, authorisedApprover } from '../pos/posPeople';

export interface DrawerIds {
  restaurantId: string;
  storeId: string;
  sessionId: string;
}

function currencyOf(store: FirebaseFirestore.DocumentSnapshot): DrawerCurrency {
  const code = store.get('address.country.code') as keyof typeof COUNTRIES | undefined;
  const currency = code && COUNTRIES[code] ? COUNTRIES[code].currencyCode : 'AUD';
  return (DRAWER_CURRENCIES as readonly string[]).includes(currency) ? (currency as DrawerCurrency) : 'AUD';
}

/**
 * Opens a till's drawer with its float, once by the till's session id. The till's status document
 * is read and written with it, so a till has one open session and two opens race to one winner.
 */
export async function openDrawer(
  ids: DrawerIds,
  terminal: { id: string; name: string },
  request: OpenDrawerRequest,
): Promise<{ session: DrawerSession; repeated: boolean }> {
  const { restaurantId, storeId, sessionId } = ids;
  const ref = drawerSessions(restaurantId, storeId).doc(sessionId);
  const statusRef = drawerStatus(restaurantId, storeId).doc(terminal.id);
  return runContendedTransaction(async (tx) => {
    const [existing, status, employee, store] = await tx.getAll(
      ref,
      statusRef,
      employees(restaurantId, storeId).doc(request.employeeId),
      storeDoc(restaurantId, storeId),
    );
    if (existing?.exists) {
      const session = ZDrawerSession.parse(existing.data());
      if (
        session.posTerminalId !== terminal.id ||
        session.openedIsoDateTimeUtc !== request.occurredIsoDateTimeUtc
      )
        throw new ConflictError('This drawer session id was already used.');
      return { session, repeated: true };
    }
    const person = activeEmployee(employee);
    if (typeof status?.get('openSessionId') === 'string')
      throw new ConflictError(
        'This till’s drawer is already open. Close it before opening a new one.',
        'Drawer already open',
      );
    const now = nowIso();
    const session: DrawerSession = {
      id: sessionId,
      posTerminalId: terminal.id,
      posTerminalName: terminal.name,
      currency: currencyOf(store as FirebaseFirestore.DocumentSnapshot),
      businessDate: businessDateAt(
        new Date(request.occurredIsoDateTimeUtc),
        String(store?.get('timezone') ?? 'Australia/Sydney'),
      ),
      openedIsoDateTimeUtc: request.occurredIsoDateTimeUtc,
      openedByEmployeeId: person.id,
      openedByEmployeeName: person.name,
      floatInCents: request.floatInCents,
      blindCount: request.blindCount,
      movements: [],
      status: 'open',
      updatedIsoDateTimeUtc: now,
    };
    tx.create(ref, session);
    tx.set(statusRef, { posTerminalId: terminal.id, openSessionId: sessionId, updatedIsoDateTimeUtc: now });
    return { session, repeated: false };
  });
}

async function readSession(tx: FirebaseFirestore.Transaction, ids: DrawerIds, terminalId: string) {
  const snapshot = await tx.get(drawerSessions(ids.restaurantId, ids.storeId).doc(ids.sessionId));
  const parsed = ZDrawerSession.safeParse(snapshot.data());
  if (!snapshot.exists || !parsed.success || parsed.data.posTerminalId !== terminalId)
    throw new NotFoundError('There is no such drawer session on this till.');
  return parsed.data;
}

/** Cash in, cash out or a no-sale open, once by the till's movement id. */
export async function recordMovement(
  ids: DrawerIds & { movementId: string },
  terminal: { id: string },
  request: DrawerMovementRequest,
): Promise<{ session: DrawerSession; repeated: boolean }> {
  const { restaurantId, storeId } = ids;
  return runContendedTransaction(async (tx) => {
    const session = await readSession(tx, ids, terminal.id);
    const [employee, approver] = await tx.getAll(
      employees(restaurantId, storeId).doc(request.employeeId),
      employees(restaurantId, storeId).doc(request.approvedByEmployeeId ?? request.employeeId),
    );
    if (session.movements.some((entry) => entry.id === ids.movementId)) return { session, repeated: true };
    if (session.status === 'closed') throw new ConflictError('This drawer is closed.', 'Drawer closed');
    if (session.movements.length >= MAX_DRAWER_MOVEMENTS)
      throw new ConflictError('This drawer session has too many movements. Close it and open a new one.');
    const person = activeEmployee(employee);
    const approvedBy = request.kind === 'noSale' ? authorisedApprover(approver) : undefined;
    if (request.kind === 'noSale' && !approvedBy)
      throw new FieldError(
        'approvedByEmployeeId',
        "Opening the drawer without a sale needs an authorised employee's PIN.",
      );
    const next: DrawerSession = {
      ...session,
      movements: [
        ...session.movements,
        {
          id: ids.movementId,
          kind: request.kind,
          amountInCents: request.kind === 'noSale' ? 0 : request.amountInCents,
          reason: request.reason,
          employeeId: person.id,
          employeeName: person.name,
          ...(approvedBy ? { approvedByEmployeeId: approvedBy.id } : {}),
          occurredIsoDateTimeUtc: request.occurredIsoDateTimeUtc,
        },
      ],
      updatedIsoDateTimeUtc: nowIso(),
    };
    tx.set(drawerSessions(restaurantId, storeId).doc(ids.sessionId), next);
    return { session: next, repeated: false };
  });
}

/** Orders placed up to a day before the session opened are read, for refunds given in it. */
const REFUND_LOOKBACK_MS = 24 * 3_600_000;

/**
 * Closes the drawer with its count. The orders of the store since the session opened are read in
 * the transaction, so an order synced at the same moment is either counted or makes the close re-run.
 * A repeat of the same close answers the stored result.
 */
export async function closeDrawer(
  ids: DrawerIds,
  terminal: { id: string },
  request: CloseDrawerRequest,
): Promise<{ session: DrawerSession; repeated: boolean }> {
  const { restaurantId, storeId } = ids;
  return runContendedTransaction(async (tx) => {
    const session = await readSession(tx, ids, terminal.id);
    if (session.close) {
      if (
        session.close.closedIsoDateTimeUtc === request.occurredIsoDateTimeUtc &&
        session.close.employeeId === request.employeeId
      )
        return { session, repeated: true };
      throw new ConflictError('This drawer is already closed.', 'Drawer closed');
    }
    const since = new Date(Date.parse(session.openedIsoDateTimeUtc) - REFUND_LOOKBACK_MS).toISOString();
    const [employee, statusSnapshot, orders] = await Promise.all([
      tx.get(employees(restaurantId, storeId).doc(request.employeeId)),
      tx.get(drawerStatus(restaurantId, storeId).doc(terminal.id)),
      tx.get(storeDoc(restaurantId, storeId).collection('orders').where('placedIsoDateTimeUtc', '>=', since)),
    ]);
    const person = activeEmployee(employee);
    const posOrders = orders.docs
      .map((doc) => doc.data() as PosOrderDocument)
      .filter((order) => order.source === 'pos');
    const cash = drawerCashOfOrders(posOrders, session, request.occurredIsoDateTimeUtc);
    const outcome = closeDrawerSession(session, request, person, cash, nowIso());
    if (!outcome.ok) {
      if (outcome.problem === 'alreadyClosed') throw new ConflictError(outcome.message, 'Drawer closed');
      throw new FieldError(outcome.problem === 'commentNeeded' ? 'comment' : 'count', outcome.message);
    }
    tx.set(drawerSessions(restaurantId, storeId).doc(ids.sessionId), outcome.session);
    if (statusSnapshot.get('openSessionId') === ids.sessionId)
      tx.set(drawerStatus(restaurantId, storeId).doc(terminal.id), {
        posTerminalId: terminal.id,
        openSessionId: null,
        // A cash sale of this session that reaches the server later is attributed to it (placePosOrder).
        lastClosed: {
          sessionId: ids.sessionId,
          openedIsoDateTimeUtc: session.openedIsoDateTimeUtc,
          closedIsoDateTimeUtc: request.occurredIsoDateTimeUtc,
        },
        updatedIsoDateTimeUtc: outcome.session.updatedIsoDateTimeUtc,
      });
    return { session: outcome.session, repeated: false };
  });
}
