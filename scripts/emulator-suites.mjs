#!/usr/bin/env node
// Runs inside `firebase emulators:exec` (see test.mjs): the emulator test suites, then the
// browser journeys, sharing one emulator start-up. Stops at the first failing suite.
import { join } from 'node:path';
import { ROOT } from './emulator-env.mjs';
import { run } from './lib/proc.mjs';

const OUT = join(ROOT, '.test-output');
const suites = process.argv.slice(2);
const folders = {
  rules: ['tests/00-emulators-up.test.ts', 'tests/rules'],
  functions: ['functions/test/integration'],
  data: ['tests/seed', 'tests/data'],
};
const json = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${join(OUT, `${name}.json`)}`];

const emulatorFolders = ['tests/00-emulators-up.test.ts', ...suites.flatMap((s) => folders[s] ?? [])];
const unique = [...new Set(emulatorFolders)];
if (unique.length > 1) {
  const code = await run('npx', ['vitest', 'run', '-c', 'tests/vitest.emulator.config.ts', ...json('emulator'), ...unique], { cwd: ROOT });
  if (code !== 0) process.exit(code);
}
if (suites.includes('e2e')) {
  const code = await run('npx', ['vitest', 'run', '-c', 'web/e2e/vitest.config.ts', ...json('e2e')], { cwd: ROOT });
  if (code !== 0) process.exit(code);
}
