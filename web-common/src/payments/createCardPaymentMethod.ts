/**
 * Turns the card form into a provider payment method (`pm_...`), the only thing our API ever gets.
 * On the emulator suite the fields go straight from the browser to the local fake Stripe with the
 * publishable key (as Stripe.js would do); in production the provider's hosted fields must do it.
 */
import { paymentDeclineMessage } from '@resto/domain';
import { type CardFields, cardDigits, parseExpiry } from './cardFields';
import type { CardPaymentsConfig } from './cardPaymentsConfig';
import { productionCardEntry } from './productionCardEntry';

export interface CardPaymentMethod {
  paymentMethodId: string;
  brand: string;
  last4: string;
}

/** A card the provider refused before any payment, with words for the customer and the field to fix. */
export class CardEntryError extends Error {
  override readonly name = 'CardEntryError';
  constructor(
    readonly customerMessage: string,
    readonly field?: keyof CardFields,
    readonly code?: string,
  ) {
    super(customerMessage);
  }
}

const FIELD_BY_PARAM: Record<string, keyof CardFields> = {
  'card[number]': 'number',
  'card[exp_month]': 'expiry',
  'card[exp_year]': 'expiry',
  'card[cvc]': 'cvc',
};

interface ProviderAnswer {
  id?: string;
  card?: { brand?: string; last4?: string };
  error?: { code?: string; decline_code?: string; param?: string };
}

export async function createCardPaymentMethod(
  fields: CardFields,
  config: CardPaymentsConfig,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<CardPaymentMethod> {
  if (!config.fakeApiUrl) return productionCardEntry.createPaymentMethod();
  const expiry = parseExpiry(fields.expiry);
  const body = new URLSearchParams({
    type: 'card',
    'card[number]': cardDigits(fields.number),
    'card[exp_month]': String(expiry?.month ?? ''),
    'card[exp_year]': String(expiry?.year ?? ''),
    'card[cvc]': fields.cvc.trim(),
  });
  let response: Response;
  try {
    response = await fetchImpl(`${config.fakeApiUrl}/v1/payment_methods`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${config.publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body,
    });
  } catch {
    throw new CardEntryError(
      'We could not reach the card processor. Check your connection and try again.',
      undefined,
      'network',
    );
  }
  const answer = (await response.json().catch(() => ({}))) as ProviderAnswer;
  if (!response.ok || !answer.id) {
    const error = answer.error ?? {};
    throw new CardEntryError(
      paymentDeclineMessage(error.code, error.decline_code),
      error.param ? FIELD_BY_PARAM[error.param] : undefined,
      error.code,
    );
  }
  return { paymentMethodId: answer.id, brand: answer.card?.brand ?? 'card', last4: answer.card?.last4 ?? '' };
}
