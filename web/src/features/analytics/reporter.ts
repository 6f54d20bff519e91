import type { Analytics } from 'firebase/analytics';
import type { FirebaseApp } from 'firebase/app';

export type PageViewReporter = { pageView: (path: string, title: string) => void };

export const noopReporter: PageViewReporter = { pageView: () => {} };

declare global {
  interface Window {
    /** Emulator builds only: the page views reported so far, for the browser tests to count. */
    __pageViews?: string[];
  }
}

/**
 * Emulator builds (npm start, browser tests) record page views on the window instead.
 * @internal Exported for its tests only.
 */
export const recordingReporter: PageViewReporter = {
  pageView: (path) => {
    window.__pageViews = [...(window.__pageViews ?? []), path];
  },
};

/**
 * Google Analytics through firebase/analytics when a measurement id is configured, loaded after
 * the first paint so it never delays a page; otherwise the recording reporter in emulator builds
 * and a no-op in production builds without a measurement id (compiled out there).
 */
export function createReporter(loadApp: () => Promise<FirebaseApp>, measurementId: string | undefined): PageViewReporter {
  if (!measurementId) return import.meta.env.VITE_USE_EMULATORS === 'true' ? recordingReporter : noopReporter;
  let analytics: Promise<{ module: typeof import('firebase/analytics'); instance: Analytics } | null> | undefined;
  // Started by the first page view (an effect, after the page has painted), not at start-up.
  const load = () =>
    (analytics ??= Promise.all([import('firebase/analytics'), loadApp()]).then(async ([module, app]) =>
      (await module.isSupported()) ? { module, instance: module.getAnalytics(app) } : null,
    ));
  return {
    pageView(path, title) {
      void load().then((ga) =>
        ga?.module.logEvent(ga.instance, 'page_view', { page_path: path, page_location: window.location.href, page_title: title }),
      );
    },
  };
}
