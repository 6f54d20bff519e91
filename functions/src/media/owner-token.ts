import type { DecodedIdToken } from 'firebase-admin/auth';
import { OWNER_EMAIL, OWNER_SIGN_IN_PROVIDER } from '../../../common/owner';
import { HttpError } from './http-error';

/** The same test as isOwner() in firestore.rules, on the decoded ID token. */
export function isOwnerToken(token: DecodedIdToken): boolean {
  return token.email === OWNER_EMAIL && token.email_verified === true && token.firebase?.sign_in_provider === OWNER_SIGN_IN_PROVIDER;
}

/**
 * The owner's uid from an `Authorization: Bearer <Firebase ID token>` header. 401 without a valid
 * token, 403 for anyone signed in who is not the owner.
 */
export async function requireOwner(authorization: string | undefined, verify: (token: string) => Promise<DecodedIdToken>): Promise<string> {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (!token) throw new HttpError(401, 'Sign in as the studio owner to upload photos.');
  let decoded: DecodedIdToken;
  try {
    decoded = await verify(token);
  } catch {
    throw new HttpError(401, 'Your sign-in has expired: sign in again to upload photos.');
  }
  if (!isOwnerToken(decoded)) throw new HttpError(403, 'Only the studio owner can upload or delete photos.');
  return decoded.uid;
}
