import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { GoogleAuthProvider, connectAuthEmulator, getAuth, signInWithCredential } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, setLogLevel } from 'firebase/firestore';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { afterAll } from 'vitest';
import { OWNER_EMAIL } from '@common/owner';
import { connected } from '../../../tests/support/firestore-connected';

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

/** A separate client (a browser tab) signed in with Google as `email`; its Firestore and uid. */
async function googleClient(email: string, googleId: string) {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: projectId() }, `tab-${randomUUID()}`);
  clients.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${required('FIREBASE_AUTH_EMULATOR_HOST')}`, { disableWarnings: true });
  const token = JSON.stringify({ sub: googleId, email, email_verified: true });
  const { user } = await signInWithCredential(auth, GoogleAuthProvider.credential(token));
  const db = getFirestore(app);
  const [host, port] = required('FIRESTORE_EMULATOR_HOST').split(':');
  connectFirestoreEmulator(db, host, Number(port));
  await connected(db);
  return { db, uid: user.uid };
}

const ownerClient = async () => (await googleClient(OWNER_EMAIL, 'owner-google-id')).db;

/** Firestore past the rules: to write what a test starts from and read what it ends with. */
function adminDb() {
  const app = initializeAdminApp({ projectId: projectId() }, `admin-${randomUUID()}`);
  admins.push(app);
  return getAdminFirestore(app);
}

/** A new customer in two tabs, and Firestore past the rules. */
export async function customerSession(email: string) {
  const googleId = `customer-${randomUUID().slice(0, 8)}`;
  const first = await googleClient(email, googleId);
  const second = await googleClient(email, googleId);
  return { uid: first.uid, tab: first.db, secondTab: second.db, admin: adminDb() };
}

/** What a test file works with: two tabs signed in as the owner, and Firestore past the rules. */
export async function ownerSession() {
  const [owner, secondTab] = await Promise.all([ownerClient(), ownerClient()]);
  return { owner, secondTab, admin: adminDb() };
}
