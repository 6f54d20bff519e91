import type { DecodedIdToken } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { OWNER_EMAIL } from '../../../../common/owner';
import { HttpError } from '../../../src/media/http-error';
import { requireOwner } from '../../../src/media/owner-token';

const token = (claims: Partial<DecodedIdToken> & { provider?: string }): DecodedIdToken =>
  ({
    uid: 'u1',
    email: OWNER_EMAIL,
    email_verified: true,
    ...claims,
    firebase: { sign_in_provider: claims.provider ?? 'google.com', identities: {} },
  }) as DecodedIdToken;

const verifyingAs = (decoded: DecodedIdToken) => async (raw: string) => {
  if (raw !== 'good-token') throw new Error('bad signature');
  return decoded;
};

async function statusFor(authorization: string | undefined, decoded: DecodedIdToken) {
  return requireOwner(authorization, verifyingAs(decoded)).then(
    (uid) => uid,
    (error: unknown) => (error instanceof HttpError ? error.status : error),
  );
}

describe('the owner check of the media API (the same test as firestore.rules)', () => {
  it('lets the owner through with their uid', async () => {
    expect(await statusFor('Bearer good-token', token({}))).toBe('u1');
  });

  it('answers 401 with no token, a malformed header or a token that does not verify', async () => {
    expect(await statusFor(undefined, token({}))).toBe(401);
    expect(await statusFor('good-token', token({}))).toBe(401);
    expect(await statusFor('Bearer forged', token({}))).toBe(401);
  });

  it('answers 403 to a customer, an unverified owner address, a password account and custom claims', async () => {
    expect(await statusFor('Bearer good-token', token({ email: 'alice@example.com' }))).toBe(403);
    expect(await statusFor('Bearer good-token', token({ email_verified: false }))).toBe(403);
    expect(await statusFor('Bearer good-token', token({ provider: 'password' }))).toBe(403);
    expect(await statusFor('Bearer good-token', token({ email: 'mallory@example.com', admin: true }))).toBe(403);
  });
});
