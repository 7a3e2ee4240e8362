/**
 * CLI: runs the fake geocoder on its own (the shared fakes process starts it the same way).
 *   FAKE_GEOCODER_PORT (12121), FAKE_GEOCODER_HOST (127.0.0.1), FAKE_GEOCODER_API_KEY (accept only this key).
 */
import { FAKE_GEOCODER_DEFAULT_PORT, startFakeGeocoder } from './server';

const env = process.env;
const fake = await startFakeGeocoder({
  port: Number(env.FAKE_GEOCODER_PORT ?? FAKE_GEOCODER_DEFAULT_PORT),
  host: env.FAKE_GEOCODER_HOST ?? '127.0.0.1',
  ...(env.FAKE_GEOCODER_API_KEY ? { apiKey: env.FAKE_GEOCODER_API_KEY } : {}),
});
console.log(`[fake-geocoder] listening on ${fake.url}`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void fake.close().then(() => process.exit(0));
  });
}
