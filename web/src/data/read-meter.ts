import { useEffect } from 'react';
import { queryEqual, type Query } from 'firebase/firestore';

declare global {
  interface Window {
    __firestoreDocsRead?: number;
  }
}

const metered: Query<unknown>[] = [];

// Emulator builds count the documents each distinct listener delivers on a page load (reactfire
// shares one listener per query), so `npm run bench` can print Firestore reads per page.
// Production builds compile this to nothing. An empty result still costs one read.
export function useReadMeter(source: Query<unknown>, documents: number | undefined) {
  useEffect(() => {
    if (import.meta.env.VITE_USE_EMULATORS !== 'true' || documents === undefined) return;
    if (metered.some((seen) => queryEqual(seen, source))) return;
    metered.push(source);
    window.__firestoreDocsRead = (window.__firestoreDocsRead ?? 0) + Math.max(documents, 1);
  }, [source, documents]);
}
