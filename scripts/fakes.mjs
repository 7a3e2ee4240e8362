#!/usr/bin/env node
// `node scripts/fakes.mjs`: the local fakes of outside services on their own (npm start, npm run dev
// and npm test start them for you): Stripe 12111, Twilio 12112, Cloud Storage 12113, the email
// capture (SMTP 12125, read the messages at http://127.0.0.1:12114). Shares its keys with the
// functions emulator through functions/.secret.local. `--fresh` starts the fake Stripe without its
// saved accounts.
import { FAKE_PORTS, FAKE_URLS, startFakesProcess } from './lib/fakes.mjs';

const fakes = await startFakesProcess({ persist: !process.argv.includes('--fresh') });
console.log(
  [
    'Fakes running (Ctrl-C stops them):',
    `  Stripe         ${FAKE_URLS.stripe}/_fake/events`,
    `  Twilio         ${FAKE_URLS.twilio}/_fake/messages`,
    `  Cloud Storage  ${FAKE_URLS.gcs}/_fake/health`,
    `  Email          smtp://127.0.0.1:${FAKE_PORTS.smtp}, read at ${FAKE_URLS.email}`,
    `  Search         ${FAKE_URLS.algolia}/_fake/indexes`,
  ].join('\n'),
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await fakes.stop();
    process.exit(0);
  });
}
