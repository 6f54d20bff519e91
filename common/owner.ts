// The studio owner's Google account: the only admin. firestore.rules hard-codes the same
// address (rules cannot import); `npm run set-owner -- new@address` changes both, and
// tests/rules/owner-drift.test.ts fails when they disagree.
export const OWNER_EMAIL = 'owner@styleandstory.studio';

/** The owner signs in with Google; firestore.rules checks the token's firebase.sign_in_provider. */
export const OWNER_SIGN_IN_PROVIDER = 'google.com';

/**
 * The same test as isOwner() in firestore.rules: a verified email equal to the owner address, on an
 * account signed in through Google. `providerIds` are the account's linked providers (Firebase's
 * `providerData[].providerId`), the closest a client or an Auth trigger gets to the token's
 * sign-in provider; the rules decide on the token itself.
 */
export function isOwnerEmail(email: string | null | undefined, emailVerified: boolean, providerIds: readonly string[]): boolean {
  return emailVerified === true && email === OWNER_EMAIL && providerIds.includes(OWNER_SIGN_IN_PROVIDER);
}
