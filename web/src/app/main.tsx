import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { seedAnswers } from '@/data/store';
import { whenPageLive } from '@/lib/page-live';
import { App } from './app';
import { PRERENDER_DATA_ID } from './prerender-markers';
import { AppRoutes, leafPattern, preloadRoute } from './routes';
import './styles.css';

// Vite fires this when a page's script fails to load. Left unprevented, Vite rethrows the error,
// the lazy route rejects and the route's error boundary shows a reload prompt (spec §8).
window.addEventListener('vite:preloadError', (event) => {
  console.error('Page script failed to load', (event as Event & { payload?: unknown }).payload);
});

// zod compiles parsers with new Function() when it may; the content security policy allows no
// eval, and zod's probe for it is reported as a violation. zod keeps its settings in this global
// (zod/v4/core globalConfig): set here, before zod loads, it costs the first load no zod code.
// web/e2e/csp.e2e.ts fails if zod ever probes again.
(globalThis as { __zod_globalConfig?: { jitless: boolean } }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root')!;
const app = <App router={<BrowserRouter>{<AppRoutes />}</BrowserRouter>} />;
const pageScripts = preloadRoute(window.location.pathname);

// A page prerendered for this URL (scripts/prerender.mts) is hydrated: the catalogue answers its
// build saw render the same markup first, then every section asks Firestore again. Anything
// else (another path, a query string the page reads, the app shell) renders in the browser once
// the page's scripts are here, so the loading screen is not shown twice.
const { pathname, search } = window.location;
const { prerendered, route, template } = container.dataset;
const samePage = template !== undefined || prerendered === pathname;
// Button clicks made on the prerendered page before React listens are kept by the boot script
// (scripts/prerender.mts; links work as plain links meanwhile). Once React listens they are
// replayed as soon as the page is live (lib/page-live.ts): a hydrated page's on the same elements,
// a page rendered afresh's on their twins in the new page (same tag, link, text).
const takeEarlyClicks = () => (window as Window & { takeEarlyClicks?: () => HTMLElement[] }).takeEarlyClicks?.() ?? [];
const twinOf = (element: HTMLElement) => `${element.tagName}|${element.getAttribute('href') ?? ''}|${element.textContent?.trim() ?? ''}`;
const findTwin = (clicked: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>(clicked.tagName)].find((element) => twinOf(element) === twinOf(clicked));
function replayEarlyClicks() {
  const clicked = takeEarlyClicks();
  if (clicked.length === 0) return;
  whenPageLive(() => {
    for (const element of clicked) (element.isConnected ? element : findTwin(element))?.click();
  });
}
function ReplayEarlyClicks({ children }: { children: ReactNode }) {
  useEffect(replayEarlyClicks, []);
  return children;
}

if (prerendered !== undefined && !search && route === leafPattern(pathname) && samePage) {
  const data = document.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (data) seedAnswers(data);
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page.
  startTransition(() => {
    hydrateRoot(container, app);
  });
  replayEarlyClicks();
} else {
  void pageScripts.catch(() => {}).then(() => createRoot(container).render(<ReplayEarlyClicks>{app}</ReplayEarlyClicks>));
}
