import { randomUUID } from 'node:crypto';
import { deleteApp as deleteClientApp, initializeApp as initializeClientApp } from 'firebase/app';
import { GoogleAuthProvider, connectAuthEmulator, getAuth, signInWithCredential, signOut } from 'firebase/auth';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

// Emulator hosts and the project id come from `firebase emulators:exec` (see scripts/with-emulators.mjs).

function required(name: string, hint: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: ${hint}`);
  return value;
}

const RUN_HINT = 'run the functions integration tests under the emulators (npm run test:integration)';

export const projectId = () => required('GCLOUD_PROJECT', RUN_HINT);

/**
 * The capture server's URL. The functions run inside the emulator's process, so the runner must
 * give the emulator CLI SENDGRID_API_KEY and SENDGRID_API_BASE_URL in its environment; the
 * functions runtime inherits both (see functions/src/lib/params.ts). The test reads the same URL.
 */
export function captureServerPort(): number {
  const url = new URL(
    required(
      'SENDGRID_API_BASE_URL',
      'the test runner must start the emulators with SENDGRID_API_KEY=SG.<anything> and ' +
        'SENDGRID_API_BASE_URL=http://127.0.0.1:<9925 + EMULATOR_PORT_OFFSET> in their environment',
    ),
  );
  required('SENDGRID_API_KEY', 'without it the functions only log their emails; set SENDGRID_API_KEY=SG.<anything>');
  return Number(url.port);
}

interface EmulatorInfo {
  host: string;
  port: number;
}

/** Where a running emulator listens, from the hub (no port is hard-coded). */
export async function emulatorHost(name: 'functions' | 'logging'): Promise<string> {
  const hub = required('FIREBASE_EMULATOR_HUB', RUN_HINT);
  const emulators = (await (await fetch(`http://${hub}/emulators`)).json()) as Record<string, EmulatorInfo | undefined>;
  const info = emulators[name];
  if (!info) throw new Error(`The ${name} emulator is not running (hub at ${hub} lists: ${Object.keys(emulators).join(', ')})`);
  return `${info.host}:${info.port}`;
}

export function adminApp(): App {
  return initializeApp({ projectId: projectId() }, `functions-it-${randomUUID()}`);
}

export { deleteApp, getAdminAuth, getFirestore };

export interface GoogleProfile {
  email: string;
  name?: string;
  picture?: string;
}

/** Signs in through the Auth emulator as a Google account, like the popup does, without a browser. */
export async function signInWithGoogle(profile: GoogleProfile): Promise<string> {
  const app = initializeClientApp({ apiKey: 'demo-api-key', projectId: projectId() }, `client-${randomUUID()}`);
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${required('FIREBASE_AUTH_EMULATOR_HOST', RUN_HINT)}`, { disableWarnings: true });
    const claims = { sub: `google-${randomUUID()}`, email_verified: true, ...profile };
    const { user } = await signInWithCredential(auth, GoogleAuthProvider.credential(JSON.stringify(claims)));
    await signOut(auth);
    return user.uid;
  } finally {
    await deleteClientApp(app);
  }
}

/**
 * Polls until `read` returns a value, or fails after the timeout. The default allows a trigger's
 * run on a busy machine (npm test runs two emulator sets, the journeys and the checks side by
 * side): 20 s was once too short for a webhook's booking update with the machine's load at 15.
 */
export async function eventually<T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Delivers the Auth "user created" event for an existing user once more, exactly as the Auth
 * emulator delivers it: the same legacy event body, posted to the Functions emulator's multicast
 * endpoint, which runs every auth onCreate trigger. It answers at once; the function's own log
 * line tells when it has run.
 */
export async function redeliverUserCreated(app: App, uid: string): Promise<Response> {
  const user = await getAdminAuth(app).getUser(uid);
  const event = {
    eventId: randomUUID(),
    eventType: 'providers/firebase.auth/eventTypes/user.create',
    resource: { name: `projects/${projectId()}`, service: 'firebaseauth.googleapis.com' },
    params: {},
    timestamp: new Date().toISOString(),
    data: {
      uid: user.uid,
      email: user.email,
      emailVerified: user.emailVerified,
      displayName: user.displayName,
      photoURL: user.photoURL,
      phoneNumber: user.phoneNumber,
      disabled: user.disabled,
      metadata: { creationTime: new Date(user.metadata.creationTime).toISOString() },
      customClaims: user.customClaims ?? {},
      providerData: user.providerData.map((info) => info.toJSON()),
    },
  };
  const host = await emulatorHost('functions');
  return fetch(`http://${host}/functions/projects/${projectId()}/trigger_multicast`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(event),
  });
}
