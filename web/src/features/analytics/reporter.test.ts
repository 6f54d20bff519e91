import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseApp } from 'firebase/app';
import { createReporter, noopReporter, recordingReporter } from './reporter';

// firebase/analytics would load Google's gtag.js; a fake module records what the reporter asks of it.
const analytics = vi.hoisted(() => ({
  logEvent: vi.fn(),
  getAnalytics: vi.fn(() => ({ kind: 'analytics' })),
  isSupported: vi.fn(async () => true),
}));
vi.mock('firebase/analytics', () => analytics);

afterEach(() => {
  vi.unstubAllEnvs();
  analytics.logEvent.mockClear();
  delete window.__pageViews;
});

describe('createReporter', () => {
  it('uses the no-op reporter without a measurement id outside emulator builds', () => {
    vi.stubEnv('VITE_USE_EMULATORS', '');
    expect(createReporter(async () => ({}) as FirebaseApp, undefined)).toBe(noopReporter);
  });

  it('records page views on the window in emulator builds, for the browser tests', () => {
    vi.stubEnv('VITE_USE_EMULATORS', 'true');
    const reporter = createReporter(async () => ({}) as FirebaseApp, undefined);
    expect(reporter).toBe(recordingReporter);
    reporter.pageView('/', 'Home');
    reporter.pageView('/gallery', 'Gallery');
    expect(window.__pageViews).toEqual(['/', '/gallery']);
  });

  it('sends one Google Analytics page_view event with the path and title per call', async () => {
    const app = { name: 'app' } as FirebaseApp;
    const reporter = createReporter(async () => app, 'G-TEST123');
    reporter.pageView('/gallery', 'Gallery | Style & Story');
    await vi.waitFor(() => expect(analytics.logEvent).toHaveBeenCalledTimes(1));
    expect(analytics.getAnalytics).toHaveBeenCalledWith(app);
    expect(analytics.logEvent).toHaveBeenCalledWith({ kind: 'analytics' }, 'page_view', {
      page_path: '/gallery',
      page_location: window.location.href,
      page_title: 'Gallery | Style & Story',
    });
  });

  it('reports nothing where the browser does not support analytics', async () => {
    analytics.isSupported.mockResolvedValueOnce(false);
    createReporter(async () => ({}) as FirebaseApp, 'G-TEST123').pageView('/', 'Home');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(analytics.logEvent).not.toHaveBeenCalled();
  });
});
