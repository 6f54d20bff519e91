import type { ReactNode } from 'react';
import { ErrorBoundary } from '../errors/error-boundary';

/**
 * A Firestore-backed section that fails on its own: reactfire rethrows listener errors (such as
 * permission-denied right after sign-out), so one broken list must not take the page down.
 * Key it by the user so a new session starts clean.
 */
export function SectionBoundary({ what, fallback, children }: { what: string; fallback?: ReactNode; children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={() =>
        fallback ?? (
          <div role="alert" className="rounded-2xl border border-sand bg-white/70 px-5 py-6 text-sm text-ink-soft">
            We couldn't load {what} just now.{' '}
            <button type="button" onClick={() => window.location.reload()} className="font-semibold text-ink underline underline-offset-4">
              Reload the page
            </button>{' '}
            to try again.
          </div>
        )
      }
    >
      {children}
    </ErrorBoundary>
  );
}
