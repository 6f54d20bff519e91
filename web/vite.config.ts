/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { archiveRetention } from '../scripts/lib/archive-retention.mts';
import { firebaseConfigGuard } from '../scripts/firebase-config-guard.mts';
import { prerender } from '../scripts/prerender.mts';
import { emulatorFunctionPath, functionRewrites } from '../scripts/lib/function-rewrites.mjs';

// The two fonts every page uses (latin subset), fetched with the stylesheet instead of after it.
// Hosting's function rewrites (/media/**, /api/media/**) go to the Functions emulator in dev, as
// they go to Cloud Functions in production (`npm start` names its port and project). Not the page
// function's (sitePages): the dev server renders every page itself, from the sources.
const functionsProxy = Object.fromEntries(
  functionRewrites()
    .filter((rewrite) => rewrite.functionId !== 'sitePages')
    .map((rewrite) => [
      rewrite.prefix ?? `^${rewrite.path}$`,
      {
        target: process.env.FUNCTIONS_EMULATOR_ORIGIN ?? 'http://127.0.0.1:5001',
        rewrite: (path: string) => emulatorFunctionPath(process.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-style-and-story', rewrite, path),
      },
    ]),
);

function preloadFonts(): Plugin {
  return {
    name: 'style-and-story:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((file) => /(cormorant-garamond|manrope)-latin-wght-normal-[\w-]+\.woff2$/.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          })),
    },
  };
}

export default defineConfig({
  // archiveRetention: the archive's years from the functions' deploy settings (functions/.env), for the privacy policy.
  plugins: [firebaseConfigGuard(), archiveRetention(), react(), tailwindcss(), preloadFonts(), prerender()],
  resolve: {
    alias: [
      // The same two aliases as tsconfig.json's paths: @/ is web/src, @common/ the shared folder.
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      { find: '@common', replacement: fileURLToPath(new URL('../common', import.meta.url)) },
      // See src/firebase/unused-sdks.ts: SDKs reactfire imports but this app never uses.
      {
        find: /^firebase\/(database|functions|remote-config|storage)$/,
        replacement: fileURLToPath(new URL('./src/firebase/unused-sdks.ts', import.meta.url)),
      },
    ],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // The app and its tests import ../common; `vitest --root web` run from the repository root
    // otherwise refuses to load the tests that live there.
    fs: { allow: ['.', '../common', '../node_modules'] },
    proxy: functionsProxy,
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    // Fonts stay files: the content security policy allows no data: fonts, and a font only a few
    // pages need should not weigh on every stylesheet.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    sourcemap: false,
  },
  // What src/'s unit tests need; the projects that run them, unit-web and unit-web-mocks, are in the
  // root vitest.config.mts (they split the files by whether they mock).
  test: {
    // A DOM for the components; a test that needs none says `// @vitest-environment node` on its
    // first line and skips building one (about half a second a file).
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    css: false,
    // A whole form typed by user-event takes 2–4 s alone; on a busy 2-core machine the default 5 s
    // timed such tests out (a timeout, not a failed assertion).
    testTimeout: 20_000,
  },
});
