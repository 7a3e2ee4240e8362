import {
  googleOrderingApiBaseUrl,
  googleOrderingAudience,
  googleOrderingJwksUrl,
  googleOrderingServiceAccountEmail,
  googleOrderingServiceAccountKey,
  googleOrderingTokenUrl,
} from '../../config';
import { createGoogleOrderingAdapter } from './google';
import { GoogleOrderingNotConfigured, type GoogleOrderingPort } from './port';

export { createGoogleOrderingAdapter } from './google';
export * from './port';

let port: GoogleOrderingPort | undefined;
let forTests: GoogleOrderingPort | undefined;

/**
 * The Order with Google adapter from the params (the fake Google on the emulator suite). Without an
 * audience (the ordering project id) Order with Google is off: nothing can verify Google's calls.
 */
export function googleOrderingPort(): GoogleOrderingPort {
  if (forTests) return forTests;
  const audience = googleOrderingAudience.value().trim();
  if (!audience) throw new GoogleOrderingNotConfigured();
  port ??= createGoogleOrderingAdapter({
    audience,
    jwksUrl: googleOrderingJwksUrl.value().trim() || 'https://www.googleapis.com/oauth2/v3/certs',
    apiBaseUrl: googleOrderingApiBaseUrl.value().trim() || 'https://actions.googleapis.com',
    tokenUrl: googleOrderingTokenUrl.value().trim() || 'https://oauth2.googleapis.com/token',
    serviceAccountEmail: googleOrderingServiceAccountEmail.value().trim(),
    serviceAccountKey: googleOrderingServiceAccountKey.value(),
  });
  return port;
}

export function setGoogleOrderingPortForTests(next: GoogleOrderingPort | undefined): void {
  forTests = next;
}
