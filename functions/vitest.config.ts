import { defineConfig } from 'vitest/config';

// Runs inside `firebase emulators:exec` (see scripts/test.mjs): the env points the Admin SDK and
// the test helpers at the emulated Firestore, Auth, Functions and Hosting.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
