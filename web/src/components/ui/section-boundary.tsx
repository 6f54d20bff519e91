import type { ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';
import { LoadError } from './load-error';

/**
 * A section that fails on its own: one broken part must not take the page down. Key it by the
 * user so a new session starts clean. (Own-data reads report errors as state — data/live.ts —
 * so this is the safety net for the unexpected.)
 */
export function SectionBoundary({ what, fallback, children }: { what: string; fallback?: ReactNode; children: ReactNode }) {
  return <ErrorBoundary fallback={() => fallback ?? <LoadError what={what} />}>{children}</ErrorBoundary>;
}
