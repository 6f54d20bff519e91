import { limit, onSnapshot, orderBy, query, updateDoc, where, type Firestore, type Query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { COLLECTIONS } from '@common/collections';
import { userProfileUpdateSchema, userSchema, type UserRecord } from '@common/schemas';
import { useBound } from './bind';
import { defineCollection, type WithId } from './collection';
import { listenToDoc, useLive, type Subscribe } from './live';
import { useOwnerList } from './owner-list';

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

// ---------------------------------------------------------------- the owner's side

/** All Users (any sort) and New Users (filter "recent"): live, cursor-paged. */
export const useOwnerUsers = (params: ListParams) => useOwnerList(ADMIN_LISTS.users, users.ref, params);

/** One customer's record, live, for the owner's customer page; null when there is none. */
export function useCustomer(uid: string) {
  return useLive(`owner/users/${uid}`, listenToDoc(users.doc(useFirestore(), uid)));
}

export const USER_SEARCH_LIMIT = 10;

/** A customer found by the owner's search. */
export type CustomerMatch = WithId<UserRecord>;

/**
 * The ways a typed text can begin a stored name or email. User records keep exactly the spec's
 * fields (no search keywords), so this is a prefix match: the email in lower case, the name as
 * typed, capitalised word by word, and in lower case (Firestore compares strings exactly).
 */
export function userSearchPrefixes(typed: string): { email: string; names: string[] } | null {
  const text = typed.trim().replace(/\s+/g, ' ');
  if (text.length < 2) return null;
  const capitalised = text.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());
  return { email: text.toLowerCase(), names: [...new Set([text, capitalised, text.toLowerCase()])] };
}

const startsWith = (q: Query<UserRecord>, field: 'name' | 'email', prefix: string) =>
  query(q, where(field, '>=', prefix), where(field, '<', `${prefix}\uf8ff`), orderBy(field), limit(USER_SEARCH_LIMIT));

/** Listens to every prefix query and merges their rows (by id), names in alphabetical order. */
const listenToPrefixes =
  (queries: Query<UserRecord>[]): Subscribe<WithId<UserRecord>[]> =>
  (next, fail) => {
    if (queries.length === 0) {
      next([]);
      return () => {};
    }
    const found = new Map<number, WithId<UserRecord>[]>();
    const emit = () => {
      if (found.size < queries.length) return;
      const byId = new Map([...found.values()].flat().map((row) => [row.id, row]));
      next([...byId.values()].sort((a, b) => (a.name || a.email).localeCompare(b.name || b.email)));
    };
    const stops = queries.map((q, i) =>
      onSnapshot(
        q,
        (snapshot) => {
          try {
            found.set(
              i,
              snapshot.docs.map((d) => ({ ...d.data(), id: d.id })),
            );
            emit();
          } catch (error) {
            fail(error as Error);
          }
        },
        fail,
      ),
    );
    return () => stops.forEach((stop) => stop());
  };

/** Customers whose name or email begins with `typed` (at most USER_SEARCH_LIMIT per way of matching). */
export function useUserSearch(typed: string) {
  const db = useFirestore();
  const prefixes = userSearchPrefixes(typed);
  const queries = prefixes
    ? [startsWith(users.ref(db), 'email', prefixes.email), ...prefixes.names.map((name) => startsWith(users.ref(db), 'name', name))]
    : [];
  return useLive(`users?starts=${typed.trim()}`, listenToPrefixes(queries));
}
