import {
  uberEatsApiBaseUrl,
  uberEatsAuthBaseUrl,
  uberEatsClientId,
  uberEatsClientSecret,
} from '../../config';
import { MarketplaceError, type MarketplacePort } from './port';
import { createUberEatsAdapter } from './uberEats';

export * from './port';
export { createUberEatsAdapter, type UberEatsConfig } from './uberEats';

let port: MarketplacePort | undefined;

/** Whether the platform has a marketplace app (a client id); without it every call is refused. */
export function marketplaceConfigured(): boolean {
  return uberEatsClientId.value().trim() !== '';
}

/**
 * The Uber Eats adapter from the params (the fake marketplace on the emulator suite). Without a
 * client id the integration is off: every call is refused with words for the admin.
 */
export function marketplacePort(): MarketplacePort {
  if (!marketplaceConfigured())
    throw new MarketplaceError('refused', 503, 'The delivery marketplace is not set up on this platform.');
  port ??= createUberEatsAdapter({
    apiBaseUrl: uberEatsApiBaseUrl.value().trim() || 'https://api.uber.com',
    authBaseUrl: uberEatsAuthBaseUrl.value().trim() || 'https://auth.uber.com',
    clientId: uberEatsClientId.value(),
    clientSecret: uberEatsClientSecret.value(),
  });
  return port;
}
