/**
 * Card payments on a store's paired card terminals. The rule that matters (domain
 * `nextChargeStep`): an attempt whose outcome is not known blocks any new charge of the same sale
 * until the terminal's last transaction answers for it. Every attempt is listed on the sale's one
 * payment document, written in a transaction with the pin pad's busy mark, so a double press, two
 * tills or a resend after a timeout never start a second charge; result messages are applied by the
 * attempt's reference and only to an attempt without a final result, so a message delivered twice
 * (or after the terminal was already asked) has one effect.
 */
import { randomBytes } from 'node:crypto';
import {
  CARD_TERMINAL_ERRORS,
  type CardTerminal,
  type CardTerminalPayment,
  type CardTerminalPaymentAttempt,
  type CardTerminalResult,
  type CardTerminalTransactionType,
  COUNTRIES,
  cardPaymentStateOf,
  cardTerminalResultOf,
  chargeStepOf,
  formatMoney,
  MAX_CARD_ATTEMPTS,
  ORDER_ACTION_ERRORS,
  type PairPinPadRequest,
  type PosOrderDocument,
  posRefundableInCents,
  refundPaymentTypeFor,
  ZCardTerminal,
  ZCardTerminalPayment,
} from '@resto/domain';
import { nowIso, runContendedTransaction } from '../admin';
import {
  cardTerminalAttempts,
  cardTerminalPayments,
  cardTerminals,
  storeDevices,
  storeDoc,
} from '../firestore/paths';
import {
  CatalogueError,
  ConflictError,
  FieldError,
  HttpError,
  NotFoundError,
  UpstreamError,
} from '../http/errors';
import { CardTerminalError, cardTerminalPort, type TerminalTransaction } from '../integrations/cardTerminal';
import { log } from '../log';
import { onlineOrderDoc } from '../onlineOrdering/onlineOrderingPaths';
import { postStoreAlert } from '../teamMessaging/teamChannel';

export interface StoreIds {
  restaurantId: string;
  storeId: string;
}

export const PAYMENT_RUNNING = CARD_TERMINAL_ERRORS.paymentRunning;
export const TERMINAL_BUSY = CARD_TERMINAL_ERRORS.terminalBusy;
export const RESULT_NOT_KNOWN = CARD_TERMINAL_ERRORS.resultNotKnown;

/** A catalogue entry answered 502: the terminal or its relay could not act (nothing the caller typed). */
function terminalError(key: 'terminalOffline' | 'terminalUnreachable'): HttpError {
  return new HttpError(502, CARD_TERMINAL_ERRORS[key].title, CARD_TERMINAL_ERRORS[key].message);
}

/** Terminal errors in the caller's words (the provider's code stays in the log). */
function upstream(error: unknown): never {
  if (error instanceof CardTerminalError) {
    log.warn('card terminal call failed', { kind: error.kind, resultCode: error.resultCode });
    if (error.resultCode === 'api_connect_fail_terminal') throw terminalError('terminalOffline');
    if (error.resultCode === 'not_configured') throw new UpstreamError(error.message);
    if (error.kind === 'unreachable') throw terminalError('terminalUnreachable');
    throw new UpstreamError(`The card terminal service refused the request (${error.resultCode}).`);
  }
  throw error;
}

function currencyOf(store: FirebaseFirestore.DocumentSnapshot): string {
  const code = store.get('address.country.code') as keyof typeof COUNTRIES | undefined;
  return code && COUNTRIES[code] ? COUNTRIES[code].currencyCode : 'AUD';
}

/* ---------------------------------------------------------------- pairing */

/**
 * Pairs the terminal showing `pairingCode` with one of the store's tills. The pin pad's document id
 * is the till's id, so a till has at most one and two admins pairing it race to one winner (the loser's
 * pairing is undone at the provider).
 */
export async function pairPinPad(
  ids: StoreIds,
  pairedBy: string,
  request: PairPinPadRequest,
): Promise<CardTerminal> {
  const till = await storeDevices('posTerminal', ids.restaurantId, ids.storeId)
    .doc(request.posTerminalId)
    .get();
  if (!till.exists || till.get('revoked') === true)
    throw new FieldError('posTerminalId', 'Choose one of this store’s POS terminals');
  const ref = cardTerminals(ids.restaurantId, ids.storeId).doc(request.posTerminalId);
  if ((await ref.get()).exists)
    throw new ConflictError('This till already has a card terminal. Unpair it first.', 'Already Paired');
  let pairing: Awaited<ReturnType<ReturnType<typeof cardTerminalPort>['pair']>>;
  try {
    pairing = await cardTerminalPort().pair({ pairingCode: request.pairingCode, posName: request.name });
  } catch (error) {
    if (error instanceof CardTerminalError && error.kind === 'notFound')
      throw new FieldError(
        'pairingCode',
        'No card terminal shows this pairing code. Check the code on its screen.',
      );
    upstream(error);
  }
  const pinPad: CardTerminal = {
    id: request.posTerminalId,
    provider: 'anzWorldline',
    name: request.name,
    terminalId: pairing.terminalId,
    pairingId: pairing.pairingId,
    model: pairing.model,
    posTerminalId: request.posTerminalId,
    pairedIsoDateTimeUtc: nowIso(),
    pairedBy,
  };
  try {
    await ref.create(pinPad);
  } catch (error) {
    await cardTerminalPort()
      .unpair(pairing.pairingId)
      .catch(() => undefined);
    if ((error as { code?: number }).code === 6)
      throw new ConflictError('This till already has a card terminal. Unpair it first.', 'Already Paired');
    throw error;
  }
  return pinPad;
}

export async function readPinPad(ids: StoreIds, cardTerminalId: string): Promise<CardTerminal> {
  const snapshot = await cardTerminals(ids.restaurantId, ids.storeId).doc(cardTerminalId).get();
  if (!snapshot.exists) throw new NotFoundError('This card terminal is not paired with the store.');
  return ZCardTerminal.parse(snapshot.data());
}

/** Unpairs a pin pad (not while a payment on it waits for its result: that result must land). */
export async function unpairPinPad(ids: StoreIds, cardTerminalId: string): Promise<void> {
  const pinPad = await readPinPad(ids, cardTerminalId);
  if (pinPad.busyPaymentId) {
    const busy = await cardTerminalPayments(ids.restaurantId, ids.storeId).doc(pinPad.busyPaymentId).get();
    const state = busy.exists ? ZCardTerminalPayment.parse(busy.data()).state : undefined;
    if (state === 'waiting' || state === 'unknown')
      throw new ConflictError(
        'A payment on this card terminal is still waiting for its result. Finish or cancel it first.',
        TERMINAL_BUSY.title,
      );
  }
  try {
    await cardTerminalPort().unpair(pinPad.pairingId);
  } catch (error) {
    upstream(error);
  }
  await cardTerminals(ids.restaurantId, ids.storeId).doc(cardTerminalId).delete();
}

/* ---------------------------------------------------------------- results */

function isFinal(result: CardTerminalResult | undefined): boolean {
  return result !== undefined && result !== 'UNKNOWN';
}

/**
 * Applies what the terminal says about one attempt, once: an attempt with a final result keeps it
 * (the result state machine: only NOT STARTED/UNKNOWN move on), and an event id seen before is
 * skipped. Answers the payment as stored afterwards.
 */
async function applyToAttempt(
  ids: StoreIds,
  paymentId: string,
  posReference: string,
  outcome: {
    result: CardTerminalResult;
    resultCode: string;
    transaction?: TerminalTransaction;
    resolvedBy: 'result' | 'lastTransaction' | 'refused';
    eventId?: string;
  },
): Promise<{ payment: CardTerminalPayment; applied: boolean }> {
  const paymentRef = cardTerminalPayments(ids.restaurantId, ids.storeId).doc(paymentId);
  const answer = await runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(paymentRef);
    if (!snapshot.exists) throw new NotFoundError('This card payment was not found.');
    const payment = ZCardTerminalPayment.parse(snapshot.data());
    const pinPadRef = cardTerminals(ids.restaurantId, ids.storeId).doc(payment.cardTerminalId);
    const pinPadSnapshot = await tx.get(pinPadRef);
    const index = payment.attempts.findIndex((attempt) => attempt.posReference === posReference);
    const attempt = payment.attempts[index];
    if (
      !attempt ||
      isFinal(attempt.result) ||
      (outcome.eventId !== undefined && payment.appliedEventIds.includes(outcome.eventId))
    )
      return { payment, applied: false };
    const now = nowIso();
    const transaction = outcome.transaction;
    const updated: CardTerminalPaymentAttempt = {
      ...attempt,
      result: outcome.result,
      resultCode: outcome.resultCode,
      ...(transaction?.authCode ? { authCode: transaction.authCode } : {}),
      ...(transaction?.card
        ? { cardLast4: transaction.card.last4, cardScheme: transaction.card.scheme }
        : {}),
      ...(transaction?.receipt ? { receipt: transaction.receipt } : {}),
      completedIsoDateTimeUtc: now,
      resolvedBy: outcome.resolvedBy,
    };
    const attempts = payment.attempts.map((entry, i) => (i === index ? updated : entry));
    const next: CardTerminalPayment = {
      ...payment,
      attempts,
      state: cardPaymentStateOf(attempts),
      appliedEventIds: outcome.eventId
        ? [...payment.appliedEventIds, outcome.eventId].slice(-100)
        : payment.appliedEventIds,
      updatedIsoDateTimeUtc: now,
    };
    tx.set(paymentRef, JSON.parse(JSON.stringify(next)));
    if (pinPadSnapshot.exists) {
      const pinPad = ZCardTerminal.parse(pinPadSnapshot.data());
      const settled = outcome.result !== 'UNKNOWN';
      tx.set(
        pinPadRef,
        JSON.parse(
          JSON.stringify({
            ...pinPad,
            busyPaymentId: settled && pinPad.busyPaymentId === paymentId ? undefined : pinPad.busyPaymentId,
            lastTransaction: {
              paymentId,
              posReference,
              type: payment.type,
              amountInCents: attempt.amountInCents,
              result: outcome.result,
              isoDateTimeUtc: now,
            },
          }),
        ),
      );
    }
    return { payment: next, applied: true };
  });
  if (answer.applied && (outcome.result === 'SYSTEM ERROR' || outcome.result === 'UNKNOWN'))
    await postStoreAlert(ids, {
      text: `Card terminal problem: ${answer.payment.type} of $${((answer.payment.attempts.at(-1)?.amountInCents ?? 0) / 100).toFixed(2)} for order ${answer.payment.posOrderId} ended ${outcome.result} (${outcome.resultCode}).`,
    });
  return answer;
}

/** A verified result message from the provider: applied to its attempt once. */
export async function applyResultEvent(event: {
  eventId: string;
  transaction: TerminalTransaction;
}): Promise<{ applied: boolean; known: boolean }> {
  const index = await cardTerminalAttempts().doc(event.transaction.posReference).get();
  // A reference we never made (another integration on the same account): acknowledged, ignored.
  if (!index.exists || !event.transaction.resultCode) return { applied: false, known: index.exists };
  const ids = { restaurantId: String(index.get('restaurantId')), storeId: String(index.get('storeId')) };
  const { applied } = await applyToAttempt(
    ids,
    String(index.get('paymentId')),
    event.transaction.posReference,
    {
      result: cardTerminalResultOf(event.transaction.resultCode),
      resultCode: event.transaction.resultCode,
      transaction: event.transaction,
      resolvedBy: 'result',
      eventId: event.eventId,
    },
  );
  return { applied, known: true };
}

async function readPayment(ids: StoreIds, paymentId: string): Promise<CardTerminalPayment> {
  const snapshot = await cardTerminalPayments(ids.restaurantId, ids.storeId).doc(paymentId).get();
  if (!snapshot.exists) throw new NotFoundError('This card payment was not found.');
  return ZCardTerminalPayment.parse(snapshot.data());
}

/**
 * Asks the terminal for its last transaction and settles the payment's open attempt from it: ours
 * and finished → its result; another (older) reference or none → our attempt never reached the
 * terminal (NOT STARTED; the pin pad's busy mark kept any other sale off it meanwhile); ours and
 * still running → nothing yet. The terminal unreachable: 409, nothing is charged again.
 */
export async function resolveFromTerminal(ids: StoreIds, paymentId: string): Promise<CardTerminalPayment> {
  let payment = await readPayment(ids, paymentId);
  const open = payment.attempts.filter((attempt) => !isFinal(attempt.result));
  if (open.length === 0) return payment;
  const pinPad = await readPinPad(ids, payment.cardTerminalId);
  let last: TerminalTransaction | undefined;
  try {
    last = await cardTerminalPort().lastTransaction(pinPad.terminalId);
  } catch (error) {
    log.warn('card terminal: last transaction not available', { paymentId, error: String(error) });
    throw new ConflictError(RESULT_NOT_KNOWN.message, RESULT_NOT_KNOWN.title);
  }
  for (const attempt of open) {
    if (last && last.posReference === attempt.posReference) {
      if (last.state !== 'completed' || !last.resultCode) continue;
      payment = (
        await applyToAttempt(ids, paymentId, attempt.posReference, {
          result: cardTerminalResultOf(last.resultCode),
          resultCode: last.resultCode,
          transaction: last,
          resolvedBy: 'lastTransaction',
        })
      ).payment;
    } else if (!last || attempt.posReference === payment.attempts.at(-1)?.posReference) {
      // The terminal's last transaction is older than this attempt: the attempt never reached it.
      payment = (
        await applyToAttempt(ids, paymentId, attempt.posReference, {
          result: 'NOT STARTED',
          resultCode: 'not_started',
          resolvedBy: 'lastTransaction',
        })
      ).payment;
    }
  }
  return payment;
}

/* ---------------------------------------------------------------- starting */

export interface StartPaymentInput {
  type: CardTerminalTransactionType;
  paymentId: string;
  posOrderId: string;
  refundId?: string;
  amountInCents: number;
  attemptId: string;
  /** Checks run in the transaction that records a new attempt (a refund's refundable amount). */
  guard?: (tx: FirebaseFirestore.Transaction) => Promise<void>;
}

type Begin =
  | { step: 'done'; payment: CardTerminalPayment; repeated: boolean }
  | { step: 'ask' }
  | { step: 'askOther'; paymentId: string }
  | { step: 'start'; payment: CardTerminalPayment; attempt: CardTerminalPaymentAttempt };

/**
 * Starts (at most) one charge for a sale on the till's pin pad. Answers the payment: `approved` when
 * an earlier attempt already charged the card (nothing new is started), else the new attempt waiting
 * for the customer (or refused by the terminal).
 */
export async function startPayment(
  ids: StoreIds,
  till: { id: string },
  cardTerminalId: string,
  input: StartPaymentInput,
): Promise<{ payment: CardTerminalPayment; repeated: boolean }> {
  const pinPadRef = cardTerminals(ids.restaurantId, ids.storeId).doc(cardTerminalId);
  const paymentRef = cardTerminalPayments(ids.restaurantId, ids.storeId).doc(input.paymentId);
  let askedOther = false;
  for (let round = 0; round < 4; round += 1) {
    const begin = await runContendedTransaction<Begin>(async (tx) => {
      const [pinPadSnapshot, paymentSnapshot] = await tx.getAll(pinPadRef, paymentRef);
      if (!pinPadSnapshot?.exists)
        throw new NotFoundError('This card terminal is not paired with the store.');
      const pinPad = ZCardTerminal.parse(pinPadSnapshot.data());
      if (pinPad.posTerminalId !== till.id)
        throw new ConflictError('This card terminal is paired with another till.', 'Another Till');
      const existing = paymentSnapshot?.exists
        ? ZCardTerminalPayment.parse(paymentSnapshot.data())
        : undefined;
      if (existing && (existing.posOrderId !== input.posOrderId || existing.type !== input.type))
        throw new ConflictError('This payment id belongs to another sale.', 'Payment Conflict');
      const attempts = existing?.attempts ?? [];
      // The same press sent again: the same attempt, whatever became of it.
      if (existing && attempts.some((attempt) => attempt.attemptId === input.attemptId))
        return { step: 'done', payment: existing, repeated: true };
      const decision = chargeStepOf(attempts);
      if (decision.step === 'paid' && existing) return { step: 'done', payment: existing, repeated: true };
      if (decision.step === 'askLastTransaction') {
        const last = attempts.at(-1);
        // Still running on the terminal (no result yet): a second press is refused, not queued.
        if (last && last.result === undefined && pinPad.busyPaymentId === input.paymentId)
          throw new ConflictError(PAYMENT_RUNNING.message, PAYMENT_RUNNING.title);
        return { step: 'ask' };
      }
      if (pinPad.busyPaymentId && pinPad.busyPaymentId !== input.paymentId) {
        // Another sale's attempt holds the terminal: once per press, ask the terminal what became of
        // it (a lost result or an unreachable terminal would otherwise block the pin pad for good).
        if (!askedOther) return { step: 'askOther', paymentId: pinPad.busyPaymentId };
        throw new ConflictError(TERMINAL_BUSY.message, TERMINAL_BUSY.title);
      }
      if (attempts.length >= MAX_CARD_ATTEMPTS)
        throw new ConflictError(
          CARD_TERMINAL_ERRORS.tooManyAttempts.message,
          CARD_TERMINAL_ERRORS.tooManyAttempts.title,
        );
      // Read in this transaction, which also writes the pin pad's busy mark: two refunds of one
      // order serialise here and the second sees the first.
      if (input.guard) await input.guard(tx);
      const now = nowIso();
      const attempt: CardTerminalPaymentAttempt = {
        attemptId: input.attemptId,
        // Unique across the platform: result messages name only this reference.
        posReference: `pr_${randomBytes(12).toString('hex')}`,
        amountInCents: input.amountInCents,
        startedIsoDateTimeUtc: now,
      };
      const payment: CardTerminalPayment = {
        id: input.paymentId,
        type: input.type,
        posOrderId: input.posOrderId,
        ...(input.refundId ? { refundId: input.refundId } : {}),
        cardTerminalId,
        posTerminalId: till.id,
        attempts: [...attempts, attempt],
        state: 'waiting',
        appliedEventIds: existing?.appliedEventIds ?? [],
        updatedIsoDateTimeUtc: now,
      };
      tx.set(paymentRef, JSON.parse(JSON.stringify(payment)));
      tx.set(pinPadRef, { busyPaymentId: input.paymentId }, { merge: true });
      tx.create(cardTerminalAttempts().doc(attempt.posReference), {
        restaurantId: ids.restaurantId,
        storeId: ids.storeId,
        paymentId: input.paymentId,
        cardTerminalId,
        createdIsoDateTimeUtc: now,
      });
      return { step: 'start', payment, attempt };
    });
    if (begin.step === 'done') return { payment: begin.payment, repeated: begin.repeated };
    if (begin.step === 'askOther') {
      askedOther = true;
      await resolveFromTerminal(ids, begin.paymentId).catch((error: unknown) => {
        log.warn('card terminal: the busy payment could not be settled', {
          paymentId: begin.paymentId,
          error: String(error),
        });
      });
      continue;
    }
    if (begin.step === 'ask') {
      // An attempt may have charged the card: only the terminal can say. Unreachable → 409, no charge.
      await resolveFromTerminal(ids, input.paymentId);
      continue;
    }
    const pinPad = await readPinPad(ids, cardTerminalId);
    const store = await storeDoc(ids.restaurantId, ids.storeId).get();
    try {
      const started = await cardTerminalPort().startTransaction(pinPad.terminalId, {
        type: input.type,
        amountInCents: begin.attempt.amountInCents,
        currency: currencyOf(store),
        posReference: begin.attempt.posReference,
      });
      if (started.state === 'completed' && started.resultCode)
        return {
          payment: (
            await applyToAttempt(ids, input.paymentId, begin.attempt.posReference, {
              result: cardTerminalResultOf(started.resultCode),
              resultCode: started.resultCode,
              transaction: started,
              resolvedBy: 'result',
            })
          ).payment,
          repeated: false,
        };
      return { payment: begin.payment, repeated: false };
    } catch (error) {
      if (!(error instanceof CardTerminalError)) throw error;
      // Refused (busy, offline): certainly not charged. Unreachable: not known until the terminal is asked.
      const refused = error.kind !== 'unreachable';
      const { payment } = await applyToAttempt(ids, input.paymentId, begin.attempt.posReference, {
        result: refused ? 'NOT STARTED' : 'UNKNOWN',
        resultCode: error.resultCode,
        resolvedBy: refused ? 'refused' : 'lastTransaction',
      });
      if (refused) upstream(error);
      return { payment, repeated: false };
    }
  }
  throw new ConflictError(RESULT_NOT_KNOWN.message, RESULT_NOT_KNOWN.title);
}

/** The till cancels the running attempt; the terminal's answer settles it (asked at once). */
export async function cancelPayment(ids: StoreIds, paymentId: string): Promise<CardTerminalPayment> {
  const payment = await readPayment(ids, paymentId);
  if (!payment.attempts.some((attempt) => !isFinal(attempt.result))) return payment;
  const pinPad = await readPinPad(ids, payment.cardTerminalId);
  try {
    await cardTerminalPort().cancel(pinPad.terminalId);
  } catch (error) {
    // Nothing running any more (it finished meanwhile): the last transaction says how.
    if (!(error instanceof CardTerminalError && error.resultCode === 'no_transaction_running'))
      upstream(error);
  }
  return resolveFromTerminal(ids, paymentId);
}

/**
 * A refund on the terminal gives back at most what the POS order has left to refund, counting the
 * terminal refunds of it that are approved or still running but not yet recorded on the order (the
 * till records each once approved, through its outbox). Run in the attempt's transaction.
 */
export function refundGuard(
  ids: StoreIds,
  request: { posOrderId: string; refundId: string; amountInCents: number },
): (tx: FirebaseFirestore.Transaction) => Promise<void> {
  return async (tx) => {
    const orderSnapshot = await tx.get(onlineOrderDoc(ids.restaurantId, ids.storeId, request.posOrderId));
    const order = orderSnapshot.data() as PosOrderDocument | undefined;
    if (!orderSnapshot.exists || order?.source !== 'pos')
      throw new CatalogueError(ORDER_ACTION_ERRORS.orderNotFound);
    if (refundPaymentTypeFor(order) !== 'refundCard')
      throw new ConflictError(
        CARD_TERMINAL_ERRORS.notCardSale.message,
        CARD_TERMINAL_ERRORS.notCardSale.title,
      );
    const recorded = new Set((order.refunds ?? []).map((refund) => refund.refundId));
    const others = await tx.get(
      cardTerminalPayments(ids.restaurantId, ids.storeId).where('posOrderId', '==', request.posOrderId),
    );
    let pending = 0;
    for (const snapshot of others.docs) {
      const parsed = ZCardTerminalPayment.safeParse(snapshot.data());
      if (!parsed.success) continue;
      const payment = parsed.data;
      if (payment.type !== 'credit' || !payment.refundId || payment.refundId === request.refundId) continue;
      if (recorded.has(payment.refundId)) continue;
      const approved = payment.attempts.find((attempt) => attempt.result === 'APPROVED');
      const open = payment.attempts.find((attempt) => !isFinal(attempt.result));
      pending += approved?.amountInCents ?? open?.amountInCents ?? 0;
    }
    const left = Math.max(0, posRefundableInCents(order) - pending);
    if (request.amountInCents > left)
      throw new ConflictError(
        left === 0
          ? 'Nothing on this order is left to refund.'
          : `At most ${formatMoney(left, order.cart.currency.code)} can be refunded on this order.`,
        CARD_TERMINAL_ERRORS.refundTooLarge.title,
      );
  };
}

/**
 * The last receipt the terminal printed, printed again (its own printer) and answered as text. Naming
 * a payment: only when the terminal's last transaction is one of that payment's attempts (a terminal
 * reprints its last receipt only, so another sale's receipt is never handed to this customer).
 */
export async function reprintReceipt(
  ids: StoreIds,
  cardTerminalId: string,
  paymentId?: string,
): Promise<{ receipt: string; posReference: string }> {
  const pinPad = await readPinPad(ids, cardTerminalId);
  try {
    if (paymentId) {
      const payment = await readPayment(ids, paymentId);
      const last = await cardTerminalPort().lastTransaction(pinPad.terminalId);
      const ours =
        payment.cardTerminalId === cardTerminalId &&
        last !== undefined &&
        payment.attempts.some((attempt) => attempt.posReference === last.posReference);
      if (!ours)
        throw new ConflictError(
          CARD_TERMINAL_ERRORS.notLastReceipt.message,
          CARD_TERMINAL_ERRORS.notLastReceipt.title,
        );
    }
    return await cardTerminalPort().reprintReceipt(pinPad.terminalId);
  } catch (error) {
    if (error instanceof CardTerminalError && error.kind === 'notFound')
      throw new NotFoundError(CARD_TERMINAL_ERRORS.noReceipt.message);
    upstream(error);
  }
}
