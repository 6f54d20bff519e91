#!/usr/bin/env node
// The emulator session of `npm test` (test:emulators, inside one `firebase emulators:exec`): the
// hand-written rules suites beside the rest. They work in a project of their own (demo-rules-test),
// so they meet none of the others' documents, and the integration suites, waiting on triggers,
// leave most of a core idle. The agreement tables stay with the rest (see vitest.config.mts).
import { fileURLToPath } from 'node:url';
import { runLanes } from './lib/lanes.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const lanes = [
  [
    [
      'rules agreement, integration, data and browser journeys',
      'npx vitest run --bail 1 --project rules-agreement --project integration --project data --project e2e',
    ],
  ],
  [['rules', 'npx vitest run --bail 1 --project rules']],
];
const { timings, failures } = await runLanes(lanes, { cwd: ROOT, env: process.env });
console.log(`\n${timings.join(' · ')}`);
if (failures.length) console.error(`✖ ${failures.join('; ')}`);
process.exit(failures.length ? 1 : 0);
