import { defineConfig } from 'vitest/config';

// Runs inside `firebase emulators:exec` against the Firestore emulator with firestore.rules. The
// matrix is thousands of independent reads and refused writes, so cases inside a module run
// concurrently; modules run one after another on data seeded once by globalSetup.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    maxConcurrency: 64,
  },
});
