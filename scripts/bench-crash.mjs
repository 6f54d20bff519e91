#!/usr/bin/env node
// `npm run bench:crash`: what a crash of `npm start` loses. Prints figures, asserts nothing.
// Starts `npm start` on a fresh data folder, writes to Firestore without pause, SIGKILLs every
// process of it (emulators, JVM, function workers, Vite, npm) in the middle of the writes, starts
// it again on the same data and counts the acknowledged writes that are gone.
//   EMULATOR_PORT_OFFSET=N   ports and data folder of that copy (default 0)
//   CRASH_AFTER_S=N          seconds of writing before the kill (default 20)
import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID, ROOT } from './emulator-env.mjs';
import { descendants, portOpen } from './lib/proc.mjs';

const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
const crashAfterMs = Number(process.env.CRASH_AFTER_S ?? 20) * 1000;
const dataDir = join(ROOT, offset ? `.emulator-data-${offset}` : '.emulator-data');
const projectId = offset ? `${PROJECT_ID}-${offset}` : PROJECT_ID;
const firestorePort = 8080 + offset;
const PROBE = 'crashProbe';
/** The data folder and its autosaves (scripts/lib/autosave.mjs). */
const removeData = () => {
  for (const name of readdirSync(ROOT))
    if (name === basename(dataDir) || name.startsWith(`${basename(dataDir)}.`)) rmSync(join(ROOT, name), { recursive: true, force: true });
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function startNpm() {
  const child = spawn('npm', ['start'], { cwd: ROOT, env: { ...process.env, EMULATOR_PORT_OFFSET: String(offset) }, detached: true });
  let output = '';
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start was not ready in 180 s:\n${output.slice(-2000)}`)), 180_000);
    const check = (chunk) => {
      output += chunk;
      if (/Site\s+http:/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', check);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', () => reject(new Error(`npm start exited:\n${output.slice(-2000)}`)));
  });
  return { child, ready, output: () => output };
}

async function waitClosed(port) {
  for (let i = 0; i < 100 && (await portOpen(port)); i += 1) await sleep(200);
}

async function main() {
  if (await portOpen(firestorePort)) throw new Error(`port ${firestorePort} is in use: pick another EMULATOR_PORT_OFFSET`);
  removeData();
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${firestorePort}`;

  console.log(`▸ npm start (offset ${offset}, fresh ${dataDir})…`);
  const first = startNpm();
  await first.ready;
  const app = initializeApp({ projectId }, `crash-${Date.now()}`);
  const db = getFirestore(app);

  // Ten writers in a loop; each acknowledged write is remembered with its time.
  const acked = new Map();
  let stop = false;
  let failures = 0;
  const writer = async (w) => {
    for (let n = 0; !stop; n += 1) {
      const id = `w${w}-${n}`;
      try {
        await db.doc(`${PROBE}/${id}`).set({ writer: w, n, at: new Date() });
        if (!stop) acked.set(id, Date.now());
      } catch {
        failures += 1;
        await sleep(50);
      }
    }
  };
  const started = Date.now();
  console.log(`▸ writing for ${crashAfterMs / 1000} s, then SIGKILL…`);
  const writers = Array.from({ length: 10 }, (_, w) => writer(w));
  await sleep(crashAfterMs);
  const pids = [first.child.pid, ...descendants(first.child.pid)];
  const killedAt = Date.now();
  stop = true;
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await Promise.race([Promise.all(writers), sleep(5_000)]);
  await deleteApp(app).catch(() => {});
  console.log(
    `▸ killed ${pids.length} processes ${((killedAt - started) / 1000).toFixed(1)} s into the writes; ${acked.size} writes acknowledged`,
  );
  await waitClosed(firestorePort);

  console.log('▸ npm start again on the same data…');
  const second = startNpm();
  await second.ready;
  const app2 = initializeApp({ projectId }, `crash-check-${Date.now()}`);
  const present = new Set((await getFirestore(app2).collection(PROBE).select().get()).docs.map((d) => d.id));
  await deleteApp(app2);
  process.kill(-second.child.pid, 'SIGINT');
  await new Promise((resolve) => second.child.on('exit', resolve));
  await waitClosed(firestorePort);

  const lost = [...acked].filter(([id]) => !present.has(id));
  const kept = [...acked].filter(([id]) => present.has(id));
  const newestKept = kept.reduce((max, [, at]) => Math.max(max, at), 0);
  const oldestLost = lost.reduce((min, [, at]) => Math.min(min, at), Infinity);
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`
Crash of npm start (${new Date().toISOString().slice(0, 10)}, SIGKILL ${seconds(killedAt - started)} into continuous writes)
  writes acknowledged before the kill   ${acked.size} (${failures} failed)
  present after the restart             ${kept.length}
  acknowledged writes lost              ${lost.length}
  newest surviving write                ${kept.length ? `${seconds(killedAt - newestKept)} before the kill` : 'none'}
  oldest lost write                     ${lost.length ? `${seconds(killedAt - oldestLost)} before the kill` : 'none'}
  seeded catalogue after the restart    ${/already has content/.test(second.output()) ? 'kept' : 'lost (seeded again)'}
`);
  removeData();
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
