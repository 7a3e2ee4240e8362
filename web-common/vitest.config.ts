import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    setupFiles: ['test/setup.ts'],
    // Whole-editor tests render a lot of MUI in jsdom; on a loaded 2-core machine 5 s is too tight.
    testTimeout: 20_000,
  },
});
