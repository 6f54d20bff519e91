import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { GoogleAuthProvider, connectAuthEmulator, getAuth, signInWithCredential } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, setLogLevel, type Firestore } from 'firebase/firestore';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { afterAll } from 'vitest';
import { OWNER_EMAIL } from '@common/owner';

// The web data layer as the owner's browser runs it: the client SDK signed in with Google (the
// Auth emulator accepts a made-up Google ID token) against the emulators, the rules judging
// every write. The Admin SDK sets the scene and reads the result, past the rules.

// A refused write is the point of some tests; the SDK would log a warning for each.
setLogLevel('silent');

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests under the emulators (npm run test:integration)`);
  return value;
}

const projectId = () => required('GCLOUD_PROJECT');
const clients: FirebaseApp[] = [];
const admins: App[] = [];

afterAll(async () => {
  await Promise.all([...clients.map((app) => deleteApp(app)), ...admins.map((app) => deleteAdminApp(app))]);
});

/** A separate client (a browser tab) signed in as the studio owner. */
async function ownerClient(): Promise<Firestore> {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: projectId() }, `owner-${randomUUID()}`);
  clients.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${required('FIREBASE_AUTH_EMULATOR_HOST')}`, { disableWarnings: true });
  const token = JSON.stringify({ sub: 'owner-google-id', email: OWNER_EMAIL, email_verified: true });
  await signInWithCredential(auth, GoogleAuthProvider.credential(token));
  const db = getFirestore(app);
  const [host, port] = required('FIRESTORE_EMULATOR_HOST').split(':');
  connectFirestoreEmulator(db, host, Number(port));
  return db;
}

/** Firestore past the rules: to write what a test starts from and read what it ends with. */
function adminDb() {
  const app = initializeAdminApp({ projectId: projectId() }, `admin-${randomUUID()}`);
  admins.push(app);
  return getAdminFirestore(app);
}

/** What a test file works with: two tabs signed in as the owner, and Firestore past the rules. */
export async function ownerSession() {
  const [owner, secondTab] = await Promise.all([ownerClient(), ownerClient()]);
  return { owner, secondTab, admin: adminDb() };
}
