import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { emailSchema } from '../../../common/schemas/common';

// Customer emails go to the signed-in account's address only (its users record, written from the
// verified sign-up): an email typed into a form stays data for the studio, so nobody can make the
// studio write to a stranger by typing their address.

/** The account's address, or '' when there is no account or no usable address (then no email). */
export async function accountAddress(db: Firestore, userId: unknown): Promise<string> {
  if (typeof userId !== 'string' || !userId) return '';
  const email = (await db.collection(COLLECTIONS.users).doc(userId).get()).get('email');
  return typeof email === 'string' && emailSchema.safeParse(email).success ? email : '';
}

export const NO_ACCOUNT_ADDRESS = 'the account has no email address';
