import type { UserConfig } from 'vite';

/**
 * Bundle settings every web app shares (imported by each app's vite.config.ts).
 * - One copy of React, MUI, Firebase and zod even where npm nests a copy per workspace.
 * - `re2js` replaced by a stub: see src/firebase/re2jsStub.ts; receiptline's Node-only `pngjs` and
 *   `iconv-lite` likewise (src/printing/nodeOnlyStub.ts).
 * - Entry chunks are expected to be large-ish; the warning limit sits just above today's size.
 * (The domain package declares `"sideEffects": false`, so importing one constant does not pull in
 * every zod schema.)
 */
export const bundleSettings: Pick<UserConfig, 'resolve' | 'build'> = {
  resolve: {
    dedupe: ['react', 'react-dom', 'react-router-dom', '@emotion/react', '@mui/material', 'firebase', 'zod'],
    alias: {
      re2js: new URL('../src/firebase/re2jsStub.ts', import.meta.url).pathname,
      pngjs: new URL('../src/printing/nodeOnlyStub.ts', import.meta.url).pathname,
      'iconv-lite': new URL('../src/printing/nodeOnlyStub.ts', import.meta.url).pathname,
    },
  },
  build: {
    outDir: 'dist',
    // React, MUI, the router and Firebase Auth make a ~650 kB (~215 kB gzip) entry; warn above that.
    chunkSizeWarningLimit: 800,
  },
};
