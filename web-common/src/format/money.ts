import { type Cents, type CurrencyCode, formatMoney } from '@resto/domain';

/** "$12.50": prices as customers see them. The domain owns the rules (two decimals, minus first). */
export function formatPrice(cents: Cents, currency: CurrencyCode = 'AUD'): string {
  return formatMoney(cents, currency);
}
