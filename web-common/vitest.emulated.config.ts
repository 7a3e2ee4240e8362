import { defineConfig } from 'vitest/config';
import { webTestProjects } from './vite/testProjects.ts';

// The web-emulated layer of `npm test`: component tests in jsdom against the emulator suite (run by
// scripts/test-emulated.mjs inside `firebase emulators:exec`). The web SDK connects to the Auth and
// Firestore emulators itself (src/firebase: the demo project id means emulators), so nothing of
// Firestore or Auth is mocked here; only `/api` answers are stubbed at `fetch` where a test says so.
export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['test/setup.ts', 'test-emulated/support/setup.ts'],
    testTimeout: 40_000,
    // One file at a time: they share the emulators' data with the other layers.
    fileParallelism: false,
    projects: webTestProjects('test-emulated', ' · emulated'),
  },
});
