#!/usr/bin/env node
// The emulator suites of `npm test`, inside one emulator session (scripts/with-emulators.mjs):
// the rules tests beside the integration and data tests, then the browser journeys.
// The rules tests use their own project id (demo-rules-test) and the others the session's, and
// the emulators keep projects apart, so the two cannot meet each other's data. The rules tests
// mostly keep the Firestore emulator busy while the integration tests mostly wait for triggers
// and emails: side by side, two cores are used where one was. The journeys come last, alone:
// they start by clearing everything (00-fresh-start).
import { spawn } from 'node:child_process';

const vitest = (projects) => `npx vitest run --bail 1 ${projects.map((name) => `--project ${name}`).join(' ')}`;

/** Runs `command`; its output live, or kept in `output` to print when it ends. Resolves to its exit code. */
const run = (command, output) =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (output) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    child.on('exit', (code) => resolve(code ?? 1));
  });

const rulesOutput = [];
const [suites, rules] = await Promise.all([run(vitest(['integration', 'data'])), run(vitest(['rules']), rulesOutput)]);
process.stdout.write(`\n━━ rules (ran beside the integration suites) ━━\n${Buffer.concat(rulesOutput).toString()}`);
if (suites !== 0 || rules !== 0) process.exit(suites || rules);
process.exit(await run(vitest(['e2e'])));
