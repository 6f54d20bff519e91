import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { featureFolders, layers, layersBelow } from './web/layers.mjs';

// Only the data layer reads and writes Firestore; the ground floor (web/src/firebase) creates it.
const firestoreOnlyInData = { name: 'firebase/firestore', message: 'Import Firestore only in web/src/data/*.' };

const fromRoot = (folder) => posix.normalize(`web/src/${folder}`);

// The layers of web/layers.mjs as eslint-plugin-boundaries elements: one element per layer
// folder, except that each feature folder is an element of its own. Imports inside an element are
// not checked; between elements, a layer may import only the layers below it. So nothing imports
// app/, and one feature importing another is refused.
const elements = [
  ...featureFolders.map((pattern) => ({ type: 'features', pattern: fromRoot(pattern) })),
  ...layers.filter((layer) => layer.name !== 'features').map((layer) => ({ type: layer.name, pattern: fromRoot(layer.folder) })),
];

const layerPolicies = layers.map((layer) => ({
  from: { element: { type: layer.name } },
  allow: { to: { element: { type: layersBelow(layer.name).map((below) => below.name) } } },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-e2e/**',
      '**/dist-e2e-*/**',
      '**/dist-bench/**',
      '**/dist-bench-*/**',
      'functions/lib/**',
      'functions/site-renderer/**',
      '.emulators/**',
      '.emulator-data/**',
      '.test-output/**',
      '**/*.local.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // Tests must not be skipped or focused to get a green run.
      'no-restricted-properties': [
        'error',
        ...['it', 'test', 'describe'].flatMap((object) =>
          ['only', 'skip', 'todo'].map((property) => ({ object, property, message: 'Do not leave focused or skipped tests.' })),
        ),
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [firestoreOnlyInData] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'common/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-data.ts', '**/*.d.ts', 'web/src/testing/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'import/resolver': { [fileURLToPath(new URL('./scripts/eslint-alias-resolver.cjs', import.meta.url))]: {} },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // An import of a file outside every layer is refused too (a new folder needs a place).
          checkUnknownLocals: true,
          policies: layerPolicies,
          message:
            '{{ from.type }} may not import {{ to.elementPath }}: a layer imports from itself and the layers below it only, and a feature never imports another (web/layers.mjs).',
        },
      ],
      'boundaries/no-unknown-files': 'error',
    },
  },
  {
    files: ['web/src/data/**', 'web/src/firebase/**', 'web/src/**/*.test.{ts,tsx}', 'web/src/testing/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // eslint-module-utils loads import resolvers with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Browser code passed to page.evaluate runs in the page.
    files: ['web/e2e/**/*.{ts,js}', 'scripts/bench.mjs', 'scripts/bench-signed-in.mjs', 'scripts/screenshots.mjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
