/**
 * The "your bank asks you to confirm" step (3-D Secure) for a payment in `requires action`. On the
 * emulator suite the fake Stripe's authentication page has complete / fail endpoints; the server
 * gives the browser that page's URL (`requiresAction.redirectUrl`), and this answers it directly.
 * Everywhere else Stripe.js runs the bank's own step (`handleNextAction` with the client secret).
 */

import type { WebEnv } from '../config/env';
import { cardEntryMode } from './cardEntryMode';
import type { CardPaymentsConfig } from './cardPaymentsConfig';
import { CardEntryNotConfiguredError, productionCardEntry } from './productionCardEntry';

export type CardAuthenticationResult = 'authenticated' | 'failed';

export async function completeCardAuthentication(
  request: { redirectUrl?: string; clientSecret?: string; approve: boolean },
  config: CardPaymentsConfig,
  fetchImpl: typeof fetch = globalThis.fetch,
  env?: Pick<WebEnv, 'useEmulators'>,
): Promise<CardAuthenticationResult> {
  const mode = cardEntryMode(config, env);
  if (mode === 'hosted')
    return productionCardEntry.authenticate(request.clientSecret ?? '', config.publishableKey);
  if (mode === 'unavailable' || !config.fakeApiUrl) throw new CardEntryNotConfiguredError();
  if (!request.redirectUrl) throw new Error('The payment did not say where to authenticate');
  const page = new URL(request.redirectUrl);
  if (page.origin !== new URL(config.fakeApiUrl).origin) {
    throw new Error('Refusing to authenticate with an unexpected card processor address');
  }
  const action = `${page.origin}${page.pathname}/${request.approve ? 'complete' : 'fail'}${page.search}`;
  const target = new URL(action);
  // The fake redirects when given a return URL; the dialog wants its JSON answer instead.
  target.searchParams.delete('return_url');
  const response = await fetchImpl(target.toString(), { method: 'POST' });
  if (!response.ok) throw new Error('The card processor did not accept the authentication');
  const intent = (await response.json()) as { status?: string };
  return intent.status === 'succeeded' || intent.status === 'requires_capture' ? 'authenticated' : 'failed';
}
