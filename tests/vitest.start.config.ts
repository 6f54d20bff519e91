import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// `npm start` end to end: it starts its own emulators, so it runs outside emulators:exec.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['tests/start/**/*.test.ts'],
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
