#!/usr/bin/env node
// `npm run dev`: emulators (Firestore, Auth, Functions) + Vite dev servers with hot reload.
// Functions are rebuilt on change by esbuild's watch mode; the functions emulator reloads them.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { APPS, EMULATOR_BUILD_ENV } from './lib/apps.mjs';
import { API_DIRECT_URL, ROOT, spawnFirebase, waitForHttp } from './lib/emulators.mjs';
import { FAKE_URLS, startFakesProcess } from './lib/fakes.mjs';
import { seedDemoData } from './seed.mjs';

const children = [];
function start(command, args, options) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  children.push(child);
  return child;
}

const esbuild = await import('esbuild');
const { externalNpmPackages } = await import('./lib/bundle.mjs');
const functionsContext = await esbuild.context({
  entryPoints: [join(ROOT, 'functions', 'src', 'index.ts')],
  outfile: join(ROOT, 'functions', 'lib', 'index.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [externalNpmPackages],
});
await functionsContext.rebuild();
await functionsContext.watch();

// The fakes of outside services before the emulators: the functions read their keys at start-up.
const fakes = await startFakesProcess({ persist: true });
children.push(spawnFirebase(['emulators:start', '--only', 'firestore,auth,functions']));
await waitForHttp(`${API_DIRECT_URL}/health`, 180_000);
await seedDemoData();

const vite = join(ROOT, 'node_modules', '.bin', 'vite');
for (const app of APPS) {
  start(vite, ['--port', String(app.devPort), '--strictPort'], {
    cwd: join(ROOT, app.dir),
    env: { ...process.env, ...EMULATOR_BUILD_ENV },
  });
}
console.log(APPS.map((app) => `${app.title.padEnd(20)} http://127.0.0.1:${app.devPort}`).join('\n'));
console.log(`${'Emails sent'.padEnd(20)} ${FAKE_URLS.email}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await functionsContext.dispose();
    for (const child of children) child.kill('SIGINT');
    await fakes.stop();
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
