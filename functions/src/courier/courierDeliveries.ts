/**
 * Delivery by the courier service (Uber Direct) for stores whose delivery provider is
 * `courierService` (domain/src/delivery/courier.ts):
 *
 * - **Quote.** The checkout asks `quote/create` with the typed address; it is geocoded like a
 *   placement's (locateDelivery) and quoted by the courier from the store to there. The quote is kept
 *   server-only in `courierQuotes/{quoteId}` with the place it was made for, so placement prices with
 *   the fee the customer saw, refuses it once it has run out (409: the checkout asks again and shows
 *   the new fee) and never lets one address's quote price another.
 * - **Booking.** When the order is accepted the order trigger books the courier (and staff can book
 *   again from the order page). A transaction claims the attempt on the order first
 *   (`courierDelivery.bookingState: booking`, attempt n, idempotency key `{orderId}-courier-{n}`), so
 *   a redelivered trigger or a repeated press books once, and the courier's own idempotency key
 *   makes a repeated call after a crash answer the same delivery. A refusal is kept on the order with
 *   the catalogue's 'Uber Delivery Request Failed' and what to do, for staff.
 * - **Notifications.** `delivery-status` and `courier-update` are signed (HMAC of the raw body); each
 *   event id is recorded in `courierWebhookEvents/{eventId}` in the same transaction as its effect,
 *   and the domain's `applyCourierNotification` only moves a delivery forward, so a replayed or late
 *   notification changes nothing.
 */
import {
  applyCourierNotification,
  type CourierNotification,
  type CourierPricing,
  type CourierQuoteResponse,
  courierDropoffKey,
  courierExternalId,
  courierFailureAdvice,
  courierIdempotencyKey,
  type DeliveryAddress,
  deliveryProviderOf,
  isCourierQuoteUsable,
  type LocalDeliveryStatus,
  localDeliveryStatusMachine,
  ORDER_ACTION_ERRORS,
  type OrderCourierDelivery,
  type OrderCourierQuote,
  orderProblem,
  type PlaceOrderRequest,
  parseCourierExternalId,
  type StoredCourierQuote,
  THIRD_PARTY_DELIVERY_STATUSES,
  type ThirdPartyDeliveryStatus,
  ZOrderCourierDelivery,
  ZOrderCourierQuote,
  ZOrderLocalDelivery,
} from '@resto/domain';
import { z } from 'zod';
import { db, nowIso, runContendedTransaction } from '../admin';
import { HOT_TRANSACTION_BUDGET_MS, runHotTransaction } from '../firestore/hotTransaction';
import { HttpError, NotFoundError } from '../http/errors';
import {
  type CourierAddress,
  type CourierDelivery,
  CourierError,
  courierPort,
} from '../integrations/courier';
import { log } from '../log';
import { locateDelivery } from '../onlineOrdering/locateDelivery';
import { type OrderingStore, readOrderingStore } from '../onlineOrdering/orderingStore';
import { OrderProblemsError } from '../onlineOrdering/orderProblemsError';
import { orderDoc } from '../orderOperations/paths';

export function courierQuoteDoc(quoteId: string) {
  return db().collection('courierQuotes').doc(quoteId);
}
export function courierWebhookEventDoc(eventId: string) {
  return db().collection('courierWebhookEvents').doc(eventId);
}

/** The courier's catalogue error with its reason and what to do, answered 502 to staff. */
export class CourierRequestFailedError extends HttpError {
  constructor(
    readonly code: string,
    readonly whatToDo: string,
    reason: string,
  ) {
    super(
      ORDER_ACTION_ERRORS.uberDeliveryRequestFailed.httpStatus,
      ORDER_ACTION_ERRORS.uberDeliveryRequestFailed.title,
      `${ORDER_ACTION_ERRORS.uberDeliveryRequestFailed.message} ${reason} ${whatToDo}`,
    );
  }
}

/** Phone numbers as the courier wants them (`^\+[0-9]+$`): a local Australian number gains +61. */
export function courierPhone(value: string | undefined, countryCode = 'AU'): string {
  const digits = (value ?? '').replace(/[^0-9+]/g, '');
  if (/^\+[0-9]{6,}$/.test(digits)) return digits;
  if (countryCode === 'AU' && /^0[0-9]{8,9}$/.test(digits)) return `+61${digits.slice(1)}`;
  if (countryCode === 'NZ' && /^0[0-9]{7,9}$/.test(digits)) return `+64${digits.slice(1)}`;
  return '+61000000000';
}

function courierAddressOf(address: {
  formattedAddress: string;
  suburb: string;
  state: string;
  postcode: string;
  country: { code: string };
  geoPoint: { latitude: string; longitude: string };
}): CourierAddress {
  return {
    streetLines: [address.formattedAddress.split(',')[0]?.trim() || address.formattedAddress],
    city: address.suburb,
    state: address.state,
    postcode: address.postcode,
    countryCode: address.country.code,
    lat: Number(address.geoPoint.latitude),
    lng: Number(address.geoPoint.longitude),
  };
}

function failureFrom(error: unknown): { code: string; reason: string; whatToDo: string } {
  const code = error instanceof CourierError ? error.code : 'unreachable';
  const advice = courierFailureAdvice(code, error instanceof CourierError ? error.message : undefined);
  return { code, ...advice };
}

// ------------------------------------------------------------------------------------------ quotes

/** `quote/create`: the courier's price to the typed address (geocoded here), kept for placement. */
export async function createCourierQuote(
  store: OrderingStore,
  deliveryAddress: DeliveryAddress,
): Promise<CourierQuoteResponse> {
  if (deliveryProviderOf(store.menu.settings.delivery) !== 'courierService') {
    throw new HttpError(400, 'No courier', `${store.menu.store.name} delivers with its own drivers.`);
  }
  const located = await locateDelivery(store, { collectionType: 'delivery' as const, deliveryAddress });
  const dropoff = located.deliveryAddress as DeliveryAddress;
  let quote: Awaited<ReturnType<ReturnType<typeof courierPort>['quote']>>;
  try {
    quote = await courierPort().quote({
      pickup: courierAddressOf(store.menu.store.address),
      dropoff: courierAddressOf(dropoff),
      pickupPhoneNumber: courierPhone(store.menu.store.phoneNumber, store.menu.store.address.country.code),
      externalStoreId: `${store.restaurantId}/${store.storeId}`,
    });
  } catch (error) {
    const failure = failureFrom(error);
    log.info('courier.quote_refused', {
      restaurantId: store.restaurantId,
      storeId: store.storeId,
      code: failure.code,
    });
    if (failure.code === 'address_undeliverable' || failure.code === 'unknown_location') {
      throw new OrderProblemsError([
        orderProblem(
          'outsideDeliveryArea',
          'deliveryAddress',
          "Sorry, couriers don't deliver to this address",
        ),
      ]);
    }
    throw new HttpError(
      503,
      'Delivery price unavailable',
      'We could not get a delivery price just now. Please try again in a moment.',
    );
  }
  const stored: StoredCourierQuote = {
    quoteId: quote.quoteId,
    fee: quote.fee,
    expiresIsoDateTimeUtc: quote.expiresIsoDateTimeUtc,
    restaurantId: store.restaurantId,
    storeId: store.storeId,
    dropoffKey: courierDropoffKey(dropoff.geoPoint),
    createdIsoDateTimeUtc: nowIso(),
  };
  await courierQuoteDoc(quote.quoteId).set(stored);
  return {
    quoteId: quote.quoteId,
    fee: quote.fee,
    expiresIsoDateTimeUtc: quote.expiresIsoDateTimeUtc,
    ...(quote.dropoffEtaIsoDateTimeUtc ? { dropoffEtaIsoDateTimeUtc: quote.dropoffEtaIsoDateTimeUtc } : {}),
  };
}

/**
 * How placement prices a courier store's delivery (after the address is located): the named quote
 * when it is this store's, for this place and still usable; `expired` (409, the checkout re-quotes)
 * when it has run out; `missing` without one. Undefined for stores that do not use the courier.
 */
export async function courierPricingForPlacement(
  store: OrderingStore,
  request: PlaceOrderRequest,
  now: Date,
): Promise<{ pricing: CourierPricing | undefined; quote?: OrderCourierQuote }> {
  if (request.collectionType !== 'delivery') return { pricing: undefined };
  if (deliveryProviderOf(store.menu.settings.delivery) !== 'courierService') return { pricing: undefined };
  if (!request.courierQuoteId || !request.deliveryAddress) return { pricing: { missing: true } };
  const snapshot = await courierQuoteDoc(request.courierQuoteId).get();
  const stored = snapshot.data() as StoredCourierQuote | undefined;
  if (
    !stored ||
    stored.restaurantId !== store.restaurantId ||
    stored.storeId !== store.storeId ||
    stored.dropoffKey !== courierDropoffKey(request.deliveryAddress.geoPoint)
  ) {
    return { pricing: { missing: true } };
  }
  const quote = ZOrderCourierQuote.parse(stored);
  if (!isCourierQuoteUsable(quote, now)) return { pricing: { expired: true } };
  return { pricing: { fee: quote.fee }, quote };
}

// ----------------------------------------------------------------------------------------- booking

const ZOrderForBooking = z
  .object({
    status: z.object({ code: z.string() }),
    deliveryProvider: z.string().optional(),
    cart: z
      .object({
        collection: z.object({ type: z.string() }),
        items: z
          .array(
            z
              .object({
                summary: z
                  .object({ name: z.string(), price: z.number(), quantity: z.number() })
                  .passthrough(),
              })
              .passthrough(),
          )
          .default([]),
        grandTotal: z.number(),
        deliveryAddress: z.unknown().optional(),
      })
      .passthrough(),
    customer: z.object({ name: z.string(), mobile: z.string() }).passthrough(),
    displayNumber: z.string().optional(),
    courierQuote: ZOrderCourierQuote.optional(),
    courierDelivery: ZOrderCourierDelivery.optional(),
  })
  .passthrough();

export interface BookingOutcome {
  courierDelivery: OrderCourierDelivery;
  /** False when an attempt was already under way or done and this call changed nothing. */
  booked: boolean;
}

/**
 * Books the courier for an accepted courier order. `again` (staff pressing "Book courier again")
 * starts a new attempt after a failed or cancelled one; without it an order already booking or booked
 * is left alone. Returns the delivery as stored; a refusal is stored and thrown as the catalogue error.
 */
export async function bookCourier(input: {
  restaurantId: string;
  storeId: string;
  orderId: string;
  again?: boolean;
  store?: OrderingStore;
}): Promise<BookingOutcome> {
  const { restaurantId, storeId, orderId } = input;
  const ref = orderDoc(restaurantId, storeId, orderId);
  const claim = await runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new NotFoundError('We could not find this order.');
    const order = ZOrderForBooking.parse(snapshot.data());
    if (order.deliveryProvider !== 'courierService' || order.cart.collection.type !== 'delivery') {
      throw new HttpError(400, 'No courier', 'This order is not delivered by the courier service.');
    }
    if (!['accepted', 'completed'].includes(order.status.code)) {
      throw new HttpError(409, 'Not accepted', 'Accept the order before booking a courier.');
    }
    const current = order.courierDelivery;
    // Booked, or another attempt under way, or failed and nobody asked again: nothing to do. Asked
    // again while an attempt is stuck in `booking` (a crash mid-call), the same attempt is repeated:
    // its idempotency key makes the courier answer the delivery it already made.
    if (current?.bookingState === 'booked') return { run: false as const, order, current };
    if (current && !input.again) return { run: false as const, order, current };
    const attempt = !current ? 1 : current.bookingState === 'booking' ? current.attempt : current.attempt + 1;
    const now = nowIso();
    const next: OrderCourierDelivery = {
      bookingState: 'booking',
      attempt,
      idempotencyKey: courierIdempotencyKey(orderId, attempt),
      updatedIsoDateTimeUtc: now,
    };
    tx.update(ref, { courierDelivery: next });
    return { run: true as const, order, current: next };
  });
  if (!claim.run) return { courierDelivery: claim.current as OrderCourierDelivery, booked: false };

  const { order } = claim;
  const store = input.store ?? (await readOrderingStore(restaurantId, storeId));
  const address = z
    .object({
      formattedAddress: z.string(),
      suburb: z.string().default(''),
      state: z.string().default(''),
      postcode: z.string().default(''),
      country: z.object({ code: z.string() }),
      geoPoint: z.object({ latitude: z.string(), longitude: z.string() }),
      dropoffNotes: z.string().default(''),
    })
    .parse(order.cart.deliveryAddress);
  const storeInfo = store.menu.store;
  let delivery: CourierDelivery;
  try {
    delivery = await courierPort().createDelivery({
      // The checkout's quote while it lasts; after it, the courier's price at booking (the store's cost).
      ...(order.courierQuote &&
      isCourierQuoteUsable(order.courierQuote, new Date()) &&
      claim.current.attempt === 1
        ? { quoteId: order.courierQuote.quoteId }
        : {}),
      idempotencyKey: claim.current.idempotencyKey,
      externalId: courierExternalId(restaurantId, storeId, orderId),
      externalStoreId: `${restaurantId}/${storeId}`,
      pickup: {
        ...courierAddressOf(storeInfo.address),
        name: storeInfo.name,
        phoneNumber: courierPhone(storeInfo.phoneNumber, storeInfo.address.country.code),
      },
      dropoff: {
        ...courierAddressOf(address),
        name: order.customer.name,
        phoneNumber: courierPhone(order.customer.mobile, address.country.code),
        notes: address.dropoffNotes,
      },
      items: order.cart.items.slice(0, 100).map((item) => ({
        name: item.summary.name,
        quantity: Math.max(1, item.summary.quantity),
        priceInCents: Math.max(0, Math.round(item.summary.price)),
      })),
      manifestTotalValue: order.cart.grandTotal,
      manifestReference: order.displayNumber ? `Order ${order.displayNumber}` : orderId,
    });
  } catch (error) {
    const failure = failureFrom(error);
    log.warn('courier.booking_failed', { restaurantId, storeId, orderId, code: failure.code });
    const failed: OrderCourierDelivery = {
      ...claim.current,
      bookingState: 'failed',
      failure: {
        code: failure.code,
        title: ORDER_ACTION_ERRORS.uberDeliveryRequestFailed.title,
        message: `${ORDER_ACTION_ERRORS.uberDeliveryRequestFailed.message} ${failure.reason}`,
        whatToDo: failure.whatToDo,
      },
      updatedIsoDateTimeUtc: nowIso(),
    };
    await writeIfStillAttempt(ref, claim.current.attempt, () => failed);
    throw new CourierRequestFailedError(failure.code, failure.whatToDo, failure.reason);
  }
  const stored = await writeIfStillAttempt(ref, claim.current.attempt, (current) => {
    const base: OrderCourierDelivery = {
      ...current,
      bookingState: current.bookingState === 'cancelled' ? 'cancelled' : 'booked',
      deliveryId: delivery.deliveryId,
      fee: delivery.fee,
      ...(delivery.trackingUrl ? { trackingUrl: delivery.trackingUrl } : {}),
      ...(delivery.pickup ? { pickup: delivery.pickup } : {}),
      ...(delivery.dropoff ? { dropoff: delivery.dropoff } : {}),
      ...(delivery.pickupEtaIsoDateTimeUtc
        ? { pickupEtaIsoDateTimeUtc: delivery.pickupEtaIsoDateTimeUtc }
        : {}),
      ...(delivery.dropoffEtaIsoDateTimeUtc
        ? { dropoffEtaIsoDateTimeUtc: delivery.dropoffEtaIsoDateTimeUtc }
        : {}),
      updatedIsoDateTimeUtc: nowIso(),
    };
    delete base.failure;
    // A notification may have come before this answer: it is as new as the answer, so the answer's
    // status applies only when none has.
    const status = asProviderStatus(delivery.status);
    if (current.providerStatus || !status) return base;
    const at = nowIso();
    return (
      applyCourierNotification(
        base,
        {
          kind: 'event.delivery_status',
          eventId: 'booking',
          deliveryId: delivery.deliveryId,
          createdIsoDateTimeUtc: at,
          status,
          courierImminent: delivery.courierImminent,
        },
        at,
      ) ?? base
    );
  });
  log.info('courier.booked', {
    restaurantId,
    storeId,
    orderId,
    deliveryId: delivery.deliveryId,
    attempt: claim.current.attempt,
  });
  return { courierDelivery: stored ?? claim.current, booked: true };
}

function asProviderStatus(value: string): ThirdPartyDeliveryStatus | undefined {
  return (THIRD_PARTY_DELIVERY_STATUSES as readonly string[]).includes(value)
    ? (value as ThirdPartyDeliveryStatus)
    : undefined;
}

/**
 * Writes the attempt's outcome unless a newer attempt has started meanwhile. The courier has already
 * answered, so a busy order document (ABORTED: lock timeout) is tried again rather than leaving the
 * order "booking" with a delivery the courier made.
 */
async function writeIfStillAttempt(
  ref: FirebaseFirestore.DocumentReference,
  attempt: number,
  next: (current: OrderCourierDelivery) => OrderCourierDelivery,
): Promise<OrderCourierDelivery | undefined> {
  for (let round = 1; ; round++) {
    try {
      return await writeAttemptOnce(ref, attempt, next);
    } catch (error) {
      const aborted = (error as { code?: unknown })?.code === 10 || /ABORTED/.test(String(error));
      if (!aborted || round >= 4) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * round));
    }
  }
}

function writeAttemptOnce(
  ref: FirebaseFirestore.DocumentReference,
  attempt: number,
  next: (current: OrderCourierDelivery) => OrderCourierDelivery,
): Promise<OrderCourierDelivery | undefined> {
  return runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const parsed = ZOrderCourierDelivery.safeParse(snapshot.get('courierDelivery'));
    if (!parsed.success || parsed.data.attempt !== attempt) return undefined;
    const value = next(parsed.data);
    tx.update(ref, { courierDelivery: value });
    return value;
  });
}

// ----------------------------------------------------------------------------- the order trigger

/** The order trigger books the courier when a courier delivery order is accepted (once: see bookCourier). */
export function courierBookingCaresAbout(write: { before: unknown; after: unknown }): boolean {
  const after = write.after as
    | { status?: { code?: string }; deliveryProvider?: string; courierDelivery?: unknown }
    | undefined;
  const before = write.before as { status?: { code?: string } } | undefined;
  return (
    after?.deliveryProvider === 'courierService' &&
    after.status?.code === 'accepted' &&
    before?.status?.code !== 'accepted' &&
    after.courierDelivery === undefined
  );
}

export async function bookCourierOnAccept(write: {
  restaurantId: string;
  storeId: string;
  orderId: string;
}): Promise<void> {
  try {
    await bookCourier(write);
  } catch (error) {
    // A refusal is on the order for staff (with what to do); nothing to retry here.
    if (error instanceof CourierRequestFailedError) return;
    throw error;
  }
}

// ---------------------------------------------------------------------------------- notifications

/** Applies one signed notification once. Unknown orders and deliveries are acknowledged and ignored. */
export async function applyCourierWebhook(event: {
  kind: string;
  eventId: string;
  deliveryId: string;
  createdIsoDateTimeUtc: string;
  delivery: CourierDelivery;
}): Promise<{ applied: boolean; reason?: string }> {
  const target = parseCourierExternalId(event.delivery.externalId);
  if (!target) return { applied: false, reason: 'unknown order' };
  const status = asProviderStatus(event.delivery.status);
  if (!status) return { applied: false, reason: 'unknown status' };
  const kind = event.kind === 'event.courier_update' ? 'event.courier_update' : 'event.delivery_status';
  if (event.kind !== 'event.courier_update' && event.kind !== 'event.delivery_status') {
    return { applied: false, reason: 'event kind not used' };
  }
  const notification: CourierNotification = {
    kind,
    eventId: event.eventId,
    deliveryId: event.deliveryId,
    createdIsoDateTimeUtc: event.createdIsoDateTimeUtc,
    status,
    courierImminent: event.delivery.courierImminent,
    ...(event.delivery.courier ? { courier: event.delivery.courier } : {}),
    ...(event.delivery.dropoffEtaIsoDateTimeUtc
      ? { dropoffEtaIsoDateTimeUtc: event.delivery.dropoffEtaIsoDateTimeUtc }
      : {}),
    ...(event.delivery.pickupEtaIsoDateTimeUtc
      ? { pickupEtaIsoDateTimeUtc: event.delivery.pickupEtaIsoDateTimeUtc }
      : {}),
    ...(event.delivery.undeliverableReason
      ? { undeliverableReason: event.delivery.undeliverableReason }
      : {}),
  };
  const ref = orderDoc(target.restaurantId, target.storeId, target.orderId);
  const eventRef = courierWebhookEventDoc(event.eventId);
  // Position pings and status changes for one order arrive close together and all write its
  // document: a lock timeout is tried again within a budget (then a 429 the courier retries), so a
  // status change is not put off to the courier's next retry minutes later.
  return runHotTransaction(
    async (tx) => {
      const [seen, snapshot] = await tx.getAll(eventRef, ref);
      if (seen?.exists) return { applied: false, reason: 'already applied' };
      const current = ZOrderCourierDelivery.safeParse(snapshot?.get('courierDelivery'));
      const record = {
        deliveryId: event.deliveryId,
        kind: event.kind,
        restaurantId: target.restaurantId,
        storeId: target.storeId,
        orderId: target.orderId,
        receivedIsoDateTimeUtc: nowIso(),
      };
      if (!snapshot?.exists || !current.success) {
        tx.set(eventRef, { ...record, applied: false });
        return { applied: false, reason: 'no courier delivery on the order' };
      }
      const next = applyCourierNotification(current.data, notification, nowIso());
      tx.set(eventRef, { ...record, applied: next !== null });
      if (next) tx.update(ref, { courierDelivery: next });
      return { applied: next !== null };
    },
    HOT_TRANSACTION_BUDGET_MS,
    'The order is busy and this notification was not applied. Send it again in a few seconds.',
  );
}

// ----------------------------------------------------------------------------- cancel and proof

async function courierDeliveryOf(restaurantId: string, storeId: string, deliveryId: string) {
  const found = await orderDocByDelivery(restaurantId, storeId, deliveryId);
  if (!found) throw new NotFoundError('We could not find this courier delivery.');
  return found;
}

async function orderDocByDelivery(restaurantId: string, storeId: string, deliveryId: string) {
  const query = await orderDoc(restaurantId, storeId, 'x')
    .parent.where('courierDelivery.deliveryId', '==', deliveryId)
    .limit(1)
    .get();
  const doc = query.docs[0];
  return doc
    ? { ref: doc.ref, delivery: ZOrderCourierDelivery.parse(doc.get('courierDelivery')) }
    : undefined;
}

/** Staff call the courier off (before the food is picked up; the courier refuses after). */
export async function cancelCourierDelivery(restaurantId: string, storeId: string, deliveryId: string) {
  const { ref } = await courierDeliveryOf(restaurantId, storeId, deliveryId);
  let delivery: CourierDelivery;
  try {
    delivery = await courierPort().cancelDelivery(deliveryId);
  } catch (error) {
    if (error instanceof CourierError && error.code === 'noncancelable_delivery') {
      throw new HttpError(
        409,
        'Courier already has the order',
        'The courier has picked the order up, so the delivery can no longer be cancelled.',
      );
    }
    const failure = failureFrom(error);
    throw new CourierRequestFailedError(failure.code, failure.whatToDo, failure.reason);
  }
  return runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const current = ZOrderCourierDelivery.parse(snapshot.get('courierDelivery'));
    const next =
      applyCourierNotification(
        current,
        {
          kind: 'event.delivery_status',
          eventId: 'cancel',
          deliveryId,
          createdIsoDateTimeUtc: nowIso(),
          status: asProviderStatus(delivery.status) ?? 'canceled',
          courierImminent: false,
        },
        nowIso(),
      ) ?? current;
    const value = { ...next, bookingState: 'cancelled' as const, updatedIsoDateTimeUtc: nowIso() };
    tx.update(ref, { courierDelivery: value });
    return value;
  });
}

export async function courierProofOfDelivery(restaurantId: string, storeId: string, deliveryId: string) {
  const { delivery } = await courierDeliveryOf(restaurantId, storeId, deliveryId);
  if (delivery.providerStatus !== 'delivered') {
    throw new HttpError(
      409,
      'Not delivered yet',
      'Proof of delivery is there once the courier has delivered the order.',
    );
  }
  try {
    return { document: await courierPort().proofOfDelivery(deliveryId, 'picture'), contentType: 'image/png' };
  } catch (error) {
    const failure = failureFrom(error);
    throw new CourierRequestFailedError(failure.code, failure.whatToDo, failure.reason);
  }
}

// ------------------------------------------------------------------------------ in-house delivery

/** Staff move an in-house delivery: PENDING → OUT_FOR_DELIVERY → COMPLETED / FAILED, or REJECTED. */
export async function setLocalDeliveryStatus(input: {
  restaurantId: string;
  storeId: string;
  orderId: string;
  status: LocalDeliveryStatus;
  by: string;
}) {
  const ref = orderDoc(input.restaurantId, input.storeId, input.orderId);
  return runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new NotFoundError('We could not find this order.');
    const collectionType = snapshot.get('cart.collection.type');
    const provider = snapshot.get('deliveryProvider') ?? 'inHouse';
    if (collectionType !== 'delivery' || provider !== 'inHouse') {
      throw new HttpError(
        400,
        'Not an in-house delivery',
        'Only orders your own drivers deliver have a delivery status here.',
      );
    }
    if (!['accepted', 'completed'].includes(snapshot.get('status.code'))) {
      throw new HttpError(409, 'Not accepted', 'Accept the order before sending it out.');
    }
    const current = ZOrderLocalDelivery.safeParse(snapshot.get('localDelivery'));
    const from: LocalDeliveryStatus = current.success ? current.data.status : 'PENDING';
    if (from === input.status) return current.success ? current.data : undefined;
    if (!localDeliveryStatusMachine.canTransition(from, input.status)) {
      throw new HttpError(
        409,
        'Delivery status changed',
        `This delivery is ${from.toLowerCase().replaceAll('_', ' ')}; it cannot become ${input.status.toLowerCase().replaceAll('_', ' ')}.`,
      );
    }
    const at = nowIso();
    const value = {
      status: input.status,
      updatedIsoDateTimeUtc: at,
      history: [
        ...(current.success ? current.data.history : []),
        { status: input.status, isoDateTimeUtc: at, by: input.by },
      ].slice(-50),
    };
    tx.update(ref, { localDelivery: value });
    return value;
  });
}
