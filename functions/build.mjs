// Bundles the functions into lib/index.js. Workspace packages (@resto/*) are inlined because
// `firebase deploy` uploads this folder alone; everything from npm stays external and is
// installed by Cloud Build from package.json.
import { build } from 'esbuild';
import { externalNpmPackages } from '../scripts/lib/bundle.mjs';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalNpmPackages],
});
