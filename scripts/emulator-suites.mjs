#!/usr/bin/env node
// The emulator session of `npm test` (test:emulators, inside one `firebase emulators:exec`), on two
// emulator sets side by side:
//   - this session's set (EMULATOR_PORT_OFFSET, default 0): the browser journeys alone;
//   - a second set (EMULATOR_SECOND_PORT_OFFSET, default that offset + 500: its own ports, project
//     id, mail and Stripe capture ports and local bucket), started here with
//     `node emulator-suites.mjs --second-set` inside it: the integration and data suites in one
//     lane, the rules suites in the other.
// The integration suites clear the whole database (functions/test/support/clear-firestore.ts) and
// need the triggers, so they cannot share a project with the journeys; on emulators of their own
// they run beside them instead of before them, and the session takes about as long as the journeys.
// The rules suites work in projects of their own (demo-rules-test, and demo-rules-agreement for the
// schema/rules agreement tables), so they meet none of the others' documents.
import { fileURLToPath } from 'node:url';
import { runLanes } from './lib/lanes.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const secondSet = process.argv.includes('--second-set');

/** The environment without this session's emulator addresses, project and capture ports: the second set sets its own. */
function withoutThisSet(env) {
  const own =
    /(_EMULATOR_HOST|_EMULATOR_HUB|_EMULATOR_ADDRESS)$|^(GCLOUD_PROJECT|GOOGLE_CLOUD_PROJECT|FIREBASE_CONFIG|FIREBASE_PROJECT|SENDGRID_|STRIPE_|EMULATOR_SITE_URL)/;
  return Object.fromEntries(Object.entries(env).filter(([key]) => !own.test(key)));
}

let lanes;
if (secondSet) {
  // The agreement tables go first, beside the integration suites, which mostly wait for triggers: in
  // the journeys' busiest minutes the emulator once refused a padded payment note with evaluation
  // errors on every retry (tests/rules/agreement/table.ts). For the same reason the rules lane keeps
  // full priority (at nice 10 it saved ~25 s but moved the tables into those minutes). The data
  // tests come after the integration suites (vitest.config.mts says why).
  lanes = [
    [['integration and data', 'npx vitest run --bail 1 --project integration --project data']],
    [
      ['rules agreement', 'npx vitest run --bail 1 --project rules-agreement'],
      ['rules', 'npx vitest run --bail 1 --project rules'],
    ],
  ];
} else {
  const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
  const second = Number(process.env.EMULATOR_SECOND_PORT_OFFSET ?? offset + 500);
  if (second === offset) throw new Error('EMULATOR_SECOND_PORT_OFFSET must differ from EMULATOR_PORT_OFFSET');
  lanes = [
    [['browser journeys', 'npx vitest run --bail 1 --project e2e']],
    [
      [
        `second emulator set (offset ${second})`,
        'node scripts/with-emulators.mjs --capture-mail -- node scripts/emulator-suites.mjs --second-set',
        { ...withoutThisSet(process.env), EMULATOR_PORT_OFFSET: String(second) },
      ],
    ],
  ];
}

const { timings, failures } = await runLanes(lanes, { cwd: ROOT, env: process.env });
console.log(`\n${timings.join(' · ')}`);
if (failures.length) console.error(`✖ ${failures.join('; ')}`);
process.exit(failures.length ? 1 : 0);
