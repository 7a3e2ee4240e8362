import type { CountryCode } from '../common/constants';
import { type Cents, roundCents } from '../money/money';

/**
 * The GST included in a GST-inclusive Australian price: one eleventh (10% on top of the ex-GST
 * price), rounded to the cent. Other countries' prices carry no GST figure here, so it is 0.
 */
export function gstIncludedIn(amount: Cents, countryCode: CountryCode): Cents {
  return countryCode === 'AU' ? roundCents(amount / 11) : 0;
}
