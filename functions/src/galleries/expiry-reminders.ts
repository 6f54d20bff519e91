import type { Auth } from 'firebase-admin/auth';
import { COLLECTIONS } from '../../../common/collections';
import { addUtcDays, dayIn } from '../../../common/days';
import { daysUntilClose, downloadsLeftByPerson, expiryReminderDue, type DownloadRecord } from '../../../common/gallery-expiry';
import type { ClientGallery } from '../../../common/schemas/client-galleries';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import { sendOnce } from '../lib/outbox';
import { gallerySub } from './gallery-access';
import { GALLERY_EMAIL_KINDS, galleryExpiryEmail } from './gallery-emails';
import { cleanPhotoIdsOf, isClean } from './proof-access';

// Issue 38: the people of a gallery are reminded 14, 7 and 1 days before its downloads close: its
// customer and every person invited to it (clientGalleries/{id}/invites). Each through the outbox
// under a key of their own per gallery, expiry day and reminder (so once each per person, and again
// for a new date the owner sets), and only while that person has something left undownloaded.
//
// "Left undownloaded" per person (docs/galleries.md "Expiry reminders"): the functions record every
// download in the gallery's activity under the account that made it (userId: one photo, or a
// "download all" part with photoId null), so each person's downloads are their own records. An
// invited person is known by address; their account's uid comes from Firebase Auth (one account per
// address). Someone invited who never signed in has downloaded nothing. What counts is what they may
// download: the shown photos, and in a proofing gallery only those whose clean files are theirs.
// The job runs daily (gallery-functions.ts); tests call it with their own clock.

/** An address's account uid, for the addresses that have one (Firebase Auth keeps addresses in lower case). */
type UidsByEmail = (emails: string[]) => Promise<Map<string, string>>;

/** What the job needs besides the mail: the accounts of invited addresses. */
export interface ExpiryDeps extends MailDeps {
  uidsByEmail: UidsByEmail;
}

/** UidsByEmail from Firebase Auth, 100 addresses per lookup (its limit). */
export function authUidsByEmail(auth: Auth): UidsByEmail {
  return async (emails) => {
    const found = new Map<string, string>();
    for (let i = 0; i < emails.length; i += 100) {
      const { users } = await auth.getUsers(emails.slice(i, i + 100).map((email) => ({ email })));
      for (const user of users) if (user.email) found.set(user.email.toLowerCase(), user.uid);
    }
    return found;
  };
}

interface Person {
  /** '' for someone invited who has no account yet. */
  uid: string;
  email: string;
  name: string;
  /** The gallery's customer (the outbox key they always had), or someone invited (their address in the key). */
  invited: boolean;
}

async function peopleOf(deps: ExpiryDeps, galleryId: string, gallery: ClientGallery): Promise<Person[]> {
  const [customer, invites] = await Promise.all([
    deps.db.collection(COLLECTIONS.users).doc(gallery.userId).get(),
    gallerySub(deps.db, galleryId, 'galleryInvites').get(),
  ]);
  const people: Person[] = [
    { uid: gallery.userId, email: String(customer.get('email') ?? ''), name: String(customer.get('name') ?? ''), invited: false },
  ];
  const addresses = invites.docs.map((doc) => doc.id);
  const uids = addresses.length > 0 ? await deps.uidsByEmail(addresses) : new Map<string, string>();
  const users = await Promise.all(
    addresses.map((email) => (uids.has(email) ? deps.db.collection(COLLECTIONS.users).doc(uids.get(email)!).get() : null)),
  );
  addresses.forEach((email, i) =>
    people.push({ uid: uids.get(email) ?? '', email, name: String(users[i]?.get('name') ?? ''), invited: true }),
  );
  return people.filter((person) => person.email);
}

export async function sendGalleryExpiryReminders(deps: ExpiryDeps): Promise<{ sent: string[] }> {
  const { config } = await mailConfig(deps);
  const { studio } = await deps.readStudio();
  const today = dayIn(studio.timeZone, new Date(deps.now()));
  // The galleries whose downloads close within the next 14 days (one range on one field: no composite index).
  const closing = await deps.db
    .collection(COLLECTIONS.clientGalleries)
    .where('expiresOn', '>=', today)
    .where('expiresOn', '<=', addUtcDays(today, 13))
    .get();
  const sent: string[] = [];
  for (const doc of closing.docs) {
    const gallery = doc.data() as ClientGallery;
    if (gallery.status !== 'published' || !gallery.downloads.enabled || !gallery.expiresOn) continue;
    const due = expiryReminderDue(gallery.expiresOn, today);
    if (due === null) continue;
    const [shown, downloads, clean, people] = await Promise.all([
      gallerySub(deps.db, doc.id, 'galleryPhotos').where('hidden', '==', false).select().get(),
      gallerySub(deps.db, doc.id, 'galleryActivity').where('kind', '==', 'downloaded').select('userId', 'photoId').get(),
      cleanPhotoIdsOf(deps.db, doc.id, gallery),
      peopleOf(deps, doc.id, gallery),
    ]);
    const downloadable = shown.docs.map((d) => d.id).filter((id) => isClean(clean, id));
    const records: DownloadRecord[] = downloads.docs.map((d) => ({ userId: String(d.get('userId')), photoId: d.get('photoId') ?? null }));
    const left = downloadsLeftByPerson(downloadable, records);
    for (const person of people) {
      if (!left(person.uid)) continue;
      const facts = { galleryId: doc.id, title: gallery.title, customerName: person.name, customerEmail: person.email };
      const key = `${GALLERY_EMAIL_KINDS.expiry}-${doc.id}-${gallery.expiresOn}-${due}${person.invited ? `-${person.email}` : ''}`;
      const mail = galleryExpiryEmail(facts, daysUntilClose(gallery.expiresOn, today), gallery.expiresOn, config, person.invited);
      await sendOnce(deps, key, GALLERY_EMAIL_KINDS.expiry, mail);
      sent.push(key);
    }
  }
  return { sent };
}
