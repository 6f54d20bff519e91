import type { FirebaseApp } from 'firebase/app';

export type PageViewReporter = { pageView: (path: string, title: string) => void };

export const noopReporter: PageViewReporter = { pageView: () => {} };

/**
 * Google Analytics through firebase/analytics when a measurement id is configured, loaded after
 * the first paint so it never delays a page; a no-op reporter otherwise (emulators, tests).
 */
export function createReporter(app: FirebaseApp, measurementId: string | undefined): PageViewReporter {
  if (!measurementId) return noopReporter;
  const analytics = import('firebase/analytics').then(async (module) =>
    (await module.isSupported()) ? { module, instance: module.getAnalytics(app) } : null,
  );
  return {
    pageView(path, title) {
      void analytics.then((ga) =>
        ga?.module.logEvent(ga.instance, 'page_view', { page_path: path, page_location: window.location.href, page_title: title }),
      );
    },
  };
}
