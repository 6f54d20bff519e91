#!/usr/bin/env node
// `npm test`: every level, failing fast, ending with one line "N passed, N failed".
//   node scripts/test.mjs [unit|rules|integration|e2e]   (no argument: everything)
// EMULATOR_PORT_OFFSET=N runs the emulator levels on shifted ports (to run beside `npm start`).
import { mkdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './emulator-env.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { run } from './lib/proc.mjs';

const OUT = join(ROOT, '.test-output');
const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
const only = process.argv[2] ?? 'all';
const npx = (args, opts) => run('npx', args, { cwd: ROOT, ...opts });
const vitestJson = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${join(OUT, `${name}.json`)}`];

const steps = {
  typecheck: () => run('npm', ['run', '--silent', 'typecheck'], { cwd: ROOT }),
  lint: () => npx(['eslint', '.', '--max-warnings=0']),
  'unit (web)': () => npx(['vitest', 'run', '--root', 'web', ...vitestJson('unit-web')]),
  'unit (functions)': () => npx(['vitest', 'run', '--root', 'functions', ...vitestJson('unit-functions')]),
  'build functions': () => run('npm', ['run', '--silent', 'build', '-w', 'functions'], { cwd: ROOT }),
  'build web (production)': () => run('npm', ['run', '--silent', 'build', '-w', 'web'], { cwd: ROOT, env: cleanViteEnv() }),
  chromium: async () => ((await ensureChromium()) ? 0 : 1),
  // Functions integration tests capture SendGrid's requests on a local server: the emulator
  // hands these variables to the functions (see functions/README.md). The browser journeys run
  // in their own emulator session without a key, the way `npm start` does (emails are logged).
  'emulator suites': (suites) =>
    run(
      'node',
      [
        join(ROOT, 'scripts', 'with-emulators.mjs'),
        '--only',
        'auth,firestore,functions',
        '--',
        'node',
        join(ROOT, 'scripts', 'emulator-suites.mjs'),
        ...suites,
      ],
      {
        cwd: ROOT,
        env: { ...process.env, SENDGRID_API_KEY: 'SG.emulator-test', SENDGRID_API_BASE_URL: `http://127.0.0.1:${9925 + offset}` },
      },
    ),
  'npm start': () => npx(['vitest', 'run', '-c', 'tests/vitest.start.config.ts', ...vitestJson('start')]),
  'browser journeys': () =>
    run(
      'node',
      [
        join(ROOT, 'scripts', 'with-emulators.mjs'),
        '--only',
        'auth,firestore,functions',
        '--',
        'node',
        join(ROOT, 'scripts', 'emulator-suites.mjs'),
        'e2e',
      ],
      { cwd: ROOT, env: { ...cleanViteEnv(), EMULATOR_PORT_OFFSET: String(offset) } },
    ),
};

function cleanViteEnv() {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('VITE_')) delete env[key];
  return env;
}

const plans = {
  all: [
    'typecheck',
    'lint',
    'unit (web)',
    'unit (functions)',
    'build functions',
    'build web (production)',
    'chromium',
    ['emulator suites', ['rules', 'functions', 'data']],
    'browser journeys',
    'npm start',
  ],
  unit: ['unit (web)', 'unit (functions)'],
  rules: ['build functions', ['emulator suites', ['rules']]],
  integration: ['build functions', ['emulator suites', ['rules', 'functions', 'data']]],
  e2e: ['build functions', 'build web (production)', 'chromium', 'browser journeys', 'npm start'],
};

function tally() {
  let passed = 0;
  let failed = 0;
  if (!existsSync(OUT)) return { passed, failed };
  for (const file of ['unit-web', 'unit-functions', 'emulator', 'e2e', 'start']) {
    const path = join(OUT, `${file}.json`);
    if (!existsSync(path)) continue;
    const report = JSON.parse(readFileSync(path, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
  return { passed, failed };
}

const plan = plans[only];
if (!plan) {
  console.error(`Unknown level "${only}". Use one of: ${Object.keys(plans).join(', ')}`);
  process.exit(2);
}
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

const started = Date.now();
let exitCode = 0;
for (const entry of plan) {
  const [name, arg] = Array.isArray(entry) ? entry : [entry];
  console.log(`\n━━ ${name}${arg ? ` (${arg.join(', ')})` : ''} ━━`);
  const code = await steps[name](arg);
  if (code !== 0) {
    console.error(`\n✖ ${name} failed (exit ${code}); stopping here.`);
    exitCode = code;
    break;
  }
}
const { passed, failed } = tally();
console.log(`\nTests finished in ${Math.round((Date.now() - started) / 1000)}s${exitCode ? ' — FAILED' : ''}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(exitCode || (failed ? 1 : 0));
