#!/usr/bin/env node
// `npm run build`: bundles the functions and builds the four apps for the local emulator suite.
import { join } from 'node:path';
import { APPS, EMULATOR_BUILD_ENV } from './lib/apps.mjs';
import { ROOT } from './lib/emulators.mjs';
import { elapsed, inParallel, run } from './lib/run.mjs';

export async function buildAll() {
  const started = Date.now();
  const functionsCode = await run(process.execPath, ['build.mjs'], { cwd: join(ROOT, 'functions') });
  if (functionsCode !== 0) return functionsCode;
  const vite = join(ROOT, 'node_modules', '.bin', 'vite');
  const codes = await inParallel(
    APPS.map((app) => async () => {
      const options = { cwd: join(ROOT, app.dir), env: { ...process.env, ...EMULATOR_BUILD_ENV } };
      const code = await run(vite, ['build', '--logLevel', 'warn'], options);
      // The storefront's menu home is also rendered on the server (functions/src/storefront): its
      // renderer is built from the same code, after the browser build whose index.html it fills.
      if (code !== 0 || app.name !== 'customer') return code;
      return run(vite, ['build', '--ssr', 'src/ssr/renderMenuHome.tsx', '--logLevel', 'warn'], options);
    }),
    2,
  );
  const failed = codes.some((code) => code !== 0);
  console.log(failed ? 'Build failed.' : `Built functions and ${APPS.length} apps in ${elapsed(started)}.`);
  return failed ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await buildAll());
