import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { firestore } from '../lib/admin';
import { IMAGE_FIELDS, mediaIdOf, recordMediaUse } from './media-usage';

// One trigger per collection with an image field: a write that changes which library photo the
// field shows updates that photo's usedBy (media-usage.ts). retry: recordMediaUse is idempotent.
function trackImageField(collection: keyof typeof IMAGE_FIELDS) {
  const field = IMAGE_FIELDS[collection];
  return onDocumentWritten({ document: `${collection}/{id}`, retry: true }, async (event) => {
    const before = mediaIdOf(event.data?.before.data(), field);
    const after = mediaIdOf(event.data?.after.data(), field);
    if (before === after) return;
    await recordMediaUse(
      firestore(),
      `${collection}/${event.params.id}`,
      field,
      [before, after].filter((id): id is string => !!id),
    );
  });
}

export const onServiceImageWritten = trackImageField('services');
export const onPackageImageWritten = trackImageField('packages');
export const onGalleryImageWritten = trackImageField('gallery');
export const onFrameImageWritten = trackImageField('frames');
export const onBlogCoverWritten = trackImageField('blogs');
