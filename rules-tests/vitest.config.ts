import { defineConfig } from 'vitest/config';

// Runs inside `firebase emulators:exec` against the Firestore emulator with firestore.rules.
export default defineConfig({
  test: { include: ['test/**/*.test.ts'], testTimeout: 20_000, hookTimeout: 60_000, fileParallelism: false },
});
