/**
 * Production card entry: the card provider's own hosted card field (Stripe's Card Element, from the
 * official `@stripe/stripe-js`), so card numbers never touch our pages, our API or our logs; the
 * browser gets a `pm_...` id from Stripe and that is all our API sees.
 *
 * Loaded lazily, and only here: `@stripe/stripe-js/pure` is imported on the first mount (its own
 * chunk, never part of the menu route), and only its `loadStripe` adds Stripe's script (served by
 * Stripe) to the page. The emulator suite never reaches this module's loader (`cardEntryMode` sends it
 * to the fake), so a browser on it never asks Stripe's servers for anything.
 */
import { paymentDeclineMessage } from '@resto/domain';
import type { Stripe, StripeCardElement, StripeCardElementOptions, StripeError } from '@stripe/stripe-js';
import { CardEntryError } from './cardEntryError';
import type { CardFields } from './cardFields';
import type { CardPaymentMethod } from './createCardPaymentMethod';

export class CardEntryNotConfiguredError extends Error {
  override readonly name = 'CardEntryNotConfiguredError';
  constructor() {
    super('Card payments are not set up for this site yet. Please choose another way to pay.');
  }
}

/** What the hosted field reports as the customer types: complete, or a problem in our words. */
export interface HostedCardState {
  complete: boolean;
  problem?: string | undefined;
}

export interface HostedCardMountOptions {
  onChange?: (state: HostedCardState) => void;
  /** Text styles inside the provider's field (it renders in its own frame, so our CSS cannot reach it). */
  style?: StripeCardElementOptions['style'];
}

export interface ProductionCardEntry {
  /**
   * Loads the provider's script (once per publishable key) and mounts its card field into `target`.
   * Resolves with the function that removes it. Rejects when the script cannot be loaded.
   */
  mount(target: HTMLElement, publishableKey: string, options?: HostedCardMountOptions): Promise<() => void>;
  /** Creates a payment method from the mounted field. Throws CardEntryError with words for the customer. */
  createPaymentMethod(): Promise<CardPaymentMethod>;
  /**
   * Runs the provider's own authentication step (3-D Secure) for a payment needing it. Needs no
   * mounted field: a saved card's payment can need it too.
   */
  authenticate(clientSecret: string, publishableKey: string): Promise<'authenticated' | 'failed'>;
}

/** Words for the card field's own checks (codes Stripe.js reports before anything is sent). */
const FIELD_PROBLEMS: Readonly<Record<string, { field: keyof CardFields; message: string }>> = {
  incomplete_number: { field: 'number', message: 'Enter your card number' },
  invalid_number: { field: 'number', message: 'Check your card number: it is not complete or has a typo' },
  incorrect_number: {
    field: 'number',
    message: 'Your card number is incorrect. Please check it and try again.',
  },
  incomplete_expiry: { field: 'expiry', message: 'Enter the expiry date as MM/YY' },
  invalid_expiry_month: { field: 'expiry', message: 'Enter the expiry date as MM/YY, e.g. 04/29' },
  invalid_expiry_year: { field: 'expiry', message: 'Enter the expiry date as MM/YY, e.g. 04/29' },
  invalid_expiry_month_past: { field: 'expiry', message: 'This card has expired' },
  invalid_expiry_year_past: { field: 'expiry', message: 'This card has expired' },
  expired_card: { field: 'expiry', message: 'Your card has expired. Please use a different card.' },
  incomplete_cvc: { field: 'cvc', message: 'Enter the 3 or 4 digit security code' },
  invalid_cvc: { field: 'cvc', message: 'The security code is 3 or 4 digits' },
  incorrect_cvc: {
    field: 'cvc',
    message: "Your card's security code (CVC) is incorrect. Please check it and try again.",
  },
};

/** A provider error in our words (never the provider's own text), with the field it is about. */
export function cardEntryErrorFrom(
  error: Pick<StripeError, 'type' | 'code' | 'decline_code'>,
): CardEntryError {
  const known = error.code ? FIELD_PROBLEMS[error.code] : undefined;
  if (known && !error.decline_code) return new CardEntryError(known.message, known.field, error.code);
  return new CardEntryError(paymentDeclineMessage(error.code, error.decline_code), known?.field, error.code);
}

const UNREACHABLE = 'We could not reach the card processor. Check your connection and try again.';

type StripeLoader = (publishableKey: string) => Promise<Stripe | null>;

/** The network-facing step: imports the loader on first use (its own chunk), which adds Stripe's script. */
const loadStripeLazily: StripeLoader = async (publishableKey) => {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return loadStripe(publishableKey);
};

export function createProductionCardEntry(load: StripeLoader = loadStripeLazily): ProductionCardEntry {
  const instances = new Map<string, Promise<Stripe>>();
  let mounted: { stripe: Stripe; card: StripeCardElement } | undefined;

  const stripeFor = (publishableKey: string): Promise<Stripe> => {
    let instance = instances.get(publishableKey);
    if (!instance) {
      instance = load(publishableKey).then((stripe) => {
        if (!stripe) throw new Error('Stripe.js is only available in a browser');
        return stripe;
      });
      // A failed load (offline, blocked) may be tried again on the next mount.
      instance.catch(() => instances.delete(publishableKey));
      instances.set(publishableKey, instance);
    }
    return instance;
  };

  return {
    async mount(target, publishableKey, options = {}) {
      const stripe = await stripeFor(publishableKey);
      const card = stripe.elements().create('card', {
        hidePostalCode: true,
        ...(options.style ? { style: options.style } : {}),
      });
      card.on('change', (event) =>
        options.onChange?.({
          complete: event.complete,
          problem: event.error ? cardEntryErrorFrom(event.error).customerMessage : undefined,
        }),
      );
      card.mount(target);
      const current = { stripe, card };
      mounted = current;
      return () => {
        if (mounted === current) mounted = undefined;
        card.destroy();
      };
    },

    async createPaymentMethod() {
      if (!mounted) throw new CardEntryError('The card form is still loading. Please try again in a moment.');
      let result: Awaited<ReturnType<Stripe['createPaymentMethod']>>;
      try {
        result = await mounted.stripe.createPaymentMethod({ type: 'card', card: mounted.card });
      } catch {
        throw new CardEntryError(UNREACHABLE, undefined, 'network');
      }
      if (result.error) throw cardEntryErrorFrom(result.error);
      const card = result.paymentMethod.card;
      return {
        paymentMethodId: result.paymentMethod.id,
        brand: card?.brand ?? 'card',
        last4: card?.last4 ?? '',
      };
    },

    async authenticate(clientSecret, publishableKey) {
      const stripe = mounted?.stripe ?? (await stripeFor(publishableKey));
      const result = await stripe.handleNextAction({ clientSecret });
      if (result.error) return 'failed';
      const status = result.paymentIntent?.status;
      return status === 'succeeded' || status === 'requires_capture' || status === 'processing'
        ? 'authenticated'
        : 'failed';
    },
  };
}

/** The page's production card entry (one card form per page: the checkout's). */
export const productionCardEntry: ProductionCardEntry = /* @__PURE__ */ createProductionCardEntry();
