declare global {
  interface Window {
    __firestoreDocsRead?: number;
  }
}

// Emulator builds count the Firestore documents a page load reads, so `npm run bench` can print
// reads per page. Production builds compile this to nothing. An empty result still costs one read.
export function countDocumentsRead(documents: number) {
  if (import.meta.env.VITE_USE_EMULATORS !== 'true' || typeof window === 'undefined') return;
  window.__firestoreDocsRead = (window.__firestoreDocsRead ?? 0) + Math.max(documents, 1);
}
