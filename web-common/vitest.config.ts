import { defineConfig } from 'vitest/config';
import { webTestProjects } from './vite/testProjects.ts';

// The web layer of `npm test` (no emulators). Tests that read Firestore or sign in through Auth live in
// test-emulated/ and run against the emulator suite (vitest.emulated.config.ts).
export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
    // Whole-editor tests render a lot of MUI in jsdom; on a loaded 2-core machine 5 s is too tight.
    testTimeout: 20_000,
    projects: webTestProjects('test'),
  },
});
