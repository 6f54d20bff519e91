import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { onSnapshot, type DocumentReference, type Query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { WithId } from './collection';
import { bookings, frameOrders, myBookingsQuery, myFrameOrdersQuery } from './orders';
import { customPackageLinks, myCustomPackageLinksQuery, mySoftCopiesQuery } from './shared-with-customer';
import { users } from './users';

// Live reads of the signed-in customer's own documents, WITHOUT reactfire's cache.
// reactfire keeps an errored listener in a global map until the page reloads, so after a
// sign-out (every own-data listener gets permission-denied) signing back in showed errors
// everywhere. These hooks start a fresh listener per mount and report errors as a state.

export type Live<T> =
  | { status: 'loading'; data: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data: undefined; error: Error };

type Subscribe<T> = (next: (value: T) => void, fail: (error: Error) => void) => () => void;

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
        (error) => setState({ key, result: { status: 'error', data: undefined, error } }),
      ),
    [key],
  );
  return state?.key === key ? state.result : { status: 'loading', data: undefined };
}

// The converters validate in data(); a bad document becomes an error state, not a crash.
const listenToQuery =
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
const listenToDoc =
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

export function useOwnUserRecord(uid: string) {
  const db = useFirestore();
  return useLive(`users/${uid}`, listenToDoc(users.doc(db, uid)));
}
export function useOwnBookings(uid: string) {
  const db = useFirestore();
  return useLive(`bookings?userId=${uid}`, listenToQuery(myBookingsQuery(db, uid)));
}
export function useOwnFrameOrders(uid: string) {
  const db = useFirestore();
  return useLive(`frameOrders?userId=${uid}`, listenToQuery(myFrameOrdersQuery(db, uid)));
}
export function useOwnSoftCopies(uid: string) {
  const db = useFirestore();
  return useLive(`softCopies?userId=${uid}`, listenToQuery(mySoftCopiesQuery(db, uid)));
}
export function useOwnCustomPackageLinks(uid: string) {
  const db = useFirestore();
  return useLive(`customPackageLinks?userId=${uid}`, listenToQuery(myCustomPackageLinksQuery(db, uid)));
}
/** The rules refuse someone else's link and a missing one alike: both end as an error or null. */
export function useOwnCustomPackageLink(uid: string, slug: string) {
  const db = useFirestore();
  return useLive(`${uid}/customPackageLinks/${slug}`, listenToDoc(customPackageLinks.doc(db, slug)));
}
/** One booking or order of the signed-in customer (thank-you pages). */
export function useOwnBooking(uid: string, id: string) {
  const db = useFirestore();
  return useLive(`${uid}/bookings/${id}`, listenToDoc(bookings.doc(db, id)));
}
export function useOwnFrameOrder(uid: string, id: string) {
  const db = useFirestore();
  return useLive(`${uid}/frameOrders/${id}`, listenToDoc(frameOrders.doc(db, id)));
}
