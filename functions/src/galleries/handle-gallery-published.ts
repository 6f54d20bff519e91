import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import { BOOKING_DELIVERY_DOC, clientGallerySchema, type ClientGallery } from '../../../common/schemas/client-galleries';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import { sendOnce } from '../lib/outbox';
import type { DocumentHandler } from '../lib/triggers';
import { gallerySub } from './gallery-access';
import { GALLERY_EMAIL_KINDS, galleryPublishedEmail } from './gallery-emails';

// Publishing (the owner's update from draft to published) emails the customer once (one outbox key
// per gallery, so a retried event sends nothing more) and marks the booking's photographs delivered.
export const galleryPublished: DocumentHandler<ClientGallery, MailDeps> = {
  collection: COLLECTIONS.clientGalleries,
  schema: clientGallerySchema,
  when: (before, after) => before?.status === 'draft' && after.status === 'published',
  handle: async ({ id, data }, deps) => {
    if (data.bookingId) {
      const stage = deps.db
        .collection(COLLECTIONS.bookings)
        .doc(data.bookingId)
        .collection(SUBCOLLECTIONS.bookingDelivery)
        .doc(BOOKING_DELIVERY_DOC);
      const promisedOn = ((await stage.get()).get('promisedOn') as string | null | undefined) ?? null;
      await stage.set({ stage: 'delivered', promisedOn, updatedAt: FieldValue.serverTimestamp() });
    }
    const user = (await deps.db.collection(COLLECTIONS.users).doc(data.userId).get()).data() ?? {};
    const shown = (await gallerySub(deps.db, id, 'galleryPhotos').where('hidden', '==', false).count().get()).data().count;
    const { config } = await mailConfig(deps);
    const facts = { galleryId: id, title: data.title, customerName: String(user.name ?? ''), customerEmail: String(user.email ?? '') };
    return sendOnce(
      deps,
      `${GALLERY_EMAIL_KINDS.published}-${id}`,
      GALLERY_EMAIL_KINDS.published,
      galleryPublishedEmail(facts, shown, data.expiresOn, config),
    );
  },
};
