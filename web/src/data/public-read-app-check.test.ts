import { deleteApp, initializeApp } from 'firebase/app';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { startAppCheck } from '@/firebase/app-check';
import { runPublicQuery } from './public-read';
import type { QuerySpec } from './query-spec';

// The public reads and App Check, with the real App Check SDK and a custom provider standing in
// for reCAPTCHA Enterprise (which needs Google's servers). Firestore's REST endpoint is the edge.
const query: QuerySpec = { collection: 'services', limit: 1 };
const loadSchema = async () => z.object({});
const app = initializeApp({ apiKey: 'stand-in', appId: '1:1:web:1', projectId: 'demo-app-check' }, 'app-check-test');

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response('[]', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());
afterAll(() => deleteApp(app));

const sentHeaders = () => (fetchMock.mock.calls.at(-1)![1] as RequestInit).headers as Record<string, string>;

describe('public reads and App Check', () => {
  it('send no App Check header while App Check is not configured', async () => {
    await runPublicQuery(query, loadSchema);
    expect(sentHeaders()).toEqual({ 'Content-Type': 'application/json' });
  });

  it('send the token of the configured provider in X-Firebase-AppCheck', async () => {
    const getToken = vi.fn(async () => ({ token: 'stand-in-app-check-token', expireTimeMillis: Date.now() + 3_600_000 }));
    await startAppCheck(app, (module) => new module.CustomProvider({ getToken }));
    await runPublicQuery(query, loadSchema);
    expect(sentHeaders()['X-Firebase-AppCheck']).toBe('stand-in-app-check-token');
    expect(getToken).toHaveBeenCalled();
  });
});
