import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// Browser journeys: Debian's Chromium (playwright-core) against the build made for the emulators
// (web/dist-e2e, built by the global setup from the seeded emulator), served as Firebase Hosting
// serves it. In the emulator session of `npm test`, on an emulator set of their own, beside the rules
// and integration suites on another (scripts/emulator-suites.mjs).
export default defineConfig({
  resolve: { alias: { '@common': fileURLToPath(new URL('../../common', import.meta.url)) } },
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['../../tests/support/emulators-up.ts', 'support/global-setup.ts'],
    setupFiles: ['../../tests/support/mail-capture.ts', 'support/failure-pages.ts'],
    fileParallelism: false,
    // Nothing here mocks: Playwright and the admin SDK are imported once, not for each file.
    isolate: false,
    sequence: { groupOrder: 3 },
    // Read-only checks of many pages (one context each) run side by side, three at a time: most of
    // a page check is waiting for the page, and two cores handle three browsers' work.
    maxConcurrency: 3,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
