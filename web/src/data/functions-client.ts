import { appCheckSiteKey } from '@/firebase/config';
import { UserFacingError } from '@/lib/user-facing-error';

// The one client for the project's own functions: the callables and the HTTP APIs under /api/,
// reached through Hosting's same-origin rewrites (so no Functions SDK in the bundle:
// firebase/unused-sdks.ts). Every call carries the signed-in user's ID token and fails the same
// way: a UserFacingError with the server's own sentence when it gave one, otherwise the call's.

/** What a person reads when a call fails; each call says it in its own words. */
export interface CallCopy {
  /** Nobody is signed in (any more). */
  signedOut: string;
  /** The request never got an answer: offline, or the connection dropped. */
  unreachable: string;
  /** The server refused without a sentence of its own (an unexpected status, a crash). */
  failed: (status: number) => string;
}

/** Nobody is signed in: the person must sign in again (a retry would not help). */
export class SignedOut extends UserFacingError {}

/**
 * The signed-in user's ID token (cached by Auth, refreshed when due). Admin and account screens
 * load Auth already (app/sdk-layout.tsx); importing it here keeps it out of public pages' scripts.
 */
export async function idToken(signedOut: string): Promise<string> {
  const { auth } = await import('@/firebase/auth');
  if (!auth.currentUser) throw new SignedOut(signedOut);
  return auth.currentUser.getIdToken();
}

/**
 * The server's own sentence, when it gave one a person can read: an HTTP API's `{ error: "…" }`,
 * a callable's `{ error: { status, message } }`. A callable's unexpected failure carries only its
 * status as the message ("INTERNAL"), which says nothing to a person.
 */
export function serverMessage(body: unknown): string | undefined {
  const error = body && typeof body === 'object' && 'error' in body ? body.error : undefined;
  if (typeof error === 'string') return error.trim() || undefined;
  if (!error || typeof error !== 'object' || !('message' in error) || typeof error.message !== 'string') return undefined;
  const status = 'status' in error ? error.status : undefined;
  return error.message.trim() && error.message !== status ? error.message : undefined;
}

interface Request {
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/** Who must sign in, and what to say when nothing came back: all a call needs before an answer. */
type SendCopy = Pick<CallCopy, 'signedOut' | 'unreachable'>;

async function send(method: string, path: string, copy: SendCopy, { body, signal }: Request = {}): Promise<Response> {
  const headers: Record<string, string> = { Authorization: `Bearer ${await idToken(copy.signedOut)}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
  } catch (error) {
    // A cancelled request is the caller's doing, not a failure to tell anyone about.
    if (signal?.aborted) throw error;
    throw new UserFacingError(copy.unreachable);
  }
}

/** A body as JSON; null when empty (204) or not JSON (a proxy's error page). */
export function jsonOf(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

const parsed = async (response: Response) => jsonOf(await response.text().catch(() => ''));

const refusal = (status: number, body: unknown, copy: CallCopy) => new UserFacingError(serverMessage(body) ?? copy.failed(status));

/** What the server answered, refusals included: for a caller that acts on the status (the upload's resume). */
export async function exchange(
  method: string,
  path: string,
  copy: SendCopy,
  request?: Request,
): Promise<{ status: number; body: unknown }> {
  const response = await send(method, path, copy, request);
  return { status: response.status, body: await parsed(response) };
}

/** JSON over HTTP: the answer's body (null when empty), or the refusal as a UserFacingError. */
export async function requestJson<T>(method: string, path: string, copy: CallCopy, request?: Request): Promise<T> {
  const { status, body } = await exchange(method, path, copy, request);
  if (status >= 200 && status < 300) return body as T;
  throw refusal(status, body, copy);
}

/** A file the server sends (a CSV, a slip): the response, to read as a blob with its headers. */
export async function requestFile(path: string, copy: CallCopy): Promise<Response> {
  const response = await send('GET', path, copy);
  if (response.ok) return response;
  throw refusal(response.status, await parsed(response), copy);
}

/** A callable function (onCall) by its protocol: a POST of `{ data }`, answered `{ result }` or `{ error }`. */
export async function callFunction<T>(path: string, data: unknown, copy: CallCopy): Promise<T> {
  const { status, body } = await exchange('POST', path, copy, { body: { data } });
  if (status >= 200 && status < 300 && body && typeof body === 'object' && 'result' in body) return body.result as T;
  throw refusal(status, body, copy);
}

/** A refusal of a public call, with the form field it belongs next to when the server named one. */
export class FieldRefusal extends UserFacingError {
  constructor(
    message: string,
    readonly field: string | undefined,
  ) {
    super(message);
  }
}

const fieldOf = (body: unknown) => {
  const details = (body as { error?: { details?: { field?: unknown } } } | null)?.error?.details;
  return typeof details?.field === 'string' ? details.field : undefined;
};

/**
 * A callable anyone may use, signed in or not (the inquiry form): no ID token; App Check's token
 * where the site has a key (firebase/app-check.ts), loaded only then. A refusal names its field.
 */
export async function callPublicFunction<T>(path: string, data: unknown, copy: Omit<CallCopy, 'signedOut'>): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (appCheckSiteKey) {
    const [, { appCheckHeader }] = await Promise.all([import('@/firebase/app'), import('@/firebase/app-check')]);
    Object.assign(headers, await appCheckHeader());
  }
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers, body: JSON.stringify({ data }) });
  } catch {
    throw new UserFacingError(copy.unreachable);
  }
  const body = await parsed(response);
  if (response.ok && body && typeof body === 'object' && 'result' in body) return body.result as T;
  throw new FieldRefusal(serverMessage(body) ?? copy.failed(response.status), fieldOf(body));
}
