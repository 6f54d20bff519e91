import { COLLECTIONS } from '../../../common/collections';
import { gallerySlipSchema, type GallerySlip } from '../../../common/schemas/gallery-slips';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import { sendOnce } from '../lib/outbox';
import { onCreated, skip, withMail, type DocumentHandler } from '../lib/triggers';
import { GALLERY_SLIP_EMAIL_KINDS, gallerySlipNotice } from './gallery-slip-emails';

// A transfer slip for a gallery's extras is news to the owner: a payment to check (gallery-slips.ts).
// One email per slip, under its key (gallery-slip-<id>), so a retried trigger sends nothing twice.

const gallerySlipCreated: DocumentHandler<GallerySlip, MailDeps> = {
  collection: COLLECTIONS.gallerySlips,
  schema: gallerySlipSchema,
  async handle({ id, data: slip }, deps) {
    const gallery = (await deps.db.collection(COLLECTIONS.clientGalleries).doc(slip.galleryId).get()).data();
    if (!gallery) return skip('The slip names no gallery');
    const user = (await deps.db.collection(COLLECTIONS.users).doc(slip.userId).get()).data() ?? {};
    const { config } = await mailConfig(deps);
    const facts = {
      galleryId: slip.galleryId,
      title: String(gallery.title ?? ''),
      customerName: typeof user.name === 'string' && user.name.trim() ? user.name : 'Your customer',
      customerEmail: typeof user.email === 'string' ? user.email : '',
    };
    const mail = gallerySlipNotice(
      facts,
      {
        slipId: id,
        amount: slip.amount,
        photoCount: slip.photoIds.length,
        sentOn: slip.sentOn,
        reference: slip.reference,
        note: slip.note,
      },
      config,
    );
    return sendOnce(deps, `${GALLERY_SLIP_EMAIL_KINDS.received}-${id}`, GALLERY_SLIP_EMAIL_KINDS.received, mail);
  },
};

export const onGallerySlipCreated = onCreated(gallerySlipCreated, withMail);
