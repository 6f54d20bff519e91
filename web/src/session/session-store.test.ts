// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { OWNER_EMAIL } from '@common/owner';
import { deriveSession } from './session';
import { authUserOf } from './session-store';

type FirebaseUser = Parameters<typeof authUserOf>[0];
const googleOwner = {
  uid: 'owner',
  email: OWNER_EMAIL,
  emailVerified: true,
  displayName: 'Elena',
  phoneNumber: null,
  photoURL: null,
  providerData: [{ providerId: 'google.com', uid: 'g-1' }],
} as unknown as FirebaseUser;

describe('authUserOf', () => {
  it('keeps the sign-in providers, so the owner signed in with Google is the admin', () => {
    const user = authUserOf(googleOwner);
    expect(user.providerData).toEqual([{ providerId: 'google.com' }]);
    expect(deriveSession(user, false).admin?.email).toBe(OWNER_EMAIL);
  });

  it('leaves the owner address without Google a customer', () => {
    const user = authUserOf({ ...googleOwner, providerData: [{ providerId: 'password' }] } as unknown as FirebaseUser);
    expect(deriveSession(user, false).admin).toBeNull();
  });
});
