import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { descendants, killTree } from './support/process-tree';

// A crash (SIGKILL of every process of `npm start`) after the next autosave loses nothing written
// before it. Without the periodic export the emulators only save on a clean exit, and this fails.
// `npm run bench:crash` measures the loss window itself; this test only checks the guarantee.
const root = fileURLToPath(new URL('../..', import.meta.url));
// The same ports as npm-start.test.ts (the two files never run at once: fileParallelism is off).
const OFFSET = Number(process.env.EMULATOR_PORT_OFFSET ?? 0) + 1000;
const DATA = `.emulator-data-${OFFSET}`;
const projectId = `demo-style-and-story-${OFFSET}`;
const firestorePort = 8080 + OFFSET;

const running: ChildProcess[] = [];

function start(): { child: ChildProcess; ready: Promise<string> } {
  const child = spawn('npm', ['start'], { cwd: root, env: { ...process.env, EMULATOR_PORT_OFFSET: String(OFFSET) }, detached: true });
  running.push(child);
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start not ready in 150 s:\n${output.slice(-3000)}`)), 150_000);
    const check = () => {
      if (/Site\s+http:/.test(output)) {
        clearTimeout(timer);
        resolve(output);
      }
    };
    child.stdout!.on('data', (chunk) => ((output += chunk), check()));
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.on('exit', () => reject(new Error(`npm start exited early:\n${output.slice(-3000)}`)));
  });
  return { child, ready };
}

async function portClosed(port: number) {
  for (let i = 0; i < 150; i += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (!open) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`port ${port} still open`);
}

/** Complete autosaves requested after `since` (named by request time; metadata is written last). */
const autosavedSince = (since: number) =>
  readdirSync(root).filter((name) => {
    const requested = Number(/\.autosave-(\d+)$/.exec(name)?.[1] ?? 0);
    return requested > since && existsSync(`${root}/${name}/firebase-export-metadata.json`);
  });

const removeData = () => {
  for (const name of readdirSync(root))
    if (name === DATA || name.startsWith(`${DATA}.`)) rmSync(`${root}/${name}`, { recursive: true, force: true });
};

afterAll(() => {
  for (const child of running) {
    if (child.pid && child.exitCode === null && child.signalCode === null) killTree(child.pid);
  }
  removeData();
});

describe('npm start after a crash', () => {
  it('keeps every write made before the last autosave, and the seeded catalogue', async () => {
    removeData();
    const first = start();
    await first.ready;
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${firestorePort}`;
    const app = initializeApp({ projectId }, `crash-${Date.now()}`);
    await getFirestore(app).doc('crashProbe/before-the-crash').set({ written: new Date() });
    // Timed once the write is acknowledged: an autosave requested while it was on its way may miss it.
    const written = Date.now();
    const services = (await getFirestore(app).collection('services').count().get()).data().count;
    await deleteApp(app);

    // Wait (up to a minute) for an autosave that started after the write was acknowledged.
    for (let i = 0; i < 120 && autosavedSince(written).length === 0; i += 1) await new Promise((r) => setTimeout(r, 500));
    expect(autosavedSince(written), 'no autosave folder appeared after the write').not.toEqual([]);

    for (const pid of [first.child.pid!, ...descendants(first.child.pid!)]) process.kill(pid, 'SIGKILL');
    await portClosed(firestorePort);

    const second = start();
    const output = await second.ready;
    expect(output).toContain('restoring its autosave');
    const app2 = initializeApp({ projectId }, `crash-check-${Date.now()}`);
    try {
      expect((await getFirestore(app2).doc('crashProbe/before-the-crash').get()).exists).toBe(true);
      expect(services).toBeGreaterThan(0);
      expect((await getFirestore(app2).collection('services').count().get()).data().count).toBe(services);
    } finally {
      await deleteApp(app2);
    }
    process.kill(-second.child.pid!, 'SIGINT');
    await new Promise((resolve) => second.child.on('exit', resolve));
    await portClosed(firestorePort);
  });
});
