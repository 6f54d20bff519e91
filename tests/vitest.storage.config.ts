import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// `npm run test:storage` only (scripts/test-storage.mjs): storage.rules and the Cloud Storage store
// against the Storage emulator. Named *.storage-test.ts so no other test run picks them up.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['tests/storage/**/*.storage-test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
  resolve: { alias: { '@common': fileURLToPath(new URL('../common', import.meta.url)) } },
});
