#!/usr/bin/env node
// `npm test`: every testing layer of DESIGN.md in one command, ending with `N passed, N failed`.
// It first installs what a fresh machine lacks (as `npm start` does: scripts/lib/systemDeps.mjs).
// Lint and typecheck run first, then the layers without emulators (fast feedback); then one emulator
// suite serves the rest. `npm test -- --only-unit` stops before the build and the emulator suite.
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { ROOT, spawnFirebase } from './lib/emulators.mjs';
import { readLayer, recordExit, resetResults, vitestReportArgs } from './lib/results.mjs';
import { elapsed, run } from './lib/run.mjs';
import { runLint, runTypecheck } from './lib/staticChecks.mjs';
import { ensureSetUp } from './lib/systemDeps.mjs';

const onlyUnit = process.argv.includes('--only-unit');
const started = Date.now();
await ensureSetUp(onlyUnit ? [] : ['java', 'firestoreEmulator', 'chromium']);
const vitest = join(ROOT, 'node_modules', '.bin', 'vitest');
resetResults();

console.log('\n=== lint (biome check) ===');
await runLint();
console.log('\n=== typecheck (tsc, every workspace) ===');
await runTypecheck();

const unitLayers = [
  { layer: 'domain', dir: 'domain', args: ['--coverage'] },
  { layer: 'web', dir: 'web-common', args: [] },
  { layer: 'fakes', dir: 'fakes', args: [] },
];
for (const { layer, dir, args } of unitLayers) {
  console.log(`\n=== ${layer} (${dir}) ===`);
  recordExit(
    layer,
    await run(vitest, ['run', ...args, ...vitestReportArgs(layer)], { cwd: join(ROOT, dir) }),
  );
}

if (!onlyUnit) console.log('\n=== build ===');
const buildCode = onlyUnit ? 0 : await buildAll();

if (buildCode === 0 && !onlyUnit) {
  console.log('\n=== emulator suite: functions, rules, web-emulated, e2e ===');
  // The functions emulator reads the fakes' keys from functions/.secret.local; make sure they exist
  // before it starts (test-emulated.mjs starts the fakes process itself).
  const { ensureFakeSecrets } = await import('./lib/fakes.mjs');
  ensureFakeSecrets();
  const exec = spawnFirebase([
    'emulators:exec',
    '--only',
    'firestore,auth,functions,hosting',
    `${process.execPath} scripts/test-emulated.mjs`,
  ]);
  await new Promise((resolve) => exec.on('exit', resolve));
}

const layerNames = ['lint', 'typecheck', 'domain', 'web', 'fakes'];
if (!onlyUnit) layerNames.push('functions', 'rules', 'web-emulated', 'e2e');
const layers = layerNames.map(readLayer);
console.log(
  `\n${'Layer'.padEnd(12)} ${'passed'.padStart(7)} ${'failed'.padStart(7)} ${'seconds'.padStart(8)}`,
);
// A layer that did not run, ran nothing, or exited non-zero with no failing test (e.g. coverage
// below its threshold) counts as one failure: silence must never look green.
const layerProblem = (layer) =>
  layer.missing
    ? 'did not run'
    : layer.total === 0
      ? 'ran no tests'
      : layer.exitCode !== 0 && layer.failed === 0
        ? `exited ${layer.exitCode}`
        : '';
for (const layer of layers) {
  const { layer: name, passed, failed } = layer;
  const problem = layerProblem(layer);
  const note = problem ? `  (${problem})` : '';
  const seconds = layer.seconds ? layer.seconds.toFixed(0) : '';
  console.log(
    `${name.padEnd(12)} ${String(passed).padStart(7)} ${String(failed).padStart(7)} ${seconds.padStart(8)}${note}`,
  );
}
const slowest = layers
  .flatMap((layer) => layer.files ?? [])
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, 8);
if (slowest.length > 0) {
  console.log('\nSlowest test files (seconds):');
  for (const file of slowest) console.log(`  ${file.seconds.toFixed(0).padStart(5)}  ${file.path}`);
}
const failures = layers.flatMap((layer) => (layer.failures ?? []).map((line) => `  ${layer.layer}: ${line}`));
if (failures.length > 0) console.log(`\nFailed tests:\n${failures.join('\n')}`);
const passed = layers.reduce((sum, layer) => sum + layer.passed, 0);
const failed =
  layers.reduce((sum, layer) => sum + layer.failed, 0) +
  layers.filter((layer) => layerProblem(layer) !== '').length +
  (buildCode === 0 ? 0 : 1);
console.log(`\nnpm test finished in ${elapsed(started)}${buildCode === 0 ? '' : ' (build failed)'}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
