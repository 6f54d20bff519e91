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
    // CI runs these beside the typecheck, lint and builds on two cores; the default 5 s is a
    // timing budget some image and upload tests come within reach of there.
    testTimeout: 30_000,
  },
});
