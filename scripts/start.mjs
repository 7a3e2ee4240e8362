#!/usr/bin/env node
// `npm start`: from a fresh clone to the whole product running locally on the emulator suite.
// Installs what a fresh machine lacks (system packages, npm dependencies: scripts/lib/systemDeps.mjs,
// shared with `npm test`; this file and ./lib/{emulators,run,systemDeps}.mjs use only Node built-ins),
// builds, starts the emulators, seeds demo data and prints where to go.
import { existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { API_DIRECT_URL, PORTS, ROOT, spawnFirebase, waitForHttp } from './lib/emulators.mjs';
import { ensureSetUp } from './lib/systemDeps.mjs';

await ensureSetUp(['java', 'firestoreEmulator']);

// Imported only now: they need the installed packages.
const { APPS } = await import('./lib/apps.mjs');
const { buildAll } = await import('./build.mjs');
const { seedDemoData } = await import('./seed.mjs');
const { FAKE_PORTS, FAKE_URLS, startFakesProcess } = await import('./lib/fakes.mjs');

console.log('Building functions and apps...');
if ((await buildAll()) !== 0) process.exit(1);

await assertPortsFree([
  PORTS.hub,
  PORTS.firestore,
  PORTS.auth,
  PORTS.functions,
  ...Object.values(PORTS.hosting),
  ...Object.values(FAKE_PORTS),
]);

const dataDir = join(ROOT, '.cache', 'emulator-data');
const logFile = join(ROOT, '.cache', 'emulators.log');
mkdirSync(dataDir, { recursive: true });
const log = openSync(logFile, 'w');
// Data persists between runs: exported on exit, imported on the next start.
const importArgs = existsSync(join(dataDir, 'firebase-export-metadata.json')) ? ['--import', dataDir] : [];
// The fakes of outside services first (Stripe, Twilio, email, Cloud Storage): the functions read their
// keys from functions/.secret.local at start-up. The fake Stripe's accounts and payments persist in
// .cache/fake-stripe.json, like the emulator data.
const fakes = await startFakesProcess({ persist: true, stdio: ['ignore', log, log] });
console.log(`Starting the emulator suite (log: ${logFile})...`);
const emulators = spawnFirebase(
  [
    'emulators:start',
    '--only',
    'firestore,auth,functions,hosting',
    ...importArgs,
    '--export-on-exit',
    dataDir,
  ],
  { stdio: ['ignore', log, log] },
);
let stopping = false;
emulators.on('exit', async (code) => {
  if (!stopping) console.error(`The emulator suite stopped unexpectedly (exit ${code}); see ${logFile}.`);
  await fakes.stop();
  process.exit(stopping ? (process.exitCode ?? 0) : 1);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the emulator suite (saving data)...');
    emulators.kill('SIGINT');
  });
}

try {
  await waitForHttp(`${API_DIRECT_URL}/health`, 180_000);
  await Promise.all(APPS.map((app) => waitForHttp(`http://127.0.0.1:${app.port}/`, 60_000)));
  const seeded = await seedDemoData({ quiet: true });
  // The demo kitchen printer is simulated by the fakes process: point it at the API.
  await seeded.connectDemoPrinter();
  printWelcome(seeded);
} catch (error) {
  console.error(`Start-up failed: ${error.message}\nSee ${logFile}.`);
  stopping = true;
  process.exitCode = 1;
  emulators.kill('SIGINT');
}

function printWelcome({ DEMO_USERS, DEMO_DEVICES, DEMO_RESTAURANT_ID }) {
  const storefront = `/restaurants/${DEMO_RESTAURANT_ID}/stores/bondi`;
  const lines = [
    '',
    'The restaurant platform is running on the local emulator suite.',
    '',
    ...APPS.map(
      (app) =>
        `  ${app.title.padEnd(20)} http://127.0.0.1:${app.port}${app.name === 'customer' ? storefront : ''}`,
    ),
    `  ${'Store website'.padEnd(20)} http://127.0.0.1:${PORTS.hosting.website}/sites/demo-restaurant/stores/bondi/ (or http://bondi.localhost:${PORTS.hosting.website}/, its custom domain)`,
    `  ${'API'.padEnd(20)} http://127.0.0.1:${PORTS.hosting.admin}/api/health`,
    `  ${'Emails sent'.padEnd(20)} ${FAKE_URLS.email} (every email the product sent, captured locally)`,
    `  ${'Text messages sent'.padEnd(20)} ${FAKE_URLS.twilio}/_fake/messages (fake Twilio)`,
    `  ${'Fake Stripe'.padEnd(20)} ${FAKE_URLS.stripe}/_fake/events (test cards: 4242 4242 4242 4242 pays)`,
    `  ${'Card terminals'.padEnd(20)} ${FAKE_URLS.anzWorldline}/ (fake ANZ Worldline: pairing codes, tap approve / decline)`,
    `  ${'Team channel'.padEnd(20)} ${FAKE_URLS.slack}/_fake/messages (card terminal failures, fake Slack)`,
    `  ${'Uber Eats'.padEnd(20)} ${FAKE_URLS.uberEats}/ (fake marketplace: stores, orders; POST /_fake/orders places one)`,
    `  ${'Courier'.padEnd(20)} ${FAKE_URLS.uberDirect}/ (fake Uber Direct: deliveries and the robo courier)`,
    `  ${'Order with Google'.padEnd(20)} ${FAKE_URLS.googleOrdering}/ (fake Google ordering: orders and status updates; POST /_fake/checkout, /_fake/submit)`,
    '',
    'Demo logins (admin app; staff app for staff):',
    ...DEMO_USERS.map((user) => `  ${user.email.padEnd(22)} ${user.password.padEnd(18)} ${user.role}`),
    '',
    'Device pairing codes (Bondi Beach store):',
    ...DEMO_DEVICES.map((device) => `  ${device.name.padEnd(22)} ${device.pairingCode}`),
    '',
    'Press Ctrl-C to stop.',
  ];
  console.log(lines.join('\n'));
}

async function assertPortsFree(ports) {
  const { createServer } = await import('node:net');
  for (const port of ports) {
    const free = await new Promise((resolve) => {
      const server = createServer()
        .once('error', () => resolve(false))
        .once('listening', () => server.close(() => resolve(true)))
        .listen(port, '127.0.0.1');
    });
    if (!free) {
      console.error(
        `Port ${port} is already in use. Is another \`npm start\` or emulator suite running? Stop it first.`,
      );
      process.exit(1);
    }
  }
}
