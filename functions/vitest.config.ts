import { defineConfig } from 'vitest/config';

// Unit tests: handlers with injected fakes, no emulator. Emulator integration tests live in
// test/integration and are the `integration` project of the root vitest.config.ts, run under firebase emulators:exec.
export default defineConfig({
  test: {
    name: 'unit-functions',
    root: __dirname,
    include: ['test/unit/**/*.test.ts'],
    environment: 'node',
    // Nothing here mocks a module: the files share one module graph (a third of the time).
    isolate: false,
    // npm test runs these at nice 10 beside the emulator session on two cores, 15-20 times slower
    // than alone when a core is busy; the default 5 s is a timing budget there. A bound, not a wait
    // (the root config's UNIT_TIMEOUTS, for the same reason).
    testTimeout: 120_000,
  },
});
