import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// Browser journeys: Debian's Chromium (playwright-core) against the production build made for
// the emulators (web/dist-e2e), served by `vite preview`. Run under emulators:exec.
export default defineConfig({
  resolve: { alias: { '@common': fileURLToPath(new URL('../../common', import.meta.url)) } },
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
