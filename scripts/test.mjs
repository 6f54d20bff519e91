#!/usr/bin/env node
// `npm test`: every level, stopping after the first stage with a failure, ending with one line
// "N passed, N failed". The levels are the npm scripts below (vitest projects, see
// vitest.config.mts); EMULATOR_PORT_OFFSET=N shifts the emulator ports, as it does for each script.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TALLY = join(ROOT, '.test-output', 'tally.jsonl');

// Each stage is one or more lanes run side by side; a lane's steps run in order. The first stage
// keeps both cores busy: each lane runs half of the unit tests (vitest shards) and then some of the
// checks that need no emulator. The first lane's output is shown live, the others' when their steps end.
const unitShard = (n) => [`unit (${n} of 2)`, `npm run --silent test:unit -- --shard=${n}/2`];
const stages = [
  [
    [unitShard(1), ['typecheck', 'npm run --silent typecheck']],
    [
      unitShard(2),
      ['lint', 'npx eslint . --max-warnings=0 && node scripts/unused-exports.mjs'],
      ['builds', 'npm run --silent build:test'],
      ['deploy checks', 'npx vitest run --project deploy'],
    ],
  ],
  // One emulator start for the rules, the integration suites and then the browser journeys.
  [[['emulator suites and browser journeys', 'npm run --silent test:emulators']]],
  [[['npm start', 'npx vitest run --project start']]],
];

// The builds must not pick up a developer's VITE_* variables: each level sets its own.
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));
env.TEST_TALLY_FILE = TALLY;
rmSync(TALLY, { force: true });
mkdirSync(join(ROOT, '.test-output'), { recursive: true });

/** Runs `command`; live output, or collected into `output` (stdout and stderr interleaved). */
const run = (command, output) =>
  new Promise((resolve) => {
    const child = spawn(command, { cwd: ROOT, env, shell: true, stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (output) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    child.on('exit', (code) => resolve(code ?? 1));
  });

const timings = [];
const failures = [];

/** A lane's steps in order, up to its first failure; `live` lanes print as they go. */
async function runLane(steps, live) {
  const printed = [];
  for (const [name, command] of steps) {
    const output = live ? undefined : [];
    if (live) console.log(`\n━━ ${name} ━━`);
    const stepStarted = Date.now();
    const code = await run(command, output);
    timings.push(`${name} ${Math.round((Date.now() - stepStarted) / 1000)}s`);
    if (!live) printed.push(`\n━━ ${name} ━━\n${Buffer.concat(output).toString()}`);
    if (code !== 0) {
      failures.push(`${name} failed (exit ${code})`);
      break;
    }
  }
  return printed.join('');
}

const started = Date.now();
for (const lanes of stages) {
  const outputs = await Promise.all(lanes.map((steps, i) => runLane(steps, i === 0)));
  for (const output of outputs.slice(1)) process.stdout.write(output);
  if (failures.length) {
    console.error(`\n✖ ${failures.join('; ')}; stopping here.`);
    break;
  }
}

let passed = 0;
let failed = 0;
const failedTests = [];
const runs = existsSync(TALLY) ? readFileSync(TALLY, 'utf8').trim().split('\n').filter(Boolean) : [];
for (const tally of runs.map((line) => JSON.parse(line))) {
  passed += tally.passed;
  failed += tally.failed;
  failedTests.push(...(tally.failures ?? []));
}
if (failedTests.length) console.log(`\nFailed:\n${failedTests.map((line) => `  ✖ ${line}`).join('\n')}`);
console.log(`\n${timings.join(' · ')}`);
console.log(`Tests finished in ${Math.round((Date.now() - started) / 1000)}s${failures.length ? ' — FAILED' : ''}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
