import { useCallback } from 'react';
import type { Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';

/** Binds a data function's Firestore argument, so components call writes without holding a Firestore. */
export function useBound<A extends unknown[], R>(fn: (db: Firestore, ...args: A) => R): (...args: A) => R {
  const db = useFirestore();
  return useCallback((...args: A) => fn(db, ...args), [db, fn]);
}
