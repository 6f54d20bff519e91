import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { FirstAndLast } from './tests/support/first-and-last';
import { splitByMocking } from './tests/support/mocking-files';
import webConfig from './web/vite.config';

// Every test level is a vitest project; `npm test` (scripts/test.mjs) runs them in order:
//   unit-web(-mocks), unit-common, unit-functions, deploy   no emulators
//   rules, rules-agreement, integration   group 1   under `firebase emulators:exec` (scripts/with-emulators.mjs)
//   data                                  group 2   the same session, after group 1
//   e2e                                   group 3   the same session, last
//   start                                           outside it: `npm start` brings its own emulators
// (`npm test` runs the journeys on an emulator set of their own, beside the others: scripts/emulator-suites.mjs.)
// The groups keep suites from meeting each other's leftovers. The data tests' emails go out after
// their file ends, when no capture server listens, and wait in the outbox as failed; a trigger
// retries only five of those, so ahead of the functions integration tests they would starve the
// retry those tests wait for. The journeys start by clearing everything (00-fresh-start).
// `npx vitest run --project <name>` runs one level; a new test file in a project's folders is
// picked up without touching this file.
// The tests outside web/ import the shared folder as @common, as web/ does.
const resolve = { alias: { '@common': fileURLToPath(new URL('./common', import.meta.url)) } };

const emulatorSuites: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  // One Firestore emulator: the files of these projects take turns with it.
  fileParallelism: false,
  // Nothing here mocks: one module graph for all the files, imported once (~30 s less import).
  isolate: false,
  // Long enough for the waits for a trigger (45 s each, functions/test/integration/support) on a busy machine.
  testTimeout: 90_000,
  hookTimeout: 90_000,
  globalSetup: ['tests/support/emulators-up.ts'],
  sequence: { groupOrder: 1 },
};

// The rules tests also hold the app's own writes (tests/rules/app-writes.test.ts): web/src's @/ too.
const rulesResolve = { alias: { ...resolve.alias, '@': fileURLToPath(new URL('./web/src', import.meta.url)) } };
const AGREEMENT = 'tests/rules/agreement/**/*.test.ts';

// `npm test` runs the hand-written rules suites and then the schema/rules agreement tables in a lane
// of their own, beside the other suites (scripts/emulator-suites.mjs).
const rules: TestProjectInlineConfiguration = {
  resolve: rulesResolve,
  test: {
    ...emulatorSuites,
    name: 'rules',
    include: ['tests/rules/**/*.test.ts'],
    exclude: [AGREEMENT],
    // The rules are loaded once for the run (load-rules.ts), not by each file.
    globalSetup: ['tests/support/emulators-up.ts', 'tests/rules/load-rules.ts'],
  },
};

// In a project of their own (demo-rules-agreement), which each file loads the rules into.
const rulesAgreement: TestProjectInlineConfiguration = {
  resolve: rulesResolve,
  test: { ...emulatorSuites, name: 'rules-agreement', include: [AGREEMENT] },
};

const integration: TestProjectInlineConfiguration = {
  resolve,
  test: {
    ...emulatorSuites,
    name: 'integration',
    include: ['functions/test/integration/**/*.test.ts', 'tests/seed/**/*.test.ts', 'tests/backup/**/*.test.ts'],
  },
};

// The web data layer's writes against the emulators, with web's own aliases (web/src imports @common).
const data: TestProjectInlineConfiguration = {
  resolve: webConfig.resolve,
  test: {
    ...emulatorSuites,
    name: 'data',
    include: ['web/integration/**/*.test.ts'],
    setupFiles: ['tests/support/mail-capture.ts'],
    sequence: { groupOrder: 2 },
  },
};

// `npm test` runs the unit lane at nice 10 beside the emulator session on two cores, where it gets
// what the session leaves: with one more core busy, tests ran 15-20 times slower than alone (a 3 s
// image test took 55 s, a 1 s source scan past 5 s). The default 5 s is then a timing budget, not a
// check: the unit tests get a bound instead, as the functions' unit tests do.
const UNIT_TIMEOUTS = { testTimeout: 120_000, hookTimeout: 120_000 };

// web/src's unit tests, with web's config (jsdom). Most mock no module: those share one module graph
// and one DOM (isolate: false) instead of building jsdom and importing React and Firebase again for
// each file (the unit tests took 67 s instead of 125 s on one worker). A file that replaces or
// reloads modules keeps a graph of its own (unit-web-mocks; tests/support/mocking-files.ts sorts).
const webUnitFiles = splitByMocking(fileURLToPath(new URL('./web', import.meta.url)));
const unitWeb: TestProjectInlineConfiguration = {
  extends: './web/vite.config.ts',
  test: { name: 'unit-web', root: './web', include: webUnitFiles.plain, isolate: false, ...UNIT_TIMEOUTS },
};
const unitWebMocks: TestProjectInlineConfiguration = {
  extends: './web/vite.config.ts',
  test: { name: 'unit-web-mocks', root: './web', include: webUnitFiles.mocking, ...UNIT_TIMEOUTS },
};

// The shared folder's pure helpers, which the functions run in Node: no DOM to set up per file.
const unitCommon: TestProjectInlineConfiguration = {
  resolve,
  test: { name: 'unit-common', include: ['common/**/*.test.ts'], environment: 'node', isolate: false, ...UNIT_TIMEOUTS },
};

// The test tooling's own helpers (scripts/lib): what `npm test`'s closing lines say about a failure.
const unitTooling: TestProjectInlineConfiguration = {
  resolve,
  test: { name: 'unit-tooling', include: ['tests/tooling/**/*.test.ts'], environment: 'node', isolate: false, ...UNIT_TIMEOUTS },
};

// What a deploy ships: the functions upload and the production build's config guard (after the builds).
const deploy: TestProjectInlineConfiguration = {
  resolve,
  test: { name: 'deploy', include: ['tests/deploy/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
};

// `npm start` end to end, one file at a time: two copies at once would slow each other past their budgets.
const start: TestProjectInlineConfiguration = {
  resolve,
  test: {
    name: 'start',
    include: ['tests/start/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
};

export default defineConfig({
  test: {
    projects: [
      unitWeb,
      unitWebMocks,
      unitCommon,
      unitTooling,
      'functions/vitest.config.ts',
      deploy,
      rules,
      rulesAgreement,
      integration,
      data,
      'web/e2e/vitest.config.ts',
      start,
    ],
    sequence: { sequencer: FirstAndLast },
    // scripts/test.mjs adds up every run's counts for its closing line.
    reporters: ['default', ...(process.env.TEST_TALLY_FILE ? ['./scripts/lib/tally-reporter.mjs'] : [])],
  },
});
