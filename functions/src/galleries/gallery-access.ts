import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import type { ClientGallery } from '../../../common/schemas/client-galleries';
import { isOwnerToken } from '../media/owner-token';

// Who may see a gallery's files: the owner, and the gallery's customer once it is published, signed
// in with a verified email (the same test as the clientGalleries rules; docs/galleries.md). Anyone
// else, and a gallery that does not exist, get the same answer, so no one learns which galleries
// exist; the gallery's own customer whose email is not verified is told to verify it.

export const NOT_YOURS = 'This gallery is not available for your account.';
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

export const galleryRef = (db: Firestore, galleryId: string) => db.collection(COLLECTIONS.clientGalleries).doc(galleryId);
export const gallerySub = (db: Firestore, galleryId: string, name: keyof typeof SUBCOLLECTIONS) =>
  galleryRef(db, galleryId).collection(SUBCOLLECTIONS[name]);

/** Whether the address (any case) was invited to the gallery (clientGalleries/{id}/invites/{address in lower case}). */
export async function isInvited(db: Firestore, galleryId: string, email: string | undefined) {
  if (!email) return false;
  return (await gallerySub(db, galleryId, 'galleryInvites').doc(email.toLowerCase()).get()).exists;
}

export async function galleryAccess(db: Firestore, token: DecodedIdToken | undefined, galleryId: unknown): Promise<GalleryAccess> {
  if (!token) throw new HttpsError('unauthenticated', 'Sign in to see your gallery.');
  if (typeof galleryId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(galleryId))
    throw new HttpsError('invalid-argument', 'No gallery named.');
  const snapshot = await galleryRef(db, galleryId).get();
  const gallery = snapshot.data() as ClientGallery | undefined;
  if (gallery && isOwnerToken(token)) return { galleryId, gallery, viewer: 'owner', uid: token.uid, email: token.email ?? '' };
  if (gallery && gallery.userId === token.uid && gallery.status === 'published') {
    if (token.email_verified !== true) throw new HttpsError('permission-denied', VERIFY_FIRST);
    return { galleryId, gallery, viewer: 'customer', uid: token.uid, email: token.email ?? '' };
  }
  // Issue 38: a person the owner invited by email, signed in with that address (verified), as the rules' isGalleryInvitee.
  if (gallery && gallery.status === 'published' && token.email_verified === true && (await isInvited(db, galleryId, token.email)))
    return { galleryId, gallery, viewer: 'customer', uid: token.uid, email: token.email ?? '' };
  throw new HttpsError('permission-denied', NOT_YOURS);
}
