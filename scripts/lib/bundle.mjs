// Compiles a TypeScript entry (and the workspace packages it imports) into one ES module, so plain
// Node scripts can run code that shares the domain package. npm packages stay external.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './emulators.mjs';

/** esbuild plugin: bundle our @resto/* workspaces, leave every npm package to Node's resolution. */
export const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@resto/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function importTypeScript(entry, name) {
  const { build } = await import('esbuild');
  const outfile = join(ROOT, 'scripts', '.bundles', `${name}.mjs`);
  await build({
    entryPoints: [join(ROOT, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'warning',
    plugins: [externalNpmPackages],
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}
