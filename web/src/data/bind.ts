import { useCallback, useState } from 'react';
import { doc, type CollectionReference, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';

/** Binds a data function's Firestore argument, so components call writes without holding a Firestore. */
export function useBound<A extends unknown[], R>(fn: (db: Firestore, ...args: A) => R): (...args: A) => R {
  const db = useFirestore();
  return useCallback((...args: A) => fn(db, ...args), [db, fn]);
}

/** One document id per visit to a form: a repeated submit rewrites the same document, which the rules refuse. */
export function useNewDocumentId(collectionIn: (db: Firestore) => CollectionReference) {
  const db = useFirestore();
  const [id] = useState(() => doc(collectionIn(db)).id);
  return id;
}
