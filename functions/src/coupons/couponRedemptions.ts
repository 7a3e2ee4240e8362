/**
 * Redeeming a coupon inside a transaction: order placement reads the coupon first
 * (`readCouponForRedemption`), picks one of its counter shards, reads that counter and the first-order
 * claim with its other reads and calls `recordCouponRedemption` with its other writes, so the order,
 * the redemption record and the counter commit together or not at all. Racing checkouts meet only on
 * the shard they picked (domain coupons/couponCounter.ts): with `maxRedeems` 10 the shards' shares add
 * up to 10, so the eleventh finds every shard full. `redeemCouponForOrder` is the same on its own,
 * for the POS.
 */
import {
  COUPON_COUNTER_SHARDS,
  COUPON_USED_UP_MESSAGE,
  type CollectionType,
  type CouponDocument,
  type CouponRedemption,
  couponNotFoundMessage,
  couponRedeemedTotal,
  couponRedemptionRefusal,
  couponShardQuota,
  evaluateCoupon,
  firstOrderClaimKey,
  localDateAt,
  normaliseCouponCode,
  type OrderSource,
  pickCouponShard,
  weekdayOfLocalDate,
  ZCouponDocument,
  ZCouponRedemption,
  ZStoredCustomer,
} from '@resto/domain';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { BUSY_MESSAGE, HOT_TRANSACTION_BUDGET_MS, runHotTransaction } from '../firestore/hotTransaction';
import { storeDoc } from '../firestore/paths';
import { FieldError, HttpError, NotFoundError, TooManyRequestsError } from '../http/errors';
import { log } from '../log';
import { restaurantCustomerDoc } from '../onlineOrdering/onlineOrderingPaths';
import { stripUndefined } from '../settings/stripUndefined';
import { counterCountOf, couponShardCounts } from './couponCounters';
import {
  couponCodeDoc,
  couponCounterDoc,
  couponDoc,
  couponRedemptions,
  firstOrderClaimDoc,
} from './couponPaths';

export interface CouponInTransaction {
  /** The coupon, its `redeemedCount` being its whole use (base plus shards) as last read. */
  coupon: CouponDocument;
  /** The count kept on the coupon document itself (before shards). */
  baseCount: number;
  /** Each shard's count as last read. */
  shardCounts: ReadonlyMap<number, number>;
  /** Whether the customer's mobile number has already claimed this (first-order) coupon. */
  firstOrderClaimed: boolean;
}

/**
 * Thrown inside a transaction when the shard it picked filled up meanwhile (other shards may still
 * have room): the caller reads the counters again, picks another shard and runs again.
 */
export class CouponShardFullError extends Error {
  constructor() {
    super('The coupon counter shard filled up meanwhile');
  }
}

/**
 * How often a checkout picks another shard. A pick fails only when its shard filled up meanwhile,
 * and a full shard is never picked again, so one more pick than there are shards always ends in a
 * redemption or in "used up", never in a refusal while room is left.
 */
export const COUPON_SHARD_PICKS = COUPON_COUNTER_SHARDS + 1;

/**
 * The coupon a typed code names, with its counters and the first-order claim of `mobile`, read
 * outside any transaction (the transaction then reads only the one shard it uses). Undefined when no
 * coupon has that code.
 */
export async function readCouponForRedemption(
  restaurantId: string,
  code: string,
  mobile: string | undefined,
): Promise<CouponInTransaction | undefined> {
  const couponCode = normaliseCouponCode(code);
  if (couponCode === '') return undefined;
  const codeRecord = await couponCodeDoc(restaurantId, couponCode).get();
  const couponId = codeRecord.get('couponId');
  if (!codeRecord.exists || typeof couponId !== 'string') return undefined;
  const [snapshot, shardCounts] = await Promise.all([
    couponDoc(restaurantId, couponId).get(),
    couponShardCounts(restaurantId, couponId),
  ]);
  if (!snapshot.exists) return undefined;
  const parsed = ZCouponDocument.safeParse({ ...snapshot.data(), id: snapshot.id });
  if (!parsed.success) {
    log.error('coupon.unreadable', { restaurantId, couponId, issues: parsed.error.issues.slice(0, 3) });
    return undefined;
  }
  const claimed =
    parsed.data.firstOrderDiscount && mobile
      ? (await firstOrderClaimDoc(restaurantId, couponId, firstOrderClaimKey(mobile)).get()).exists
      : false;
  const baseCount = parsed.data.redeemedCount;
  return {
    coupon: { ...parsed.data, redeemedCount: couponRedeemedTotal(baseCount, shardCounts.values()) },
    baseCount,
    shardCounts,
    firstOrderClaimed: claimed,
  };
}

/** The documents a redemption's transaction reads: the shard it picked and the first-order claim. */
export interface CouponTransactionRefs {
  found: CouponInTransaction;
  shard: number;
  counter: FirebaseFirestore.DocumentReference;
  claim: FirebaseFirestore.DocumentReference;
}

/**
 * Picks a shard with room for `found` (undefined when every shard is full: the coupon is used up) and
 * names the documents to read with it.
 */
export function couponRefsForTransaction(
  restaurantId: string,
  found: CouponInTransaction,
  mobile: string,
): CouponTransactionRefs | undefined {
  const shard = pickCouponShard({ ...found.coupon, redeemedCount: found.baseCount }, found.shardCounts);
  if (shard === undefined) return undefined;
  return {
    found,
    shard,
    counter: couponCounterDoc(restaurantId, found.coupon.id, shard),
    claim: firstOrderClaimDoc(restaurantId, found.coupon.id, firstOrderClaimKey(mobile)),
  };
}

/** The coupon with what the transaction read: its shard's count now, and the claim. */
export function couponFromSnapshots(
  refs: CouponTransactionRefs,
  counterSnapshot: DocumentSnapshot | undefined,
  claimSnapshot: DocumentSnapshot | undefined,
): CouponInTransaction {
  const { found, shard } = refs;
  const shardCounts = new Map(found.shardCounts);
  shardCounts.set(shard, counterCountOf(counterSnapshot));
  return {
    coupon: { ...found.coupon, redeemedCount: couponRedeemedTotal(found.baseCount, shardCounts.values()) },
    baseCount: found.baseCount,
    shardCounts,
    firstOrderClaimed: found.coupon.firstOrderDiscount && claimSnapshot?.exists === true,
  };
}

/** The answer when no shard has room left: the coupon is used up. */
export function couponUsedUpError(): HttpError {
  return new HttpError(409, 'Coupon used up', COUPON_USED_UP_MESSAGE);
}

/**
 * Refuses (409, in words) when the counter or the first-order rule no longer allows the redemption,
 * throws CouponShardFullError when only the picked shard is full, else writes the redemption record,
 * the shard's counter and the first-order claim through `tx`.
 */
export function recordCouponRedemption(
  tx: Transaction,
  input: {
    refs: CouponTransactionRefs;
    found: CouponInTransaction;
    isFirstOrder: boolean;
    redemption: CouponRedemption;
    mobile: string | undefined;
  },
): void {
  const { coupon } = input.found;
  const refusal = couponRedemptionRefusal(coupon, {
    redeemedCount: coupon.redeemedCount,
    isFirstOrder: input.isFirstOrder,
    firstOrderClaimed: input.found.firstOrderClaimed,
  });
  if (refusal) throw new HttpError(refusal.status, refusal.title, refusal.message);
  const { shard, counter } = input.refs;
  const shardCount = input.found.shardCounts.get(shard) ?? 0;
  if (shardCount >= couponShardQuota({ ...coupon, redeemedCount: input.found.baseCount }, shard))
    throw new CouponShardFullError();
  const { restaurantId, orderId } = input.redemption;
  tx.create(couponRedemptions(restaurantId, coupon.id).doc(orderId), stripUndefined(input.redemption));
  tx.set(counter, { couponId: coupon.id, shard, count: shardCount + 1 });
  if (coupon.firstOrderDiscount && input.mobile) {
    tx.create(firstOrderClaimDoc(restaurantId, coupon.id, firstOrderClaimKey(input.mobile)), {
      orderId,
      claimedIsoDateTimeUtc: input.redemption.redeemedIsoDateTimeUtc,
    });
  }
}

/**
 * Runs `attempt` with a freshly picked shard until it stops finding its shard full (a few picks),
 * reading the counters again between picks. `found` undefined: no coupon, one plain run.
 */
export async function withCouponShard<T>(
  restaurantId: string,
  first: CouponInTransaction | undefined,
  mobile: string,
  attempt: (refs: CouponTransactionRefs | undefined) => Promise<T>,
): Promise<T> {
  if (!first) return attempt(undefined);
  let found = first;
  const started = Date.now();
  for (let pick = 1; ; pick++) {
    const refs = couponRefsForTransaction(restaurantId, found, mobile);
    if (!refs) throw couponUsedUpError();
    try {
      return await attempt(refs);
    } catch (error) {
      if (!(error instanceof CouponShardFullError)) throw error;
      // Shards keep filling under this checkout: say "try again", never "used up" while room is left.
      if (pick >= COUPON_SHARD_PICKS || Date.now() - started > HOT_TRANSACTION_BUDGET_MS)
        throw new TooManyRequestsError(BUSY_MESSAGE, 3);
      const shardCounts = await couponShardCounts(restaurantId, found.coupon.id);
      found = {
        ...found,
        shardCounts,
        coupon: {
          ...found.coupon,
          redeemedCount: couponRedeemedTotal(found.baseCount, shardCounts.values()),
        },
      };
    }
  }
}

export interface StandaloneRedemption {
  restaurantId: string;
  storeId: string;
  orderId: string;
  couponCode: string;
  collectionType: CollectionType;
  itemTotal: number;
  deliveryCharge: number;
  source: OrderSource;
  customerKey?: string | undefined;
  customerName?: string | undefined;
  mobile?: string | undefined;
}

/**
 * Redeems a coupon for an order placed elsewhere (the POS): checks it applies to the order as
 * described, then records it once per order id (a repeat answers with the first record).
 */
export async function redeemCouponForOrder(input: StandaloneRedemption): Promise<CouponRedemption> {
  const { restaurantId, storeId } = input;
  const store = await storeDoc(restaurantId, storeId).get();
  if (!store.exists) throw new NotFoundError('We could not find this store.');
  const timezone = typeof store.get('timezone') === 'string' ? String(store.get('timezone')) : 'UTC';
  const today = localDateAt(new Date(), timezone);
  const found = await readCouponForRedemption(restaurantId, input.couponCode, input.mobile);
  if (!found) throw new FieldError('couponCode', couponNotFoundMessage(input.couponCode));
  const existingRef = couponRedemptions(restaurantId, found.coupon.id).doc(input.orderId);
  const existing = await existingRef.get();
  if (existing.exists) return ZCouponRedemption.parse(existing.data());
  // Read before the transaction: customer records are counted after placement anyway, and
  // first-order coupons are held by their claim document, which the transaction reads.
  const customer = input.customerKey
    ? await restaurantCustomerDoc(restaurantId, input.customerKey).get()
    : undefined;
  const record = customer?.exists ? ZStoredCustomer.safeParse(customer.data()) : undefined;
  const previousOrders = record?.success
    ? record.data.previousOrderCount +
      record.data.previousPosOrderCount +
      record.data.previousGoogleOrderCount
    : 0;
  return withCouponShard(restaurantId, found, input.mobile ?? '', (refs) =>
    runHotTransaction(async (tx) => {
      if (!refs) throw new Error('A coupon redemption needs a counter shard');
      const [again, counter, claim] = await tx.getAll(existingRef, refs.counter, refs.claim);
      // A repeat of this order's redemption (a retried request) answers with the first record.
      if (again?.exists) return ZCouponRedemption.parse(again.data());
      const fresh = couponFromSnapshots(refs, counter, input.mobile ? claim : undefined);
      const evaluation = evaluateCoupon(fresh.coupon, {
        isoDate: today,
        weekday: weekdayOfLocalDate(today),
        collectionType: input.collectionType,
        storeId,
        itemTotal: input.itemTotal,
        deliveryCharge: input.deliveryCharge,
        isFirstOrder: previousOrders === 0,
        redeemedCount: fresh.coupon.redeemedCount,
        otherCoupons: [],
      });
      if (!evaluation.applies) {
        if (evaluation.rejection === 'fullyRedeemed') throw couponUsedUpError();
        throw new FieldError('couponCode', evaluation.reason);
      }
      const redemption: CouponRedemption = {
        orderId: input.orderId,
        couponId: fresh.coupon.id,
        couponCode: fresh.coupon.couponCode,
        restaurantId,
        storeId,
        source: input.source,
        customerName: input.customerName ?? '',
        ...(input.customerKey ? { customerKey: input.customerKey } : {}),
        discountCents: evaluation.discountCents,
        discountsDelivery: evaluation.discountsDelivery,
        itemTotal: input.itemTotal,
        redeemedIsoDateTimeUtc: new Date().toISOString(),
      };
      recordCouponRedemption(tx, {
        refs,
        found: fresh,
        isFirstOrder: previousOrders === 0,
        redemption,
        mobile: input.mobile,
      });
      return redemption;
    }),
  );
}
