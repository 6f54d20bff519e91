import { updateDoc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { userProfileUpdateSchema, userSchema } from '@common/schemas';
import { defineCollection } from './collection';

// Created by the onUserCreated function; a customer edits only name, phone and avatar.
export const users = defineCollection(COLLECTIONS.users, userSchema);

export async function updateProfile(db: Firestore, uid: string, changes: unknown) {
  const valid = userProfileUpdateSchema.parse(changes);
  await updateDoc(users.doc(db, uid), valid);
}
