/**
 * CLI: `node scripts/fake-stripe.mjs` (bundles and runs this). Configuration from the environment,
 * normally set by scripts/lib/fakeStripe.mjs from functions/.secret.local so the fake and the
 * functions emulator share the same keys:
 *   FAKE_STRIPE_PORT (12111), FAKE_STRIPE_HOST (127.0.0.1), FAKE_STRIPE_STATE (file to persist to),
 *   STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET_CONNECT, STRIPE_WEBHOOK_SECRET_PLATFORM,
 *   FAKE_STRIPE_WEBHOOK_CONNECT_URL, FAKE_STRIPE_WEBHOOK_PLATFORM_URL (where signed events go).
 */
import { startFakeStripe } from './server';

const env = process.env;
const required = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET_CONNECT',
  'STRIPE_WEBHOOK_SECRET_PLATFORM',
];
const missing = required.filter((name) => !env[name]);
if (missing.length > 0) {
  console.error(`[fake-stripe] missing ${missing.join(', ')} (start it through scripts/fake-stripe.mjs)`);
  process.exit(2);
}

const fake = await startFakeStripe({
  port: Number(env.FAKE_STRIPE_PORT ?? 12111),
  host: env.FAKE_STRIPE_HOST ?? '127.0.0.1',
  secretKey: env.STRIPE_SECRET_KEY as string,
  publishableKey: env.STRIPE_PUBLISHABLE_KEY as string,
  webhookSecrets: {
    connect: env.STRIPE_WEBHOOK_SECRET_CONNECT as string,
    platform: env.STRIPE_WEBHOOK_SECRET_PLATFORM as string,
  },
  webhookTargets: {
    ...(env.FAKE_STRIPE_WEBHOOK_CONNECT_URL ? { connect: env.FAKE_STRIPE_WEBHOOK_CONNECT_URL } : {}),
    ...(env.FAKE_STRIPE_WEBHOOK_PLATFORM_URL ? { platform: env.FAKE_STRIPE_WEBHOOK_PLATFORM_URL } : {}),
  },
  ...(env.FAKE_STRIPE_STATE ? { persistPath: env.FAKE_STRIPE_STATE } : {}),
});
console.log(`[fake-stripe] listening on ${fake.url} (webhooks → ${JSON.stringify(fake.webhooks.targets)})`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void fake.close().then(() => process.exit(0));
  });
}
