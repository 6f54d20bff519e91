import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import { firestore } from '../lib/admin';
import { logger } from '../lib/logger';
import { mailDeps } from '../lib/mail-deps';
import { objectStore } from '../lib/storage/object-store-for-env';
import { withMail } from '../lib/triggers';
import { bookingRef } from './contract-store';
import { makeSignedPdf, needsPdf } from './signed-pdf';

// What follows a write of a contract or an addendum: a signature with no PDF yet gets its signed
// copy (signed-pdf.ts); the customer's first view of the contract shows on the booking's
// contractState (the owner's lists filter on it; only the functions write it). Every other write
// (the PDF's own record, a countersignature) is no concern.
const options = (document: string) => ({ document, secrets: withMail.secrets, retry: true, memory: '512MiB' as const });

export const onContractWritten = onDocumentWritten(options(`${COLLECTIONS.contracts}/{id}`), async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  const bookingId = event.params.id;
  if (before?.status === 'sent' && after?.status === 'viewed') {
    const db = firestore();
    await db.runTransaction(async (tx) => {
      const booking = await tx.get(bookingRef(db, bookingId));
      if (booking.get('contractState') === 'sent') tx.update(booking.ref, { contractState: 'viewed' });
    });
    logger.info('Contract viewed by its customer', { bookingId });
  }
  if (needsPdf(after)) await makeSignedPdf({ ...mailDeps(), store: objectStore() }, bookingId, 0);
});

export const onAddendumWritten = onDocumentWritten(
  options(`${COLLECTIONS.contracts}/{id}/${SUBCOLLECTIONS.contractAddenda}/{number}`),
  async (event) => {
    if (!needsPdf(event.data?.after.data())) return;
    await makeSignedPdf({ ...mailDeps(), store: objectStore() }, event.params.id, Number(event.params.number));
  },
);
