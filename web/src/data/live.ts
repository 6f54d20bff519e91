import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { onSnapshot, type DocumentReference, type Query } from 'firebase/firestore';
import type { WithId } from './collection';

// Live reads WITHOUT reactfire's cache, for the customer's own data and the admin.
// reactfire keeps an errored listener in a global map until the page reloads, so after a
// sign-out (every own-data listener gets permission-denied) signing back in showed errors
// everywhere. These hooks start a fresh listener per mount and report errors as a state.

export type Live<T> =
  | { status: 'loading'; data: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data: undefined; error: Error };

export type Subscribe<T> = (next: (value: T) => void, fail: (error: Error) => void) => () => void;

/** `key` names what is listened to; a new key starts a new listener and shows loading meanwhile. */
export function useLive<T>(key: string, subscribe: Subscribe<T>): Live<T> {
  const [state, setState] = useState<{ key: string; result: Live<T> } | null>(null);
  const latest = useRef(subscribe);
  useLayoutEffect(() => {
    latest.current = subscribe;
  });
  useEffect(
    () =>
      latest.current(
        (data) => setState({ key, result: { status: 'success', data } }),
        (error) => {
          // The screen says "couldn't load"; the console says why (permission, a malformed document…).
          console.error(`Live read ${key} failed:`, error);
          setState({ key, result: { status: 'error', data: undefined, error } });
        },
      ),
    [key],
  );
  return state?.key === key ? state.result : { status: 'loading', data: undefined };
}

// The converters validate in data(); a bad document becomes an error state, not a crash.
export const listenToQuery =
  <T>(query: Query<T>): Subscribe<WithId<T>[]> =>
  (next, fail) =>
    onSnapshot(
      query,
      (snapshot) => {
        try {
          next(snapshot.docs.map((d) => ({ ...d.data(), id: d.id })));
        } catch (error) {
          fail(error as Error);
        }
      },
      fail,
    );

/** A missing document is `null`. */
export const listenToDoc =
  <T>(ref: DocumentReference<T>): Subscribe<WithId<T> | null> =>
  (next, fail) =>
    onSnapshot(
      ref,
      (snapshot) => {
        try {
          const data = snapshot.data();
          next(data === undefined ? null : { ...data, id: snapshot.id });
        } catch (error) {
          fail(error as Error);
        }
      },
      fail,
    );
