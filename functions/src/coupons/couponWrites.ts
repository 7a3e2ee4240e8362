/**
 * Creating, changing and deleting coupons. A code is unique per restaurant: the `couponCodes/{CODE}`
 * record is created in the same transaction as the coupon, so two admins racing for one code get one
 * coupon and one 409. The redemption counter is never taken from the request.
 */
import {
  type CouponDefinition,
  type CouponDocument,
  normaliseCouponCode,
  ZCouponDefinition,
  ZCouponDocument,
} from '@resto/domain';
import { runContendedTransaction } from '../admin';
import { restaurantDoc } from '../firestore/paths';
import { ConflictError, FieldError, NotFoundError } from '../http/errors';
import { log } from '../log';
import { stripUndefined } from '../settings/stripUndefined';
import { shardTotalsByCoupon, withShardTotals } from './couponCounters';
import { couponCodeDoc, couponCountersCollection, couponDoc, couponsCollection } from './couponPaths';
import { forgetPublicCoupons } from './couponQueries';

export const COUPON_NOT_FOUND = 'We could not find this coupon. It may have been deleted.';

function codeTaken(code: string): ConflictError {
  return new ConflictError(
    `Another coupon already uses the code ${code}. Choose a different code.`,
    'Coupon code taken',
  );
}

/** The request body as a definition with this id (the id in the body, if any, is ignored). */
export function parseCouponDefinition(body: unknown, couponId: string): CouponDefinition {
  const raw = typeof body === 'object' && body !== null ? body : {};
  const withCode =
    'couponCode' in raw && typeof raw.couponCode === 'string'
      ? { ...raw, couponCode: normaliseCouponCode(raw.couponCode) }
      : raw;
  return ZCouponDefinition.parse({ ...withCode, id: couponId });
}

/** Stores named by the coupon must be this restaurant's. */
async function checkStores(restaurantId: string, definition: CouponDefinition): Promise<void> {
  if (!definition.applicableStoreIds) return;
  const stores = await restaurantDoc(restaurantId).collection('stores').select().get();
  const known = new Set(stores.docs.map((store) => store.id));
  if (definition.applicableStoreIds.some((storeId) => !known.has(storeId)))
    throw new FieldError('applicableStoreIds', 'Choose stores of this restaurant');
}

export function newCouponId(restaurantId: string): string {
  return couponsCollection(restaurantId).doc().id;
}

export async function createCoupon(
  restaurantId: string,
  definition: CouponDefinition,
  byUid: string,
): Promise<CouponDocument> {
  forgetPublicCoupons(restaurantId);
  await checkStores(restaurantId, definition);
  const now = new Date().toISOString();
  const coupon: CouponDocument = {
    ...definition,
    redeemedCount: 0,
    createdIsoDateTimeUtc: now,
    updatedIsoDateTimeUtc: now,
    createdByUid: byUid,
    updatedByUid: byUid,
  };
  const codeRef = couponCodeDoc(restaurantId, coupon.couponCode);
  await runContendedTransaction(async (tx) => {
    const code = await tx.get(codeRef);
    if (code.exists) throw codeTaken(coupon.couponCode);
    tx.create(couponDoc(restaurantId, coupon.id), stripUndefined(coupon));
    tx.create(codeRef, { couponId: coupon.id, couponCode: coupon.couponCode });
  });
  log.info('coupon.created', { restaurantId, couponId: coupon.id, byUid });
  return coupon;
}

export async function updateCoupon(
  restaurantId: string,
  definition: CouponDefinition,
  byUid: string,
): Promise<CouponDocument> {
  forgetPublicCoupons(restaurantId);
  await checkStores(restaurantId, definition);
  const ref = couponDoc(restaurantId, definition.id);
  const updated = await runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new NotFoundError(COUPON_NOT_FOUND);
    const current = ZCouponDocument.parse({ ...snapshot.data(), id: snapshot.id });
    const codeChanged = current.couponCode !== definition.couponCode;
    const newCodeRef = couponCodeDoc(restaurantId, definition.couponCode);
    if (codeChanged && (await tx.get(newCodeRef)).exists) throw codeTaken(definition.couponCode);
    const next: CouponDocument = {
      ...definition,
      redeemedCount: current.redeemedCount,
      ...(current.createdIsoDateTimeUtc ? { createdIsoDateTimeUtc: current.createdIsoDateTimeUtc } : {}),
      ...(current.createdByUid ? { createdByUid: current.createdByUid } : {}),
      updatedIsoDateTimeUtc: new Date().toISOString(),
      updatedByUid: byUid,
    };
    // set (not merge): a restriction removed in the form must disappear from the document too.
    tx.set(ref, stripUndefined(next));
    if (codeChanged) {
      tx.delete(couponCodeDoc(restaurantId, current.couponCode));
      tx.create(newCodeRef, { couponId: definition.id, couponCode: definition.couponCode });
    }
    return next;
  });
  log.info('coupon.updated', { restaurantId, couponId: definition.id, byUid });
  // The answer shows the coupon's whole use, its counter shards included.
  const [shown] = withShardTotals([updated], await shardTotalsByCoupon(restaurantId));
  return shown ?? updated;
}

/**
 * Deletes the coupon and frees its code. Orders that used it keep the code and discount on their cart;
 * the coupon's redemption records go with it.
 */
export async function deleteCoupon(restaurantId: string, couponId: string, byUid: string): Promise<void> {
  forgetPublicCoupons(restaurantId);
  const ref = couponDoc(restaurantId, couponId);
  await runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new NotFoundError(COUPON_NOT_FOUND);
    const code = String(snapshot.get('couponCode') ?? '');
    // Every read before the first write, as transactions require.
    const codeRef = code === '' ? undefined : couponCodeDoc(restaurantId, code);
    const codeRecord = codeRef ? await tx.get(codeRef) : undefined;
    tx.delete(ref);
    if (codeRef && codeRecord?.get('couponId') === couponId) tx.delete(codeRef);
  });
  await ref.firestore.recursiveDelete(ref);
  const counters = await couponCountersCollection(restaurantId).where('couponId', '==', couponId).get();
  await Promise.all(counters.docs.map((counter) => counter.ref.delete()));
  log.info('coupon.deleted', { restaurantId, couponId, byUid });
}
