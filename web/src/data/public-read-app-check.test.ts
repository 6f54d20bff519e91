import { deleteApp, initializeApp } from 'firebase/app';
import { CustomProvider } from 'firebase/app-check';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { QuerySpec } from './query-spec';

// The public reads and App Check, with the real App Check SDK and a custom provider standing in
// for reCAPTCHA Enterprise (which needs Google's servers). Firestore's REST endpoint is the edge.
// The site key is read when the modules load: each case loads them afresh.
const query: QuerySpec = { collection: 'services', limit: 1 };
const loadSchema = async () => z.object({});
const app = initializeApp({ apiKey: 'stand-in', appId: '1:1:web:1', projectId: 'demo-app-check' }, 'app-check-test');

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.resetModules();
  fetchMock = vi.fn(async () => new Response('[]', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
afterAll(() => deleteApp(app));

const sentHeaders = () => (fetchMock.mock.calls.at(-1)![1] as RequestInit).headers as Record<string, string>;

describe('public reads and App Check', () => {
  it('send no App Check header, and load neither the Firebase app nor App Check, without a site key', async () => {
    const { runPublicQuery } = await import('./public-read');
    await runPublicQuery(query, loadSchema);
    expect(sentHeaders()).toEqual({ 'Content-Type': 'application/json' });
    // The Firebase app module (which starts App Check) never loaded: only this test's app exists.
    expect((await import('firebase/app')).getApps().map((each) => each.name)).toEqual(['app-check-test']);
  });

  it('send the token of App Check’s provider in X-Firebase-AppCheck when a site key is set', async () => {
    vi.stubEnv('VITE_APPCHECK_SITE_KEY', 'stand-in-site-key');
    const getToken = vi.fn(async () => ({ token: 'stand-in-app-check-token', expireTimeMillis: Date.now() + 3_600_000 }));
    (await import('@/firebase/app-check')).startAppCheck(app, new CustomProvider({ getToken }));
    const { runPublicQuery } = await import('./public-read');
    await runPublicQuery(query, loadSchema);
    expect(sentHeaders()['X-Firebase-AppCheck']).toBe('stand-in-app-check-token');
    expect(getToken).toHaveBeenCalled();
  });
});
