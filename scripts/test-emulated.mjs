#!/usr/bin/env node
// Runs inside `firebase emulators:exec` (see test.mjs): every layer that needs the emulator suite.
import { join } from 'node:path';
import { ROOT } from './lib/emulators.mjs';
import { startFakesProcess } from './lib/fakes.mjs';
import { recordExit, vitestReportArgs } from './lib/results.mjs';
import { run } from './lib/run.mjs';
import { seedDemoData } from './seed.mjs';

const vitest = join(ROOT, 'node_modules', '.bin', 'vitest');
const layers = [
  { layer: 'functions', dir: 'functions' },
  { layer: 'rules', dir: 'rules-tests' },
  // Component tests in jsdom whose screens read Firestore or sign in through Auth: the web SDK talks
  // to the emulators here, nothing of Firebase is mocked (web-common/vitest.emulated.config.ts).
  { layer: 'web-emulated', dir: 'web-common', args: ['--config', 'vitest.emulated.config.ts'] },
  { layer: 'e2e', dir: 'e2e', before: seedDemoData },
];

// The fakes of outside services for the emulated api (card payments, text messages, emails, storage);
// empty each run. Contract suites that test an adapter itself start their own in-process fake on a
// free port.
const fakes = await startFakesProcess({ persist: false, stdio: ['ignore', 'ignore', 'inherit'] });

let failed = false;
for (const { layer, dir, before, args = [] } of layers) {
  console.log(`\n=== ${layer} (${dir}) ===`);
  if (before) await before({ quiet: true });
  const code = await run(vitest, ['run', ...args, ...vitestReportArgs(layer)], { cwd: join(ROOT, dir) });
  recordExit(layer, code);
  if (code !== 0) failed = true;
}
await fakes.stop();
process.exit(failed ? 1 : 0);
