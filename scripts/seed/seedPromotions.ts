/**
 * Coupons and loyalty for the demo: the restaurant's loyalty programme (5% back, online and at the
 * counter), a counter coupon the cashier types in (COUNTER5: $5 off orders over $20, not shown on the
 * storefront), and a regular customer with a loyalty card, found by the till's customer lookup. Every
 * document is written with fixed content, so a second run changes nothing.
 */
import {
  personSearchTerms,
  ZCouponDocument,
  ZLoyaltyCard,
  ZLoyaltySettings,
  ZStoredCustomer,
} from '@resto/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { SEEDED_AT } from './demoData';

export const DEMO_COUNTER_COUPON = {
  id: 'coupon-counter5',
  couponCode: 'COUNTER5',
  discountAmount: 500,
} as const;
/** A customer who signed up with their mobile (uid `phone:…`), so their card is theirs online too. */
export const DEMO_LOYALTY_CUSTOMER = {
  customerKey: 'phone:+61412000111',
  name: 'Jo Regular',
  mobile: '+61412000111',
  balance: 1250,
} as const;

export async function seedPromotions(db: Firestore, restaurantId: string): Promise<void> {
  const restaurant = db.collection('restaurants').doc(restaurantId);
  const batch = db.batch();
  batch.set(
    restaurant.collection('settings').doc('loyalty'),
    ZLoyaltySettings.parse({
      enabled: true,
      type: 'percentage',
      count: 5,
      isEnabledForPOS: true,
      isEnabledForOnline: true,
      cardBg: '#1E3A5F',
    }),
  );
  const year = Number(SEEDED_AT.slice(0, 4));
  const coupon = ZCouponDocument.parse({
    id: DEMO_COUNTER_COUPON.id,
    name: '$5 off at the counter',
    type: 'flatAmountDiscount',
    couponCode: DEMO_COUNTER_COUPON.couponCode,
    description: '$5 off orders over $20, handed out with flyers',
    startDate: `${year - 1}-1-1`,
    endDate: `${year + 5}-12-31`,
    discountAmount: DEMO_COUNTER_COUPON.discountAmount,
    applicableOverAmount: 2000,
    maxRedeems: 100_000,
    isPublic: false,
    redeemedCount: 0,
    createdIsoDateTimeUtc: SEEDED_AT,
    updatedIsoDateTimeUtc: SEEDED_AT,
  });
  batch.set(restaurant.collection('coupons').doc(coupon.id), JSON.parse(JSON.stringify(coupon)));
  batch.set(restaurant.collection('couponCodes').doc(coupon.couponCode), {
    couponId: coupon.id,
    couponCode: coupon.couponCode,
  });
  const person = { name: DEMO_LOYALTY_CUSTOMER.name, mobile: DEMO_LOYALTY_CUSTOMER.mobile, email: '' };
  const customer = ZStoredCustomer.parse({
    name: person.name,
    previousOrderCount: 3,
    previousPosOrderCount: 4,
    mobileNumberE164: person.mobile,
    lastOrderIsoDateTimeUtc: SEEDED_AT,
    lastOrderStoreId: 'bondi',
  });
  batch.set(restaurant.collection('customers').doc(DEMO_LOYALTY_CUSTOMER.customerKey), {
    ...JSON.parse(JSON.stringify(customer)),
    searchTerms: personSearchTerms(person),
  });
  batch.set(
    restaurant.collection('loyaltyCards').doc(DEMO_LOYALTY_CUSTOMER.customerKey),
    ZLoyaltyCard.parse({
      customerUid: DEMO_LOYALTY_CUSTOMER.customerKey,
      restaurantId,
      balance: DEMO_LOYALTY_CUSTOMER.balance,
      totalEarned: DEMO_LOYALTY_CUSTOMER.balance,
      totalRedeemed: 0,
      ...person,
      searchTerms: personSearchTerms(person),
      createdIsoDateTimeUtc: SEEDED_AT,
      updatedIsoDateTimeUtc: SEEDED_AT,
    }),
  );
  await batch.commit();
}
