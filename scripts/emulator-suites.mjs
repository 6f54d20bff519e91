#!/usr/bin/env node
// The emulator session of `npm test` (test:emulators, inside one `firebase emulators:exec`): the
// rules suites in one lane, the rest in the other. The rules suites work in projects of their own
// (demo-rules-test, and demo-rules-agreement for the schema/rules agreement tables), so they meet
// none of the others' documents; the integration suites beside them mostly wait for triggers.
import { fileURLToPath } from 'node:url';
import { runLanes } from './lib/lanes.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// The agreement tables go first, beside the integration suites, which mostly wait for triggers: in
// the journeys' busiest minutes the emulator once refused a padded payment note with evaluation
// errors on every retry (tests/rules/agreement/table.ts). For the same reason the rules lane keeps
// full priority (at nice 10 it saved ~25 s but moved the tables into those minutes).
const lanes = [
  [['integration, data and browser journeys', 'npx vitest run --bail 1 --project integration --project data --project e2e']],
  [
    ['rules agreement', 'npx vitest run --bail 1 --project rules-agreement'],
    ['rules', 'npx vitest run --bail 1 --project rules'],
  ],
];
const { timings, failures } = await runLanes(lanes, { cwd: ROOT, env: process.env });
console.log(`\n${timings.join(' · ')}`);
if (failures.length) console.error(`✖ ${failures.join('; ')}`);
process.exit(failures.length ? 1 : 0);
