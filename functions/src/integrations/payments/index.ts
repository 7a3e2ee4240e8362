/**
 * The payment port for the running function: the Stripe adapter, configured from Firebase params and
 * secrets. On the emulator suite the params point the SDK at the local fake (fakes/src/stripe).
 */
import type { ApplicationFeeRule } from '@resto/domain';
import {
  platformApplicationFeeBasisPoints,
  platformApplicationFeeFixedCents,
  stripeApiHost,
  stripeApiPort,
  stripeApiProtocol,
  stripePublishableKey,
  stripeSecretKey,
  stripeWebhookSecretConnect,
  stripeWebhookSecretPlatform,
} from '../../config';
import type { PaymentPort } from './port';
import { createStripeAdapter, type StripeAdapterConfig } from './stripeAdapter';

export * from './port';
export { createStripeAdapter, type StripeAdapterConfig } from './stripeAdapter';

let cached: { key: string; port: PaymentPort } | undefined;
let override: PaymentPort | undefined;

export function stripeAdapterConfigFromParams(): StripeAdapterConfig {
  const protocol = stripeApiProtocol.value();
  const port = Number.parseInt(stripeApiPort.value(), 10);
  return {
    secretKey: stripeSecretKey.value(),
    webhookSecrets: {
      connect: stripeWebhookSecretConnect.value(),
      platform: stripeWebhookSecretPlatform.value(),
    },
    ...(stripeApiHost.value() ? { host: stripeApiHost.value() } : {}),
    ...(Number.isFinite(port) ? { port } : {}),
    ...(protocol === 'http' || protocol === 'https' ? { protocol } : {}),
  };
}

/** The payment port. Built once per configuration (secrets can rotate between instances, not within). */
export function getPaymentPort(): PaymentPort {
  if (override) return override;
  const config = stripeAdapterConfigFromParams();
  const key = JSON.stringify(config);
  if (!cached || cached.key !== key) cached = { key, port: createStripeAdapter(config) };
  return cached.port;
}

/** Tests only: replace the port (undefined restores the configured one). */
export function setPaymentPortForTests(port: PaymentPort | undefined): void {
  override = port;
}

/** The platform's fee rule from params (domain default 1% + 10c). */
export function platformApplicationFeeRule(): ApplicationFeeRule {
  const basisPoints = Number.parseInt(platformApplicationFeeBasisPoints.value(), 10);
  const fixedCents = Number.parseInt(platformApplicationFeeFixedCents.value(), 10);
  return {
    basisPoints: Number.isSafeInteger(basisPoints) && basisPoints >= 0 ? basisPoints : 100,
    fixedCents: Number.isSafeInteger(fixedCents) && fixedCents >= 0 ? fixedCents : 10,
  };
}

/** The browser's publishable key (card entry posts card fields to the provider with it, never to us). */
export function paymentPublishableKey(): string {
  return stripePublishableKey.value();
}
