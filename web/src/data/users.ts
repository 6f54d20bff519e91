import { getDocs, limit, orderBy, query, updateDoc, where, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@common/collections';
import { userProfileUpdateSchema, userSchema, type UserRecord } from '@common/schemas';
import { useBound } from './bind';
import { defineCollection, type WithId } from './collection';
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

// ---------------------------------------------------------------- the owner picks a customer

export type CustomerMatch = WithId<UserRecord>;

const PREFIX_END = '\uf8ff';
const capitalised = (text: string) => text.replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

/**
 * Customers whose email, or name, starts with what the owner typed: prefix range queries on the
 * spec's own fields (no extra search field on user records). Names are matched as typed and with
 * capitals ("ada l" finds "Ada Lovelace"); emails in lower case. Reads grow with `count`, not with
 * the number of customers.
 */
export async function findCustomers(db: Firestore, typed: string, count = 6): Promise<CustomerMatch[]> {
  const term = typed.trim();
  if (term.length < 2) return [];
  const prefix = (field: 'email' | 'name', start: string) =>
    getDocs(query(users.ref(db), where(field, '>=', start), where(field, '<=', start + PREFIX_END), orderBy(field), limit(count)));
  const starts = [...new Set([term, capitalised(term.toLowerCase())])];
  const snapshots = await Promise.all([prefix('email', term.toLowerCase()), ...starts.map((start) => prefix('name', start))]);
  const found = new Map<string, CustomerMatch>();
  for (const snapshot of snapshots) for (const d of snapshot.docs) found.set(d.id, { ...d.data(), id: d.id });
  return [...found.values()].slice(0, count * 2);
}

/** The matches for what the owner typed (call with the text once typing pauses). */
export function useCustomerSearch(typed: string) {
  const db = useFirestore();
  return useLive<CustomerMatch[]>(`customer-search:${typed}`, (next, fail) => {
    let current = true;
    findCustomers(db, typed).then(
      (matches) => current && next(matches),
      (error: Error) => current && fail(error),
    );
    return () => {
      current = false;
    };
  });
}
