import {
  anzWorldlineApiBaseUrl,
  anzWorldlineApiKey,
  anzWorldlineIntegratorId,
  anzWorldlineWebhookSecret,
} from '../../config';
import { createAnzWorldlineAdapter } from './anzWorldline';
import { CardTerminalError, type CardTerminalPort } from './port';

export { type AnzWorldlineConfig, createAnzWorldlineAdapter } from './anzWorldline';
export * from './port';

let port: CardTerminalPort | undefined;
let forTests: CardTerminalPort | undefined;

/**
 * The ANZ Worldline adapter from the params (the fake terminal service on the emulator suite,
 * ANZ_WORLDLINE_API_BASE_URL). Without a base URL card terminals are off: every call is refused.
 */
export function cardTerminalPort(): CardTerminalPort {
  if (forTests) return forTests;
  const baseUrl = anzWorldlineApiBaseUrl.value().trim();
  if (!baseUrl)
    throw new CardTerminalError(
      'refused',
      'not_configured',
      'Card terminals are not set up on this platform.',
    );
  port ??= createAnzWorldlineAdapter({
    baseUrl,
    apiKey: anzWorldlineApiKey.value(),
    integratorId: anzWorldlineIntegratorId.value(),
    webhookSecret: anzWorldlineWebhookSecret.value(),
  });
  return port;
}

export function setCardTerminalPortForTests(next: CardTerminalPort | undefined): void {
  forTests = next;
}
