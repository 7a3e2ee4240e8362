/**
 * "Which coupon should I use?": prices the cart from the published menu exactly as placement would
 * (without a coupon), then lets the domain's `evaluateCoupon` / `bestCoupon` judge every public coupon
 * of the store and the code typed. Nothing is reserved: placement checks again in its transaction.
 */
import {
  bestCoupon,
  COUPON_USED_UP_MESSAGE,
  type CouponContext,
  type CouponDocument,
  type CouponOffer,
  type CouponSuggestion,
  couponIsForStore,
  couponNotFoundMessage,
  evaluateCoupon,
  localDateAt,
  normaliseCouponCode,
  priceOnlineOrder,
  publicCoupon,
  storeCurrency,
  weekdayOfLocalDate,
  ZCouponSuggestRequest,
  ZStoredCustomer,
} from '@resto/domain';
import { restaurantCustomerDoc } from '../onlineOrdering/onlineOrderingPaths';
import type { OrderingStore } from '../onlineOrdering/orderingStore';
import { FIRST_ORDER_COUPON_NEEDS_SIGN_IN } from '../onlineOrdering/placeOrder';
import { verifiedMobileOf } from '../phoneAuth/customerAccounts';
import { publicCouponsOfRestaurant } from './couponQueries';
import { readCouponForRedemption } from './couponRedemptions';

/** A customer with a record and an earlier order is not on their first order; guests are judged at placement. */
async function isFirstOrder(restaurantId: string, callerUid: string | undefined): Promise<boolean> {
  if (!callerUid) return true;
  const snapshot = await restaurantCustomerDoc(restaurantId, callerUid).get();
  if (!snapshot.exists) return true;
  const customer = ZStoredCustomer.safeParse(snapshot.data());
  return !customer.success || customer.data.previousOrderCount === 0;
}

function reasonOf(
  coupon: CouponDocument,
  context: CouponContext,
  verifiedMobile: string | undefined,
): { offer?: CouponOffer; reason?: string } {
  if (coupon.firstOrderDiscount && !verifiedMobile) return { reason: FIRST_ORDER_COUPON_NEEDS_SIGN_IN };
  const evaluation = evaluateCoupon(coupon, context);
  if (evaluation.applies)
    return {
      offer: {
        coupon: publicCoupon(coupon),
        discountCents: evaluation.discountCents,
        discountsDelivery: evaluation.discountsDelivery,
      },
    };
  return { reason: evaluation.rejection === 'fullyRedeemed' ? COUPON_USED_UP_MESSAGE : evaluation.reason };
}

export async function suggestCoupon(
  store: OrderingStore,
  body: unknown,
  callerUid: string | undefined,
  now = new Date(),
): Promise<CouponSuggestion> {
  const parsed = ZCouponSuggestRequest.parse(body);
  const { restaurantId, storeId, menu } = store;
  const quote = priceOnlineOrder(
    menu,
    {
      collectionType: parsed.collectionType,
      requestedTime: parsed.requestedTime,
      lines: parsed.lines,
      deliveryAddress: parsed.deliveryAddress,
    },
    now,
  );
  const today = localDateAt(now, menu.store.timezone);
  const context: CouponContext = {
    isoDate: today,
    weekday: weekdayOfLocalDate(today),
    collectionType: parsed.collectionType,
    storeId,
    itemTotal: quote.totals.itemTotal,
    deliveryCharge: quote.delivery?.deliveryCharge ?? 0,
    isFirstOrder: await isFirstOrder(restaurantId, callerUid),
    redeemedCount: 0,
    otherCoupons: [],
    currency: storeCurrency(menu).code,
  };
  const contextFor = (coupon: CouponDocument): CouponContext => ({
    ...context,
    redeemedCount: coupon.redeemedCount,
  });

  const offered = (await publicCouponsOfRestaurant(restaurantId, today)).filter(
    (coupon) => coupon.isPublic && coupon.status === 'active' && couponIsForStore(coupon, storeId),
  );
  const typed = parsed.couponCode ? normaliseCouponCode(parsed.couponCode) : '';
  const verifiedMobile = await verifiedMobileOf(callerUid);
  const found = typed === '' ? undefined : await readCouponForRedemption(restaurantId, typed, verifiedMobile);

  const candidates = [
    ...(found && !offered.some((coupon) => coupon.id === found.coupon.id) ? [found.coupon] : []),
    ...offered,
  ]
    .filter((coupon) => coupon.maxRedeems === undefined || coupon.redeemedCount < coupon.maxRedeems)
    .filter((coupon) => !coupon.firstOrderDiscount || verifiedMobile !== undefined);
  // Used-up coupons are left out above, so one context (counter 0) serves every candidate.
  const winner = bestCoupon(candidates, context);
  const best = winner ? reasonOf(winner.coupon as CouponDocument, context, verifiedMobile).offer : undefined;

  const others = offered.flatMap((coupon) => {
    const { reason } = reasonOf(coupon, contextFor(coupon), verifiedMobile);
    return reason ? [{ coupon: publicCoupon(coupon), reason }] : [];
  });

  const requested: CouponSuggestion['requested'] =
    typed === ''
      ? undefined
      : found
        ? (() => {
            const { offer, reason } = reasonOf(found.coupon, contextFor(found.coupon), verifiedMobile);
            return {
              couponCode: typed,
              applies: offer !== undefined,
              coupon: publicCoupon(found.coupon),
              ...(offer ? { offer } : {}),
              ...(reason ? { reason } : {}),
            };
          })()
        : {
            couponCode: typed,
            applies: false,
            reason: couponNotFoundMessage(typed),
          };

  return { ...(best ? { best } : {}), ...(requested ? { requested } : {}), others };
}
