import { isOwnerEmail } from '@common/owner';

export type Customer = { id: string; name: string; email: string; phone: string; role: 'customer' };
export type Admin = { id: string; name: string; email: string; role: 'admin' };

/** The slice of a Firebase user the session needs (keeps this testable without Firebase). */
export type AuthUser = {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  phoneNumber: string | null;
  photoURL: string | null;
  /** Linked sign-in methods (Firebase's providerData); the owner must have Google among them. */
  providerData?: ReadonlyArray<{ providerId: string }>;
};

export type SessionState = {
  loading: boolean;
  user: AuthUser | null;
  customer: Customer | null;
  admin: Admin | null;
};

/** Owner = verified email equal to the owner address on a Google account, as firestore.rules decides. */
export function deriveSession(user: AuthUser | null | undefined, loading: boolean): SessionState {
  if (loading || !user) return { loading, user: null, customer: null, admin: null };
  const email = user.email ?? '';
  if (
    isOwnerEmail(
      email,
      user.emailVerified,
      (user.providerData ?? []).map((p) => p.providerId),
    )
  ) {
    return { loading, user, customer: null, admin: { id: user.uid, name: user.displayName || 'Admin', email, role: 'admin' } };
  }
  return {
    loading,
    user,
    admin: null,
    customer: { id: user.uid, name: user.displayName || 'Client', email, phone: user.phoneNumber ?? '', role: 'customer' },
  };
}
