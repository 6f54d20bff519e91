import { COLLECTIONS } from '../../../common/collections';
import { addUtcDays, dayIn } from '../../../common/days';
import { daysUntilClose, expiryReminderDue, somethingLeftToDownload } from '../../../common/gallery-expiry';
import type { ClientGallery } from '../../../common/schemas/client-galleries';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import { sendOnce } from '../lib/outbox';
import { gallerySub } from './gallery-access';
import { GALLERY_EMAIL_KINDS, galleryExpiryEmail } from './gallery-emails';

// Issue 38: the customer is reminded 14, 7 and 1 days before a gallery's downloads close, through
// the outbox under one key per gallery, expiry day and reminder (so once each, and again for a new
// date the owner sets), only while a shown photo is left undownloaded (common/gallery-expiry.ts).
// The job runs daily (gallery-functions.ts); tests call it with their own clock.

export async function sendGalleryExpiryReminders(deps: MailDeps): Promise<{ sent: string[] }> {
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
    const [shown, downloads] = await Promise.all([
      gallerySub(deps.db, doc.id, 'galleryPhotos').where('hidden', '==', false).select().get(),
      gallerySub(deps.db, doc.id, 'galleryActivity').where('kind', '==', 'downloaded').get(),
    ]);
    const photoIds = downloads.docs.map((d) => d.get('photoId') as string | null);
    const left = somethingLeftToDownload(
      shown.docs.map((d) => d.id),
      { photoIds: photoIds.filter((id): id is string => id !== null), all: photoIds.includes(null) },
    );
    if (!left) continue;
    const user = (await deps.db.collection(COLLECTIONS.users).doc(gallery.userId).get()).data() ?? {};
    const facts = {
      galleryId: doc.id,
      title: gallery.title,
      customerName: String(user.name ?? ''),
      customerEmail: String(user.email ?? ''),
    };
    if (!facts.customerEmail) continue;
    const key = `${GALLERY_EMAIL_KINDS.expiry}-${doc.id}-${gallery.expiresOn}-${due}`;
    const mail = galleryExpiryEmail(facts, daysUntilClose(gallery.expiresOn, today), gallery.expiresOn, config);
    await sendOnce(deps, key, GALLERY_EMAIL_KINDS.expiry, mail);
    sent.push(key);
  }
  return { sent };
}
