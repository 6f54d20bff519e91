#!/usr/bin/env node
// `npm start`: the seeded site on the emulators, offline.
// Builds the functions, starts Auth + Firestore + Functions (data kept in .emulator-data/),
// seeds an empty database, starts Vite against the emulators and prints the URL. Ctrl-C stops all
// (the emulators export their data on the way out); while running, the data is also exported every
// few seconds, so a crash loses at most the last few seconds (scripts/lib/autosave.mjs).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { emulatorEnv, firebaseBin, ROOT } from './emulator-env.mjs';
import { emulatorConfig } from './with-emulators.mjs';
import { cleanLeftovers, dropAutosaves, newestExport, startAutosave } from './lib/autosave.mjs';
import { descendants, portOpen, run, waitForPort } from './lib/proc.mjs';

// EMULATOR_PORT_OFFSET=N runs a second copy on shifted ports with its own project id and data.
const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
const { configPath, projectId: PROJECT_ID } = emulatorConfig(offset);
const DATA_DIR = join(ROOT, offset ? `.emulator-data-${offset}` : '.emulator-data');
// The photos' bucket (the Storage emulator cannot start offline): beside the data folder, not in it,
// because every export replaces the data folder whole.
const BUCKET_DIR = `${DATA_DIR}.bucket`;
const PORTS = {
  firestore: 8080 + offset,
  auth: 9099 + offset,
  functions: 5001 + offset,
  hub: 4400 + offset,
  logging: 4450 + offset,
  vite: 5173 + offset,
};
// Measured by `npm run bench:crash`: see docs/reliability.md ("Data across restarts and crashes").
const AUTOSAVE_MS = 5_000;

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

if (!existsSync(join(ROOT, 'node_modules', '.bin', 'firebase'))) fail('Dependencies are missing: run `npm install` first.');
for (const [name, port] of Object.entries(PORTS)) {
  if (await portOpen(port)) fail(`Port ${port} (${name}) is already in use: is another \`npm start\` or \`npm test\` running?`);
}

let env;
try {
  env = emulatorEnv();
} catch (error) {
  fail(error.message);
}

console.log('▸ Building the Cloud Functions…');
if ((await run('npm', ['run', '--silent', 'build', '-w', 'functions'], { cwd: ROOT })) !== 0) fail('The functions build failed.');

const children = [];
const start = (command, args, options) => {
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  children.push(child);
  return child;
};
// The hub announces every export; the periodic ones would fill the terminal.
const isAutosaveNoise = (line) => /Received export request\. Exporting data to .*\.autosave-|emulators: Export complete\./.test(line);
const prefix = (child, label, { quiet = false } = {}) => {
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      if (quiet) return;
      for (const line of chunk.toString().split('\n')) if (line.trim() && !isAutosaveNoise(line)) console.log(`[${label}] ${line}`);
    });
  }
};

console.log(`▸ Starting the Firebase emulators (Auth ${PORTS.auth}, Firestore ${PORTS.firestore}, Functions ${PORTS.functions})…`);
const emulatorArgs = [
  'emulators:start',
  '--config',
  configPath,
  '--project',
  PROJECT_ID,
  '--only',
  'auth,firestore,functions',
  '--export-on-exit',
  DATA_DIR,
];
cleanLeftovers(DATA_DIR, ROOT);
const importDir = newestExport(DATA_DIR);
if (importDir) emulatorArgs.push('--import', importDir);
if (importDir && importDir !== DATA_DIR) console.log(`▸ The last run did not exit cleanly: restoring its autosave (${importDir}).`);
// Links in the emails the functions log (no SendGrid key here) point at this local site.
const emulators = start(firebaseBin, emulatorArgs, {
  env: { ...env, EMULATOR_SITE_URL: `http://127.0.0.1:${PORTS.vite}`, LOCAL_BUCKET_DIR: BUCKET_DIR },
  detached: true,
});
prefix(emulators, 'emulators');
emulators.on('exit', (code) => {
  if (!stopping) fail(`The emulators stopped (exit ${code}). See the [emulators] lines above.`);
});

let stopping = false;
let stopAutosave = async () => {};
// A child killed by a signal keeps exitCode null (signalCode says how it ended): it is not running.
const running = (child) => child.exitCode === null && child.signalCode === null;
async function stop() {
  if (stopping) return;
  stopping = true;
  console.log(`\n▸ Stopping (the emulators save their data to ${DATA_DIR})…`);
  await stopAutosave();
  // Taken before the signals: once the Firebase CLI is gone, the JVM it started would be an orphan.
  const tree = children.flatMap((child) => descendants(child.pid));
  for (const child of children) {
    if (running(child)) {
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        child.kill('SIGINT');
      }
    }
  }
  const deadline = setTimeout(() => {
    for (const child of children) {
      try {
        if (running(child)) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Gone meanwhile.
      }
    }
    killAll(tree);
    process.exit(1);
  }, 20_000);
  await Promise.all(children.map((child) => (running(child) ? new Promise((r) => child.on('exit', r)) : null)));
  clearTimeout(deadline);
  // The CLI has exported and exited; anything of its tree still alive (a slow JVM) holds a port.
  killAll(tree);
  // The exit export is now the newest copy; without it (exit failed) the autosaves stay.
  if (newestExport(DATA_DIR) === DATA_DIR) dropAutosaves(DATA_DIR);
  process.exit(0);
}
function killAll(pids) {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  await waitForPort(PORTS.firestore);
  await waitForPort(PORTS.auth);
  await waitForPort(PORTS.functions);
} catch (error) {
  await stop();
  fail(error.message);
}

const emulatorHosts = {
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
  GCLOUD_PROJECT: PROJECT_ID,
};
stopAutosave = startAutosave({
  dataDir: DATA_DIR,
  hubPort: PORTS.hub,
  intervalMs: AUTOSAVE_MS,
  onError: (error) => console.warn(`[autosave] ${error.message}`),
});

console.log('▸ Seeding the studio’s demo content if the database is empty…');
const seedCode = await run(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'scripts', 'seed.ts'), '--if-empty'], {
  cwd: ROOT,
  env: { ...process.env, ...emulatorHosts, METADATA_SERVER_DETECTION: 'none' },
});
if (seedCode !== 0) {
  await stop();
  fail('Seeding failed.');
}

console.log('▸ Starting the site (Vite)…');
const vite = start(join(ROOT, 'node_modules', '.bin', 'vite'), ['--port', String(PORTS.vite), '--strictPort'], {
  cwd: join(ROOT, 'web'),
  env: {
    ...process.env,
    VITE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_AUTH_EMULATOR_PORT: String(PORTS.auth),
    VITE_FIRESTORE_EMULATOR_PORT: String(PORTS.firestore),
    // /media/** and /api/media/** go to the Functions emulator (vite.config.ts).
    FUNCTIONS_EMULATOR_ORIGIN: `http://127.0.0.1:${PORTS.functions}`,
  },
  detached: true,
});
prefix(vite, 'vite', { quiet: true });
vite.stderr.on('data', (chunk) => process.stderr.write(`[vite] ${chunk}`));
await waitForPort(PORTS.vite);

console.log(`
  Style & Story is running on the emulators (offline):

    Site        http://127.0.0.1:${PORTS.vite}/
    Admin       http://127.0.0.1:${PORTS.vite}/admin  (sign in as the owner with the emulator form)
    Firestore   127.0.0.1:${PORTS.firestore}   Auth 127.0.0.1:${PORTS.auth}   Functions 127.0.0.1:${PORTS.functions}

  Press Ctrl-C to stop.
`);

// The seed's photographs go through the upload pipeline after the site is up, at low priority:
// the pages show the drawings until each photo is ready (the first run makes them, about a minute
// or two; later runs find them in the library). See docs/photos.md.
const photos = start(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'scripts', 'seed-photos.ts')], {
  env: { ...process.env, ...emulatorHosts, METADATA_SERVER_DETECTION: 'none', LOCAL_BUCKET_DIR: BUCKET_DIR },
  detached: true,
});
try {
  setPriority(photos.pid, 10);
} catch {
  // Not allowed here: it runs at normal priority.
}
prefix(photos, 'photos');
photos.on('exit', (code) => {
  if (code && !stopping)
    console.warn(`[photos] The seed photos stopped (exit ${code}): the pages keep their drawings. See the lines above.`);
});
