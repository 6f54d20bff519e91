import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { authEmulator, baseUrl, firestoreEmulator, previewPort, projectId, siteDir } from './ports';
import { seedCatalogue } from './seed';

const webDir = fileURLToPath(new URL('../..', import.meta.url));
let preview: ChildProcess | undefined;

/** Runs a command to its end with the output shown; resolves to its exit code. */
function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

/** True when something already answers HTTP on the site's address. */
async function siteAnswers(): Promise<boolean> {
  try {
    await fetch(baseUrl);
    return true;
  } catch {
    return false;
  }
}

async function waitForSite(timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(baseUrl)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the site server did not answer on ${baseUrl}`);
}

/**
 * The site the journeys open, built against the seeded emulator so its public pages are
 * prerendered with the catalogue (package and post pages included), as a production build is.
 */
async function buildForEmulators() {
  await seedCatalogue();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    VITE_USE_EMULATORS: 'true',
    VITE_AUTH_EMULATOR_PORT: authEmulator.split(':')[1],
    VITE_FIRESTORE_EMULATOR_PORT: firestoreEmulator.split(':')[1],
    VITE_FIREBASE_PROJECT_ID: projectId,
    // Canonical links, Open Graph images and the sitemap name the site the journeys open.
    VITE_SITE_URL: baseUrl,
  };
  const code = await run('npx', ['vite', 'build', '--outDir', siteDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: webDir, env });
  if (code !== 0) throw new Error(`building the site for the emulators failed (vite build exit ${code})`);
}

export async function setup() {
  // Installs Debian's Chromium where it is missing and it can (root with apt), or says how.
  if ((await run('node', ['../scripts/ensure-chromium.mjs'], { cwd: webDir })) !== 0) {
    throw new Error('Chromium is needed for the browser journeys (see the message above).');
  }
  if (!existsSync(`${webDir}/dist/index.html`)) {
    throw new Error('web/dist is missing: the production checks need `npm run build:stand-in -w web` first (npm run test:e2e does it).');
  }
  // A server left over from another run would be answering with its own build: refuse, or the
  // journeys would test that build.
  if (await siteAnswers()) {
    throw new Error(`something already answers on ${baseUrl}: stop it (a leftover hosting-server.mjs?) or set EMULATOR_PORT_OFFSET`);
  }
  await buildForEmulators();
  // Served as Firebase Hosting serves it (firebase.json: clean URLs, rewrites, headers and the
  // content security policy, plus the emulators' origins this build talks to).
  const emulatorPorts = [authEmulator, firestoreEmulator].map((host) => host.split(':')[1]).join(',');
  preview = spawn(
    'node',
    ['../scripts/lib/hosting-server.mjs', '--public', `web/${siteDir}`, '--port', String(previewPort), '--emulators', emulatorPorts],
    { cwd: webDir, stdio: 'ignore', detached: true },
  );
  await waitForSite();
}

export async function teardown() {
  if (preview?.pid) process.kill(-preview.pid, 'SIGTERM');
}
