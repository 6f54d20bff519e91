import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe } from 'vitest';
import { SERVER_COLLECTIONS } from '@common/collections';
import { NOBODY, accessMatrix, useRulesSuite } from './helpers';

// The mail outbox and the owner-email throttle belong to the Cloud Functions (Admin SDK). They have
// no match block in firestore.rules: closed to every client, the owner included, for every
// operation (no one may read a queued email, fake a "sent" record or reset a sender's limit).
const names = Object.values(SERVER_COLLECTIONS);
const suite = useRulesSuite(() => Object.fromEntries(names.map((name) => [`${name}/seeded`, { status: 'pending', n: 1 }])));

for (const name of names) {
  describe(name, () => {
    accessMatrix(suite, {
      get: [(a) => getDoc(doc(a.db, name, 'seeded')), NOBODY],
      list: [(a) => getDocs(collection(a.db, name)), NOBODY],
      create: [(a) => setDoc(doc(a.db, name, 'new'), { status: 'sent' }), NOBODY],
      update: [(a) => updateDoc(doc(a.db, name, 'seeded'), { status: 'sent' }), NOBODY],
      delete: [(a) => deleteDoc(doc(a.db, name, 'seeded')), NOBODY],
    });
  });
}
