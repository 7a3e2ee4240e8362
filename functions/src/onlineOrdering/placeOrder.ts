/**
 * Places an online order: reprice from the published menu, then in ONE transaction either find the
 * order already placed under this client-generated id (a repeat: answer from it, never place twice)
 * or create it (and, for card orders, the idempotency key of the payment call, stored before the
 * provider is called). Card orders then go to cardPayment.ts. The customer record is counted after
 * the order is created (customers/customerRecord.ts), off this path: one customer's simultaneous
 * checkouts share no document here unless they spend the same coupon claim or loyalty balance.
 *
 * A coupon or loyalty credits are read again inside that transaction and the order is quoted again
 * from what it read, so the redemption record, the coupon's counter and the card's balance change
 * with the order or not at all: racing checkouts never exceed `maxRedeems` or spend a balance twice.
 */
import {
  buildOnlineOrderDocument,
  deliveryProviderOf,
  type LoyaltyCard,
  type LoyaltySettings,
  type OnlineOrderDocument,
  type OnlineOrderPromotions,
  onlineCustomerKey,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  placeOrderFingerprint,
  platformApplicationFeeInCents,
  quoteOnlineOrder,
  type StoredCustomer,
  ZOnlineOrderDocument,
  ZStoredCustomer,
} from '@resto/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { consumeShardedLimit, rewardShardedLimit, type ShardedHit } from '../abuse/shardedLimit';
import {
  type CouponInTransaction,
  type CouponTransactionRefs,
  couponFromSnapshots,
  readCouponForRedemption,
  recordCouponRedemption,
  withCouponShard,
} from '../coupons/couponRedemptions';
import { courierPricingForPlacement } from '../courier/courierDeliveries';
import { oneAtATime, runHotTransaction } from '../firestore/hotTransaction';
import { ConflictError, FieldError, TooManyRequestsError } from '../http/errors';
import { platformApplicationFeeRule } from '../integrations/payments';
import { log } from '../log';
import { loyaltyCardDoc } from '../loyalty/loyaltyPaths';
import {
  loyaltyCardFromSnapshot,
  readLoyaltyCard,
  recordLoyaltyRedemption,
} from '../loyalty/loyaltyRedemption';
import { readLoyaltySettingsOf } from '../loyalty/loyaltySettingsStore';
import { handOverConfirmation, numberNewOrder } from '../orders/displayNumbers';
import { requireCallersCard } from '../payments/customers/cardOwnership';
import { verifiedMobileOf } from '../phoneAuth/customerAccounts';
import { currentApplicationFeeRule } from '../platformSettings/platformSettings';
import { stripUndefined } from '../settings/stripUndefined';
import {
  continueCardPayment,
  paymentIdempotencyKey,
  requireCardAccount,
  startCardPayment,
} from './cardPayment';
import { locateDelivery } from './locateDelivery';
import { idempotencyKeyDoc, onlineOrderDoc, restaurantCustomerDoc } from './onlineOrderingPaths';
import { sendConfirmationEmailOnce } from './orderEmails';
import type { OrderingStore } from './orderingStore';
import { OrderProblemsError } from './orderProblemsError';
import { placeOrderResponse } from './orderResponse';

export interface PlaceOrderContext {
  store: OrderingStore;
  request: PlaceOrderRequest;
  /** The caller's auth uid (signed-in customer or anonymous guest), if any. */
  callerUid: string | undefined;
  /** The caller's network address (abuse/clientAddress), for per-address limits. */
  clientIp: string;
  /** The browser that placed the order, kept with a marketing consent it gave. */
  userAgent?: string | undefined;
  requestId: string | undefined;
  now?: Date;
}

export const FIRST_ORDER_COUPON_NEEDS_SIGN_IN =
  'Sign in with your mobile number to use a first-order coupon: it can be used once per verified number.';

export const ORDER_ID_REUSED_MESSAGE =
  'This order number was already used for a different order. Refresh the page and place your order again.';

type Placement =
  | { created: true; order: OnlineOrderDocument }
  | { created: false; order: OnlineOrderDocument };

interface PromotionReads {
  coupon: CouponInTransaction | undefined;
  card: LoyaltyCard | undefined;
  previous: StoredCustomer | undefined;
  loyaltySettings: LoyaltySettings | undefined;
}

interface Promotions {
  promotions: OnlineOrderPromotions;
  coupon?: CouponInTransaction;
  card?: LoyaltyCard;
  isFirstOrder: boolean;
}

/** What quoting needs from the coupon, first-order state and loyalty card as read. */
function promotionsFrom(reads: PromotionReads): Promotions {
  const { coupon, card, loyaltySettings } = reads;
  const isFirstOrder = (reads.previous?.previousOrderCount ?? 0) === 0;
  return {
    promotions: {
      ...(coupon
        ? {
            coupon: {
              coupon: coupon.coupon,
              redeemedCount: coupon.coupon.redeemedCount,
              isFirstOrder: isFirstOrder && !coupon.firstOrderClaimed,
            },
          }
        : {}),
      ...(card && loyaltySettings ? { loyalty: { settings: loyaltySettings, balance: card.balance } } : {}),
    },
    ...(coupon ? { coupon } : {}),
    ...(card ? { card } : {}),
    isFirstOrder,
  };
}

export async function placeOnlineOrder(context: PlaceOrderContext): Promise<PlaceOrderResponse> {
  const { store, callerUid } = context;
  let { request } = context;
  const { restaurantId, storeId } = store;
  const now = context.now ?? new Date();
  const orderRef = onlineOrderDoc(restaurantId, storeId, request.orderId);
  const customerKey = onlineCustomerKey(callerUid, request.customer.mobile);
  const customerRef = restaurantCustomerDoc(restaurantId, customerKey);
  const loyaltySettings =
    (request.loyaltyRedemption?.credits ?? 0) > 0 && callerUid
      ? (await readLoyaltySettingsOf(restaurantId)).settings
      : undefined;
  const wantsCard = loyaltySettings !== undefined && callerUid !== undefined;
  // First-order coupons are claimed by a number the customer proved they hold (phone sign-in): a typed
  // number can be changed at will.
  const verifiedMobile = request.couponCode ? await verifiedMobileOf(callerUid) : undefined;
  const phases = phaseTimer();
  const [existing, customerBefore, couponBefore, cardBefore] = await Promise.all([
    orderRef.get(),
    customerRef.get(),
    request.couponCode
      ? readCouponForRedemption(restaurantId, request.couponCode, verifiedMobile)
      : undefined,
    wantsCard ? readLoyaltyCard(undefined, restaurantId, callerUid) : undefined,
  ]);
  // Limits count new orders only: a repeat of a placed order (a retry, a status check) is free.
  const limitKeys = existing.exists
    ? undefined
    : await consumePlacementLimits(`${restaurantId}/${storeId}`, context.clientIp, customerKey);
  phases.mark('readsAndLimits');
  // Nothing is placed when the store's documents are too busy to answer in time: the hits this attempt
  // counted are given back, so the customer told to try again is no nearer their limit for it.
  const placement = await (async () => {
    if (!existing.exists && couponBefore?.coupon.firstOrderDiscount && !verifiedMobile)
      throw new FieldError('couponCode', FIRST_ORDER_COUPON_NEEDS_SIGN_IN);
    // Delivery is priced where the typed address geocodes, never where the browser says it is.
    request = await locateDelivery(store, request);
    // A courier store's delivery is priced with the courier's quote the checkout showed (see
    // courier/courierDeliveries.ts); one that ran out is a change the customer is shown (409).
    const courier = await courierPricingForPlacement(store, request, now);
    const firstLook = promotionsFrom({
      coupon: couponBefore,
      card: cardBefore,
      previous: parsedCustomer(customerBefore),
      loyaltySettings,
    });
    const quote = quoteOnlineOrder(store.menu, request, now, firstLook.promotions, courier.pricing);
    const fingerprint = placeOrderFingerprint(request);
    const isCard = request.paymentType === 'stripe';
    // A new order that cannot be placed is refused before the transaction, so a queue of checkouts for
    // a used-up coupon does not queue on the coupon's lock too.
    if (!existing.exists && quote.problems.length > 0)
      throw new OrderProblemsError(quote.problems, quote.totals);
    const cardRef = wantsCard ? loyaltyCardDoc(restaurantId, callerUid) : undefined;
    phases.mark('quote');

    // Checked before the transaction (it reads another document) and only for orders not yet placed.
    const account =
      !existing.exists && isCard && quote.problems.length === 0 ? await requireCardAccount(store) : undefined;
    // The card must be the caller's own (a saved card of theirs, or a fresh one nobody else has used).
    if (account && request.card)
      await requireCallersCard({ uid: callerUid, orderPath: orderRef.path }, request.card.paymentMethodId);

    // The platform's fee as the super admin set it (/global/platform_settings), read outside the transaction.
    const feeRule =
      !existing.exists && isCard
        ? await currentApplicationFeeRule(platformApplicationFeeRule())
        : platformApplicationFeeRule();

    // A coupon is counted on one of its shards, picked afresh should the picked one fill up meanwhile
    // (a repeat of a placed order needs none: the transaction finds the order).
    const placeWith = (couponRefs: CouponTransactionRefs | undefined) => {
      const transaction = (update: Parameters<typeof runHotTransaction<Placement>>[0]) =>
        couponRefs
          ? oneAtATime(`coupon:${couponRefs.counter.path}`, () => runHotTransaction(update))
          : runHotTransaction(update);
      // The same order sent several times at once (a double tap, a retrying app) reaches this instance
      // one after the other: the first places it, the rest find it at once instead of racing its lock.
      return oneAtATime(`order:${orderRef.path}`, () =>
        transaction((tx) => placeInTransaction(tx, couponRefs)),
      );
    };
    const placeInTransaction = async (
      tx: Parameters<Parameters<typeof runHotTransaction<Placement>>[0]>[0],
      couponRefs: CouponTransactionRefs | undefined,
    ): Promise<Placement> => {
      // One round trip for everything, the coupon's counter last: its lock is the one racing checkouts
      // of this shard share.
      const optionalRefs = [cardRef, couponRefs?.claim, couponRefs?.counter].filter(
        (ref) => ref !== undefined,
      );
      const [orderSnapshot, ...optional] = await tx.getAll(orderRef, ...optionalRefs);
      const snapshotOf = (ref: DocumentReference | undefined) =>
        ref ? optional[optionalRefs.indexOf(ref)] : undefined;
      if (orderSnapshot?.exists) {
        const order = ZOnlineOrderDocument.parse(orderSnapshot.data());
        // Only the person who placed it may repeat it (and so retry its payment).
        if (order.requestFingerprint !== fingerprint || order.customerUid !== callerUid)
          throw new ConflictError(ORDER_ID_REUSED_MESSAGE, 'Order number already used');
        return { created: false, order };
      }
      if (quote.problems.length > 0) throw new OrderProblemsError(quote.problems, quote.totals);

      // Read before the transaction: the record is counted after placement, so two orders racing
      // here could both see one as the first anyway. First-order coupons are protected by their claim
      // document (read above), not by this count.
      const previous = parsedCustomer(customerBefore);
      const fresh = promotionsFrom({
        coupon: couponRefs
          ? couponFromSnapshots(couponRefs, snapshotOf(couponRefs.counter), snapshotOf(couponRefs.claim))
          : undefined,
        card:
          cardRef && callerUid
            ? loyaltyCardFromSnapshot(snapshotOf(cardRef), restaurantId, callerUid)
            : undefined,
        previous,
        loyaltySettings,
      });
      const finalQuote = quoteOnlineOrder(store.menu, request, now, fresh.promotions, courier.pricing);
      if (finalQuote.problems.length > 0)
        throw new OrderProblemsError(finalQuote.problems, finalQuote.totals);
      if (isCard && !account)
        throw new Error('The store account must be checked before a card order is created');

      const order = buildOnlineOrderDocument({
        request,
        quote: finalQuote,
        ids: {
          restaurantId,
          storeId,
          customerUid: callerUid,
          customerKey,
          previousOrderCount: previous?.previousOrderCount ?? 0,
        },
        timezone: store.menu.store.timezone,
        orderProcess: store.menu.settings.orderProcess,
        deliveryProvider: deliveryProviderOf(store.menu.settings.delivery),
        ...(courier.quote ? { courierQuote: courier.quote } : {}),
        applicationFee: isCard ? platformApplicationFeeInCents(quote.totals.grandTotal, feeRule) : 0,
        now,
        consentContext: {
          restaurantName: store.restaurantName,
          ipAddress: context.clientIp,
          userAgent: context.userAgent,
        },
      });
      // Refusals (used up, first order taken) throw before anything is written.
      if (finalQuote.coupon && fresh.coupon) {
        if (!couponRefs) throw new Error('A coupon redemption needs a counter shard');
        recordCouponRedemption(tx, {
          refs: couponRefs,
          found: fresh.coupon,
          isFirstOrder: fresh.isFirstOrder,
          mobile: verifiedMobile,
          redemption: {
            orderId: order.id,
            couponId: finalQuote.coupon.couponId,
            couponCode: finalQuote.coupon.couponCode,
            restaurantId,
            storeId,
            source: 'website',
            customerName: request.customer.name,
            customerKey,
            discountCents: finalQuote.coupon.discountCents,
            discountsDelivery: finalQuote.coupon.discountsDelivery,
            itemTotal: finalQuote.totals.itemTotal,
            redeemedIsoDateTimeUtc: order.placedIsoDateTimeUtc,
          },
        });
      }
      const credits = finalQuote.totals.loyaltyDiscount;
      if (credits > 0 && fresh.card) {
        recordLoyaltyRedemption(tx, {
          restaurantId,
          storeId,
          orderId: order.id,
          card: fresh.card,
          credits,
          now: order.placedIsoDateTimeUtc,
        });
      }
      tx.create(orderRef, stripUndefined(order));
      if (isCard && account && order.cardAttempt) {
        const key = paymentIdempotencyKey(store, order.id, order.cardAttempt.number);
        tx.create(idempotencyKeyDoc(key), {
          key,
          kind: 'onlineOrderPayment',
          restaurantId,
          storeId,
          orderId: order.id,
          attempt: order.cardAttempt.number,
          connectedAccountId: account.accountId,
          // Server-only: staff and devices read the order, but never need the card's provider id.
          ...(request.card ? { paymentMethodId: request.card.paymentMethodId } : {}),
          amountInCents: order.totals.grandTotal,
          status: 'pending',
          createdIsoDateTimeUtc: order.placedIsoDateTimeUtc,
          updatedIsoDateTimeUtc: order.placedIsoDateTimeUtc,
        });
      }
      return { created: true, order };
    };
    return withCouponShard(
      restaurantId,
      existing.exists ? undefined : couponBefore,
      verifiedMobile ?? request.customer.mobile,
      placeWith,
    );
  })().catch(async (error: unknown) => {
    if (limitKeys && error instanceof TooManyRequestsError)
      await givePlacementLimitsBack(limitKeys).catch(() => undefined);
    throw error;
  });
  phases.mark('transaction');
  // Its display number, given in batches after the order exists (orders/displayNumbers.ts): the
  // answer and the confirmation email quote it; a repeat that finds it still unnumbered waits too,
  // so every answer for one order is the same.
  const order = placement.order.displayNumberPending
    ? await withDisplayNumber(orderRef, placement.order)
    : placement.order;
  phases.mark('number');

  if (!placement.created && limitKeys) await givePlacementLimitsBack(limitKeys);
  const logFields = { requestId: context.requestId, restaurantId, storeId, orderId: order.id };
  if (placement.created) {
    log.info('online_order.placed', {
      ms: phases.done(),
      ...logFields,
      status: order.status.code,
      paymentType: request.paymentType,
      grandTotal: order.totals.grandTotal,
    });
  } else {
    log.info('online_order.repeat', { ...logFields, status: order.status.code });
  }

  if (order.cart.paymentType !== 'stripe') {
    if (!order.displayNumberPending) await sendConfirmationEmailOnce(store, order.id);
    return placeOrderResponse(order);
  }
  const response = placement.created
    ? await startCardPayment(store, order, context.requestId)
    : await continueCardPayment(store, order, request, context.requestId, {
        uid: callerUid,
        clientIp: context.clientIp,
      });
  if (response.status !== 'processingPayment' && !order.displayNumberPending)
    await sendConfirmationEmailOnce(store, order.id);
  return response;
}

interface PlacementLimitKeys {
  ip: ShardedHit;
  customer: ShardedHit;
}

/**
 * Shards of the per-network and per-customer limits: a burst of checkouts from one phone (a family
 * ordering together, a retrying app) spreads over this many counters instead of queueing on one.
 */
const PLACEMENT_LIMIT_SHARDS = 4;

async function consumePlacementLimits(
  storePath: string,
  clientIp: string,
  customerKey: string,
): Promise<PlacementLimitKeys> {
  const ip = await consumeShardedLimit(
    'orderPlacementPerIp',
    `${storePath}:${clientIp}`,
    PLACEMENT_LIMIT_SHARDS,
  );
  try {
    const customer = await consumeShardedLimit(
      'orderPlacementPerCustomer',
      `${storePath}:${customerKey}`,
      PLACEMENT_LIMIT_SHARDS,
    );
    return { ip, customer };
  } catch (error) {
    // Refused on the customer's limit (or too busy to count it): the network's hit is given back.
    await rewardShardedLimit(ip).catch(() => undefined);
    throw error;
  }
}

async function givePlacementLimitsBack(keys: PlacementLimitKeys): Promise<void> {
  await Promise.all([rewardShardedLimit(keys.ip), rewardShardedLimit(keys.customer)]);
}

function parsedCustomer(snapshot: FirebaseFirestore.DocumentSnapshot): StoredCustomer | undefined {
  if (!snapshot.exists) return undefined;
  const parsed = ZStoredCustomer.safeParse(snapshot.data());
  return parsed.success ? parsed.data : undefined;
}

/** Milliseconds spent in each named phase of a placement, for its log line (where the time goes). */
function phaseTimer() {
  const started = performance.now();
  let last = started;
  const phases: Record<string, number> = {};
  return {
    mark(name: string) {
      const now = performance.now();
      phases[name] = Math.round(now - last);
      last = now;
    },
    done(): Record<string, number> {
      return { ...phases, total: Math.round(performance.now() - started) };
    },
  };
}

/** The order with its display number once it has one (orders/displayNumbers.ts). */
async function withDisplayNumber(
  ref: DocumentReference,
  order: OnlineOrderDocument,
): Promise<OnlineOrderDocument> {
  // Not numbered in time: the order is handed to whoever numbers it, who then emails the customer.
  const displayNumber = (await numberNewOrder(ref)) ?? (await handOverConfirmation(ref));
  if (!displayNumber) return order;
  const { displayNumberPending: _pending, ...numbered } = order;
  return { ...numbered, displayNumber };
}
