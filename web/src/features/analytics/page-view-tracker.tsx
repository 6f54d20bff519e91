import { createContext, useContext, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { noopReporter, type PageViewReporter } from './reporter';

export const ReporterContext = createContext<PageViewReporter>(noopReporter);

/** Reports one page view per route change (path changes only, not re-renders). */
export function PageViewTracker() {
  const reporter = useContext(ReporterContext);
  const { pathname } = useLocation();
  const lastReported = useRef<string | null>(null);
  useEffect(() => {
    if (lastReported.current === pathname) return;
    lastReported.current = pathname;
    reporter.pageView(pathname, document.title);
  }, [pathname, reporter]);
  return null;
}
