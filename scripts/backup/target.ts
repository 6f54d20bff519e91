// Which Firebase the backup and restore scripts talk to. Without --project: the local emulators
// (those of `npm start`, shifted by EMULATOR_PORT_OFFSET, or the hosts already in the environment).
// With --project <id> and no emulator host set: that real project, with Application Default
// Credentials (`gcloud auth application-default login`); not tested here (docs/backups.md).
import { readFileSync } from 'node:fs';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

const ROOT = new URL('../../', import.meta.url);
const DEMO_PROJECT = 'demo-style-and-story';

export interface Target {
  db: Firestore;
  auth: Auth;
  /** For messages and the manifest: "the emulators at 127.0.0.1:8080 (project demo-…)" or "the Firebase project <id>". */
  description: string;
  projectId: string;
  /** Runs `write` with the Functions emulator's background triggers off (nothing to pause in production). */
  withTriggersPaused<T>(write: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

function emulatorPort(name: 'firestore' | 'auth' | 'hub', offset: number): number {
  const config = JSON.parse(readFileSync(new URL('firebase.json', ROOT), 'utf8')) as { emulators: Record<string, { port: number }> };
  return config.emulators[name].port + offset;
}

export function connect(project: string | undefined, env: NodeJS.ProcessEnv = process.env): Target {
  const local = !project || Boolean(env.FIRESTORE_EMULATOR_HOST);
  let projectId = project ?? '';
  if (local) {
    const offset = Number(env.EMULATOR_PORT_OFFSET ?? 0);
    // The admin SDK reads these two from the environment when it connects.
    env.FIRESTORE_EMULATOR_HOST ||= `127.0.0.1:${emulatorPort('firestore', offset)}`;
    env.FIREBASE_AUTH_EMULATOR_HOST ||= `127.0.0.1:${emulatorPort('auth', offset)}`;
    projectId = project || env.GCLOUD_PROJECT || (offset ? `${DEMO_PROJECT}-${offset}` : DEMO_PROJECT);
  }
  const app: App = initializeApp({ projectId }, `backup-${Date.now()}-${Math.random()}`);
  return {
    db: getFirestore(app),
    auth: getAuth(app),
    projectId,
    withTriggersPaused: local
      ? (write) =>
          pausingTriggers(env.FIREBASE_EMULATOR_HUB || `127.0.0.1:${emulatorPort('hub', Number(env.EMULATOR_PORT_OFFSET ?? 0))}`, write)
      : (write) => write(),
    description: local ? `the emulators at ${env.FIRESTORE_EMULATOR_HOST} (project ${projectId})` : `the Firebase project ${projectId}`,
    close: () => deleteApp(app),
  };
}

/**
 * A restore writes documents the way the app does, so the Functions emulator would treat each one
 * as new: welcome emails, booking notices, records rewritten. A restore should bring the data back,
 * not replay what made it: the emulator hub's switch (the one @firebase/rules-unit-testing's
 * withFunctionTriggersDisabled uses) turns the background triggers off while it writes. Without
 * a Functions emulator the hub answers 400, and there is nothing to pause.
 */
async function pausingTriggers<T>(hub: string, write: () => Promise<T>): Promise<T> {
  const toggle = (path: string) => fetch(`http://${hub}/functions/${path}`, { method: 'PUT' }).catch(() => undefined);
  const paused = (await toggle('disableBackgroundTriggers'))?.ok === true;
  try {
    return await write();
  } finally {
    if (paused) {
      const resumed = await toggle('enableBackgroundTriggers');
      if (!resumed?.ok)
        console.error(`⚠ The Functions emulator's triggers may still be off: the hub at ${hub} did not answer. Restart the emulators.`);
    }
  }
}

/** Connects, runs `use`, and always closes the connection. */
export async function withTarget<T>(project: string | undefined, use: (target: Target) => Promise<T>): Promise<T> {
  const target = connect(project);
  try {
    return await use(target);
  } finally {
    await target.close();
  }
}
