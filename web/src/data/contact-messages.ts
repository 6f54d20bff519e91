import { addDoc, serverTimestamp, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { contactMessageInputSchema, contactMessageSchema } from '@common/schemas';
import { defineCollection } from './collection';

// Anyone may write one; only the owner reads. A function emails the owner on create.
export const contactMessages = defineCollection(COLLECTIONS.contactMessages, contactMessageSchema);

export async function sendContactMessage(db: Firestore, input: unknown) {
  const valid = contactMessageInputSchema.parse(input);
  await addDoc(contactMessages.rawRef(db), { ...valid, createdAt: serverTimestamp() });
}
