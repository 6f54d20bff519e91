import { updateDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@common/collections';
import { userProfileUpdateSchema, userSchema } from '@common/schemas';
import { useBound } from './bind';
import { defineCollection } from './collection';
import { listenToDoc, useLive } from './live';

// Created by the onUserCreated function; a customer edits only name, phone and avatar.
export const users = defineCollection(COLLECTIONS.users, userSchema);

export async function updateProfile(db: Firestore, uid: string, changes: unknown) {
  const valid = userProfileUpdateSchema.parse(changes);
  await updateDoc(users.doc(db, uid), valid);
}
export const useUpdateProfile = () => useBound(updateProfile);

export function useOwnUserRecord(uid: string) {
  return useLive(`users/${uid}`, listenToDoc(users.doc(useFirestore(), uid)));
}
