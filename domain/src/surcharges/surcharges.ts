/** Card and public-holiday surcharges. Amounts are integer cents. */
import type { OrderSource } from '../common/constants';
import { toSortableIsoDate } from '../common/validation';
import { type Cents, percentOf } from '../money/money';
import type { CardSurcharge, PublicHolidaySurcharge, SurchargeSettings } from './surchargeSettings';

export type SurchargedCardKind = keyof SurchargeSettings;

/**
 * The card surcharge on a payment of `amount` cents: the fixed amount plus the percentage of the
 * payment. With `applicableBelowAmount` set (and above 0) it applies only to payments below that
 * amount; 0 or unset means every card payment is surcharged. Nothing is charged on a free order.
 */
export function cardSurchargeFor(amount: Cents, surcharge: CardSurcharge | undefined): Cents {
  if (!surcharge || amount <= 0) return 0;
  const threshold = surcharge.applicableBelowAmount ?? 0;
  if (threshold > 0 && amount >= threshold) return 0;
  return surcharge.amountInCents + percentOf(amount, surcharge.percentage);
}

/** Whether a calendar date (yyyy-m-d, the store's timezone) is one of the surcharged public holidays. */
export function isSurchargedHoliday(settings: PublicHolidaySurcharge, isoDate: string): boolean {
  const date = toSortableIsoDate(isoDate);
  return settings.holidays.some((holiday) => toSortableIsoDate(holiday) === date);
}

/**
 * The public-holiday surcharge on `amount` cents (the item total after discounts) for an order on
 * `isoDate`. POS orders always pay it when it is enabled; online orders only with `isEnabledForOnline`.
 */
export function publicHolidaySurchargeFor(
  amount: Cents,
  settings: PublicHolidaySurcharge | undefined,
  order: { isoDate: string; source: OrderSource },
): Cents {
  if (!settings?.enabled || amount <= 0 || !isSurchargedHoliday(settings, order.isoDate)) return 0;
  if (order.source !== 'pos' && !settings.isEnabledForOnline) return 0;
  return percentOf(amount, settings.surcharge);
}
