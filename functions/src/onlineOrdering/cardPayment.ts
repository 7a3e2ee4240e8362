/**
 * The card part of online order placement. One payment intent per order on the store's connected
 * account, with the platform's application fee. Every provider call has an idempotency key derived
 * from our ids (`onlineOrderPayment_{r}_{s}_{orderId}_{attempt}`) and stored in `idempotencyKeys`
 * before the call, so a repeat after a crash or a timeout sends the same key and can never charge
 * twice. After a decline the customer retries by repeating the placement with another card: that
 * claims the next attempt in a transaction (only one racing retry wins) and confirms the SAME intent
 * with the new card — a payment intent succeeds at most once, so an order is never charged twice.
 *
 * Results are applied with the domain's `nextOnlinePayment`, exactly as the provider's webhooks apply
 * them, so whichever arrives first wins and nothing moves backwards.
 */
import {
  isOnlineOrderPaid,
  nextOnlinePayment,
  type OnlineOrderDocument,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  placedOnlineOrderStatus,
  ZOnlineOrderDocument,
  ZPaymentAccount,
} from '@resto/domain';
import { consumeLimit } from '../abuse/limits';
import { nowIso, runContendedTransaction } from '../admin';
import { HttpError } from '../http/errors';
import { type PaymentIntent, PaymentProviderError } from '../integrations/payments/port';
import { log } from '../log';
import { requireCallersCard } from '../payments/customers/cardOwnership';
import { paymentAccountDoc } from '../payments/paymentsPaths';
import { httpErrorFor } from '../payments/providerErrors';
import { paymentPort } from '../payments/providerPort';
import { idempotencyKeyDoc, onlineOrderDoc } from './onlineOrderingPaths';
import type { OrderingStore } from './orderingStore';
import { placeOrderResponse } from './orderResponse';

export const CARD_PAYMENTS_UNAVAILABLE_MESSAGE = "This store can't take card payments right now";

/** A provider call without an answer for this long is taken as lost, and repeated with its key. */
const PENDING_CALL_TIMEOUT_MS = 30_000;

export function paymentIdempotencyKey(
  store: Pick<OrderingStore, 'restaurantId' | 'storeId'>,
  orderId: string,
  attempt: number,
): string {
  return `onlineOrderPayment_${store.restaurantId}_${store.storeId}_${orderId}_${attempt}`;
}

/** The store's connected account when it can take card payments; 400 in words otherwise. */
export async function requireCardAccount(store: OrderingStore): Promise<{ accountId: string }> {
  const snapshot = await paymentAccountDoc(store.restaurantId, store.storeId).get();
  const account = ZPaymentAccount.safeParse(snapshot.data());
  if (
    !account.success ||
    account.data.status !== 'active' ||
    !account.data.accountId ||
    !account.data.chargesEnabled
  )
    throw new HttpError(400, 'Card payments unavailable', CARD_PAYMENTS_UNAVAILABLE_MESSAGE);
  return { accountId: account.data.accountId };
}

interface KeyRecord {
  key: string;
  attempt: number;
  connectedAccountId: string;
  status: 'pending' | 'done' | 'error';
  paymentIntentId?: string;
  /** The card this attempt charges (platform `pm_...`); kept here, off the staff-readable order. */
  paymentMethodId?: string;
  /** Which call the key is for: creating the intent, or confirming it again with another card. */
  call?: 'create' | 'confirm';
  updatedIsoDateTimeUtc: string;
}

async function readKey(key: string): Promise<KeyRecord | undefined> {
  const snapshot = await idempotencyKeyDoc(key).get();
  return snapshot.exists ? (snapshot.data() as KeyRecord) : undefined;
}

/** First attempt of a freshly placed order (its key was stored with the order). */
export async function startCardPayment(
  store: OrderingStore,
  order: OnlineOrderDocument,
  requestId: string | undefined,
): Promise<PlaceOrderResponse> {
  const attempt = order.cardAttempt?.number ?? 1;
  const key = paymentIdempotencyKey(store, order.id, attempt);
  const record = await readKey(key);
  if (!record) throw new Error(`Idempotency key ${key} was not stored with order ${order.id}`);
  return callProvider(store, order, record, requestId);
}

/**
 * A repeat of the placement request for a card order that already exists: answer from what is
 * known, retry with a new card after a decline, or re-send a provider call that never answered.
 */
export async function continueCardPayment(
  store: OrderingStore,
  order: OnlineOrderDocument,
  request: PlaceOrderRequest,
  requestId: string | undefined,
  caller: { uid: string | undefined; clientIp: string },
): Promise<PlaceOrderResponse> {
  const status = order.payment?.status;
  const attempt = order.cardAttempt?.number ?? 1;
  const newCard = request.card?.paymentMethodId;
  if (status === 'failure') {
    if (order.status.code !== 'processingPayment' || !newCard) return placeOrderResponse(order);
    const previous = await readKey(paymentIdempotencyKey(store, order.id, attempt));
    if (newCard === (previous?.paymentMethodId ?? order.cardAttempt?.paymentMethodId))
      return placeOrderResponse(order);
    const orderPath = onlineOrderDoc(store.restaurantId, store.storeId, order.id).path;
    // Card testers cycle cards through the decline-and-retry path: a few new cards per order only.
    await consumeLimit('cardAttemptsPerOrder', orderPath);
    await consumeLimit('cardAttemptsPerIp', caller.clientIp);
    await requireCallersCard({ uid: caller.uid, orderPath }, newCard);
    const claimed = await claimRetry(store, order, attempt, newCard);
    if (!claimed) return placeOrderResponse(await readOrder(store, order.id));
    return callProvider(store, claimed.order, claimed.record, requestId);
  }
  if (status !== 'processing') return placeOrderResponse(order);

  const record = await readKey(paymentIdempotencyKey(store, order.id, attempt));
  if (!record) return placeOrderResponse(order);
  if (record.status === 'done' && record.paymentIntentId) {
    // Waiting on the customer (3-D Secure) or the provider: look again, and hand back the next step.
    const intent = await providerCall(() =>
      paymentPort().retrievePaymentIntent({
        paymentIntentId: record.paymentIntentId as string,
        connectedAccountId: record.connectedAccountId,
      }),
    );
    return recordResult(store, order.id, record, intent);
  }
  const stale = Date.now() - Date.parse(record.updatedIsoDateTimeUtc) > PENDING_CALL_TIMEOUT_MS;
  if (record.status === 'pending' && !stale) return placeOrderResponse(order);
  return callProvider(store, order, record, requestId);
}

async function readOrder(store: OrderingStore, orderId: string): Promise<OnlineOrderDocument> {
  const snapshot = await onlineOrderDoc(store.restaurantId, store.storeId, orderId).get();
  return ZOnlineOrderDocument.parse(snapshot.data());
}

/** Claims the next attempt after a decline; undefined when another retry claimed it first. */
async function claimRetry(
  store: OrderingStore,
  seen: OnlineOrderDocument,
  seenAttempt: number,
  paymentMethodId: string,
): Promise<{ order: OnlineOrderDocument; record: KeyRecord } | undefined> {
  const orderRef = onlineOrderDoc(store.restaurantId, store.storeId, seen.id);
  const previous = await readKey(paymentIdempotencyKey(store, seen.id, seenAttempt));
  const connectedAccountId = previous?.connectedAccountId ?? (await requireCardAccount(store)).accountId;
  return runContendedTransaction(async (tx) => {
    const order = ZOnlineOrderDocument.parse((await tx.get(orderRef)).data());
    if (order.payment?.status !== 'failure' || (order.cardAttempt?.number ?? 1) !== seenAttempt)
      return undefined;
    const now = nowIso();
    const attempt = seenAttempt + 1;
    const key = paymentIdempotencyKey(store, order.id, attempt);
    const paymentIntentId = order.payment.paymentIntentId;
    const record: KeyRecord = {
      key,
      attempt,
      connectedAccountId,
      status: 'pending',
      call: paymentIntentId ? 'confirm' : 'create',
      ...(paymentIntentId ? { paymentIntentId } : {}),
      paymentMethodId,
      updatedIsoDateTimeUtc: now,
    };
    tx.create(idempotencyKeyDoc(key), {
      ...record,
      kind: 'onlineOrderPayment',
      restaurantId: store.restaurantId,
      storeId: store.storeId,
      orderId: order.id,
      amountInCents: order.totals.grandTotal,
      createdIsoDateTimeUtc: now,
    });
    // A new attempt is not a provider report: the declined one is over, this one starts as processing.
    const cardAttempt = { number: attempt, startedIsoDateTimeUtc: now };
    const payment = { ...order.payment, status: 'processing' as const };
    tx.update(orderRef, { cardAttempt, payment });
    return { order: { ...order, cardAttempt, payment }, record };
  });
}

async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw httpErrorFor(error, 'take the card payment');
    throw error;
  }
}

/**
 * The browser creates the card's payment method on the platform (card entry posts straight to the
 * provider), but the charge is a direct charge on the store's account, which cannot see platform
 * objects: copy the card onto the store's account first. A saved card is attached to a platform
 * customer, which the copy must name. The key is derived from the attempt's key, so a repeated
 * attempt reuses the same copy.
 */
async function cardOnStoreAccount(platformPaymentMethodId: string, record: KeyRecord): Promise<string> {
  const card = await paymentPort().retrievePaymentMethod({ paymentMethodId: platformPaymentMethodId });
  const shared = await paymentPort().sharePaymentMethod({
    // The retrieved id, not the one sent: a provider test id (pm_card_visa) resolves to a new card.
    paymentMethodId: card.id,
    connectedAccountId: record.connectedAccountId,
    idempotencyKey: `${record.key}:share`,
    ...(card.customerId ? { customerId: card.customerId } : {}),
  });
  return shared.id;
}

/** Sends the attempt's call with its stored key and records what the provider said. */
async function callProvider(
  store: OrderingStore,
  order: OnlineOrderDocument,
  record: KeyRecord,
  requestId: string | undefined,
): Promise<PlaceOrderResponse> {
  // Orders placed before the card moved to the key record still carry it on the attempt.
  const platformPaymentMethodId = record.paymentMethodId ?? order.cardAttempt?.paymentMethodId;
  if (!platformPaymentMethodId) throw new Error(`Card order ${order.id} has no card attempt`);
  const metadata = {
    restaurantId: store.restaurantId,
    storeId: store.storeId,
    orderId: order.id,
    attempt: String(record.attempt),
  };
  try {
    const paymentMethodId = await cardOnStoreAccount(platformPaymentMethodId, record);
    const intent =
      record.call === 'confirm' && record.paymentIntentId
        ? await paymentPort().confirmPaymentIntent({
            paymentIntentId: record.paymentIntentId,
            connectedAccountId: record.connectedAccountId,
            idempotencyKey: record.key,
            paymentMethodId,
          })
        : await paymentPort().createPaymentIntent({
            amountInCents: order.totals.grandTotal,
            currency: order.cart.currency.code.toLowerCase(),
            connectedAccountId: record.connectedAccountId,
            applicationFeeInCents: order.payment?.applicationFee ?? 0,
            idempotencyKey: record.key,
            metadata,
            paymentMethodId,
            confirm: true,
            description: `${store.restaurantName} order ${order.id}`,
          });
    return await recordResult(store, order.id, record, intent);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.warn('online_order.payment_call_failed', {
      requestId,
      orderId: order.id,
      attempt: record.attempt,
      kind: error.kind,
      code: error.details.code,
    });
    if (error.kind === 'card') return recordDecline(store, order.id, record, error);
    await idempotencyKeyDoc(record.key).update({ status: 'error', updatedIsoDateTimeUtc: nowIso() });
    throw httpErrorFor(error, 'take the card payment');
  }
}

/** A card error thrown before any intent existed (e.g. an invalid card): a decline of this attempt. */
async function recordDecline(
  store: OrderingStore,
  orderId: string,
  record: KeyRecord,
  error: PaymentProviderError,
): Promise<PlaceOrderResponse> {
  const orderRef = onlineOrderDoc(store.restaurantId, store.storeId, orderId);
  const order = await runContendedTransaction(async (tx) => {
    const current = ZOnlineOrderDocument.parse((await tx.get(orderRef)).data());
    tx.update(idempotencyKeyDoc(record.key), { status: 'done', updatedIsoDateTimeUtc: nowIso() });
    if ((current.cardAttempt?.number ?? 1) !== record.attempt || current.payment?.status !== 'processing')
      return current;
    const payment = { ...current.payment, status: 'failure' as const };
    const cardAttempt = current.cardAttempt && {
      ...current.cardAttempt,
      ...((error.details.declineCode ?? error.details.code)
        ? { declineCode: error.details.declineCode ?? error.details.code }
        : {}),
      customerMessage: error.details.customerMessage,
    };
    tx.update(orderRef, { payment, ...(cardAttempt ? { cardAttempt } : {}) });
    return { ...current, payment, ...(cardAttempt ? { cardAttempt } : {}) };
  });
  return placeOrderResponse(order);
}

/**
 * Applies the provider's answer to the order (forward only), moves a paid order out of
 * `processingPayment` (to `new`, or `accepted` for auto-accepted dine-in) and marks the key done.
 */
async function recordResult(
  store: OrderingStore,
  orderId: string,
  record: KeyRecord,
  intent: PaymentIntent,
): Promise<PlaceOrderResponse> {
  const orderRef = onlineOrderDoc(store.restaurantId, store.storeId, orderId);
  const order = await runContendedTransaction(async (tx) => {
    const current = ZOnlineOrderDocument.parse((await tx.get(orderRef)).data());
    const now = nowIso();
    tx.update(idempotencyKeyDoc(record.key), {
      status: 'done',
      paymentIntentId: intent.id,
      updatedIsoDateTimeUtc: now,
    });
    const progress = nextOnlinePayment(current.payment, {
      status: intent.status,
      paymentIntentId: intent.id,
      ...(intent.latestChargeId ? { chargeId: intent.latestChargeId } : {}),
      applicationFee: intent.applicationFeeInCents,
    });
    const sameAttempt = (current.cardAttempt?.number ?? 1) === record.attempt;
    const paid = isOnlineOrderPaid('stripe', progress.payment.status);
    const status =
      current.status.code === 'processingPayment' && paid
        ? placedOnlineOrderStatus({
            paymentType: 'stripe',
            paymentStatus: progress.payment.status,
            collectionType: current.cart.collection.type,
            orderProcess: store.menu.settings.orderProcess,
          })
        : current.status.code;
    const cardAttempt =
      sameAttempt && current.cardAttempt
        ? intent.status === 'failure' && intent.decline
          ? {
              ...current.cardAttempt,
              declineCode: intent.decline.declineCode ?? intent.decline.code,
              customerMessage: intent.decline.customerMessage,
            }
          : current.cardAttempt
        : current.cardAttempt;
    const next: OnlineOrderDocument = {
      ...current,
      payment: progress.payment,
      ...(cardAttempt ? { cardAttempt } : {}),
      status: status === current.status.code ? current.status : { code: status, updatedIsoDateTimeUtc: now },
      orderTransactionFees: {
        ...current.orderTransactionFees,
        applicationFee: progress.payment.applicationFee,
      },
    };
    tx.update(orderRef, {
      payment: progress.payment,
      ...(cardAttempt ? { cardAttempt } : {}),
      status: next.status,
      'orderTransactionFees.applicationFee': progress.payment.applicationFee,
    });
    return next;
  });
  log.info('online_order.payment_result', {
    orderId,
    attempt: record.attempt,
    paymentIntentId: intent.id,
    paymentStatus: intent.status,
    orderStatus: order.status.code,
    declineReason: intent.decline?.reason,
  });
  if (isOnlineOrderPaid('stripe', order.payment?.status) && order.payment?.chargeId)
    await recordProcessorFee(store, orderId, record.connectedAccountId, order.payment.chargeId);
  const requiresAction =
    intent.status === 'processing' && intent.requiresAction && intent.clientSecret
      ? {
          requiresAction: {
            clientSecret: intent.clientSecret,
            nextActionType: 'authenticate',
            ...(intent.requiresAction.redirectUrl ? { redirectUrl: intent.requiresAction.redirectUrl } : {}),
          },
        }
      : {};
  return placeOrderResponse(order, requiresAction);
}

/** The processor's fee for the fee report; best effort (a webhook or a later look can fill it in). */
export async function recordProcessorFee(
  store: OrderingStore,
  orderId: string,
  connectedAccountId: string,
  chargeId: string,
) {
  try {
    const fees = await paymentPort().retrieveChargeFees({ chargeId, connectedAccountId });
    await onlineOrderDoc(store.restaurantId, store.storeId, orderId).update({
      'orderTransactionFees.processorFee': fees.processorFeeInCents,
    });
  } catch (error) {
    log.warn('online_order.processor_fee_unavailable', { orderId, chargeId, error: String(error) });
  }
}
