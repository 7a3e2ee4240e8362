/**
 * Each store's daily order numbers (domain orders/displayNumber.ts): 1, 2, 3… per business day, in
 * the order the orders were placed, with no counter on the checkout's path.
 *
 * A new order is created with `displayNumberPending: true`, and the checkout answers at once. The
 * order trigger then numbers every pending order of the store in one transaction (the day's counter
 * in `restaurants/{r}/stores/{s}/displayNumberDays/{YYYY-MM-DD}`, server-only, plus the pending
 * orders, oldest first) and sends the confirmation emails that waited for the numbers. In a rush one
 * trigger numbers the orders the others were about to: they find their order numbered and stop, so
 * the counter is written once per batch, not once per order, and nobody waits for it at checkout.
 * Whatever is still pending after that (a trigger that gave up) the minute monitor numbers
 * (`numberStalePendingOrders`).
 */
import type { DocumentReference } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../admin';
import { runHotTransaction } from '../firestore/hotTransaction';
import { storeDoc } from '../firestore/paths';
import { TooManyRequestsError } from '../http/errors';
import { log } from '../log';

/** How many pending orders one transaction numbers. */
const BATCH = 100;
/** How long a trigger keeps trying before leaving the numbers to the monitor (its timeout is 60 s). */
const TRIGGER_BUDGET_MS = 40_000;

export function displayNumberDayDoc(restaurantId: string, storeId: string, day: string): DocumentReference {
  return storeDoc(restaurantId, storeId).collection('displayNumberDays').doc(day);
}

function pendingOrders(restaurantId: string, storeId: string) {
  return storeDoc(restaurantId, storeId)
    .collection('orders')
    .where('displayNumberPending', '==', true)
    .orderBy('placedIsoDateTimeUtc', 'asc')
    .limit(BATCH);
}

function dayOf(order: FirebaseFirestore.DocumentSnapshot): string {
  const day = order.get('timeDimension.isoDate');
  return typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day)
    ? day
    : String(order.get('placedIsoDateTimeUtc') ?? '').slice(0, 10) || 'undated';
}

export interface NumberGiven {
  displayNumber: string;
  placedIsoDateTimeUtc: string;
  /** Its placing request stopped waiting and left the confirmation email to whoever numbers it. */
  emailWhenNumbered: boolean;
}

/**
 * Set on an order whose placing request gave up waiting for its number (handOverConfirmation): the
 * one who numbers it sends the confirmation. A flag written in a transaction on the order, not a guess
 * from the clock, so no order falls between "the request sends it" and "the trigger sends it".
 */
const EMAIL_WHEN_NUMBERED = 'confirmationEmailWhenNumbered';

/**
 * Numbers the store's pending orders (a batch, oldest first) and answers the numbers given, by order
 * id. The pending orders are found by a plain query first and the transaction reads only the day's
 * counter and those orders by reference: a query inside a transaction would lock the whole range of
 * pending orders and hold up every checkout creating one. Several requests may run this at once: the
 * transaction makes one of them number each order, and one that finds them numbered writes nothing.
 */
export async function numberPendingOrders(
  restaurantId: string,
  storeId: string,
  budgetMs = TRIGGER_BUDGET_MS,
): Promise<Map<string, NumberGiven>> {
  const found = await pendingOrders(restaurantId, storeId).get();
  if (found.empty) return new Map();
  const refs = found.docs.map((order) => order.ref);
  const given = await runHotTransaction(async (tx) => {
    const given = new Map<string, NumberGiven>();
    const orders = (await tx.getAll(...refs)).filter((order) => order.get('displayNumberPending') === true);
    if (orders.length === 0) return given;
    const days = [...new Set(orders.map(dayOf))];
    const counters = await tx.getAll(...days.map((day) => displayNumberDayDoc(restaurantId, storeId, day)));
    const next = new Map(
      days.map((day, index) => {
        const stored = Number(counters[index]?.get('next'));
        return [day, Number.isInteger(stored) && stored >= 1 ? stored : 1] as const;
      }),
    );
    for (const order of orders) {
      const day = dayOf(order);
      const number = next.get(day) ?? 1;
      next.set(day, number + 1);
      given.set(order.id, {
        displayNumber: String(number),
        placedIsoDateTimeUtc: String(order.get('placedIsoDateTimeUtc') ?? ''),
        emailWhenNumbered: order.get(EMAIL_WHEN_NUMBERED) === true,
      });
      tx.update(order.ref, {
        displayNumber: String(number),
        displayNumberPending: FieldValue.delete(),
        [EMAIL_WHEN_NUMBERED]: FieldValue.delete(),
      });
    }
    for (const day of days)
      tx.set(displayNumberDayDoc(restaurantId, storeId, day), { day, next: next.get(day) ?? 1 });
    return given;
  }, budgetMs);
  // Whoever numbers (the placing request, the trigger, the monitor) also numbers the kitchen tickets
  // made meanwhile: a ticket's own transaction reads the order, so a ticket committed before this
  // numbering is found here, and one after it has read the number.
  await numberKitchenTickets(restaurantId, storeId, given);
  return given;
}

/**
 * The order trigger's part, for a newly placed order: nothing to do when a neighbour's batch has
 * numbered it already; else number the store's pending orders and send the confirmation emails that
 * waited for them (orders still waiting for their card payment are emailed once paid).
 */
export async function numberPlacedOrder(
  restaurantId: string,
  storeId: string,
  orderId: string,
): Promise<void> {
  // Usually the placing request has numbered it already (numberNewOrder): then nothing to do.
  const own = await storeDoc(restaurantId, storeId).collection('orders').doc(orderId).get();
  if (own.get('displayNumberPending') !== true) return;
  const given = await numberPendingOrders(restaurantId, storeId, TRIGGER_BUDGET_MS);
  // The placing request emails its order once it has the number (numberNewOrder); orders whose
  // request stopped waiting were handed over (handOverConfirmation) and are emailed here.
  const handedOver = [...given.entries()].filter(([, numbered]) => numbered.emailWhenNumbered);
  await sendWaitingConfirmations(
    restaurantId,
    storeId,
    handedOver.map(([orderId]) => orderId),
  );
}

const numberingRuns = new Map<string, Promise<Map<string, NumberGiven>>>();

/**
 * `numberPendingOrders`, shared by the requests of this instance that want it for the same store at
 * the same time. A production instance serves a burst of placements together (concurrency 80): one
 * transaction then numbers the whole batch while the others wait for its answer, instead of ten
 * transactions on the same day counter holding each other's locks. A request whose order was created
 * after the shared run had looked finds it missing from the answer and joins (or starts) the next one.
 */
export function numberPendingOrdersShared(
  restaurantId: string,
  storeId: string,
  budgetMs: number,
): Promise<Map<string, NumberGiven>> {
  const key = `${restaurantId}/${storeId}`;
  const running = numberingRuns.get(key);
  if (running) return running;
  const run = numberPendingOrders(restaurantId, storeId, budgetMs).finally(() => {
    if (numberingRuns.get(key) === run) numberingRuns.delete(key);
  });
  numberingRuns.set(key, run);
  return run;
}

/** How long a placing request spends on its order's number before leaving it to the order trigger. */
export const REQUEST_WAIT_MS = 4_000;

/**
 * The placing request's part: its order's number, given by a neighbour's batch or by its own. Between
 * attempts it looks whether a neighbour numbered it meanwhile, so in a rush most requests only read.
 * Undefined when it did not finish in time: the order trigger (or the monitor) gives the number and
 * sends the confirmation email then.
 */
export async function numberNewOrder(
  order: DocumentReference,
  waitMs = REQUEST_WAIT_MS,
): Promise<string | undefined> {
  const [, restaurantId = '', , storeId = ''] = order.path.split('/');
  const deadline = Date.now() + waitMs;
  for (;;) {
    const own = (await order.get()).get('displayNumber');
    if (typeof own === 'string' && own !== '') return own;
    const left = deadline - Date.now();
    if (left <= 0) return undefined;
    try {
      // A shared run may have been started with a longer budget (by the trigger): the request stops
      // waiting for it at its own deadline and leaves the number to the trigger.
      const given = await withinMs(
        numberPendingOrdersShared(restaurantId, storeId, Math.min(left, 1_500)),
        left,
      );
      if (!given) return undefined;
      const mine = given.get(order.id);
      if (mine) return mine.displayNumber;
    } catch (error) {
      if (!(error instanceof TooManyRequestsError)) throw error;
    }
  }
}

/**
 * The placing request's way out when its order's number did not come in time: in one transaction on
 * the order, either the number has come meanwhile (answered, and the request emails the customer) or
 * the order is marked so that whoever numbers it sends the confirmation (numberPlacedOrder, or the
 * minute monitor).
 */
export async function handOverConfirmation(order: DocumentReference): Promise<string | undefined> {
  try {
    return await runHotTransaction(async (tx) => {
      const snapshot = await tx.get(order);
      const number = snapshot.get('displayNumber');
      if (typeof number === 'string' && number !== '') return number;
      if (snapshot.exists) tx.update(order, { [EMAIL_WHEN_NUMBERED]: true });
      return undefined;
    }, HANDOVER_BUDGET_MS);
  } catch (error) {
    // The order is placed whatever happens here: the checkout answers it, and an order still pending
    // later is numbered and emailed by the minute monitor. Only a lost race with the trigger's
    // numbering in this very moment would leave its email unsent, which the log shows.
    log.warn('orders.confirmation_handover_failed', { orderPath: order.path, error: String(error) });
    return undefined;
  }
}

/** How long the checkout spends handing its email over before answering anyway. */
const HANDOVER_BUDGET_MS = 3_000;

/** The promise's value, or undefined once `ms` have passed without it (it keeps running). */
function withinMs<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Waits, reading only, for an order's number to be given by whoever numbers it (its placing request,
 * the order trigger, the monitor): for readers such as the new-order push, which must not add
 * transactions on the day's counter in a rush. Undefined when none came within `waitMs`.
 */
export function displayNumberOnceGiven(
  order: DocumentReference,
  waitMs: number,
): Promise<string | undefined> {
  return new Promise((resolve) => {
    let stop = () => {};
    const finish = (number: string | undefined) => {
      clearTimeout(timer);
      stop();
      resolve(number);
    };
    const timer = setTimeout(() => finish(undefined), waitMs);
    stop = order.onSnapshot(
      (snapshot) => {
        const number = snapshot.get('displayNumber');
        if (typeof number === 'string' && number !== '') finish(number);
      },
      () => finish(undefined),
    );
  });
}

/**
 * An order accepted at once (dine-in at a store that auto-accepts) has its kitchen ticket before its
 * number: the ticket takes the number too, so cook and customer call the same one.
 */
async function numberKitchenTickets(
  restaurantId: string,
  storeId: string,
  given: ReadonlyMap<string, NumberGiven>,
): Promise<void> {
  if (given.size === 0) return;
  // A linked virtual store's tickets are in its physical store's kitchen (connectedStores).
  const { kitchenStoreOf } = await import('../connectedStores/kitchenStore');
  const kitchen = await kitchenStoreOf(restaurantId, storeId);
  const tickets = storeDoc(restaurantId, kitchen.storeId).collection('kdsTickets');
  const found = await db().getAll(...[...given.keys()].map((orderId) => tickets.doc(orderId)));
  await Promise.all(
    found
      .filter((ticket) => ticket.exists)
      .map((ticket) => ticket.ref.update({ displayNumber: given.get(ticket.id)?.displayNumber })),
  );
}

async function sendWaitingConfirmations(
  restaurantId: string,
  storeId: string,
  orderIds: string[],
): Promise<void> {
  if (orderIds.length === 0) return;
  const [{ readOrderingStore }, { sendConfirmationEmailOnce }] = await Promise.all([
    import('../onlineOrdering/orderingStore'),
    import('../onlineOrdering/orderEmails'),
  ]);
  const store = await readOrderingStore(restaurantId, storeId);
  for (const orderId of orderIds) await sendConfirmationEmailOnce(store, orderId);
}

/** Orders still waiting for a number this long after placement are numbered by the monitor. */
const STALE_AFTER_MS = 30_000;

/**
 * The minute monitor's part: numbers orders whose placing request gave up (bounded: at most BATCH
 * such orders a run), then sends the confirmation emails that waited for the numbers.
 */
export async function numberStalePendingOrders(nowMs: number): Promise<number> {
  const stale = await db()
    .collectionGroup('orders')
    .where('displayNumberPending', '==', true)
    .where('placedIsoDateTimeUtc', '<', new Date(nowMs - STALE_AFTER_MS).toISOString())
    .orderBy('placedIsoDateTimeUtc', 'asc')
    .limit(BATCH)
    .get();
  const stores = new Map<string, { restaurantId: string; storeId: string }>();
  for (const order of stale.docs) {
    const [, restaurantId = '', , storeId = ''] = order.ref.path.split('/');
    stores.set(`${restaurantId}/${storeId}`, { restaurantId, storeId });
  }
  let numbered = 0;
  for (const { restaurantId, storeId } of stores.values()) {
    const given = await numberPendingOrders(restaurantId, storeId);
    numbered += given.size;
    await sendWaitingConfirmations(restaurantId, storeId, [...given.keys()]);
  }
  if (numbered > 0) log.warn('orders.display_numbers_caught_up', { numbered, stores: stores.size });
  return numbered;
}
