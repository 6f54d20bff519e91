import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { projectId } from './ports';

const app = () => getApps()[0] ?? initializeApp({ projectId });
/** Admin access to the emulators (bypasses the rules) for checking what the UI wrote. */
export const adminDb = () => getFirestore(app());
export const adminAuth = () => getAuth(app());

export async function waitForDoc(path: string, predicate: (data: FirebaseFirestore.DocumentData) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const snapshot = await adminDb().doc(path).get();
    if (snapshot.exists && predicate(snapshot.data()!)) return snapshot.data()!;
    if (Date.now() > deadline) throw new Error(`${path} did not reach the expected state in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first document of `collection` whose `field` is `value`, waiting up to ten seconds for one. */
export async function findOne(collection: string, field: string, value: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const snapshot = await adminDb().collection(collection).where(field, '==', value).get();
    if (!snapshot.empty) return snapshot.docs[0];
    if (Date.now() > deadline) throw new Error(`No ${collection} with ${field} = ${value}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
