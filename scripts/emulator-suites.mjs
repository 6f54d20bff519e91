#!/usr/bin/env node
// The emulator session of `npm test` (test:emulators, inside one `firebase emulators:exec`): the
// rules suites in one lane, the rest in the other. The rules suites work in projects of their own
// (demo-rules-test, and demo-rules-agreement for the schema/rules agreement tables), so they meet
// none of the others' documents; the integration suites beside them mostly wait for triggers.
import { fileURLToPath } from 'node:url';
import { runLanes } from './lib/lanes.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// The rules lane ends long before the other, so it yields the cores to it (nice): the journeys'
// pages then load as fast as the machine allows, and the rules suites take what is left.
const lanes = [
  [['integration, data and browser journeys', 'npx vitest run --bail 1 --project integration --project data --project e2e']],
  [
    ['rules', 'nice -n 10 npx vitest run --bail 1 --project rules'],
    ['rules agreement', 'nice -n 10 npx vitest run --bail 1 --project rules-agreement'],
  ],
];
const { timings, failures } = await runLanes(lanes, { cwd: ROOT, env: process.env });
console.log(`\n${timings.join(' · ')}`);
if (failures.length) console.error(`✖ ${failures.join('; ')}`);
process.exit(failures.length ? 1 : 0);
