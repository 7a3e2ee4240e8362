// Bundles the functions into lib/index.js. Workspace packages (@resto/*) are inlined because
// `firebase deploy` uploads this folder alone; everything from npm stays external and is
// installed by Cloud Build from package.json.
//
// Code splitting: every function's instance loads lib/index.js, and src/index.ts loads each
// function's code with `import()` on its first call. With one file those imports (and the npm
// packages behind them: Express, Stripe, nodemailer, Twilio, sharp...) would all load at start-up;
// split, they stay in lib/chunks until a function needs them, so a trigger starts in half the time.
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';
import { externalNpmPackages } from '../scripts/lib/bundle.mjs';

const outdir = process.env.FUNCTIONS_OUTDIR ?? 'lib';
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { index: 'src/index.ts' },
  outdir,
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalNpmPackages],
});
