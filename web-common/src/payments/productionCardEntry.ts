/**
 * The seam for production card entry: the provider's hosted fields (Stripe Elements via
 * `@stripe/stripe-js`), which keep card numbers out of our pages entirely. That package is not
 * installed (it loads from the provider's servers, which this offline build cannot reach), so the
 * seam refuses clearly instead of quietly falling back to our own fields.
 */
import type { CardPaymentMethod } from './createCardPaymentMethod';

export class CardEntryNotConfiguredError extends Error {
  override readonly name = 'CardEntryNotConfiguredError';
  constructor() {
    super(
      'Card payments are not configured for this site: production card entry needs the card provider’s hosted fields (@stripe/stripe-js), which are not installed.',
    );
  }
}

export interface ProductionCardEntry {
  /** Creates a payment method from the hosted fields mounted on the page. */
  createPaymentMethod(): Promise<CardPaymentMethod>;
  /** Runs the provider's own authentication step (3-D Secure) for a payment needing it. */
  authenticate(clientSecret: string): Promise<'authenticated' | 'failed'>;
}

export const productionCardEntry: ProductionCardEntry = {
  createPaymentMethod: () => Promise.reject(new CardEntryNotConfiguredError()),
  authenticate: () => Promise.reject(new CardEntryNotConfiguredError()),
};
