import type { DecodedIdToken } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { SERVER_COLLECTIONS } from '../../../common/collections';
import { ZIP_TICKET_TTL_MS } from '../../../common/gallery-zip';
import { downloadsOpen, type ClientGallery } from '../../../common/schemas/client-galleries';
import { HttpError } from '../media/http-error';
import { galleryAccess, galleryRef, personAccess, type GalleryAccess } from './gallery-access';

// "Download all" is a plain link, so the browser's download manager fetches it (and shows its
// progress, and can retry it): a link sends no Authorization header. The page first asks for a
// ticket with the ID token; the link carries the ticket. A ticket is an unguessable document id
// that names the account (its uid and verified address) and the gallery and lapses after
// ZIP_TICKET_TTL_MS; access is checked again on every download by the same rule as every other
// gallery call (gallery-access.ts personAccess), so unpublishing, closing downloads or removing
// an invitation stops a ticket at once. The gallery's customer and the people invited to it get
// the same downloads.

interface Ticket {
  uid: string;
  /** The verified address the ticket was issued to: an invited person's access rests on it (absent on tickets from before). */
  email?: string;
  galleryId: string;
  viewer: GalleryAccess['viewer'];
  expiresAt: Timestamp;
}

export interface TicketDeps {
  db: Firestore;
  now: () => number;
  verifyIdToken: (token: string) => Promise<DecodedIdToken>;
}

const DOWNLOADS_CLOSED = 'Downloads of this gallery are closed.';
const TICKET_LAPSED = 'This download link has expired: download again from your gallery.';

const tickets = (db: Firestore) => db.collection(SERVER_COLLECTIONS.galleryZipTickets);

/** A callable-style refusal (gallery-access.ts) as the HTTP answer it stands for. */
async function asHttp<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpsError) throw new HttpError(error.httpErrorCode.status, error.message);
    throw error;
  }
}

/** The customer may download only while downloads are open; the owner always may. */
export function assertDownloadsOpen(access: GalleryAccess, now: number): void {
  if (access.viewer === 'customer' && !downloadsOpen(access.gallery, now)) throw new HttpError(403, DOWNLOADS_CLOSED);
}

/** POST …/tickets with `Authorization: Bearer <ID token>`: a ticket for this account and gallery. */
export async function issueTicket(deps: TicketDeps, authorization: string | undefined, galleryId: string) {
  const bearer = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (!bearer) throw new HttpError(401, 'Sign in to download your gallery.');
  const token = await deps.verifyIdToken(bearer).catch(() => {
    throw new HttpError(401, 'Your sign-in has expired: sign in again to download.');
  });
  const access = await asHttp(() => galleryAccess(deps.db, token, galleryId));
  assertDownloadsOpen(access, deps.now());
  const expiresAt = Timestamp.fromMillis(deps.now() + ZIP_TICKET_TTL_MS);
  const ref = tickets(deps.db).doc();
  await ref.create({ uid: access.uid, email: access.email, galleryId, viewer: access.viewer, expiresAt } satisfies Ticket);
  return { ticket: ref.id, expiresAt: expiresAt.toDate().toISOString() };
}

/** The access a ticket still gives: personAccess, the rule every gallery call uses, on today's gallery. */
export async function redeemTicket(deps: TicketDeps, ticketId: unknown, galleryId: string): Promise<GalleryAccess> {
  const snapshot = typeof ticketId === 'string' && /^[A-Za-z0-9]{20}$/.test(ticketId) ? await tickets(deps.db).doc(ticketId).get() : null;
  const ticket = snapshot?.data() as Ticket | undefined;
  if (!ticket || ticket.galleryId !== galleryId || ticket.expiresAt.toMillis() < deps.now()) throw new HttpError(401, TICKET_LAPSED);
  const gallery = (await galleryRef(deps.db, galleryId).get()).data() as ClientGallery | undefined;
  // The address was verified when the ticket was issued (galleryAccess refuses an unverified one).
  const person = { uid: ticket.uid, email: ticket.email ?? '', emailVerified: true, owner: ticket.viewer === 'owner' };
  return asHttp(() => personAccess(deps.db, person, galleryId, gallery));
}
