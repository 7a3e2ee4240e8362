#!/usr/bin/env node
// `npm run bench`: builds, starts the emulator suite and prints each benchmark's figures next to
// DESIGN.md's targets. Figures are information, not pass/fail. `npm run bench -- busyNight` runs
// only the benchmarks whose file name contains one of the given words.
import { buildAll } from './build.mjs';
import { spawnFirebase } from './lib/emulators.mjs';

const BENCHMARKS = [
  'bench/src/foundation.ts',
  'bench/src/menuPublish.ts',
  'bench/src/storefrontMenu.ts',
  'bench/src/adminMenuInteractive.ts',
  'bench/src/orderToKds.ts',
  'bench/src/orderToPrint.ts',
  'bench/src/busyNight.ts',
  'bench/src/onboardingJourney.ts',
  'bench/src/pos.ts',
  'bench/src/salesReports.ts',
];

const wanted = (
  process.env.BENCH_ONLY ??
  process.argv
    .slice(2)
    .filter((arg) => !arg.startsWith('--'))
    .join(',')
)
  .split(',')
  .filter((word) => word !== '');
const chosen = BENCHMARKS.filter(
  (entry) => wanted.length === 0 || wanted.some((word) => entry.includes(word)),
);

if (process.argv[2] === '--inside-emulators') {
  const { importTypeScript } = await import('./lib/bundle.mjs');
  for (const entry of chosen) await importTypeScript(entry, entry.replaceAll('/', '_'));
  process.exit(0);
} else {
  if ((await buildAll()) !== 0) process.exit(1);
  // The functions emulator reads the fakes' keys when it starts (the onboarding journey pays with them).
  (await import('./lib/fakes.mjs')).ensureFakeSecrets();
  const exec = spawnFirebase(
    [
      'emulators:exec',
      '--only',
      'firestore,auth,functions,hosting',
      `${process.execPath} scripts/bench.mjs --inside-emulators`,
    ],
    { env: { BENCH_ONLY: wanted.join(',') } },
  );
  exec.on('exit', (code) => process.exit(code ?? 1));
}
