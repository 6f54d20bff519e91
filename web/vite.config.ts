/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@common', replacement: fileURLToPath(new URL('../common', import.meta.url)) },
      // See src/app/unused-firebase-sdks.ts: SDKs reactfire imports but this app never uses.
      {
        find: /^firebase\/(database|functions|remote-config|storage)$/,
        replacement: fileURLToPath(new URL('./src/app/unused-firebase-sdks.ts', import.meta.url)),
      },
    ],
  },
  // fs.allow: the unit tests of ../common run here (jsdom), outside this folder.
  server: { host: '127.0.0.1', port: 5173, strictPort: true, fs: { allow: ['..'] } },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  test: {
    environment: 'jsdom',
    // common/ is shared with the functions; its pure helpers are tested here.
    include: ['src/**/*.test.{ts,tsx}', '../common/**/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    css: false,
  },
});
