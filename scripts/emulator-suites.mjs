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
  // The site the journeys open is built here, against the seeded emulator, so its public pages are
  // prerendered with the catalogue (package and post pages included) as a production build is.
  const seeded = await run('npx', ['tsx', 'scripts/seed.ts'], { cwd: ROOT, env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: '' } });
  if (seeded !== 0) process.exit(seeded);
  const built = await run('npx', ['vite', 'build', '--outDir', 'dist-e2e', '--emptyOutDir'], { cwd: join(ROOT, 'web'), env: e2eBuildEnv() });
  if (built !== 0) process.exit(built);
  const code = await run('npx', ['vitest', 'run', '-c', 'web/e2e/vitest.config.ts', ...json('e2e')], { cwd: ROOT });
  if (code !== 0) process.exit(code);
}

/** The build made for the emulators: their ports at this run's offset, and their demo project. */
function e2eBuildEnv() {
  const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
  return {
    ...process.env,
    VITE_USE_EMULATORS: 'true',
    VITE_AUTH_EMULATOR_PORT: String(9099 + offset),
    VITE_FIRESTORE_EMULATOR_PORT: String(8080 + offset),
    VITE_FIREBASE_PROJECT_ID: offset ? `demo-style-and-story-${offset}` : 'demo-style-and-story',
  };
}
