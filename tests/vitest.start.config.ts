import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// `npm start` end to end: it starts its own emulators, so it runs outside emulators:exec.
// One file at a time: two copies of `npm start` at once would slow each other past their budgets.
export default defineConfig({
  resolve: { alias: { '@common': fileURLToPath(new URL('../common', import.meta.url)) } },
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['tests/start/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
