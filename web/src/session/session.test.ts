// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { OWNER_EMAIL } from '@common/owner';
import { deriveSession, type AuthUser } from './session';

const user = (overrides: Partial<AuthUser> = {}): AuthUser => ({
  uid: 'u1',
  email: 'ada@example.com',
  emailVerified: true,
  displayName: 'Ada Lovelace',
  phoneNumber: null,
  photoURL: null,
  providerData: [{ providerId: 'google.com' }],
  ...overrides,
});

describe('deriveSession', () => {
  it('is loading with nobody until the first auth status arrives', () => {
    expect(deriveSession(undefined, true)).toEqual({ loading: true, user: null, customer: null, admin: null });
  });

  it('is signed out when auth answers with no user', () => {
    expect(deriveSession(null, false)).toEqual({ loading: false, user: null, customer: null, admin: null });
  });

  it('treats any other verified account as a customer', () => {
    const session = deriveSession(user({ phoneNumber: '+1 415 555 0100' }), false);
    expect(session.admin).toBeNull();
    expect(session.customer).toEqual({
      id: 'u1',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+1 415 555 0100',
      role: 'customer',
    });
  });

  it('falls back to "Client" when a customer has no name', () => {
    expect(deriveSession(user({ displayName: null }), false).customer?.name).toBe('Client');
  });

  it('treats the verified owner address as the admin, with "Admin" as the fallback name', () => {
    const session = deriveSession(user({ email: OWNER_EMAIL, displayName: '' }), false);
    expect(session.customer).toBeNull();
    expect(session.admin).toEqual({ id: 'u1', name: 'Admin', email: OWNER_EMAIL, role: 'admin' });
  });

  it('compares the address exactly, as the rules do', () => {
    expect(deriveSession(user({ email: OWNER_EMAIL.toUpperCase() }), false).admin).toBeNull();
  });

  it('does not make the owner address an admin on an account without Google (as the rules)', () => {
    const session = deriveSession(user({ email: OWNER_EMAIL, providerData: [{ providerId: 'password' }] }), false);
    expect(session.admin).toBeNull();
    expect(session.customer?.email).toBe(OWNER_EMAIL);
  });

  it('does not make an unverified owner address an admin', () => {
    const session = deriveSession(user({ email: OWNER_EMAIL, emailVerified: false }), false);
    expect(session.admin).toBeNull();
    expect(session.customer?.role).toBe('customer');
  });
});
