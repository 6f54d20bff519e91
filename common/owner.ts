// The studio owner's Google account: the only admin. firestore.rules hard-codes the same
// address (rules cannot import); `npm run set-owner -- new@address` changes both, and
// tests/rules/owner-drift.test.ts fails when they disagree.
export const OWNER_EMAIL = 'owner@styleandstory.studio';

/** The same test as isOwner() in firestore.rules: a verified token whose email is exactly this. */
export function isOwnerEmail(email: string | null | undefined, emailVerified: boolean): boolean {
  return emailVerified === true && email === OWNER_EMAIL;
}
