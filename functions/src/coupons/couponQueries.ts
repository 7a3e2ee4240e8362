/**
 * Reading coupons for the admin list (search, status, pages), the counts beside it, the storefront's
 * public lists and a coupon's redemptions. A restaurant has tens, perhaps a few hundred coupons, so
 * the list reads them all (capped) and filters by the status of today, which no stored field can hold.
 */
import {
  COUPON_STATUSES,
  type CouponDocument,
  type CouponRedemption,
  type CouponStatus,
  couponIsForStore,
  couponMatchesSearch,
  couponStatus,
  localDateAt,
  type PublicCoupon,
  publicCoupon,
  ZCouponDocument,
  ZCouponRedemption,
} from '@resto/domain';
import { restaurantDoc } from '../firestore/paths';
import { NotFoundError } from '../http/errors';
import { log } from '../log';
import { shardTotalsByCoupon, withShardTotals } from './couponCounters';
import { couponRedemptions, couponsCollection } from './couponPaths';

/** More than any restaurant runs; the list says when it was cut short. */
const MAX_COUPONS = 2000;

export interface ListedCoupon extends CouponDocument {
  status: CouponStatus;
}

async function restaurantToday(restaurantId: string): Promise<string> {
  const restaurant = await restaurantDoc(restaurantId).get();
  if (!restaurant.exists) throw new NotFoundError('We could not find this restaurant.');
  const timezone = restaurant.get('timezone');
  return localDateAt(new Date(), typeof timezone === 'string' && timezone !== '' ? timezone : 'UTC');
}

/** Public coupons one store can offer at once; more are never read by an anonymous call. */
export const MAX_PUBLIC_COUPONS = 100;
/** Public reads are cached per instance this long: a new coupon shows within seconds. */
export const PUBLIC_COUPONS_TTL_MS = 15_000;

const publicCache = new Map<string, { at: number; coupons: Promise<ListedCoupon[]> }>();

/**
 * The restaurant's public coupons with today's status (at most MAX_PUBLIC_COUPONS), for storefront
 * calls anyone can make: read with a bounded query and cached briefly per instance, so a stream of
 * anonymous calls costs one read of a few documents every half minute, not thousands per call.
 * Counters may be up to the TTL old; placement checks them again in its transaction.
 */
export function publicCouponsOfRestaurant(restaurantId: string, today: string): Promise<ListedCoupon[]> {
  const key = `${restaurantId}|${today}`;
  const cached = publicCache.get(key);
  if (cached && Date.now() - cached.at < PUBLIC_COUPONS_TTL_MS) return cached.coupons;
  const coupons = Promise.all([
    couponsCollection(restaurantId).where('isPublic', '==', true).limit(MAX_PUBLIC_COUPONS).get(),
    shardTotalsByCoupon(restaurantId),
  ]).then(([snapshot, totals]) => parseCoupons(restaurantId, snapshot.docs, today, totals));
  coupons.catch(() => publicCache.delete(key));
  if (publicCache.size > 1_000) publicCache.clear();
  publicCache.set(key, { at: Date.now(), coupons });
  return coupons;
}

/** After a coupon changes: this instance shows the change at once (others within the TTL). */
export function forgetPublicCoupons(restaurantId: string): void {
  for (const key of publicCache.keys()) if (key.startsWith(`${restaurantId}|`)) publicCache.delete(key);
}

function parseCoupons(
  restaurantId: string,
  docs: FirebaseFirestore.QueryDocumentSnapshot[],
  today: string,
  shardTotals: ReadonlyMap<string, number>,
): ListedCoupon[] {
  const coupons: ListedCoupon[] = [];
  for (const doc of docs) {
    const parsed = ZCouponDocument.safeParse({ ...doc.data(), id: doc.id });
    if (!parsed.success) {
      log.warn('coupon.unreadable', {
        restaurantId,
        couponId: doc.id,
        issues: parsed.error.issues.slice(0, 3),
      });
      continue;
    }
    const [coupon] = withShardTotals([parsed.data], shardTotals);
    if (coupon) coupons.push({ ...coupon, status: couponStatus(coupon, today) });
  }
  return coupons;
}

/** Every coupon of the restaurant with today's status, newest first; unreadable documents are skipped (and logged). */
export async function allCoupons(restaurantId: string, today?: string): Promise<ListedCoupon[]> {
  const day = today ?? (await restaurantToday(restaurantId));
  const [snapshot, totals] = await Promise.all([
    couponsCollection(restaurantId).limit(MAX_COUPONS).get(),
    shardTotalsByCoupon(restaurantId),
  ]);
  const coupons = parseCoupons(restaurantId, snapshot.docs, day, totals);
  return coupons.sort(
    (a, b) =>
      (b.createdIsoDateTimeUtc ?? '').localeCompare(a.createdIsoDateTimeUtc ?? '') ||
      a.name.localeCompare(b.name),
  );
}

export interface CouponListQuery {
  search: string;
  status?: CouponStatus | undefined;
  page: number;
  pageSize: number;
}

export interface CouponListPage {
  coupons: ListedCoupon[];
  /** Matching coupons over all pages. */
  total: number;
  page: number;
  pageSize: number;
}

export async function listCoupons(restaurantId: string, query: CouponListQuery): Promise<CouponListPage> {
  const matching = (await allCoupons(restaurantId)).filter(
    (coupon) =>
      couponMatchesSearch(coupon, query.search) &&
      (query.status === undefined || coupon.status === query.status),
  );
  const start = query.page * query.pageSize;
  return {
    coupons: matching.slice(start, start + query.pageSize),
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function countCoupons(
  restaurantId: string,
  search: string,
): Promise<{ total: number; byStatus: Record<CouponStatus, number> }> {
  const coupons = (await allCoupons(restaurantId)).filter((coupon) => couponMatchesSearch(coupon, search));
  const byStatus = Object.fromEntries(COUPON_STATUSES.map((status) => [status, 0])) as Record<
    CouponStatus,
    number
  >;
  for (const coupon of coupons) byStatus[coupon.status] += 1;
  return { total: coupons.length, byStatus };
}

/**
 * Public coupons the store's customers can use: `active` ones only, or (the "public list") also those
 * starting later. Expired and used-up coupons are never shown.
 */
export async function publicCoupons(
  restaurantId: string,
  storeId: string,
  which: 'current' | 'active',
): Promise<PublicCoupon[]> {
  const store = await restaurantDoc(restaurantId).collection('stores').doc(storeId).get();
  if (!store.exists) throw new NotFoundError('We could not find this store.');
  const timezone = store.get('timezone');
  const today = localDateAt(new Date(), typeof timezone === 'string' && timezone !== '' ? timezone : 'UTC');
  const shown: ReadonlySet<CouponStatus> = new Set(which === 'active' ? ['active'] : ['active', 'scheduled']);
  return (await publicCouponsOfRestaurant(restaurantId, today))
    .filter((coupon) => coupon.isPublic && shown.has(coupon.status) && couponIsForStore(coupon, storeId))
    .map(publicCoupon);
}

/** A coupon's redemptions, newest first, a page at a time (cursor: the last redemption's order id). */
export async function listRedemptions(
  restaurantId: string,
  couponId: string,
  pageSize: number,
  after?: string,
): Promise<{ redemptions: CouponRedemption[]; nextCursor?: string }> {
  let query = couponRedemptions(restaurantId, couponId)
    .orderBy('redeemedIsoDateTimeUtc', 'desc')
    .limit(pageSize + 1);
  if (after) {
    const cursor = await couponRedemptions(restaurantId, couponId).doc(after).get();
    if (cursor.exists) query = query.startAfter(cursor);
  }
  const snapshot = await query.get();
  const redemptions = snapshot.docs
    .map((doc) => ZCouponRedemption.safeParse(doc.data()))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []));
  const page = redemptions.slice(0, pageSize);
  const last = page.at(-1);
  return {
    redemptions: page,
    ...(redemptions.length > pageSize && last ? { nextCursor: last.orderId } : {}),
  };
}
