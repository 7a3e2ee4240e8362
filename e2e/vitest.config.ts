import { defineConfig } from 'vitest/config';

// Journeys in real Chromium against the built apps served by the Hosting emulator, with the demo
// data seeded (scripts/test-emulated.mjs seeds before this layer runs).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
