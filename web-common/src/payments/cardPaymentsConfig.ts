import type { ApiClient } from '../api/apiClient';

/**
 * What the browser's card entry needs, from `GET /api/stripe/config`. `fakeApiUrl` is set on the
 * emulator suite only: card fields then go straight to the local fake Stripe. Without it, card fields
 * must be the provider's hosted elements (see productionCardEntry).
 */
export interface CardPaymentsConfig {
  provider: 'stripe';
  publishableKey: string;
  fakeApiUrl?: string;
}

export function fetchCardPaymentsConfig(api: ApiClient): Promise<CardPaymentsConfig> {
  return api.get<CardPaymentsConfig>('/api/stripe/config');
}
