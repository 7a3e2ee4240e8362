/**
 * Redeeming a coupon inside a transaction: order placement calls `readCouponInTransaction` with its
 * other reads and `recordCouponRedemption` with its other writes, so the order, the redemption record
 * and the counter commit together or not at all. Racing checkouts all read the coupon document, so
 * Firestore serialises them on it: with `maxRedeems` 10, the eleventh finds the counter at 10.
 * `redeemCouponForOrder` is the same thing on its own, for the POS.
 */
import {
  type CollectionType,
  type CouponDocument,
  type CouponRedemption,
  couponNotFoundMessage,
  couponRedemptionRefusal,
  evaluateCoupon,
  firstOrderClaimKey,
  localDateAt,
  normaliseCouponCode,
  type OrderSource,
  weekdayOfLocalDate,
  ZCouponDocument,
  ZCouponRedemption,
  ZStoredCustomer,
} from '@resto/domain';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { runContendedTransaction } from '../admin';
import { storeDoc } from '../firestore/paths';
import { ConflictError, FieldError, HttpError, NotFoundError } from '../http/errors';
import { log } from '../log';
import { restaurantCustomerDoc } from '../onlineOrdering/onlineOrderingPaths';
import { stripUndefined } from '../settings/stripUndefined';
import { couponCodeDoc, couponDoc, couponRedemptions, firstOrderClaimDoc } from './couponPaths';

export interface CouponInTransaction {
  coupon: CouponDocument;
  /** Whether the customer's mobile number has already claimed this (first-order) coupon. */
  firstOrderClaimed: boolean;
}

/**
 * The coupon a typed code names, read through `tx` (or outside a transaction when `tx` is undefined),
 * with the first-order claim of `mobile`. Undefined when no coupon has that code.
 */
export async function readCouponInTransaction(
  tx: Transaction | undefined,
  restaurantId: string,
  code: string,
  mobile: string | undefined,
): Promise<CouponInTransaction | undefined> {
  const get = <T extends FirebaseFirestore.DocumentReference>(ref: T) => (tx ? tx.get(ref) : ref.get());
  const couponCode = normaliseCouponCode(code);
  if (couponCode === '') return undefined;
  const codeRecord = await get(couponCodeDoc(restaurantId, couponCode));
  const couponId = codeRecord.get('couponId');
  if (!codeRecord.exists || typeof couponId !== 'string') return undefined;
  const snapshot = await get(couponDoc(restaurantId, couponId));
  if (!snapshot.exists) return undefined;
  const parsed = ZCouponDocument.safeParse({ ...snapshot.data(), id: snapshot.id });
  if (!parsed.success) {
    log.error('coupon.unreadable', { restaurantId, couponId, issues: parsed.error.issues.slice(0, 3) });
    return undefined;
  }
  const claimed =
    parsed.data.firstOrderDiscount && mobile
      ? (await get(firstOrderClaimDoc(restaurantId, couponId, firstOrderClaimKey(mobile)))).exists
      : false;
  return { coupon: parsed.data, firstOrderClaimed: claimed };
}

/**
 * The coupon and claim documents to read in a transaction for a coupon found before it (by its code):
 * read together with the order's other documents in one `getAll`, so the coupon's lock is held for
 * one round trip and the commit, which keeps racing checkouts moving.
 */
export function couponRefsForTransaction(restaurantId: string, couponId: string, mobile: string) {
  return {
    coupon: couponDoc(restaurantId, couponId),
    claim: firstOrderClaimDoc(restaurantId, couponId, firstOrderClaimKey(mobile)),
  };
}

/** The coupon as read in the transaction; undefined if it was deleted or its code changed meanwhile. */
export function couponFromSnapshots(
  couponSnapshot: DocumentSnapshot | undefined,
  claimSnapshot: DocumentSnapshot | undefined,
  typedCode: string,
): CouponInTransaction | undefined {
  if (!couponSnapshot?.exists) return undefined;
  const parsed = ZCouponDocument.safeParse({ ...couponSnapshot.data(), id: couponSnapshot.id });
  if (!parsed.success || parsed.data.couponCode !== normaliseCouponCode(typedCode)) return undefined;
  return {
    coupon: parsed.data,
    firstOrderClaimed: parsed.data.firstOrderDiscount && claimSnapshot?.exists === true,
  };
}

/**
 * Refuses (409, in words) when the counter or the first-order rule no longer allows the redemption,
 * else writes the redemption record, the counter and the first-order claim through `tx`.
 */
export function recordCouponRedemption(
  tx: Transaction,
  input: {
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
  const { restaurantId, orderId } = input.redemption;
  tx.create(couponRedemptions(restaurantId, coupon.id).doc(orderId), stripUndefined(input.redemption));
  tx.update(couponDoc(restaurantId, coupon.id), { redeemedCount: FieldValue.increment(1) });
  if (coupon.firstOrderDiscount && input.mobile) {
    tx.create(firstOrderClaimDoc(restaurantId, coupon.id, firstOrderClaimKey(input.mobile)), {
      orderId,
      claimedIsoDateTimeUtc: input.redemption.redeemedIsoDateTimeUtc,
    });
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
  return runContendedTransaction(async (tx) => {
    const found = await readCouponInTransaction(tx, restaurantId, input.couponCode, input.mobile);
    if (!found) throw new FieldError('couponCode', couponNotFoundMessage(input.couponCode));
    const existingRef = couponRedemptions(restaurantId, found.coupon.id).doc(input.orderId);
    const existing = await tx.get(existingRef);
    if (existing.exists) return ZCouponRedemption.parse(existing.data());
    const customer = input.customerKey
      ? await tx.get(restaurantCustomerDoc(restaurantId, input.customerKey))
      : undefined;
    const record = customer?.exists ? ZStoredCustomer.safeParse(customer.data()) : undefined;
    const previousOrders = record?.success
      ? record.data.previousOrderCount +
        record.data.previousPosOrderCount +
        record.data.previousGoogleOrderCount
      : 0;
    const evaluation = evaluateCoupon(found.coupon, {
      isoDate: today,
      weekday: weekdayOfLocalDate(today),
      collectionType: input.collectionType,
      storeId,
      itemTotal: input.itemTotal,
      deliveryCharge: input.deliveryCharge,
      isFirstOrder: previousOrders === 0,
      redeemedCount: found.coupon.redeemedCount,
      otherCoupons: [],
    });
    if (!evaluation.applies) {
      if (evaluation.rejection === 'fullyRedeemed')
        throw new ConflictError('This coupon has been used up', 'Coupon used up');
      throw new FieldError('couponCode', evaluation.reason);
    }
    const redemption: CouponRedemption = {
      orderId: input.orderId,
      couponId: found.coupon.id,
      couponCode: found.coupon.couponCode,
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
      found,
      isFirstOrder: previousOrders === 0,
      redemption,
      mobile: input.mobile,
    });
    return redemption;
  });
}
