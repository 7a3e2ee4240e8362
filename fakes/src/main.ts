/**
 * The fakes process: every local stand-in for an outside service, each on its own port, in one
 * process (`node scripts/fakes.mjs` bundles and runs this; npm start, npm run dev and npm test start
 * it for you). Configuration from the environment, normally set by scripts/lib/fakes.mjs from
 * functions/.env.demo-restaurant-platform and functions/.secret.local, so the fakes and the functions
 * emulator share the same keys:
 *   FAKES (stripe,twilio,email,gcs,geocoder: which to start), FAKES_HOST (127.0.0.1)
 *   Stripe  FAKE_STRIPE_PORT (12111), FAKE_STRIPE_STATE (file to persist to), STRIPE_SECRET_KEY,
 *           STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET_CONNECT, STRIPE_WEBHOOK_SECRET_PLATFORM,
 *           FAKE_STRIPE_WEBHOOK_CONNECT_URL, FAKE_STRIPE_WEBHOOK_PLATFORM_URL (where signed events go)
 *   Twilio  FAKE_TWILIO_PORT (12112), FAKE_TWILIO_INBOUND_URL (replies; default the API on 5000), TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM (the sender
 *           the account owns: a number, an alphanumeric id, or a Messaging Service SID MG...)
 *   Email   FAKE_SMTP_PORT (12125), FAKE_EMAIL_PORT (12114: the page and JSON API),
 *           EMAIL_SMTP_USER + EMAIL_SMTP_PASSWORD (the one login the SMTP server accepts; none = any)
 *   Storage FAKE_GCS_PORT (12113), FAKE_GCS_BUCKETS (comma-separated buckets that exist)
 *   Geocoding FAKE_GEOCODER_PORT (12121), FAKE_GEOCODER_API_KEY (accept only this key; none = any)
 *   CloudPRNT FAKE_CLOUDPRNT_PORT (12131: simulated Star CloudPRNT printers, added through
 *           PUT /_fake/printers/{id}), FAKE_PRINTED_DIR (where printed tickets are written as text)
 *   Search  FAKE_ALGOLIA_PORT (12141), ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY, ALGOLIA_SEARCH_API_KEY,
 *           FAKE_ALGOLIA_STATE (file to persist the indices to)
 *   Sunmi   FAKE_SUNMI_PORT (12132: the Sunmi cloud printer OpenAPI v1 and its printers, made by SN
 *           through PUT /_fake/devices/{sn}), SUNMI_APP_ID, SUNMI_APP_KEY
 *   ePOS    FAKE_EPOS_PORT (12133: an Epson ePOS-Print printer on the "LAN" that the POS browser
 *           prints to; /_fake/state switches it offline or out of paper)
 *   FCM     FAKE_FCM_PORT (12151: Firebase Cloud Messaging's HTTP v1 send and Instance ID topic API
 *           for firebase-admin, and a device channel the staff app receives its pushes on),
 *           FAKE_FCM_PROJECT_ID (the project sends must name)
 *   ANZ Worldline FAKE_ANZ_WORLDLINE_PORT (12161: card terminals behind the provider's cloud relay,
 *           TIM API model), ANZ_WORLDLINE_API_KEY, ANZ_WORLDLINE_INTEGRATOR_ID,
 *           ANZ_WORLDLINE_WEBHOOK_SECRET, FAKE_ANZ_WORLDLINE_WEBHOOK_URL (where signed results go),
 *           FAKE_ANZ_WORLDLINE_TERMINALS (terminal ids that exist from the start),
 *           FAKE_ANZ_WORLDLINE_PAIRED (terminalId=pairingId=posName,... paired from the start: the demo's)
 *   DNS     FAKE_DNS_PORT (12191: DNS-over-HTTPS JSON like dns.google, for custom-domain TXT checks;
 *           add records with PUT /_fake/records/{name} {type, data})
 *   Weather FAKE_WEATHER_PORT (12192: Open-Meteo's forecast API; POST /_fake/scenario
 *           {scenario: dry | rainTonight | heat}), FAKE_WEATHER_SCENARIO (the one to start with)
 *   Slack   FAKE_SLACK_PORT (12162: a Slack incoming webhook, the team's channel for card terminal
 *           failures; what was posted at /_fake/messages)
 *   Uber Eats FAKE_UBER_EATS_PORT (12171: the delivery marketplace's OAuth pages, stores, orders,
 *           menus and signed webhooks), UBER_EATS_CLIENT_ID, UBER_EATS_CLIENT_SECRET,
 *           FAKE_UBER_EATS_WEBHOOK_URL (the app's one webhook URL), FAKE_UBER_EATS_AUTO_CANCEL_MS
 *           (11.5 minutes unless set), FAKE_UBER_EATS_PROVISIONED (uberStoreId=integratorStoreId,...
 *           provisioned from the start: the demo's)
 *   BigQuery FAKE_BIGQUERY_PORT (12181: datasets, tables and streaming inserts of the BigQuery v2
 *           REST API for the order export; rows at /_fake/rows?dataset=&table=)
 *   Order with Google FAKE_GOOGLE_ORDERING_PORT (12182: Actions Center end-to-end ordering; sends
 *           JWT-signed CheckoutRequest / SubmitOrderRequest messages to FAKE_GOOGLE_ORDERING_WEBHOOK_URL
 *           when /_fake/checkout and /_fake/submit ask, publishes its keys at /oauth2/v3/certs, and
 *           takes order updates at /v2/conversations:send with the service account's token),
 *           GOOGLE_ORDERING_AUDIENCE, GOOGLE_ORDERING_SERVICE_ACCOUNT_EMAIL,
 *           GOOGLE_ORDERING_SERVICE_ACCOUNT_KEY
 *   Uber Direct FAKE_UBER_DIRECT_PORT (12183: the courier service with its robo courier),
 *           UBER_DIRECT_CLIENT_ID, UBER_DIRECT_CLIENT_SECRET, UBER_DIRECT_CUSTOMER_ID,
 *           UBER_DIRECT_WEBHOOK_SIGNING_KEY, FAKE_UBER_DIRECT_WEBHOOK_URL (event.delivery_status) and
 *           FAKE_UBER_DIRECT_COURIER_WEBHOOK_URL (event.courier_update), FAKE_UBER_DIRECT_STEP_MS and
 *           FAKE_UBER_DIRECT_COURIER_UPDATE_MS (the robo courier's pace)
 */
import { startFakeAlgolia } from './algolia';
import { startFakeAnzWorldline } from './anzWorldline';
import { startFakeBigQuery } from './bigquery';
import { startFakeCloudPrnt } from './cloudprnt';
import { startFakeDns } from './dns';
import { startFakeEmail } from './email';
import { startFakeEpos } from './epos';
import { startFakeFcm } from './fcm';
import { startFakeGcs } from './gcs';
import { startFakeGeocoder } from './geocoder';
import { startFakeGoogleOrdering } from './googleOrdering';
import { startFakeSlack } from './slack';
import { startFakeStripe } from './stripe';
import { startFakeSunmi } from './sunmi';
import { startFakeTwilio } from './twilio';
import { startFakeUberDirect } from './uberDirect';
import { startFakeUberEats } from './uberEats';
import { startFakeWeather, WEATHER_SCENARIOS, type WeatherScenario } from './weather';

const env = process.env;
const host = env.FAKES_HOST ?? '127.0.0.1';
const wanted = new Set(
  (
    env.FAKES ??
    'stripe,twilio,email,gcs,geocoder,cloudprnt,algolia,sunmi,epos,fcm,anzWorldline,slack,uberEats,bigquery,uberDirect,googleOrdering,dns,weather'
  )
    .split(',')
    .map((name) => name.trim()),
);
const closers: (() => Promise<void>)[] = [];

function requireEnv(service: string, names: string[]): void {
  const missing = names.filter((name) => !env[name]);
  if (missing.length > 0) {
    console.error(
      `[fakes] ${service}: missing ${missing.join(', ')} (start the fakes through scripts/fakes.mjs)`,
    );
    process.exit(2);
  }
}

if (wanted.has('stripe')) {
  requireEnv('stripe', [
    'STRIPE_SECRET_KEY',
    'STRIPE_PUBLISHABLE_KEY',
    'STRIPE_WEBHOOK_SECRET_CONNECT',
    'STRIPE_WEBHOOK_SECRET_PLATFORM',
  ]);
  const fake = await startFakeStripe({
    port: Number(env.FAKE_STRIPE_PORT ?? 12111),
    host,
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
  closers.push(() => fake.close());
  console.log(`[fakes] stripe  ${fake.url} (webhooks → ${JSON.stringify(fake.webhooks.targets)})`);
}

if (wanted.has('twilio')) {
  requireEnv('twilio', ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM']);
  const from = env.TWILIO_FROM as string;
  // A Messaging Service SID as the sender: the service gets a local number to send from.
  const senders = from.startsWith('MG') ? ['+61480000000'] : [from];
  const fake = await startFakeTwilio({
    port: Number(env.FAKE_TWILIO_PORT ?? 12112),
    host,
    // Replies from handsets (STOP, START, HELP) go to the API like the number's webhook in Twilio.
    incomingWebhookUrl: env.FAKE_TWILIO_INBOUND_URL ?? 'http://127.0.0.1:5000/api/marketing/twilio/inbound',
    accounts: [
      {
        sid: env.TWILIO_ACCOUNT_SID as string,
        authToken: env.TWILIO_AUTH_TOKEN as string,
        senders,
        messagingServices: from.startsWith('MG') ? { [from]: senders } : {},
      },
    ],
  });
  closers.push(() => fake.close());
  console.log(`[fakes] twilio  ${fake.url} (account ${fake.account.sid}, sender ${from})`);
}

if (wanted.has('email')) {
  const user = env.EMAIL_SMTP_USER;
  const password = env.EMAIL_SMTP_PASSWORD;
  const fake = await startFakeEmail({
    smtpPort: Number(env.FAKE_SMTP_PORT ?? 12125),
    httpPort: Number(env.FAKE_EMAIL_PORT ?? 12114),
    host,
    ...(user && password ? { users: { [user]: password } } : {}),
  });
  closers.push(() => fake.close());
  console.log(`[fakes] email   smtp://${host}:${fake.smtpPort} → read them at ${fake.url}`);
}

if (wanted.has('gcs')) {
  const buckets = (env.FAKE_GCS_BUCKETS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const fake = await startFakeGcs({ port: Number(env.FAKE_GCS_PORT ?? 12113), host, buckets });
  closers.push(() => fake.close());
  console.log(`[fakes] storage ${fake.url} (buckets: ${buckets.join(', ') || 'none'})`);
}

if (wanted.has('geocoder')) {
  const fake = await startFakeGeocoder({
    port: Number(env.FAKE_GEOCODER_PORT ?? 12121),
    host,
    ...(env.FAKE_GEOCODER_API_KEY ? { apiKey: env.FAKE_GEOCODER_API_KEY } : {}),
  });
  closers.push(() => fake.close());
  console.log(
    `[fakes] geocoder ${fake.url} (the demo stores' Sydney suburbs; /_fake/requests, /_fake/outage)`,
  );
}

if (wanted.has('cloudprnt')) {
  const fake = await startFakeCloudPrnt({
    port: Number(env.FAKE_CLOUDPRNT_PORT ?? 12131),
    host,
    ...(env.FAKE_PRINTED_DIR ? { outputDir: env.FAKE_PRINTED_DIR } : {}),
  });
  closers.push(() => fake.close());
  console.log(`[fakes] cloudprnt ${fake.url} (simulated printers; printed tickets at ${fake.url}/)`);
}

if (wanted.has('algolia')) {
  requireEnv('algolia', ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_API_KEY', 'ALGOLIA_SEARCH_API_KEY']);
  const fake = await startFakeAlgolia({
    port: Number(env.FAKE_ALGOLIA_PORT ?? 12141),
    host,
    appId: env.ALGOLIA_APP_ID as string,
    adminApiKey: env.ALGOLIA_ADMIN_API_KEY as string,
    searchApiKey: env.ALGOLIA_SEARCH_API_KEY as string,
    ...(env.FAKE_ALGOLIA_STATE ? { persistPath: env.FAKE_ALGOLIA_STATE } : {}),
  });
  closers.push(() => fake.close());
  console.log(`[fakes] algolia ${fake.url} (search indices at ${fake.url}/_fake/indexes)`);
}

if (wanted.has('sunmi')) {
  requireEnv('sunmi', ['SUNMI_APP_ID', 'SUNMI_APP_KEY']);
  const fake = await startFakeSunmi({
    port: Number(env.FAKE_SUNMI_PORT ?? 12132),
    host,
    appId: env.SUNMI_APP_ID as string,
    appKey: env.SUNMI_APP_KEY as string,
    ...(env.FAKE_PRINTED_DIR ? { outputDir: env.FAKE_PRINTED_DIR } : {}),
  });
  closers.push(() => fake.close());
  console.log(`[fakes] sunmi   ${fake.url} (cloud printers by SN; printed tickets at ${fake.url}/)`);
}

if (wanted.has('epos')) {
  const fake = await startFakeEpos({
    port: Number(env.FAKE_EPOS_PORT ?? 12133),
    host,
    ...(env.FAKE_PRINTED_DIR ? { outputDir: env.FAKE_PRINTED_DIR } : {}),
  });
  closers.push(() => fake.close());
  console.log(`[fakes] epos    ${fake.url} (a LAN ePOS-Print printer; printed receipts at ${fake.url}/)`);
}

if (wanted.has('fcm')) {
  const fake = await startFakeFcm({
    port: Number(env.FAKE_FCM_PORT ?? 12151),
    host,
    ...(env.FAKE_FCM_PROJECT_ID ? { projectId: env.FAKE_FCM_PROJECT_ID } : {}),
  });
  closers.push(() => fake.close());
  console.log(`[fakes] fcm     ${fake.url} (push messages sent at ${fake.url}/_fake/messages)`);
}

if (wanted.has('anzWorldline')) {
  requireEnv('anzWorldline', [
    'ANZ_WORLDLINE_API_KEY',
    'ANZ_WORLDLINE_INTEGRATOR_ID',
    'ANZ_WORLDLINE_WEBHOOK_SECRET',
  ]);
  const fake = await startFakeAnzWorldline({
    port: Number(env.FAKE_ANZ_WORLDLINE_PORT ?? 12161),
    host,
    apiKey: env.ANZ_WORLDLINE_API_KEY as string,
    integratorId: env.ANZ_WORLDLINE_INTEGRATOR_ID as string,
    webhookSecret: env.ANZ_WORLDLINE_WEBHOOK_SECRET as string,
    ...(env.FAKE_ANZ_WORLDLINE_WEBHOOK_URL ? { webhookUrl: env.FAKE_ANZ_WORLDLINE_WEBHOOK_URL } : {}),
    terminals: (env.FAKE_ANZ_WORLDLINE_TERMINALS ?? '61000001,61000002,61000003')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
    paired: (env.FAKE_ANZ_WORLDLINE_PAIRED ?? '')
      .split(',')
      .map((entry) => entry.split('='))
      .filter((parts) => parts.length === 3)
      .map(([terminalId = '', pairingId = '', posName = '']) => ({ terminalId, pairingId, posName })),
  });
  closers.push(() => fake.close());
  console.log(`[fakes] anz-worldline ${fake.url} (card terminals: their screens and pads at ${fake.url}/)`);
}

if (wanted.has('slack')) {
  const fake = await startFakeSlack({ port: Number(env.FAKE_SLACK_PORT ?? 12162), host });
  closers.push(() => fake.close());
  console.log(
    `[fakes] slack   ${fake.url} (the team channel; posted messages at ${fake.url}/_fake/messages)`,
  );
}

if (wanted.has('uberEats')) {
  requireEnv('uberEats', ['UBER_EATS_CLIENT_ID', 'UBER_EATS_CLIENT_SECRET']);
  const fake = await startFakeUberEats({
    port: Number(env.FAKE_UBER_EATS_PORT ?? 12171),
    host,
    clientId: env.UBER_EATS_CLIENT_ID as string,
    clientSecret: env.UBER_EATS_CLIENT_SECRET as string,
    ...(env.FAKE_UBER_EATS_WEBHOOK_URL ? { webhookUrl: env.FAKE_UBER_EATS_WEBHOOK_URL } : {}),
    ...(env.FAKE_UBER_EATS_AUTO_CANCEL_MS ? { autoCancelMs: Number(env.FAKE_UBER_EATS_AUTO_CANCEL_MS) } : {}),
    provisioned: (env.FAKE_UBER_EATS_PROVISIONED ?? '')
      .split(',')
      .map((entry) => entry.split('='))
      .filter((parts) => parts.length === 2)
      .map(([storeId = '', integratorStoreId = '']) => ({ storeId, integratorStoreId })),
  });
  closers.push(() => fake.close());
  console.log(`[fakes] uber-eats ${fake.url} (merchant stores, orders and menus at ${fake.url}/)`);
}

if (wanted.has('bigquery')) {
  const fake = await startFakeBigQuery({ port: Number(env.FAKE_BIGQUERY_PORT ?? 12181), host });
  closers.push(() => fake.close());
  console.log(
    `[fakes] bigquery ${fake.url} (the order export's streaming inserts; rows at ${fake.url}/_fake/rows)`,
  );
}

if (wanted.has('uberDirect')) {
  requireEnv('uberDirect', [
    'UBER_DIRECT_CLIENT_ID',
    'UBER_DIRECT_CLIENT_SECRET',
    'UBER_DIRECT_CUSTOMER_ID',
    'UBER_DIRECT_WEBHOOK_SIGNING_KEY',
  ]);
  const fake = await startFakeUberDirect({
    port: Number(env.FAKE_UBER_DIRECT_PORT ?? 12183),
    host,
    clientId: env.UBER_DIRECT_CLIENT_ID as string,
    clientSecret: env.UBER_DIRECT_CLIENT_SECRET as string,
    customerId: env.UBER_DIRECT_CUSTOMER_ID as string,
    signingKey: env.UBER_DIRECT_WEBHOOK_SIGNING_KEY as string,
    webhooks: {
      ...(env.FAKE_UBER_DIRECT_WEBHOOK_URL ? { deliveryStatus: env.FAKE_UBER_DIRECT_WEBHOOK_URL } : {}),
      ...(env.FAKE_UBER_DIRECT_COURIER_WEBHOOK_URL
        ? { courierUpdate: env.FAKE_UBER_DIRECT_COURIER_WEBHOOK_URL }
        : {}),
    },
    ...(env.FAKE_UBER_DIRECT_STEP_MS ? { stepMs: Number(env.FAKE_UBER_DIRECT_STEP_MS) } : {}),
    ...(env.FAKE_UBER_DIRECT_COURIER_UPDATE_MS
      ? { courierUpdateMs: Number(env.FAKE_UBER_DIRECT_COURIER_UPDATE_MS) }
      : {}),
  });
  closers.push(() => fake.close());
  console.log(`[fakes] uber-direct ${fake.url} (courier deliveries and the robo courier at ${fake.url}/)`);
}

if (wanted.has('googleOrdering')) {
  requireEnv('googleOrdering', [
    'GOOGLE_ORDERING_AUDIENCE',
    'GOOGLE_ORDERING_SERVICE_ACCOUNT_EMAIL',
    'GOOGLE_ORDERING_SERVICE_ACCOUNT_KEY',
  ]);
  const fake = await startFakeGoogleOrdering({
    port: Number(env.FAKE_GOOGLE_ORDERING_PORT ?? 12182),
    host,
    audience: env.GOOGLE_ORDERING_AUDIENCE as string,
    serviceAccount: {
      email: env.GOOGLE_ORDERING_SERVICE_ACCOUNT_EMAIL as string,
      privateKeyBase64: env.GOOGLE_ORDERING_SERVICE_ACCOUNT_KEY as string,
    },
    ...(env.FAKE_GOOGLE_ORDERING_WEBHOOK_URL ? { webhookUrl: env.FAKE_GOOGLE_ORDERING_WEBHOOK_URL } : {}),
  });
  closers.push(() => fake.close());
  console.log(`[fakes] google-ordering ${fake.url} (Order with Google: orders and updates at ${fake.url}/)`);
}

if (wanted.has('dns')) {
  const fake = await startFakeDns({ port: Number(env.FAKE_DNS_PORT ?? 12191), host });
  closers.push(() => fake.close());
  console.log(`[fakes] dns     ${fake.url} (DNS-over-HTTPS; records at ${fake.url}/_fake/records)`);
}

if (wanted.has('weather')) {
  const scenario = WEATHER_SCENARIOS.find((name) => name === env.FAKE_WEATHER_SCENARIO) ?? 'rainTonight';
  const fake = await startFakeWeather({
    port: Number(env.FAKE_WEATHER_PORT ?? 12192),
    host,
    scenario: scenario as WeatherScenario,
  });
  closers.push(() => fake.close());
  console.log(
    `[fakes] weather ${fake.url} (Open-Meteo forecasts; scenario ${scenario}, POST /_fake/scenario)`,
  );
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void Promise.allSettled(closers.map((close) => close())).then(() => process.exit(0));
  });
}
