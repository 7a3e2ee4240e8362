/**
 * Prices an online order from the store's published menu, and lists everything that stops it in
 * words. The storefront calls `priceOnlineOrder` to show the cart and checkout totals; the server
 * calls `quoteOnlineOrder` (the same pricing plus the check against the total the customer saw), so
 * what the customer is shown is what they are charged.
 *
 * Charges follow `cartTotals`: items, then the coupon's discount and the loyalty credits spent, the
 * public-holiday surcharge for the day the order is collected, the delivery area's charge, and last
 * the card surcharge — the store's credit-card surcharge, because which kind of card the customer
 * holds is only known to the card provider.
 *
 * Coupons and loyalty cards are not in the published menu, so the caller passes what it knows as
 * `OnlineOrderPromotions`: the server reads them in the placement transaction; the storefront passes
 * what `/api/coupons/.../suggest` and `/api/loyalty/.../my-card` told it.
 */

import type { DeliveryAddress } from '../common/address';
import type { Currency } from '../common/common';
import type { CollectionType, OnlinePaymentType } from '../common/constants';
import { COUNTRIES } from '../common/countries';
import { E164_PATTERN, isEmail } from '../common/validation';
import type { Coupon } from '../coupons/coupon';
import {
  type AppliedCoupon,
  COUPON_USED_UP_MESSAGE,
  couponNotFoundMessage,
} from '../coupons/couponRedemption';
import { evaluateCoupon } from '../coupons/coupons';
import { COURIER_QUOTE_EXPIRED_MESSAGE, COURIER_QUOTE_NEEDED_MESSAGE } from '../delivery/courier';
import { quoteDelivery } from '../delivery/delivery';
import { loyaltyCreditsRedeemable } from '../loyalty/loyalty';
import type { LoyaltySettings } from '../loyalty/loyaltySettings';
import type { ItemSpec } from '../menu/menu';
import { catalogueFromPublishedMenu } from '../menuPublishing/build';
import type { PublishedMenu } from '../menuPublishing/schema';
import { type Cents, formatMoney } from '../money/money';
import type { OrderCart } from '../orders/cart';
import { allowedOnlinePaymentTypes } from '../payments/paymentSettings';
import { type CartTotals, cartTotals } from '../pricing/cartTotals';
import type { MenuCatalogue } from '../pricing/catalogue';
import { type PricedLine, priceLine } from '../pricing/linePrice';
import { NOT_READY_WORDS, onlineOrderingBlockers } from '../storeReadiness/onlineOrderingReadiness';
import { checkItemAvailability } from '../time/itemAvailability';
import { localDateAt, weekdayOfLocalDate } from '../time/zonedTime';
import { type ResolvedCollectionTime, resolveCollectionTime } from './collectionTime';
import { lineProblem, type OrderProblem, orderProblem } from './orderProblems';
import { orderSizeProblems } from './orderSize';
import type { PlaceOrderLine, PlaceOrderRequest, RequestedTime } from './placeOrderRequest';

/** What pricing needs; the storefront has this before the customer has typed their details. */
export interface OnlineOrderDraft {
  collectionType: CollectionType;
  requestedTime: RequestedTime;
  lines: readonly PlaceOrderLine[];
  paymentType?: OnlinePaymentType | undefined;
  deliveryAddress?: DeliveryAddress | undefined;
  customer?: { name?: string; mobile?: string; email?: string } | undefined;
  couponCode?: string | undefined;
  loyaltyRedemption?: { credits: Cents } | undefined;
}

/** The coupon and loyalty card behind the draft's `couponCode` and `loyaltyRedemption`. */
export interface OnlineOrderPromotions {
  /** The coupon the code names; undefined when the restaurant has no coupon with that code. */
  coupon?:
    | {
        coupon: Coupon & { name?: string };
        /** Redemptions so far (the storefront, which cannot know, passes 0). */
        redeemedCount: number;
        /** The customer has not ordered before (the storefront passes true; the server checks). */
        isFirstOrder: boolean;
      }
    | undefined;
  /** The restaurant's loyalty settings and the customer's balance; undefined without a card. */
  loyalty?: { settings: LoyaltySettings; balance: Cents } | undefined;
}

export interface QuotedLine extends PricedLine {
  /** The cart line's id from the request. */
  lineId: string;
}

export interface QuotedDelivery {
  areaId?: string;
  areaName?: string;
  deliveryCharge: Cents;
  minOrderValue: Cents;
  /** The courier's fee included in `deliveryCharge` (courier stores whose zone passes it on). */
  courierFee?: Cents;
}

/**
 * The courier's price for a store that delivers with the courier service: its fee from a usable
 * quote, or why there is none (not asked yet, or run out). Undefined for other stores.
 */
export type CourierPricing = { fee: Cents } | { missing: true } | { expired: true };

export interface OnlineOrderQuote {
  /** Empty when the order can be placed. */
  problems: OrderProblem[];
  /** The lines that could be priced (all of them when there are no item problems). */
  lines: QuotedLine[];
  /** Totals of the priced lines. */
  totals: CartTotals;
  /** When the order will be ready; absent when the requested time cannot be met. */
  collection?: ResolvedCollectionTime;
  delivery?: QuotedDelivery;
  /** The coupon that gave `totals.couponDiscount` or `totals.deliveryDiscount`. */
  coupon?: AppliedCoupon;
  currency: Currency;
}

const COLLECTION_WORDS: Record<CollectionType, string> = {
  pickup: 'Pickup',
  delivery: 'Delivery',
  dineIn: 'Dine-in',
};

const PAYMENT_WORDS: Record<OnlinePaymentType, string> = {
  stripe: 'Card payment online',
  inStore: 'Paying in store',
  cashOnDelivery: 'Cash on delivery',
  cardOnDelivery: 'Card on delivery',
};

export const LOYALTY_SIGN_IN_MESSAGE = 'Sign in to spend your loyalty credits';
/** At the counter the cashier picks a known customer, whose card pays. */
export const LOYALTY_NO_CARD_AT_POS_MESSAGE = 'Choose a customer with a loyalty card to spend their credits';

export function storeCurrency(menu: PublishedMenu): Currency {
  const country = COUNTRIES[menu.store.address.country.code];
  return { code: country.currencyCode, symbol: country.currencySymbol };
}

/** Prices the draft and collects every problem (it does not stop at the first). */
export function priceOnlineOrder(
  menu: PublishedMenu,
  draft: OnlineOrderDraft,
  now: Date,
  promotions: OnlineOrderPromotions = {},
  courier?: CourierPricing,
): OnlineOrderQuote {
  const problems: OrderProblem[] = [];
  const currency = storeCurrency(menu);
  const { collectionType } = draft;

  if (menu.store.status === 'OFFLINE') {
    const reason = menu.store.offlineReason ? `: ${menu.store.offlineReason}` : '';
    problems.push(
      orderProblem('storeOffline', '', `${menu.store.name} is not taking online orders${reason}`),
    );
  }
  // A store missing what every order needs (a menu, a way to pay, ordering times...) is not open
  // for orders, whatever its switch says: the storefront and the server refuse alike.
  else if (onlineOrderingBlockers(menu).length > 0) {
    problems.push(orderProblem('storeNotReady', '', `${menu.store.name} ${NOT_READY_WORDS}`));
  }
  if (!menu.store.collectionSettings[collectionType].available) {
    problems.push(
      orderProblem(
        'collectionTypeUnavailable',
        'collectionType',
        `${COLLECTION_WORDS[collectionType]} is not available at ${menu.store.name}`,
      ),
    );
  }

  const time = resolveCollectionTime(menu, collectionType, draft.requestedTime, now);
  if (!time.ok) problems.push(time.problem);
  const collection = time.ok ? time.time : undefined;

  const catalogue = catalogueFromPublishedMenu(menu);
  problems.push(
    ...orderSizeProblems(
      draft.lines,
      menu.settings.orderProcess,
      (specId) => catalogue.itemsById.get(specId)?.name,
    ),
  );
  const readyAt = collection ? new Date(collection.isoDateTimeUtc) : now;
  const lines = priceLines(menu, catalogue, draft, readyAt, problems);
  const itemTotal = lines.reduce((sum, line) => sum + line.total, 0);
  const linesOk = lines.length === draft.lines.length;

  if (
    draft.paymentType &&
    !allowedOnlinePaymentTypes(menu.settings.payments, collectionType).includes(draft.paymentType)
  ) {
    problems.push(
      orderProblem(
        'paymentTypeNotAllowed',
        'paymentType',
        `${PAYMENT_WORDS[draft.paymentType]} is not available for ${COLLECTION_WORDS[collectionType].toLowerCase()} orders`,
      ),
    );
  }

  let delivery: QuotedDelivery | undefined;
  if (collectionType === 'delivery' && draft.deliveryAddress) {
    const quote = quoteDelivery({
      address: draft.deliveryAddress,
      areas: menu.settings.delivery.areas,
      settings: menu.settings.delivery,
      itemTotal,
      currency: currency.code,
    });
    if (quote.ok) {
      // A courier store's order needs the courier's price (the courier must take the address too);
      // the zone says whether its fee is passed on to the customer on top of the store's charge.
      let courierFee: Cents | undefined;
      if (courier && 'missing' in courier)
        problems.push(orderProblem('courierQuoteNeeded', 'deliveryAddress', COURIER_QUOTE_NEEDED_MESSAGE));
      else if (courier && 'expired' in courier)
        problems.push(orderProblem('courierQuoteExpired', 'deliveryAddress', COURIER_QUOTE_EXPIRED_MESSAGE));
      else if (courier && quote.shouldApplyThirdPartyDeliveryFee) courierFee = courier.fee;
      delivery = {
        ...(quote.area ? { areaId: quote.area.id, areaName: quote.area.name } : {}),
        deliveryCharge: quote.deliveryCharge + (courierFee ?? 0),
        minOrderValue: quote.minOrderValue,
        ...(courierFee !== undefined ? { courierFee } : {}),
      };
    } else if (quote.reason === 'outsideArea') {
      problems.push(orderProblem('outsideDeliveryArea', 'deliveryAddress', quote.message));
    } else if (linesOk) {
      // With a line missing the item total is understated; the minimum is judged once the cart is whole.
      problems.push(orderProblem('belowMinimumOrder', 'lines', quote.message));
    }
  }

  problems.push(...customerProblems(draft.customer));
  const today = localDateAt(now, menu.store.timezone);
  const coupon = appliedCoupon(menu, draft, promotions, {
    today,
    itemTotal,
    deliveryCharge: delivery?.deliveryCharge ?? 0,
    problems,
  });
  const loyaltyDiscount = loyaltyCredits(draft, promotions, {
    source: 'website',
    lines,
    couponDiscount: coupon && !coupon.discountsDelivery ? coupon.discountCents : 0,
    currency: currency.code,
    problems,
  });

  const totals = cartTotals({
    lines,
    source: 'website',
    countryCode: menu.store.address.country.code,
    ...(coupon && !coupon.discountsDelivery ? { couponDiscount: coupon.discountCents } : {}),
    ...(coupon?.discountsDelivery ? { freeDelivery: true } : {}),
    loyaltyDiscount,
    deliveryCharge: delivery?.deliveryCharge ?? 0,
    ...(draft.paymentType === 'stripe' ? { cardSurcharge: menu.settings.checkout.creditCard } : {}),
    publicHoliday: {
      settings: menu.settings.publicHolidaySurcharge,
      isoDate: collection?.date ?? localDateAt(now, menu.store.timezone),
    },
  });

  return {
    problems,
    lines,
    totals,
    ...(collection ? { collection } : {}),
    ...(delivery ? { delivery } : {}),
    ...(coupon ? { coupon } : {}),
    currency,
  };
}

/**
 * The coupon the draft names, if it applies (its problem otherwise). Its dates and weekdays are
 * judged on the day the order is placed, in the store's timezone. A coupon that has just been used up
 * is a change under the customer (409); every other reason is something they must change (400).
 * The POS quote (pos/quotePosOrder.ts) applies coupons with this same function.
 */
export function appliedCoupon(
  menu: PublishedMenu,
  draft: Pick<OnlineOrderDraft, 'collectionType' | 'couponCode'>,
  promotions: OnlineOrderPromotions,
  context: {
    today: string;
    itemTotal: Cents;
    deliveryCharge: Cents;
    problems: OrderProblem[];
  },
): AppliedCoupon | undefined {
  const code = draft.couponCode?.trim() ?? '';
  if (code === '') return undefined;
  const found = promotions.coupon;
  if (!found) {
    context.problems.push(orderProblem('couponNotFound', 'couponCode', couponNotFoundMessage(code)));
    return undefined;
  }
  const evaluation = evaluateCoupon(found.coupon, {
    isoDate: context.today,
    weekday: weekdayOfLocalDate(context.today),
    collectionType: draft.collectionType,
    storeId: menu.storeId,
    itemTotal: context.itemTotal,
    deliveryCharge: context.deliveryCharge,
    isFirstOrder: found.isFirstOrder,
    redeemedCount: found.redeemedCount,
    otherCoupons: [],
    currency: storeCurrency(menu).code,
  });
  if (!evaluation.applies) {
    context.problems.push(
      evaluation.rejection === 'fullyRedeemed'
        ? orderProblem('couponUsedUp', 'couponCode', COUPON_USED_UP_MESSAGE)
        : orderProblem('couponNotApplicable', 'couponCode', evaluation.reason),
    );
    return undefined;
  }
  return {
    couponId: found.coupon.id,
    couponCode: found.coupon.couponCode,
    name: found.coupon.name ?? '',
    discountCents: evaluation.discountCents,
    discountsDelivery: evaluation.discountsDelivery,
  };
}

/**
 * The loyalty credits the draft spends (0 when none). Asking for more than the card allows on this
 * cart is refused in words rather than quietly lowered, so the total stays the one the customer saw.
 * The POS quote spends credits with this same function (source `pos`).
 */
export function loyaltyCredits(
  draft: Pick<OnlineOrderDraft, 'loyaltyRedemption'>,
  promotions: OnlineOrderPromotions,
  context: {
    source: 'website' | 'pos';
    lines: readonly Pick<PricedLine, 'total' | 'isDiscounted'>[];
    couponDiscount: Cents;
    currency: Currency['code'];
    problems: OrderProblem[];
  },
): Cents {
  const requested = draft.loyaltyRedemption?.credits ?? 0;
  if (requested <= 0) return 0;
  const card = promotions.loyalty;
  if (!card) {
    context.problems.push(
      orderProblem(
        'loyaltyNotRedeemable',
        'loyaltyRedemption',
        context.source === 'pos' ? LOYALTY_NO_CARD_AT_POS_MESSAGE : LOYALTY_SIGN_IN_MESSAGE,
      ),
    );
    return 0;
  }
  if (requested > card.balance) {
    // Spent elsewhere (another checkout, a refund reversal) since the customer chose: a change (409).
    context.problems.push(
      orderProblem(
        'loyaltyBalanceChanged',
        'loyaltyRedemption',
        `Your loyalty balance is now ${formatMoney(card.balance, context.currency)}. Check your order and place it again.`,
      ),
    );
    return 0;
  }
  const decision = loyaltyCreditsRedeemable(card.settings, {
    source: context.source,
    lines: context.lines,
    couponDiscount: context.couponDiscount,
    balance: card.balance,
  });
  if (!decision.ok) {
    context.problems.push(orderProblem('loyaltyNotRedeemable', 'loyaltyRedemption', decision.reason));
    return 0;
  }
  if (requested > decision.credits) {
    context.problems.push(
      orderProblem(
        'loyaltyNotRedeemable',
        'loyaltyRedemption',
        `You can spend up to ${formatMoney(decision.credits, context.currency)} of loyalty credits on this order`,
      ),
    );
    return 0;
  }
  return requested;
}

/**
 * The server's quote: `priceOnlineOrder` plus the check that the total is the one the customer saw.
 * The total is compared only when nothing else is wrong: otherwise the other problems say more, and
 * the total would change anyway once they are fixed.
 */
export function quoteOnlineOrder(
  menu: PublishedMenu,
  request: PlaceOrderRequest,
  now: Date,
  promotions: OnlineOrderPromotions = {},
  courier?: CourierPricing,
): OnlineOrderQuote {
  const quote = priceOnlineOrder(menu, request, now, promotions, courier);
  if (quote.problems.length === 0 && quote.totals.grandTotal !== request.expectedTotalInCents) {
    const money = (cents: Cents) => formatMoney(cents, quote.currency.code);
    quote.problems.push(
      orderProblem(
        'totalChanged',
        'expectedTotalInCents',
        `Prices have changed: your order now comes to ${money(quote.totals.grandTotal)}, not ${money(request.expectedTotalInCents)}. Please check your cart and place the order again.`,
      ),
    );
  }
  return quote;
}

function priceLines(
  menu: PublishedMenu,
  catalogue: MenuCatalogue,
  draft: OnlineOrderDraft,
  readyAt: Date,
  problems: OrderProblem[],
): QuotedLine[] {
  const onlineCategories = new Set(
    menu.categories
      .filter((category) => category.applicableOrderingSystem.online)
      .map((category) => category.id),
  );
  const context = { source: 'website' as const, collectionType: draft.collectionType };
  const lines: QuotedLine[] = [];
  draft.lines.forEach((line, index) => {
    const priced = priceLine({ selection: line.selection }, catalogue, context);
    if (!priced.ok) {
      problems.push(lineProblem(index, priced.problem.reason, priced.problem.message));
      return;
    }
    const spec = catalogue.itemsById.get(line.selection.specId) as ItemSpec;
    // priceLine knows the item; only the published menu knows its category and the clock its hours.
    const hours = checkItemAvailability(spec, { at: readyAt, timezone: menu.store.timezone });
    if (!hours.available || !onlineCategories.has(spec.categoryId)) {
      problems.push(lineProblem(index, 'Unavailable', `${spec.name} is not available at the time you chose`));
      return;
    }
    lines.push({ ...priced.value, lineId: line.id });
  });
  return lines;
}

function customerProblems(customer: OnlineOrderDraft['customer']): OrderProblem[] {
  if (!customer) return [];
  const problems: OrderProblem[] = [];
  if (customer.name !== undefined && customer.name.trim() === '')
    problems.push(orderProblem('invalidCustomer', 'customer.name', 'Enter your name'));
  if (customer.mobile !== undefined && !E164_PATTERN.test(customer.mobile.trim()))
    problems.push(
      orderProblem(
        'invalidCustomer',
        'customer.mobile',
        'Enter the phone number with its country code, like +61412345678',
      ),
    );
  if (customer.email !== undefined && !isEmail(customer.email))
    problems.push(
      orderProblem('invalidCustomer', 'customer.email', 'Enter a valid email address, like name@example.com'),
    );
  return problems;
}

/** The cart as stored on the order (ZOrderCart), from a quote without problems. */
export function onlineOrderCart(
  quote: OnlineOrderQuote,
  request: Pick<PlaceOrderRequest, 'collectionType' | 'paymentType' | 'comments' | 'deliveryAddress'> & {
    customer: { name: string };
  },
  now: Date,
): OrderCart {
  if (!quote.collection) throw new Error('An order without a collection time cannot be stored');
  const { totals } = quote;
  return {
    createdTime: now.toISOString(),
    items: quote.lines.map((line) => ({
      id: line.lineId,
      categoryId: line.categoryId,
      isGstApplicable: line.isGstApplicable,
      selection: line.selection,
      summary: line.summary,
    })),
    collection: {
      type: request.collectionType,
      date: quote.collection.date,
      timeOfDay: quote.collection.timeOfDay,
    },
    paymentType: request.paymentType,
    itemTotal: totals.itemTotal,
    grandTotal: totals.grandTotal,
    currency: quote.currency,
    comments: request.comments,
    discount: totals.discount,
    customerName: request.customer.name,
    ...(request.collectionType === 'delivery' && request.deliveryAddress
      ? { deliveryAddress: request.deliveryAddress }
      : {}),
    deliveryCharge: totals.deliveryCharge,
    surcharge: totals.publicHolidaySurcharge + totals.cardSurcharge,
    couponCodes: quote.coupon ? [quote.coupon.couponCode] : [],
  };
}
