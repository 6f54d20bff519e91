import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { deleteApp as deleteClientApp, initializeApp as initializeClientApp } from 'firebase/app';
import { GoogleAuthProvider, connectAuthEmulator, createUserWithEmailAndPassword, getAuth, signInWithCredential } from 'firebase/auth';
import { partRange } from '../../../../common/media';
import { localObjectStore } from '../../../src/lib/storage/local-object-store';
import { defaultLocalBucketDir } from '../../../src/lib/storage/object-store-for-env';
import type { ObjectStore } from '../../../src/lib/storage/object-store';
import { emulatorHost, projectId } from './emulators';
import { FUNCTIONS_REGION } from '../../../../common/functions-region';

// The media functions as the site reaches them (the Functions emulator's address stands in for
// the Hosting rewrite, which forwards the same path), and the local bucket they write to.

const ROOT = resolve(__dirname, '..', '..', '..', '..');

/** The folder the functions use as their bucket in the emulator (object-store-for-env.ts). */
export const emulatorBucket = (): ObjectStore => localObjectStore(process.env.LOCAL_BUCKET_DIR || defaultLocalBucketDir(ROOT, projectId()));

export async function functionUrl(name: 'media' | 'mediaApi' | 'booksApi', path: string): Promise<string> {
  return `http://${await emulatorHost('functions')}/${projectId()}/${FUNCTIONS_REGION}/${name}${path}`;
}

/** A fresh ID token of a Google account signed in through the Auth emulator. */
/** `sub`: the Google subject; the web app's emulator-only form derives its own (emulatorGoogleSub). */
export async function idTokenFor(email: string, sub = `google-${email}`): Promise<string> {
  const app = initializeClientApp({ apiKey: 'demo-api-key', projectId: projectId() }, `token-${randomUUID()}`);
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
    const credential = GoogleAuthProvider.credential(JSON.stringify({ sub, email, email_verified: true }));
    const { user } = await signInWithCredential(auth, credential);
    return await user.getIdToken();
  } finally {
    await deleteClientApp(app);
  }
}

/** A fresh ID token of a new password account that never verified its email (email_verified false). */
export async function unverifiedIdTokenFor(email: string): Promise<string> {
  const app = initializeClientApp({ apiKey: 'demo-api-key', projectId: projectId() }, `token-${randomUUID()}`);
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
    const { user } = await createUserWithEmailAndPassword(auth, email, `pw-${randomUUID()}`);
    return await user.getIdToken();
  } finally {
    await deleteClientApp(app);
  }
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** One call of the media API; `token` null sends no Authorization header. */
export async function api(token: string | null, method: string, path: string, body?: unknown | Buffer): Promise<Answer> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  let payload: BodyInit | undefined;
  if (Buffer.isBuffer(body)) {
    headers['Content-Type'] = 'application/octet-stream';
    payload = new Uint8Array(body);
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(await functionUrl('mediaApi', path), { method, headers, body: payload });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Sends these parts of `file` for an upload, in the order given. */
export async function sendParts(token: string, uploadId: string, file: Buffer, indices: number[]): Promise<void> {
  for (const index of indices) {
    const { start, end } = partRange(file.length, index);
    const answer = await api(token, 'PUT', `/api/media/uploads/${uploadId}/parts/${index}`, file.subarray(start, end));
    if (answer.status !== 204) throw new Error(`part ${index}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}
