import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { bookingDeliverySchema, clientGallerySchema } from '../../../common/schemas';
import { clientGallery, storedBooking, user } from '../fixtures';
import { UID } from '../helpers';
import { describeAgreement, useAgreementSuite } from './table';

// A customer's private gallery and the day its photographs are promised, as the owner writes
// them. Whose gallery, which booking, its status and its times are matters of authority
// (client-galleries.test.ts).
const suite = useAgreementSuite(() => ({
  [`users/${UID.customerA}`]: user('alice@example.com'),
}));

// Downloads until a leap day: the days around it (samples.ts) include the 30th of February.
const gallery = () => clientGallery(UID.customerA, { expiresOn: '2028-02-29' });
// paidPhotoIds: written by the Stripe webhook only (issue 38; gallery-selections.test.ts); pendingPhotoIds
// by the transfer slip functions only (gallery-slips.test.ts).
const GALLERY_AUTHORITY = ['userId', 'bookingId', 'status', 'publishedAt', 'createdAt', 'paidPhotoIds', 'pendingPhotoIds'];

describeAgreement(suite, {
  name: "clientGalleries: the owner's new draft",
  schema: clientGallerySchema,
  role: 'owner',
  valid: () => ({ ...gallery(), status: 'draft', publishedAt: null, createdAt: serverTimestamp() }),
  write: (a, data, i) => setDoc(doc(a.db, 'clientGalleries', `draft-${i}`), data),
  fixed: GALLERY_AUTHORITY,
});

describeAgreement(suite, {
  name: "clientGalleries: the owner's edit of a published gallery",
  schema: clientGallerySchema,
  role: 'owner',
  valid: () => gallery(),
  seed: (i) => ({ [`clientGalleries/published-${i}`]: gallery() }),
  write: (a, data, i) => setDoc(doc(a.db, 'clientGalleries', `published-${i}`), data),
  fixed: GALLERY_AUTHORITY,
});

describeAgreement(suite, {
  name: "bookings/{id}/delivery: the owner's promised day",
  schema: bookingDeliverySchema,
  role: 'owner',
  valid: () => ({ stage: 'editing', promisedOn: '2028-02-29', updatedAt: serverTimestamp() }),
  seed: (i) => ({ [`bookings/booking-${i}`]: storedBooking(UID.customerA, 'completed') }),
  write: (a, data, i) => setDoc(doc(a.db, 'bookings', `booking-${i}`, 'delivery', 'stage'), data),
  fixed: ['updatedAt'],
});
