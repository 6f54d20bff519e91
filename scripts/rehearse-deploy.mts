// `npm run rehearse:deploy`: every step of docs/deploy.md that can run without a real project and
// without the network, as the deploy would run it. It prints what it checked and what it could not,
// and fails when a step that ran failed. `npm test` runs it after the builds (web/dist is the
// production build for the stand-in project, web/.env.stand-in).
//   EMULATOR_PORT_OFFSET=N shifts the Hosting emulator's ports, as for every emulator command.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firebaseConfigProblem } from './firebase-config-guard.mts';
import { hostingForWebConfig, webEnv } from './lib/content-security-policy.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));

type Outcome = { step: string; result: 'checked' | 'not run' | 'failed'; detail: string };
const outcomes: Outcome[] = [];

async function step(name: string, run: () => Promise<{ ran: boolean; detail: string }> | { ran: boolean; detail: string }) {
  try {
    const { ran, detail } = await run();
    outcomes.push({ step: name, result: ran ? 'checked' : 'not run', detail });
  } catch (error) {
    outcomes.push({ step: name, result: 'failed', detail: error instanceof Error ? error.message : String(error) });
  }
}

const sh = (command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; timeout?: number } = {}) =>
  spawnSync(command, args, {
    cwd: options.cwd ?? ROOT,
    env: options.env ?? process.env,
    encoding: 'utf8',
    timeout: options.timeout ?? 300_000,
  });

// 1. The web config (docs/deploy.md step 3): the production build refuses a missing or demo config.
await step('Web config guard', () => {
  const production = join(ROOT, 'web', '.env.production');
  if (existsSync(production)) {
    const env = webEnv('production');
    const problem = firebaseConfigProblem(env);
    if (problem) throw new Error(problem);
    return { ran: true, detail: `web/.env.production names the project ${env.VITE_FIREBASE_PROJECT_ID}` };
  }
  const out = mkdtempSync(join(tmpdir(), 'rehearsal-web-'));
  // Without the caller's VITE_* variables, as a deploy's build sees only web/.env.production.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));
  const build = sh('npx', ['vite', 'build', '--mode', 'production', '--outDir', out], { cwd: join(ROOT, 'web'), env });
  rmSync(out, { recursive: true, force: true });
  if (build.status === 0) throw new Error('a production build without web/.env.production went through');
  if (!`${build.stdout}${build.stderr}`.includes('The production build has no Firebase config'))
    throw new Error(`the production build failed for another reason: ${build.stderr.trim().split('\n').slice(-3).join(' ')}`);
  return { ran: true, detail: 'no web/.env.production here: the production build stops and says what to add (as it should)' };
});

// 2. The functions upload (step 6): the files firebase-tools packs, installed the way Cloud Build
// installs them (npm ci from functions/package-lock.json, from the local cache only), then loaded.
await step('Functions package', async () => {
  const config = firebaseJson.functions[0] as { source: string; ignore: string[] };
  const source = join(ROOT, config.source);
  const manifest = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as { main: string };
  if (!existsSync(join(source, manifest.main))) throw new Error(`${manifest.main} is missing: npm run build -w functions`);
  const { readdirRecursive } = require('firebase-tools/lib/fsAsync') as {
    readdirRecursive(options: { path: string; ignore: string[] }): Promise<{ name: string }[]>;
  };
  const ignore = [...config.ignore, 'firebase-debug.log', 'firebase-debug.*.log', '.runtimeconfig.json'];
  const files = (await readdirRecursive({ path: source, ignore })).map((file) => relative(source, file.name));
  if (!files.includes('package-lock.json'))
    throw new Error('functions/package-lock.json is not uploaded: Cloud Build would resolve versions afresh');
  const upload = join(mkdtempSync(join(tmpdir(), 'rehearsal-functions-')), 'functions');
  try {
    for (const file of files) {
      mkdirSync(dirname(join(upload, file)), { recursive: true });
      cpSync(join(source, file), join(upload, file));
    }
    const install = sh('npm', ['ci', '--offline', '--no-audit', '--no-fund', '--loglevel', 'error'], { cwd: upload });
    if (install.status !== 0)
      throw new Error(`npm ci from functions/package-lock.json failed: ${install.stderr.trim().split('\n').slice(-3).join(' ')}`);
    const installed = readdirSync(join(upload, 'node_modules')).length;
    const script = `const m = require(${JSON.stringify(`./${manifest.main}`)}); console.log(Object.values(m).filter((f) => typeof f === 'function' && '__endpoint' in f).length)`;
    const load = sh(process.execPath, ['-e', script], { cwd: upload, env: { ...process.env, GCLOUD_PROJECT: 'demo-rehearsal' } });
    if (load.status !== 0)
      throw new Error(`the uploaded entry point does not load: ${load.stderr.trim().split('\n').slice(0, 3).join(' ')}`);
    const count = Number(load.stdout.trim().split('\n').at(-1));
    return {
      ran: true,
      detail: `${files.length} files packed; npm ci (offline) from its lockfile installed ${installed} top-level packages; the entry point exports ${count} functions`,
    };
  } finally {
    rmSync(dirname(upload), { recursive: true, force: true });
  }
});

// 3. Hosting (step 6): the production build (web/dist) under firebase.json's hosting section, with
// the content security policy made for its web config, served by Firebase's own Hosting emulator.
await step('Hosting configuration', async () => {
  if (!existsSync(join(ROOT, 'web', 'dist', 'index.html'))) throw new Error('web/dist is missing: npm run build:test');
  const port = 5080 + offset;
  const configPath = join(ROOT, 'firebase.rehearsal.local.json');
  const mode = existsSync(join(ROOT, 'web', '.env.production')) ? 'production' : 'stand-in';
  const emulators = {
    hosting: { host: '127.0.0.1', port },
    hub: { port: 4480 + offset },
    logging: { port: 4580 + offset },
    ui: { enabled: false },
  };
  writeFileSync(configPath, JSON.stringify({ hosting: hostingForWebConfig(firebaseJson.hosting, webEnv(mode)), emulators }, null, 2));
  const probe = join(ROOT, '.test-output', 'rehearsal-hosting.mjs');
  mkdirSync(dirname(probe), { recursive: true });
  writeFileSync(
    probe,
    `const base = 'http://127.0.0.1:${port}';
const answers = {};
for (const path of ['/', '/admin', '/admin/bookings', '/assets/${readdirSync(join(ROOT, 'web', 'dist', 'assets')).find((file) => file.endsWith('.js'))}', '/contact']) {
  const response = await fetch(base + path);
  const text = await response.text();
  answers[path] = { status: response.status, csp: response.headers.get('content-security-policy') ?? '', cache: response.headers.get('cache-control') ?? '', shell: text.includes('id="root"') };
}
console.log(JSON.stringify(answers));`,
  );
  try {
    const run = sh(
      join(ROOT, 'node_modules', '.bin', 'firebase'),
      ['emulators:exec', '--config', configPath, '--project', 'demo-rehearsal', '--only', 'hosting', `node ${probe}`],
      { timeout: 180_000 },
    );
    const line = run.stdout.split('\n').find((text) => text.startsWith('{"/"'));
    if (!line) throw new Error(`the Hosting emulator did not serve the site: ${run.stdout.trim().split('\n').slice(-4).join(' ')}`);
    const answers = JSON.parse(line) as Record<string, { status: number; csp: string; cache: string; shell: boolean }>;
    const problems = Object.entries(answers)
      .filter(([, answer]) => answer.status !== 200 || !answer.csp.includes("default-src 'self'"))
      .map(([path, answer]) => `${path} answered ${answer.status}${answer.csp ? '' : ' without the content security policy'}`);
    const asset = Object.entries(answers).find(([path]) => path.startsWith('/assets/'))![1];
    if (!asset.cache.includes('immutable')) problems.push(`scripts are cached "${asset.cache}", not for a year`);
    if (!answers['/admin/bookings'].shell) problems.push('/admin/bookings is not the app shell');
    if (problems.length > 0) throw new Error(problems.join('; '));
    return {
      ran: true,
      detail: `the Hosting emulator served web/dist (${mode} config): pages and the admin's shell with the policy, scripts cached for a year`,
    };
  } finally {
    rmSync(configPath, { force: true });
    rmSync(probe, { force: true });
  }
});

// 4. The Storage emulator, where its rules runtime is cached (it cannot be downloaded here).
await step('Storage rules in the Storage emulator', () => {
  const cache = process.env.FIREBASE_EMULATORS_PATH ?? join(homedir(), '.cache', 'firebase', 'emulators');
  const jar = existsSync(cache) && readdirSync(cache).find((file) => file.startsWith('cloud-storage-rules-runtime'));
  if (!jar)
    return {
      ran: false,
      detail: `its rules runtime (cloud-storage-rules-runtime-*.jar) is not cached in ${cache}; npm run test:storage runs it where it is`,
    };
  const run = sh('npm', ['run', '--silent', 'test:storage'], { timeout: 300_000 });
  if (run.status !== 0) throw new Error(`npm run test:storage failed: ${run.stdout.trim().split('\n').slice(-3).join(' ')}`);
  return { ran: true, detail: `npm run test:storage passed with ${jar}` };
});

// 5. firebase deploy --dry-run: firebase-tools' own checks of the project, which need an account.
await step('firebase deploy --dry-run', () => {
  const run = sh(
    join(ROOT, 'node_modules', '.bin', 'firebase'),
    ['deploy', '--dry-run', '--project', 'demo-rehearsal', '--non-interactive'],
    {
      timeout: 120_000,
    },
  );
  const said = `${run.stdout}${run.stderr}`;
  if (run.status === 0) return { ran: true, detail: 'firebase-tools accepted the deploy' };
  if (/authenticate|firebase login|credentials/i.test(said))
    return {
      ran: false,
      detail: 'it needs a signed-in account (npx firebase login) and a real project: run it as docs/deploy.md step 6 says',
    };
  throw new Error(said.trim().split('\n').slice(-3).join(' '));
});

const mark = { checked: '✓', 'not run': '–', failed: '✖' } as const;
console.log('Deploy rehearsal (docs/deploy.md):');
for (const outcome of outcomes)
  console.log(`  ${mark[outcome.result]} ${outcome.step}: ${outcome.result === 'not run' ? 'not run, ' : ''}${outcome.detail}`);
const failed = outcomes.filter((outcome) => outcome.result === 'failed').length;
console.log(
  `${outcomes.filter((o) => o.result === 'checked').length} checked, ${outcomes.filter((o) => o.result === 'not run').length} not run here, ${failed} failed`,
);
process.exit(failed ? 1 : 0);
