#!/usr/bin/env node
// `npm test`: every level in order, stopping at the first failure, ending with one line
// "N passed, N failed". The levels are the npm scripts below (vitest projects, see
// vitest.config.mts); EMULATOR_PORT_OFFSET=N shifts the emulator ports, as it does for each script.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TALLY = join(ROOT, '.test-output', 'tally.jsonl');
const steps = [
  ['typecheck', 'npm run --silent typecheck'],
  ['lint', 'npx eslint . --max-warnings=0'],
  ['unit', 'npm run --silent test:unit'],
  ['builds', 'npm run --silent build:test'],
  ['deploy checks', 'npx vitest run --project deploy'],
  // One emulator start for the rules, the integration suites and then the browser journeys.
  ['emulator suites and browser journeys', 'npm run --silent test:emulators'],
  ['npm start', 'npx vitest run --project start'],
];

// The builds must not pick up a developer's VITE_* variables: each level sets its own.
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));
env.TEST_TALLY_FILE = TALLY;
rmSync(TALLY, { force: true });
mkdirSync(join(ROOT, '.test-output'), { recursive: true });

const run = (command) =>
  new Promise((resolve) => spawn(command, { cwd: ROOT, env, shell: true, stdio: 'inherit' }).on('exit', (code) => resolve(code ?? 1)));

const started = Date.now();
let exitCode = 0;
const timings = [];
for (const [name, command] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const stepStarted = Date.now();
  exitCode = await run(command);
  timings.push(`${name} ${Math.round((Date.now() - stepStarted) / 1000)}s`);
  if (exitCode !== 0) {
    console.error(`\n✖ ${name} failed (exit ${exitCode}); stopping here.`);
    break;
  }
}

let passed = 0;
let failed = 0;
const runs = existsSync(TALLY) ? readFileSync(TALLY, 'utf8').trim().split('\n').filter(Boolean) : [];
for (const tally of runs.map((line) => JSON.parse(line))) {
  passed += tally.passed;
  failed += tally.failed;
}
console.log(`\n${timings.join(' · ')}`);
console.log(`Tests finished in ${Math.round((Date.now() - started) / 1000)}s${exitCode ? ' — FAILED' : ''}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(exitCode || (failed ? 1 : 0));
