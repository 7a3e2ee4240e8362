// The fakes process (fakes/src/main.ts) for the emulator suite: every local stand-in for an outside
// service (Stripe, Twilio, the SMTP capture, Cloud Storage, geocoding) in one child process, each on
// its own port.
//
// Keys: the functions emulator reads secrets from functions/.secret.local (firebase-tools injects
// every key of that file into the function's environment), so the fakes' secrets (Stripe keys and
// webhook secrets, the Twilio auth token, the SMTP password) are generated once into that file
// (gitignored) and handed to the fakes from there. Public values (publishable key, Twilio account
// SID and sender, SMTP user) sit in functions/.env.demo-restaurant-platform with the fakes' addresses.
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_DIRECT_URL, PROJECT_ID, ROOT, waitForHttp } from './emulators.mjs';

/** Fixed loopback ports of the fakes; the README lists the same numbers. */
export const FAKE_PORTS = {
  stripe: 12111,
  twilio: 12112,
  gcs: 12113,
  email: 12114,
  geocoder: 12121,
  smtp: 12125,
  cloudprnt: 12131,
  algolia: 12141,
  sunmi: 12132,
  epos: 12133,
  fcm: 12151,
  anzWorldline: 12161,
  slack: 12162,
  uberEats: 12171,
  bigquery: 12181,
  googleOrdering: 12182,
  uberDirect: 12183,
  dns: 12191,
  weather: 12192,
};
export const FAKE_URLS = {
  stripe: `http://127.0.0.1:${FAKE_PORTS.stripe}`,
  twilio: `http://127.0.0.1:${FAKE_PORTS.twilio}`,
  gcs: `http://127.0.0.1:${FAKE_PORTS.gcs}`,
  email: `http://127.0.0.1:${FAKE_PORTS.email}`,
  geocoder: `http://127.0.0.1:${FAKE_PORTS.geocoder}`,
  cloudprnt: `http://127.0.0.1:${FAKE_PORTS.cloudprnt}`,
  algolia: `http://127.0.0.1:${FAKE_PORTS.algolia}`,
  sunmi: `http://127.0.0.1:${FAKE_PORTS.sunmi}`,
  epos: `http://127.0.0.1:${FAKE_PORTS.epos}`,
  fcm: `http://127.0.0.1:${FAKE_PORTS.fcm}`,
  anzWorldline: `http://127.0.0.1:${FAKE_PORTS.anzWorldline}`,
  slack: `http://127.0.0.1:${FAKE_PORTS.slack}`,
  uberEats: `http://127.0.0.1:${FAKE_PORTS.uberEats}`,
  googleOrdering: `http://127.0.0.1:${FAKE_PORTS.googleOrdering}`,
  uberDirect: `http://127.0.0.1:${FAKE_PORTS.uberDirect}`,
  dns: `http://127.0.0.1:${FAKE_PORTS.dns}`,
  weather: `http://127.0.0.1:${FAKE_PORTS.weather}`,
};
/** Kept for callers of the Stripe-only launcher this replaced. */
export const FAKE_STRIPE_PORT = FAKE_PORTS.stripe;
export const FAKE_STRIPE_URL = FAKE_URLS.stripe;

const SECRET_FILE = join(ROOT, 'functions', '.secret.local');
const ENV_FILE = join(ROOT, 'functions', `.env.${PROJECT_ID}`);
const SECRET_NAMES = {
  STRIPE_SECRET_KEY: () => `sk_test_fake_${randomBytes(16).toString('hex')}`,
  STRIPE_WEBHOOK_SECRET_CONNECT: () => `whsec_${randomBytes(24).toString('hex')}`,
  STRIPE_WEBHOOK_SECRET_PLATFORM: () => `whsec_${randomBytes(24).toString('hex')}`,
  TWILIO_AUTH_TOKEN: () => randomBytes(16).toString('hex'),
  EMAIL_SMTP_PASSWORD: () => randomBytes(18).toString('base64url'),
  ALGOLIA_ADMIN_API_KEY: () => randomBytes(16).toString('hex'),
  ALGOLIA_SEARCH_API_KEY: () => randomBytes(16).toString('hex'),
  SUNMI_APP_KEY: () => randomBytes(16).toString('hex'),
  ANZ_WORLDLINE_API_KEY: () => `anzwl_${randomBytes(16).toString('hex')}`,
  ANZ_WORLDLINE_WEBHOOK_SECRET: () => `whsec_${randomBytes(24).toString('hex')}`,
  UBER_EATS_CLIENT_SECRET: () => `ue_secret_${randomBytes(24).toString('hex')}`,
  UBER_DIRECT_CLIENT_SECRET: () => randomBytes(24).toString('base64url'),
  UBER_DIRECT_WEBHOOK_SIGNING_KEY: () => randomBytes(24).toString('hex'),
  // The service account that sends Order with Google's order updates: an RSA key as one line
  // (PKCS#8 DER, base64), which the fake Google checks the token request's signature with.
  GOOGLE_ORDERING_SERVICE_ACCOUNT_KEY: () =>
    generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ format: 'der', type: 'pkcs8' })
      .toString('base64'),
};
const PUBLIC_NAMES = [
  'STRIPE_PUBLISHABLE_KEY',
  'TWILIO_ACCOUNT_SID',
  'TWILIO_FROM',
  'EMAIL_SMTP_USER',
  'ALGOLIA_APP_ID',
  'SUNMI_APP_ID',
  'ANZ_WORLDLINE_INTEGRATOR_ID',
  'UBER_EATS_CLIENT_ID',
  'UBER_DIRECT_CLIENT_ID',
  'UBER_DIRECT_CUSTOMER_ID',
  'GOOGLE_ORDERING_AUDIENCE',
  'GOOGLE_ORDERING_SERVICE_ACCOUNT_EMAIL',
];

function parseEnv(text) {
  const values = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (match) values[match[1]] = match[2].replace(/^"(.*)"$/, '$1');
  }
  return values;
}

/**
 * The fakes' keys: missing secrets are generated and appended to functions/.secret.local (kept as
 * they are otherwise), public values read from the emulator's .env file.
 */
export function ensureFakeSecrets() {
  const existing = existsSync(SECRET_FILE) ? readFileSync(SECRET_FILE, 'utf8') : '';
  const values = parseEnv(existing);
  const added = Object.entries(SECRET_NAMES)
    .filter(([name]) => !values[name])
    .map(([name, generate]) => {
      values[name] = generate();
      return `${name}=${values[name]}`;
    });
  if (added.length > 0) {
    const header =
      existing === '' ? '# Emulator-only secrets of the local fakes, generated by scripts/lib/fakes.mjs. Not real keys.\n' : '';
    const separator = existing === '' || existing.endsWith('\n') ? '' : '\n';
    writeFileSync(SECRET_FILE, `${existing}${separator}${header}${added.join('\n')}\n`, { mode: 0o600 });
  }
  const publicValues = parseEnv(readFileSync(ENV_FILE, 'utf8'));
  const missing = PUBLIC_NAMES.filter((name) => !publicValues[name]);
  if (missing.length > 0) throw new Error(`${missing.join(', ')} missing from ${ENV_FILE}`);
  return {
    ...Object.fromEntries(Object.keys(SECRET_NAMES).map((name) => [name, values[name]])),
    ...Object.fromEntries(PUBLIC_NAMES.map((name) => [name, publicValues[name]])),
  };
}

async function bundleFakes() {
  const { build } = await import('esbuild');
  const { externalNpmPackages } = await import('./bundle.mjs');
  const outfile = join(ROOT, 'scripts', '.bundles', 'fakes.mjs');
  await build({
    entryPoints: [join(ROOT, 'fakes', 'src', 'main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'warning',
    plugins: [externalNpmPackages],
  });
  return outfile;
}

/** Where each fake answers once it is up. */
export const FAKE_HEALTH_URLS = Object.values(FAKE_URLS).map((url) => `${url}/_fake/health`);

/**
 * Starts the fakes as one child process and waits until every one answers. Stripe's webhooks go to
 * the functions emulator's direct URL (works with and without Hosting). `persist` keeps the fake
 * Stripe's accounts, customers and payments in .cache/fake-stripe.json across restarts (npm start);
 * tests start everything empty.
 */
export async function startFakesProcess({ persist = false, stdio = 'inherit' } = {}) {
  const secrets = ensureFakeSecrets();
  const entry = await bundleFakes();
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    stdio,
    env: {
      ...process.env,
      ...secrets,
      FAKE_STRIPE_PORT: String(FAKE_PORTS.stripe),
      FAKE_TWILIO_PORT: String(FAKE_PORTS.twilio),
      FAKE_GCS_PORT: String(FAKE_PORTS.gcs),
      FAKE_EMAIL_PORT: String(FAKE_PORTS.email),
      FAKE_SMTP_PORT: String(FAKE_PORTS.smtp),
      FAKE_GEOCODER_PORT: String(FAKE_PORTS.geocoder),
      FAKE_CLOUDPRNT_PORT: String(FAKE_PORTS.cloudprnt),
      FAKE_ALGOLIA_PORT: String(FAKE_PORTS.algolia),
      FAKE_SUNMI_PORT: String(FAKE_PORTS.sunmi),
      FAKE_EPOS_PORT: String(FAKE_PORTS.epos),
      FAKE_FCM_PORT: String(FAKE_PORTS.fcm),
      FAKE_FCM_PROJECT_ID: PROJECT_ID,
      FAKE_ANZ_WORLDLINE_PORT: String(FAKE_PORTS.anzWorldline),
      FAKE_SLACK_PORT: String(FAKE_PORTS.slack),
      FAKE_UBER_EATS_PORT: String(FAKE_PORTS.uberEats),
      FAKE_UBER_EATS_WEBHOOK_URL: `${API_DIRECT_URL}/uber-eats/notifications/update`,
      // The demo's connected store (scripts/seed/seedUberEats.ts records the same link).
      FAKE_UBER_EATS_PROVISIONED: '8a4d7c31-5e92-4f0b-b8a6-3c2e1f9d7b22=demo-restaurant/surry-hills',
      FAKE_BIGQUERY_PORT: String(FAKE_PORTS.bigquery),
      FAKE_UBER_DIRECT_PORT: String(FAKE_PORTS.uberDirect),
      FAKE_UBER_DIRECT_WEBHOOK_URL: `${API_DIRECT_URL}/uber-direct/notifications/delivery-status`,
      FAKE_UBER_DIRECT_COURIER_WEBHOOK_URL: `${API_DIRECT_URL}/uber-direct/notifications/courier-update`,
      // The robo courier's pace: a step every 8 s and a position every 2 s, so a demo delivery (and
      // the e2e journey) arrives in about a minute instead of the sandbox's three.
      FAKE_UBER_DIRECT_STEP_MS: process.env.FAKE_UBER_DIRECT_STEP_MS ?? '8000',
      FAKE_UBER_DIRECT_COURIER_UPDATE_MS: process.env.FAKE_UBER_DIRECT_COURIER_UPDATE_MS ?? '2000',
      FAKE_GOOGLE_ORDERING_PORT: String(FAKE_PORTS.googleOrdering),
      FAKE_GOOGLE_ORDERING_WEBHOOK_URL: `${API_DIRECT_URL}/google-ordering/fulfillment`,
      FAKE_DNS_PORT: String(FAKE_PORTS.dns),
      FAKE_WEATHER_PORT: String(FAKE_PORTS.weather),
      FAKE_ANZ_WORLDLINE_WEBHOOK_URL: `${API_DIRECT_URL}/anz-worldline/webhooks/transactions`,
      // The demo till's card terminal (scripts/seed/seedCardTerminals.ts records the same pairing).
      FAKE_ANZ_WORLDLINE_PAIRED: '61000001=pair_demo_bondi_front_counter=Front counter POS',
      // Every ticket the simulated printers print, as text, for people and tests to look at.
      FAKE_PRINTED_DIR: join(ROOT, '.cache', 'printed'),
      FAKE_GCS_BUCKETS: `${PROJECT_ID}.appspot.com`,
      FAKE_STRIPE_WEBHOOK_CONNECT_URL: `${API_DIRECT_URL}/stripe/webhooks/connect`,
      FAKE_STRIPE_WEBHOOK_PLATFORM_URL: `${API_DIRECT_URL}/stripe/webhooks/platform`,
      ...(persist
        ? {
            FAKE_STRIPE_STATE: join(ROOT, '.cache', 'fake-stripe.json'),
            FAKE_ALGOLIA_STATE: join(ROOT, '.cache', 'fake-algolia.json'),
          }
        : {}),
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // The fakes hold fixed ports: they go with the process that started them, even one that crashed
  // ('exit' runs on an uncaught error too), so a failed run never blocks the next one's ports.
  const stopWithParent = () => child.kill();
  process.once('exit', stopWithParent);
  child.once('exit', () => process.off('exit', stopWithParent));
  try {
    await Promise.race([
      Promise.all(FAKE_HEALTH_URLS.map((url) => waitForHttp(url, 30_000))),
      exited.then((code) => {
        throw new Error(
          `the fakes process exited (${code}); is one of ports ${Object.values(FAKE_PORTS).join(', ')} in use?`,
        );
      }),
    ]);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    child,
    urls: FAKE_URLS,
    /** The fake Stripe's base URL (what the Stripe-only launcher returned as `url`). */
    url: FAKE_URLS.stripe,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
    },
  };
}
