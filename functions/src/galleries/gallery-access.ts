import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import type { ClientGallery } from '../../../common/schemas/client-galleries';
import { isOwnerToken } from '../media/owner-token';

// Who may see a gallery's files: the owner, and the gallery's customer and the people invited to it
// once it is published, signed in with a verified email (the same test as the clientGalleries
// rules; docs/galleries.md). Anyone else, and a gallery that does not exist, get the same answer, so
// no one learns which galleries exist; the gallery's own customer whose email is not verified is
// told to verify it.

const NOT_YOURS = 'This gallery is not available for your account.';
const VERIFY_FIRST = 'Verify your email address to see your gallery: follow the link we sent you, then sign in again.';

export interface GalleryAccess {
  galleryId: string;
  gallery: ClientGallery;
  /** The customer records what they do; the owner looking at the gallery records nothing. */
  viewer: 'owner' | 'customer';
  uid: string;
  /** The signed-in address ('' if none): an invited person's selection names it for the owner. */
  email: string;
}

/**
 * Who is asking, as the access test needs it: from an ID token (galleryAccess), or from a download
 * ticket that one issued (zip-tickets.ts), so both answer by the same rule.
 */
interface GalleryPerson {
  uid: string;
  email: string;
  emailVerified: boolean;
  owner: boolean;
}

export const galleryRef = (db: Firestore, galleryId: string) => db.collection(COLLECTIONS.clientGalleries).doc(galleryId);
export const gallerySub = (db: Firestore, galleryId: string, name: keyof typeof SUBCOLLECTIONS) =>
  galleryRef(db, galleryId).collection(SUBCOLLECTIONS[name]);

/** Whether the address (any case) was invited to the gallery (clientGalleries/{id}/invites/{address in lower case}). */
async function isInvited(db: Firestore, galleryId: string, email: string | undefined) {
  if (!email) return false;
  return (await gallerySub(db, galleryId, 'galleryInvites').doc(email.toLowerCase()).get()).exists;
}

/**
 * The one access rule (the clientGalleries rules' own): the owner sees every gallery; its customer,
 * and a person invited by email (issue 38, the rules' isGalleryInvitee), see it once published,
 * signed in with a verified address. Both are "customer" viewers: they see, pick and download the
 * same photos (what is theirs to download is the gallery's, proof-access.ts), each recorded under
 * their own account.
 */
export async function personAccess(
  db: Firestore,
  person: GalleryPerson,
  galleryId: string,
  gallery: ClientGallery | undefined,
): Promise<GalleryAccess> {
  if (gallery && person.owner) return { galleryId, gallery, viewer: 'owner', uid: person.uid, email: person.email };
  if (gallery && gallery.userId === person.uid && gallery.status === 'published') {
    if (!person.emailVerified) throw new HttpsError('permission-denied', VERIFY_FIRST);
    return { galleryId, gallery, viewer: 'customer', uid: person.uid, email: person.email };
  }
  if (gallery && gallery.status === 'published' && person.emailVerified && (await isInvited(db, galleryId, person.email)))
    return { galleryId, gallery, viewer: 'customer', uid: person.uid, email: person.email };
  throw new HttpsError('permission-denied', NOT_YOURS);
}

export async function galleryAccess(db: Firestore, token: DecodedIdToken | undefined, galleryId: unknown): Promise<GalleryAccess> {
  if (!token) throw new HttpsError('unauthenticated', 'Sign in to see your gallery.');
  if (typeof galleryId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(galleryId))
    throw new HttpsError('invalid-argument', 'No gallery named.');
  const gallery = (await galleryRef(db, galleryId).get()).data() as ClientGallery | undefined;
  const person = { uid: token.uid, email: token.email ?? '', emailVerified: token.email_verified === true, owner: isOwnerToken(token) };
  return personAccess(db, person, galleryId, gallery);
}
