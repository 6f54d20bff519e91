import { UserFacingError } from './user-facing-error';

export type Audience = 'customer' | 'owner';

const codeOf = (error: unknown) => (typeof error === 'object' && error && 'code' in error ? String(error.code) : '');

// Firestore errors carry a code; the person needs to know what to do, not the code.
export function describeWriteError(error: unknown, what: string, audience: Audience = 'customer'): string {
  if (error instanceof UserFacingError) return error.message;
  const code = codeOf(error);
  const offline = code === 'unavailable' || code === 'deadline-exceeded' || (typeof navigator !== 'undefined' && !navigator.onLine);
  if (audience === 'owner') {
    if (code === 'permission-denied') {
      return `The database refused this ${what}: a value is outside what the studio allows, or it changed meanwhile. Nothing was saved, and your changes are still here.`;
    }
    if (offline) return `Couldn't reach the database. Check the connection and save again — your changes are still here.`;
    return `Saving this ${what} failed. Try again; your changes are still here.`;
  }
  if (code === 'permission-denied') {
    return `The studio couldn't accept this ${what}: a price or item may have just changed. Refresh the page to see the latest and try again — or write to us from the contact page.`;
  }
  if (offline) return `We couldn't reach the studio. Check your connection and try again — your details are still here.`;
  return `Something went wrong while sending your ${what}. Please try again, or write to us from the contact page.`;
}
