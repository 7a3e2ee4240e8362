import { type WebEnv, webEnv } from '../config/env';
import type { CardPaymentsConfig } from './cardPaymentsConfig';

/**
 * Which card entry a page shows:
 * - `fake`: on the emulator suite, our own card fields, posted straight to the local fake Stripe
 *   (`fakeApiUrl` from `GET /api/stripe/config`). Nothing is loaded from the card provider.
 * - `hosted`: everywhere else, the provider's hosted card field (productionCardEntry: Stripe.js,
 *   loaded on demand by the checkout only).
 * - `unavailable`: the two disagree (an emulator build told of no fake, or a production build told of
 *   one): card payments are refused rather than sending card numbers anywhere unexpected.
 */
export type CardEntryMode = 'fake' | 'hosted' | 'unavailable';

export function cardEntryMode(
  config: CardPaymentsConfig,
  env: Pick<WebEnv, 'useEmulators'> = webEnv,
): CardEntryMode {
  if (env.useEmulators) return config.fakeApiUrl ? 'fake' : 'unavailable';
  return !config.fakeApiUrl && config.publishableKey ? 'hosted' : 'unavailable';
}
