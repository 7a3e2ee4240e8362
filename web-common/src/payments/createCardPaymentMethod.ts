/**
 * Turns the card form into a provider payment method (`pm_...`), the only thing our API ever gets.
 * On the emulator suite the fields go straight from the browser to the local fake Stripe with the
 * publishable key (as Stripe.js would do); everywhere else the provider's hosted field, mounted by
 * `HostedCardEntry`, creates it (productionCardEntry). See `cardEntryMode`.
 */
import { paymentDeclineMessage } from '@resto/domain';
import type { WebEnv } from '../config/env';
import { CardEntryError } from './cardEntryError';
import { cardEntryMode } from './cardEntryMode';
import { type CardFields, cardDigits, parseExpiry } from './cardFields';
import type { CardPaymentsConfig } from './cardPaymentsConfig';
import { CardEntryNotConfiguredError, productionCardEntry } from './productionCardEntry';

export { CardEntryError } from './cardEntryError';

export interface CardPaymentMethod {
  paymentMethodId: string;
  brand: string;
  last4: string;
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

/** `fields` are only read on the emulator suite; the hosted field holds the card everywhere else. */
export async function createCardPaymentMethod(
  fields: CardFields,
  config: CardPaymentsConfig,
  fetchImpl: typeof fetch = globalThis.fetch,
  env?: Pick<WebEnv, 'useEmulators'>,
): Promise<CardPaymentMethod> {
  const mode = cardEntryMode(config, env);
  if (mode === 'hosted') return productionCardEntry.createPaymentMethod();
  if (mode === 'unavailable' || !config.fakeApiUrl) throw new CardEntryNotConfiguredError();
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
