import { addDoc, collection, doc, setDoc } from 'firebase/firestore';
import { contactMessageSchema, idSchema, supportRequestSchema } from '../../../common/schemas';
import { aWhileAgo, contactMessage, supportRequest } from '../fixtures';
import { describeAgreement, useAgreementSuite } from './table';

// Messages from anyone, and the owner's corrections of them.
const suite = useAgreementSuite();

for (const [name, schema, make] of [
  ['contactMessages', contactMessageSchema, contactMessage],
  ['supportRequests', supportRequestSchema, supportRequest],
] as const) {
  describeAgreement(suite, {
    name: `${name}: a visitor's message`,
    schema,
    role: 'anon',
    valid: () => make(),
    write: (a, data) => addDoc(collection(a.db, name), data),
    fixed: ['createdAt'],
    chosenId: { schema: idSchema, collection: name, write: (a, data, id) => setDoc(doc(a.db, name, id), data) },
  });
  describeAgreement(suite, {
    name: `${name}: the owner's correction`,
    schema,
    role: 'owner',
    valid: () => ({ ...make(), createdAt: aWhileAgo }),
    seed: (i) => ({ [`${name}/m-${i}`]: { ...make(), createdAt: aWhileAgo } }),
    write: (a, data, i) => setDoc(doc(a.db, name, `m-${i}`), data),
    fixed: ['createdAt'],
  });
}
