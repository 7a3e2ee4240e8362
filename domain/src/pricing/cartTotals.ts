import type { CountryCode, OrderSource } from '../common/constants';
import { type Cents, isCents, roundCents } from '../money/money';
import type { CardSurcharge, PublicHolidaySurcharge } from '../surcharges/surchargeSettings';
import { cardSurchargeFor, publicHolidaySurchargeFor } from '../surcharges/surcharges';
import { gstIncludedIn } from './gst';
import type { PricedLine } from './linePrice';

export interface CartTotalsInput {
  lines: readonly Pick<PricedLine, 'total' | 'isGstApplicable'>[];
  source: OrderSource;
  countryCode: CountryCode;
  /** Coupon discount on the items (from coupons.ts); capped at the item total. */
  couponDiscount?: Cents;
  /** A free-delivery coupon applies: the delivery charge is given back as a discount. */
  freeDelivery?: boolean;
  /** Loyalty credits spent (from loyalty.ts); capped at what is left of the item total. */
  loyaltyDiscount?: Cents;
  deliveryCharge?: Cents;
  /** The surcharge of the card being used; leave out when the customer does not pay by card. */
  cardSurcharge?: CardSurcharge;
  /** The store's public-holiday surcharge and the order's date (yyyy-m-d, store timezone). */
  publicHoliday?: { settings: PublicHolidaySurcharge; isoDate: string };
}

export interface CartTotals {
  itemTotal: Cents;
  couponDiscount: Cents;
  loyaltyDiscount: Cents;
  deliveryCharge: Cents;
  /** The delivery charge given back by a free-delivery coupon. */
  deliveryDiscount: Cents;
  publicHolidaySurcharge: Cents;
  cardSurcharge: Cents;
  /** couponDiscount + loyaltyDiscount + deliveryDiscount */
  discount: Cents;
  /** deliveryCharge + publicHolidaySurcharge + cardSurcharge */
  charges: Cents;
  /** itemTotal + charges − discount; never negative because each discount is capped. */
  grandTotal: Cents;
  /** GST included in grandTotal (Australia), for the GST-applicable share of it. */
  gst: Cents;
}

/**
 * Totals of a priced cart, in this order: items; item discounts (coupon first, then loyalty, each
 * capped so the items never go below $0); the public-holiday surcharge on the discounted items; the
 * delivery charge (less a free-delivery coupon); and last the card surcharge on everything payable.
 *
 * GST: discounts and charges are shared between GST-applicable and GST-free items in proportion to
 * their item totals, so gst = grandTotal × (GST-applicable item total ÷ item total) ÷ 11, rounded.
 */
export function cartTotals(input: CartTotalsInput): CartTotals {
  const itemTotal = sumNonNegative(input.lines.map((line) => line.total));
  const couponDiscount = Math.min(nonNegative(input.couponDiscount ?? 0), itemTotal);
  const loyaltyDiscount = Math.min(nonNegative(input.loyaltyDiscount ?? 0), itemTotal - couponDiscount);
  const discountedItems = itemTotal - couponDiscount - loyaltyDiscount;

  const publicHolidaySurcharge = input.publicHoliday
    ? publicHolidaySurchargeFor(discountedItems, input.publicHoliday.settings, {
        isoDate: input.publicHoliday.isoDate,
        source: input.source,
      })
    : 0;
  const deliveryCharge = nonNegative(input.deliveryCharge ?? 0);
  const deliveryDiscount = input.freeDelivery ? deliveryCharge : 0;
  const beforeCardSurcharge = discountedItems + publicHolidaySurcharge + deliveryCharge - deliveryDiscount;
  const cardSurcharge = cardSurchargeFor(beforeCardSurcharge, input.cardSurcharge);

  const discount = couponDiscount + loyaltyDiscount + deliveryDiscount;
  const charges = deliveryCharge + publicHolidaySurcharge + cardSurcharge;
  const grandTotal = itemTotal + charges - discount;
  const gstApplicableItems = sumNonNegative(
    input.lines.filter((line) => line.isGstApplicable).map((line) => line.total),
  );
  const gstApplicableShare = itemTotal === 0 ? 0 : roundCents((grandTotal * gstApplicableItems) / itemTotal);
  return {
    itemTotal,
    couponDiscount,
    loyaltyDiscount,
    deliveryCharge,
    deliveryDiscount,
    publicHolidaySurcharge,
    cardSurcharge,
    discount,
    charges,
    grandTotal,
    gst: gstIncludedIn(gstApplicableShare, input.countryCode),
  };
}

/** One money row under an order's lines; discounts are negative. */
export interface CartTotalRow {
  label: string;
  cents: Cents;
  /** The grand total, which screens and emails show in bold. */
  strong?: boolean;
}

/**
 * The money rows under an order's lines, in the order `cartTotals` applies them: the items, each
 * discount and charge that is not zero (discounts negative), the total, and the GST it includes
 * when there is any. The invoice email and the staff and admin order screens show these rows.
 */
export function cartTotalRows(totals: CartTotals): CartTotalRow[] {
  const rows: CartTotalRow[] = [{ label: 'Items', cents: totals.itemTotal }];
  const optional: [string, Cents, boolean][] = [
    ['Coupon discount', totals.couponDiscount, true],
    ['Loyalty credit', totals.loyaltyDiscount, true],
    ['Public holiday surcharge', totals.publicHolidaySurcharge, false],
    ['Delivery', totals.deliveryCharge, false],
    ['Free delivery', totals.deliveryDiscount, true],
    ['Card surcharge', totals.cardSurcharge, false],
  ];
  for (const [label, cents, isDiscount] of optional) {
    if (cents > 0) rows.push({ label, cents: isDiscount ? -cents : cents });
  }
  rows.push({ label: 'Total', cents: totals.grandTotal, strong: true });
  if (totals.gst > 0) rows.push({ label: 'Includes GST', cents: totals.gst });
  return rows;
}

function nonNegative(cents: Cents): Cents {
  if (!isCents(cents) || cents < 0)
    throw new RangeError(`Expected whole cents of $0.00 or more, got ${cents}`);
  return cents;
}

function sumNonNegative(values: readonly Cents[]): Cents {
  return values.reduce((sum, cents) => sum + nonNegative(cents), 0);
}
