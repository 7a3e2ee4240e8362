import {
  appEnvironment,
  uberDirectApiBaseUrl,
  uberDirectAuthUrl,
  uberDirectClientId,
  uberDirectClientSecret,
  uberDirectCustomerId,
  uberDirectWebhookSigningKey,
} from '../../config';
import { CourierError, type CourierPort } from './port';
import { createUberDirectAdapter } from './uberDirect';

export * from './port';
export { createUberDirectAdapter } from './uberDirect';

let port: CourierPort | undefined;
let forTests: CourierPort | undefined;

/**
 * The Uber Direct adapter from the params (the fake courier service on the emulator suite,
 * UBER_DIRECT_API_BASE_URL). Without a client id courier deliveries are off: every call is refused
 * with `not_configured`, which staff see as the catalogue's 'Uber Delivery Request Failed'.
 */
export function courierPort(): CourierPort {
  if (forTests) return forTests;
  const clientId = uberDirectClientId.value().trim();
  if (!clientId)
    throw new CourierError('not_configured', 'Courier deliveries are not set up on this platform.');
  port ??= createUberDirectAdapter({
    baseUrl: uberDirectApiBaseUrl.value().trim() || 'https://api.uber.com',
    authUrl: uberDirectAuthUrl.value().trim() || 'https://auth.uber.com/oauth/v2/token',
    clientId,
    clientSecret: uberDirectClientSecret.value(),
    customerId: uberDirectCustomerId.value(),
    signingKey: uberDirectWebhookSigningKey.value(),
    // Only outside production: the sandbox's robo courier drives test deliveries.
    roboCourier: appEnvironment.value() !== 'prod',
  });
  return port;
}

export function setCourierPortForTests(next: CourierPort | undefined): void {
  forTests = next;
}
