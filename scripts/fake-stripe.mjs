#!/usr/bin/env node
// `node scripts/fake-stripe.mjs`: the local fake Stripe on 12111 on its own (npm start and npm run
// dev start it for you). Shares its keys with the functions emulator through functions/.secret.local
// and sends signed webhooks to the functions emulator. `--fresh` starts without saved state.
import { startFakeStripeProcess } from './lib/fakeStripe.mjs';

const fake = await startFakeStripeProcess({ persist: !process.argv.includes('--fresh') });
console.log(`Fake Stripe running on ${fake.url} (controls: ${fake.url}/_fake/health). Ctrl-C stops it.`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await fake.stop();
    process.exit(0);
  });
}
