import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { authEmulator, baseUrl, firestoreEmulator, previewPort } from './ports';

const webDir = fileURLToPath(new URL('../..', import.meta.url));
let preview: ChildProcess | undefined;

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

export async function setup() {
  if (!existsSync(`${webDir}/dist-e2e/index.html`)) {
    throw new Error('web/dist-e2e is missing: run the browser tests through `npm run test:e2e` (it builds the site first).');
  }
  // Served as Firebase Hosting serves it (firebase.json: clean URLs, rewrites, headers and the
  // content security policy, plus the emulators' origins this build talks to).
  const emulatorPorts = [authEmulator, firestoreEmulator].map((host) => host.split(':')[1]).join(',');
  preview = spawn(
    'node',
    ['../scripts/lib/hosting-server.mjs', '--public', 'web/dist-e2e', '--port', String(previewPort), '--emulators', emulatorPorts],
    { cwd: webDir, stdio: 'ignore', detached: true },
  );
  await waitForSite();
}

export async function teardown() {
  if (preview?.pid) process.kill(-preview.pid, 'SIGTERM');
}
