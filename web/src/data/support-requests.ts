import { addDoc, serverTimestamp, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { supportRequestInputSchema, supportRequestSchema } from '@common/schemas';
import { defineCollection } from './collection';

// Anyone may write one; only the owner reads. A function emails the owner on create.
export const supportRequests = defineCollection(COLLECTIONS.supportRequests, supportRequestSchema);

export async function sendSupportRequest(db: Firestore, input: unknown) {
  const valid = supportRequestInputSchema.parse(input);
  await addDoc(supportRequests.rawRef(db), { ...valid, createdAt: serverTimestamp() });
}
