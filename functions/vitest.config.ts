import { defineConfig } from 'vitest/config';

// Unit tests: handlers with injected fakes, no emulator. Emulator integration tests live in
// test/integration and run from tests/vitest.emulator.config.ts under firebase emulators:exec.
export default defineConfig({
  test: {
    root: __dirname,
    include: ['test/unit/**/*.test.ts'],
    environment: 'node',
  },
});
