import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
      // Only the data layer talks to Firestore; components use its hooks and writes.
      'no-restricted-imports': ['error', { paths: [{ name: 'firebase/firestore', message: 'Import Firestore only in web/src/data/*.' }] }],
    },
  },
  {
    files: ['web/src/data/**/*.{ts,tsx}', 'web/src/**/*.test.{ts,tsx}', 'web/src/testing/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Browser code passed to page.evaluate runs in the page.
    files: ['web/e2e/**/*.{ts,js}', 'scripts/bench.mjs', 'scripts/screenshots.mjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
