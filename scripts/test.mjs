#!/usr/bin/env node
// `npm test`: every level, stopping after the first stage with a failure, ending with one line
// "N passed, N failed". The levels are the npm scripts below (vitest projects, see
// vitest.config.mts); EMULATOR_PORT_OFFSET=N shifts the emulator ports, as it does for each script.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runLanes } from './lib/lanes.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TALLY = join(ROOT, '.test-output', 'tally.jsonl');

// Each stage is one or more lanes run side by side; a lane's steps run in order. The emulator
// session leaves much of the two cores idle (its suites wait for triggers and pages), so the checks
// that need no emulator run beside it instead of ahead of it: on one worker, at a lower priority
// (nice), so that they take the idle time rather than slow the session. The first lane's output
// is shown live, the others' when their steps end.
const beside = (command) => `nice -n 10 ${command}`;
const stages = [
  [
    [
      ['builds', 'npm run --silent build:test'],
      ['deploy checks', 'npx vitest run --project deploy'],
      // What docs/deploy.md runs, as far as it runs offline and without a project (it says what it could not).
      ['deploy rehearsal', 'npm run --silent rehearse:deploy'],
    ],
  ],
  [
    // Two emulator sets side by side (scripts/emulator-suites.mjs): the browser journeys on one, the
    // integration, data and rules suites on the other.
    [['emulator suites and browser journeys', 'npm run --silent test:emulators']],
    [
      ['unit', beside('npm run --silent test:unit -- --maxWorkers=1')],
      ['typecheck', beside('npm run --silent typecheck')],
      [
        'lint',
        beside(
          'sh -c "npx eslint . --max-warnings=0 && npm run --silent unused && node scripts/structure.mjs && npx prettier --check . --log-level warn"',
        ),
      ],
      // `npm start` brings emulators of its own, on other ports. Its functions build writes nothing
      // here (incremental, built above), so the session's Functions emulator does not reload. At
      // full priority: its tests give its start a time budget.
      ['npm start', 'npx vitest run --project start'],
    ],
  ],
];

// The builds must not pick up a developer's VITE_* variables: each level sets its own.
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));
env.TEST_TALLY_FILE = TALLY;
rmSync(TALLY, { force: true });
mkdirSync(join(ROOT, '.test-output'), { recursive: true });

const timings = [];
const failures = [];

const started = Date.now();
for (const lanes of stages) {
  const stage = await runLanes(lanes, { cwd: ROOT, env });
  timings.push(...stage.timings);
  failures.push(...stage.failures);
  if (failures.length) {
    console.error(`\n✖ ${failures.join('; ')}; stopping here.`);
    break;
  }
}

let passed = 0;
let failed = 0;
const failedTests = [];
const failedPages = [];
const runs = existsSync(TALLY) ? readFileSync(TALLY, 'utf8').trim().split('\n').filter(Boolean) : [];
for (const tally of runs.map((line) => JSON.parse(line))) {
  passed += tally.passed;
  failed += tally.failed;
  failedTests.push(...(tally.failures ?? []));
  failedPages.push(...(tally.pages ?? []));
}
if (failedTests.length) console.log(`\nFailed:\n${failedTests.map((line) => `  ✖ ${line}`).join('\n')}`);
if (failedPages.length) console.log(`\nPages open at those failures:\n${failedPages.map((line) => `  · ${line}`).join('\n')}`);
console.log(`\n${timings.join(' · ')}`);
console.log(`Tests finished in ${Math.round((Date.now() - started) / 1000)}s${failures.length ? ' — FAILED' : ''}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
