/**
 * One API instance in this process, shaped as production runs it: a 2nd-gen function serves up to 80
 * requests at once per instance (functions/src/globalOptions.ts), while the Functions emulator runs one
 * request per worker process and starts a process for each simultaneous request. Placing 30 orders at
 * once through the emulator therefore mostly measures thirty Node start-ups on two cores; through
 * this instance it measures the product: the same Express app (functions/src/app.ts), the same
 * emulated Firestore and Auth, and the real order triggers still running in the emulator.
 */
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// The bench runs from the repository's root (scripts/bench.mjs bundles this file elsewhere).
const ROOT = process.cwd();

export interface InProcessApi {
  origin: string;
  close: () => Promise<void>;
}

export async function startInProcessApi(): Promise<InProcessApi> {
  // The parameters and secrets the Functions emulator gives its workers (the fakes' addresses, keys).
  for (const file of ['functions/.env.demo-restaurant-platform', 'functions/.secret.local'])
    process.loadEnvFile(join(ROOT, file));
  // Bundled into functions/ so its npm packages resolve as the functions' own (Express 5 there; the
  // repository root holds Express 4, whose router would leave an async handler's refusal unhandled).
  const { build } = await import('esbuild');
  const outfile = join(ROOT, 'functions', '.bench', 'app.mjs');
  await build({
    entryPoints: [join(ROOT, 'functions', 'src', 'app.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'warning',
    // Our @resto/* workspaces are bundled; every npm package is left to Node (scripts/lib/bundle.mjs).
    plugins: [
      {
        name: 'external-npm-packages',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@resto/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const { createApp } = (await import(
    pathToFileURL(outfile).href
  )) as typeof import('../../functions/src/app');
  const server = createApp().listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
