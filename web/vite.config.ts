/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { prerender } from '../scripts/prerender';

export default defineConfig({
  plugins: [react(), tailwindcss(), prerender()],
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
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    // Fonts stay files: the content security policy allows no data: fonts, and a font only a few
    // pages need should not weigh on every stylesheet.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    sourcemap: false,
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    css: false,
  },
});
