import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Only the data layer talks to Firestore; components use its hooks and writes.
const firestoreOnlyInData = { name: 'firebase/firestore', message: 'Import Firestore only in web/src/data/*.' };

/** Files in `files` may not import from the web/src folders named in `forbidden`. */
function layer(files, forbidden, paths) {
  return {
    files: [files],
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths,
          patterns: forbidden.map((folder) => ({
            group: [`**/${folder}/**`],
            message: `${files.split('/')[2]} must not import from ${folder}/ (see the layers in README, "Architecture").`,
          })),
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-e2e/**',
      'functions/lib/**',
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
  // Layers import downwards only: routes → features → components → lib; data below them all.
  layer('web/src/components/**', ['features', 'routes'], [firestoreOnlyInData]),
  layer('web/src/lib/**', ['features', 'routes', 'components', 'data'], [firestoreOnlyInData]),
  layer('web/src/features/**', ['routes'], [firestoreOnlyInData]),
  layer('web/src/data/**', ['features', 'components', 'routes'], []),
  {
    files: ['web/src/**/*.test.{ts,tsx}', 'web/src/testing/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Browser code passed to page.evaluate runs in the page.
    files: ['web/e2e/**/*.{ts,js}', 'scripts/bench.mjs', 'scripts/screenshots.mjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
