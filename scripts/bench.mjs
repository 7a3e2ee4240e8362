#!/usr/bin/env node
// `npm run bench`: builds, starts the emulator suite and prints each benchmark's figures next to
// DESIGN.md's targets. Figures are information, not pass/fail.
import { buildAll } from './build.mjs';
import { spawnFirebase } from './lib/emulators.mjs';

const BENCHMARKS = [
  'bench/src/foundation.ts',
  'bench/src/menuPublish.ts',
  'bench/src/storefrontMenu.ts',
  'bench/src/adminMenuInteractive.ts',
  'bench/src/orderToKds.ts',
  'bench/src/busyNight.ts',
];

if (process.argv[2] === '--inside-emulators') {
  const { importTypeScript } = await import('./lib/bundle.mjs');
  for (const entry of BENCHMARKS) await importTypeScript(entry, entry.replaceAll('/', '_'));
  process.exit(0);
} else {
  if ((await buildAll()) !== 0) process.exit(1);
  const exec = spawnFirebase([
    'emulators:exec',
    '--only',
    'firestore,auth,functions,hosting',
    `${process.execPath} scripts/bench.mjs --inside-emulators`,
  ]);
  exec.on('exit', (code) => process.exit(code ?? 1));
}
