import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { PageError } from '@/components/ui/page-error';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { markPageLive } from '@/lib/page-live';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-ink px-4 py-2 text-ivory focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/* At least a screen tall, so the footer never jumps up while a page loads (layout shift). */}
      <main id="main" className="min-h-screen flex-1">
        <ErrorBoundary key={pathname} fallback={(error) => <PageError error={error} />}>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
            <PageLive />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}

/** Commits with the page, in the same Suspense boundary: its effect runs once the page is hydrated or rendered. */
function PageLive() {
  useEffect(markPageLive, []);
  return null;
}
