import { STUDIO } from '@common/studio';

// Firestore errors carry a code; the person needs to know what to do, not the code.
export function describeWriteError(error: unknown, what: string): string {
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  if (code === 'permission-denied') {
    return `The studio couldn't accept this ${what}: a price or item may have just changed. Refresh the page to see the latest and try again — or contact us at ${STUDIO.email}.`;
  }
  if (code === 'unavailable' || code === 'deadline-exceeded' || (typeof navigator !== 'undefined' && !navigator.onLine)) {
    return `We couldn't reach the studio. Check your connection and try again — your details are still here.`;
  }
  return `Something went wrong while sending your ${what}. Please try again, or contact us at ${STUDIO.email}.`;
}
