import { useEffect } from 'react';
import { queryEqual, refEqual, type DocumentReference, type Query } from 'firebase/firestore';

declare global {
  interface Window {
    __firestoreDocsRead?: number;
  }
}

type Source = Query<unknown> | DocumentReference<unknown>;
const metered: Source[] = [];
const same = (a: Source, b: Source) =>
  a.type === 'document' ? b.type === 'document' && refEqual(a, b) : b.type !== 'document' && queryEqual(a, b);

// Emulator builds count the documents each distinct listener delivers on a page load (reactfire
// shares one listener per query), so `npm run bench` can print Firestore reads per page.
// Production builds compile this to nothing. An empty result still costs one read.
export function useReadMeter(source: Source, documents: number | undefined) {
  useEffect(() => {
    if (import.meta.env.VITE_USE_EMULATORS !== 'true' || documents === undefined) return;
    if (metered.some((seen) => same(seen, source))) return;
    metered.push(source);
    window.__firestoreDocsRead = (window.__firestoreDocsRead ?? 0) + Math.max(documents, 1);
  }, [source, documents]);
}
