/**
 * What the till asks before the cashier applies a coupon or spends a customer's loyalty credits
 * (`POST /api/pos/.../pos_promotions`): the coupon's terms and use so far, and the customer's card and
 * the programme's rules. The till prices the sale with them through the domain's `quotePosOrder` (the
 * online checkout's coupon and loyalty functions), so what it shows is what the server will work out;
 * nothing is reserved here: the sale's own transaction counts the coupon and spends the credits.
 *
 * Both need the server (limits and balances live there), so the till offers them only online; a sale
 * rung up with them that reaches the server after the coupon was used up or the card spent elsewhere
 * is kept as charged and flagged (placePosOrder.ts).
 */
import {
  type Coupon,
  couponNotFoundMessage,
  type LoyaltySettings,
  type PosPromotionsRequest,
  readLoyaltySettings,
} from '@resto/domain';
import { readCouponForRedemption } from '../coupons/couponRedemptions';
import { readLoyaltyCard } from '../loyalty/loyaltyLedger';
import { loyaltySettingsDoc } from '../loyalty/loyaltyPaths';
import { restaurantCustomerDoc } from '../onlineOrdering/onlineOrderingPaths';

export interface PosPromotionsAnswer {
  /** The coupon the code names, as the till's quote needs it. */
  coupon?: {
    coupon: Coupon & { name: string };
    redeemedCount: number;
    /** A first-order coupon: the phone number has not claimed it yet. */
    isFirstOrder: boolean;
  };
  /** Why the code cannot be used, when it names no coupon. */
  couponProblem?: string;
  /** The programme and the customer's balance (0 without a card yet). */
  loyalty?: { settings: LoyaltySettings; balance: number; hasCard: boolean };
  loyaltyProblem?: string;
}

export async function posPromotions(
  restaurantId: string,
  request: PosPromotionsRequest,
): Promise<PosPromotionsAnswer> {
  const key = request.loyaltyCustomerKey;
  const [found, settingsSnapshot, card, customer] = await Promise.all([
    request.couponCode
      ? readCouponForRedemption(restaurantId, request.couponCode, request.customerPhoneNumber)
      : undefined,
    key ? loyaltySettingsDoc(restaurantId).get() : undefined,
    key ? readLoyaltyCard(undefined, restaurantId, key) : undefined,
    key ? restaurantCustomerDoc(restaurantId, key).get() : undefined,
  ]);
  const answer: PosPromotionsAnswer = {};
  if (request.couponCode) {
    if (found) {
      const { coupon } = found;
      answer.coupon = {
        coupon: {
          id: coupon.id,
          type: coupon.type,
          couponCode: coupon.couponCode,
          description: coupon.description,
          startDate: coupon.startDate,
          endDate: coupon.endDate,
          ...(coupon.dows ? { dows: coupon.dows } : {}),
          ...(coupon.collectionType ? { collectionType: coupon.collectionType } : {}),
          exclusive: coupon.exclusive,
          firstOrderDiscount: coupon.firstOrderDiscount,
          ...(coupon.maxRedeems !== undefined ? { maxRedeems: coupon.maxRedeems } : {}),
          ...(coupon.applicableOverAmount !== undefined
            ? { applicableOverAmount: coupon.applicableOverAmount }
            : {}),
          ...(coupon.discountAmount !== undefined ? { discountAmount: coupon.discountAmount } : {}),
          ...(coupon.discountPercentage !== undefined
            ? { discountPercentage: coupon.discountPercentage }
            : {}),
          ...(coupon.applicableStoreIds ? { applicableStoreIds: coupon.applicableStoreIds } : {}),
          name: coupon.name,
        },
        redeemedCount: coupon.redeemedCount,
        isFirstOrder: Boolean(request.customerPhoneNumber) && !found.firstOrderClaimed,
      };
    } else answer.couponProblem = couponNotFoundMessage(request.couponCode);
  }
  if (key) {
    const settings = readLoyaltySettings(settingsSnapshot?.data());
    if (!settings.enabled || !settings.isEnabledForPOS)
      answer.loyaltyProblem = 'Loyalty credits are not offered at the counter';
    else if (!card && (key.startsWith('guest:') || !customer?.exists))
      answer.loyaltyProblem = 'This customer has no loyalty card: they get one when they sign up online';
    else answer.loyalty = { settings, balance: card?.balance ?? 0, hasCard: card !== undefined };
  }
  return answer;
}
