/**
 * Orders that arrive through a delivery marketplace are paid before we see them: the customer pays
 * the marketplace, which pays the store in its payouts. Such an order has no payment type of ours
 * and nothing for staff to collect, so every screen, ticket and history reads it as paid "via" the
 * marketplace. This is the one place that says which sources those are.
 */
import type { OrderSource } from '../common/constants';

export interface MarketplacePayer {
  /** The order source, e.g. `uberEats`. */
  source: OrderSource;
  /** How people name the marketplace ("Uber Eats"). */
  name: string;
}

const MARKETPLACE_PAYERS: Partial<Record<OrderSource, MarketplacePayer>> = {
  uberEats: { source: 'uberEats', name: 'Uber Eats' },
};

/** The marketplace the customer paid for an order of this source, or undefined when we take the payment. */
export function marketplacePayerOf(source: string | undefined): MarketplacePayer | undefined {
  if (!source || !Object.hasOwn(MARKETPLACE_PAYERS, source)) return undefined;
  return MARKETPLACE_PAYERS[source as OrderSource];
}

/** Whether the order was paid to a marketplace (and so is paid from the moment it arrives). */
export function isPaidToMarketplace(source: string | undefined): boolean {
  return marketplacePayerOf(source) !== undefined;
}

/** "Paid via Uber Eats", or undefined for an order we take the payment for. */
export function marketplacePaymentWords(source: string | undefined): string | undefined {
  const payer = marketplacePayerOf(source);
  return payer ? `Paid via ${payer.name}` : undefined;
}
