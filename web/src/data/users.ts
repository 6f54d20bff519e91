import { onSnapshot, updateDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { COLLECTIONS } from '@common/collections';
import { userProfileUpdateSchema, userSchema, type UserRecord } from '@common/schemas';
import { useBound } from './bind';
import { defineCollection, type WithId } from './collection';
import { rawDocument, sdkQuery, useLiveDoc } from './live';
import { keyOf, type QuerySpec } from './query-spec';
import { parseDocuments, type Answer, type InvalidDocument } from './result';
import { useServerState, type Source } from './store';
import { useOwnerList } from './owner-list';

// Created by the onUserCreated function; a customer edits only name, phone and avatar.
export const users = defineCollection(COLLECTIONS.users, userSchema);

async function updateProfile(db: Firestore, uid: string, changes: unknown) {
  const valid = userProfileUpdateSchema.parse(changes);
  await updateDoc(users.doc(db, uid), valid);
}
export const useUpdateProfile = () => useBound(updateProfile);

/** A customer's record, live: their own profile, and the owner's customer page. */
export const useOwnUserRecord = (uid: string) => useLiveDoc(users, uid);

// ---------------------------------------------------------------- the owner's side

/** All Users (any sort) and New Users (filter "recent"): live, cursor-paged. */
export const useOwnerUsers = (params: ListParams) => useOwnerList(ADMIN_LISTS.users, users, params);

export const USER_SEARCH_LIMIT = 10;

/** A customer found by the owner's search. */
export type CustomerMatch = WithId<UserRecord>;

/**
 * The ways a typed text can begin a stored name or email. User records keep exactly the spec's
 * fields (no search keywords), so this is a prefix match: the email in lower case, the name as
 * typed, capitalised word by word, and in lower case (Firestore compares strings exactly).
 */
function userSearchPrefixes(typed: string): { email: string; names: string[] } | null {
  const text = typed.trim().replace(/\s+/g, ' ');
  if (text.length < 2) return null;
  const capitalised = text.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());
  return { email: text.toLowerCase(), names: [...new Set([text, capitalised, text.toLowerCase()])] };
}

const startsWith = (field: 'name' | 'email', prefix: string): QuerySpec => ({
  collection: COLLECTIONS.users,
  where: [
    [field, '>=', prefix],
    [field, '<', `${prefix}\uf8ff`],
  ],
  orderBy: [[field, 'asc']],
  limit: USER_SEARCH_LIMIT,
});

/** Listens to every prefix query and merges their rows (by id), names in alphabetical order. */
function prefixSearch(db: Firestore, specs: QuerySpec[]): Source<WithId<UserRecord>[]> {
  return {
    key: keyOf(specs),
    listen: (answer, fail) => {
      const found = new Map<number, Answer<WithId<UserRecord>[]>>();
      const emit = () => {
        if (found.size < specs.length) return;
        const byId = (list: readonly { id: string }[]) => [...new Map(list.map((item) => [item.id, item])).values()];
        const rows = byId([...found.values()].flatMap((part) => part.data)) as WithId<UserRecord>[];
        answer({
          data: rows.sort((a, b) => (a.name || a.email).localeCompare(b.name || b.email)),
          invalid: byId([...found.values()].flatMap((part) => part.invalid)) as InvalidDocument[],
        });
      };
      if (specs.length === 0) emit();
      const stops = specs.map((spec, i) =>
        onSnapshot(
          sdkQuery(db, spec),
          (snapshot) => {
            found.set(i, parseDocuments(userSchema, snapshot.docs.map(rawDocument)));
            emit();
          },
          fail,
        ),
      );
      return () => stops.forEach((stop) => stop());
    },
  };
}

/** Customers whose name or email begins with `typed` (at most USER_SEARCH_LIMIT per way of matching). */
export function useUserSearch(typed: string) {
  const db = useFirestore();
  const prefixes = userSearchPrefixes(typed);
  const specs = prefixes ? [startsWith('email', prefixes.email), ...prefixes.names.map((name) => startsWith('name', name))] : [];
  return useServerState(prefixSearch(db, specs));
}
