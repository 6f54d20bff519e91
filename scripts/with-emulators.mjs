#!/usr/bin/env node
// Runs a command inside `firebase emulators:exec` with the offline Firestore launcher.
//   node scripts/with-emulators.mjs [--only auth,firestore,functions] [--import DIR] [--capture-mail] -- <command...>
// EMULATOR_PORT_OFFSET=N shifts every port by N (and the project id), so two suites can run at once.
// --capture-mail gives the functions a SendGrid key and a local API address (port 9925 + offset),
// where the tests' capture servers listen: every email is really sent, and only there. It also
// gives them Stripe test secrets and a local Stripe API (port 9945 + offset, the tests' Stripe
// capture server), and the browser journeys' site (4173 + offset) for Checkout's return address.
import { spawn } from 'node:child_process';
import { writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorEnv, firebaseBin, ROOT, PROJECT_ID } from './emulator-env.mjs';
import { run } from './lib/proc.mjs';

export function emulatorConfig(offset) {
  const base = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  if (!offset) return { configPath: join(ROOT, 'firebase.json'), projectId: PROJECT_ID, config: base };
  for (const [name, value] of Object.entries(base.emulators)) {
    if (value && typeof value === 'object' && 'port' in value) value.port += offset;
    if (name === 'firestore') value.websocketPort += offset;
  }
  const configPath = join(ROOT, `firebase.offset-${offset}.local.json`);
  writeFileSync(configPath, JSON.stringify(base, null, 2));
  return { configPath, projectId: `${PROJECT_ID}-${offset}`, config: base };
}

function parseArgs(argv) {
  const split = argv.indexOf('--');
  if (split < 0) throw new Error('usage: with-emulators.mjs [--only LIST] [--import DIR] -- command...');
  const opts = argv.slice(0, split);
  const command = argv.slice(split + 1);
  const get = (flag) => {
    const i = opts.indexOf(flag);
    return i >= 0 ? opts[i + 1] : undefined;
  };
  return {
    only: get('--only') ?? 'auth,firestore,functions',
    importDir: get('--import'),
    captureMail: opts.includes('--capture-mail'),
    command,
  };
}

/** The functions read both from the emulator's environment (functions/src/lib/params.ts). */
export const captureMailEnv = (offset) => ({
  SENDGRID_API_KEY: 'SG.emulator-test',
  SENDGRID_API_BASE_URL: `http://127.0.0.1:${9925 + offset}`,
  // The tests of a SendGrid that never answers wait this long instead of the client's 10 s.
  SENDGRID_TIMEOUT_MS: '4000',
  STRIPE_SECRET_KEY: 'sk_test_emulator',
  STRIPE_WEBHOOK_SECRET: 'whsec_emulator',
  STRIPE_API_BASE_URL: `http://127.0.0.1:${9945 + offset}`,
  EMULATOR_SITE_URL: process.env.EMULATOR_SITE_URL ?? `http://127.0.0.1:${4173 + offset}`,
});

/** Runs a script of this folder under tsx (TypeScript, the @common alias) inside these emulators; resolves to its exit code. */
export function runScriptInEmulators(only, script, { args = [], env } = {}) {
  const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
  return run('node', [join(ROOT, 'scripts', 'with-emulators.mjs'), '--only', only, '--', tsx, join(ROOT, 'scripts', script), ...args], {
    cwd: ROOT,
    env,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { only, importDir, captureMail, command } = parseArgs(process.argv.slice(2));
  const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
  const { configPath, projectId } = emulatorConfig(offset);
  let env;
  try {
    env = { ...emulatorEnv(), ...(captureMail ? captureMailEnv(offset) : {}) };
  } catch (error) {
    console.error(`\n✖ ${error.message}\n`);
    process.exit(1);
  }
  const args = ['emulators:exec', '--config', configPath, '--project', projectId, '--only', only];
  if (importDir) args.push('--import', importDir);
  args.push(command.map((part) => (/[\s"'$]/.test(part) ? `'${part.replace(/'/g, `'\\''`)}'` : part)).join(' '));
  const child = spawn(firebaseBin, args, { cwd: ROOT, env: { ...env, GCLOUD_PROJECT: projectId }, stdio: 'inherit' });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
