// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserFacingError } from '@/lib/user-facing-error';
import { callFunction, exchange, idToken, requestFile, requestJson, serverMessage, SignedOut, type CallCopy } from './functions-client';

// The one client for the functions' APIs, against a stand-in fetch: the token it sends, the
// callable protocol, and what a person reads when a call fails.

const session = vi.hoisted(() => ({ user: null as { getIdToken: () => Promise<string> } | null }));
vi.mock('@/firebase/auth', () => ({
  auth: {
    get currentUser() {
      return session.user;
    },
  },
}));

const copy: CallCopy = {
  signedOut: 'You were signed out: sign in again to see your gallery.',
  unreachable: 'The gallery could not be reached: check your connection and try again.',
  failed: (status) => `The gallery answered with an error (${status}): try again in a moment.`,
};

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body?: unknown) =>
  fetchMock.mockResolvedValueOnce(new Response(body === undefined ? null : JSON.stringify(body), { status }));
const sent = () => {
  const [path, init] = fetchMock.mock.calls.at(-1)!;
  const headers = init?.headers as Record<string, string>;
  return { path, method: init?.method, headers, body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) };
};

beforeEach(() => {
  session.user = { getIdToken: async () => 'token-of-ada' };
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the ID token', () => {
  it('is the signed-in user’s, sent as a bearer token with every call', async () => {
    await expect(idToken(copy.signedOut)).resolves.toBe('token-of-ada');
    answer(200, { result: 1 });
    await callFunction('/api/galleries/events', {}, copy);
    expect(sent().headers.Authorization).toBe('Bearer token-of-ada');
  });

  it('when nobody is signed in, says so in the call’s words and sends nothing', async () => {
    session.user = null;
    const refused = callFunction('/api/galleries/events', {}, copy);
    await expect(refused).rejects.toThrow(new SignedOut(copy.signedOut));
    await expect(refused).rejects.toBeInstanceOf(UserFacingError);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the callable protocol', () => {
  it('posts { data } as JSON and answers with { result }', async () => {
    answer(200, { result: { recorded: true } });
    await expect(callFunction('/api/galleries/events', { galleryId: 'g1', kind: 'opened' }, copy)).resolves.toEqual({ recorded: true });
    expect(sent()).toMatchObject({
      path: '/api/galleries/events',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: { data: { galleryId: 'g1', kind: 'opened' } },
    });
  });

  it('answers a null result (a function that returns nothing) as null', async () => {
    answer(200, { result: null });
    await expect(callFunction('/api/online-payments/status', null, copy)).resolves.toBeNull();
  });

  it('shows the server’s sentence when it refuses with one', async () => {
    answer(400, { error: { status: 'FAILED_PRECONDITION', message: 'Downloads of this gallery are closed.' } });
    await expect(callFunction('/api/galleries/events', {}, copy)).rejects.toThrow(
      new UserFacingError('Downloads of this gallery are closed.'),
    );
  });

  it('says the call’s own sentence when the server crashed ("INTERNAL"), answered no JSON, or no result', async () => {
    answer(500, { error: { status: 'INTERNAL', message: 'INTERNAL' } });
    await expect(callFunction('/x', {}, copy)).rejects.toThrow(new UserFacingError(copy.failed(500)));
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(callFunction('/x', {}, copy)).rejects.toThrow(new UserFacingError(copy.failed(502)));
    answer(200, {});
    await expect(callFunction('/x', {}, copy)).rejects.toThrow(new UserFacingError(copy.failed(200)));
  });

  it('says it could not reach the server when the request never arrived', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(callFunction('/x', {}, copy)).rejects.toThrow(new UserFacingError(copy.unreachable));
  });
});

describe('JSON over HTTP', () => {
  it('sends the method and the body, and answers the body (null when empty)', async () => {
    answer(201, { id: 's1' });
    await expect(requestJson('POST', '/api/books/slips', copy, { body: { amount: 720 } })).resolves.toEqual({ id: 's1' });
    expect(sent()).toMatchObject({ method: 'POST', body: { amount: 720 }, headers: { 'Content-Type': 'application/json' } });
    answer(204);
    await expect(requestJson('DELETE', '/api/media/items/m1', copy)).resolves.toBeNull();
    expect(sent().headers['Content-Type']).toBeUndefined();
  });

  it('shows an API’s { error } sentence, or the call’s own with the status', async () => {
    answer(422, { error: 'The file is not a photo or a PDF.' });
    await expect(requestJson('POST', '/api/books/slips', copy)).rejects.toThrow(new UserFacingError('The file is not a photo or a PDF.'));
    answer(500);
    await expect(requestJson('POST', '/api/books/slips', copy)).rejects.toThrow(new UserFacingError(copy.failed(500)));
  });

  it('hands a file over as the response, and refuses like the rest', async () => {
    fetchMock.mockResolvedValueOnce(new Response('date,amount\n', { status: 200, headers: { 'content-type': 'text/csv' } }));
    const file = await requestFile('/api/books/export/payments', copy);
    await expect(file.text()).resolves.toBe('date,amount\n');
    expect(sent().method).toBe('GET');
    answer(403, { error: 'Only the studio owner can see the books.' });
    await expect(requestFile('/api/books/export/payments', copy)).rejects.toThrow('Only the studio owner can see the books.');
  });

  it('gives the status and body as they came to a caller that acts on them', async () => {
    answer(404, { error: 'No such upload.' });
    await expect(exchange('GET', '/api/media/uploads/u1', copy)).resolves.toEqual({ status: 404, body: { error: 'No such upload.' } });
  });

  it('lets a cancelled request end as the caller’s own abort, not as a failure to report', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('Aborted', 'AbortError'));
    await expect(exchange('GET', '/x', copy, { signal: controller.signal })).rejects.toThrow(DOMException);
  });
});

describe('the server’s message', () => {
  it('is an API’s error string or a callable’s message, never a bare status or an empty string', () => {
    expect(serverMessage({ error: 'Choose a period' })).toBe('Choose a period');
    expect(serverMessage({ error: { status: 'NOT_FOUND', message: 'This photo is not in the gallery.' } })).toBe(
      'This photo is not in the gallery.',
    );
    expect(serverMessage({ error: { status: 'INTERNAL', message: 'INTERNAL' } })).toBeUndefined();
    expect(serverMessage({ error: '  ' })).toBeUndefined();
    expect(serverMessage({ error: { status: 'INTERNAL' } })).toBeUndefined();
    expect(serverMessage(null)).toBeUndefined();
    expect(serverMessage('Bad gateway')).toBeUndefined();
  });
});
