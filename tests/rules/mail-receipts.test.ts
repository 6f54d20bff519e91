import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { describe } from 'vitest';
import { SERVER_COLLECTIONS } from '../../common/collections';
import { NOBODY, accessMatrix, useRulesSuite } from './helpers';

// Receipts of emails sent at most once (functions/src/lib/send-once.ts): the functions' own, closed
// to every client — a receipt written by a client would silence an email.
const NAME = SERVER_COLLECTIONS.mailReceipts;
const suite = useRulesSuite(() => ({ [`${NAME}/soft-copy-delivered-x`]: { kind: 'soft-copy-delivered', to: 'alice@example.com' } }));

describe(NAME, () => {
  accessMatrix(suite, {
    'get a receipt': [(a) => getDoc(doc(a.db, NAME, 'soft-copy-delivered-x')), NOBODY],
    'list the receipts': [(a) => getDocs(collection(a.db, NAME)), NOBODY],
    'create a receipt (silencing an email)': [(a) => setDoc(doc(a.db, NAME, 'custom-package-shared-y-1'), { kind: 'x' }), NOBODY],
    'delete a receipt (sending it again)': [(a) => deleteDoc(doc(a.db, NAME, 'soft-copy-delivered-x')), NOBODY],
  });
});
