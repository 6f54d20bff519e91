import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every route change starts at the top of the page: at once, not with the smooth scrolling the
 * stylesheet gives in-page anchors (a new page sliding up from the footer reads as a glitch).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
