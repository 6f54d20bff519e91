import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import { mailDeps } from '../lib/mail-deps';
import { objectStore } from '../lib/storage/object-store-for-env';
import { withMail } from '../lib/triggers';
import { makeSignedPdf, needsPdf } from './signed-pdf';

// A signature on a contract or an addendum with no PDF yet: make the signed copy (signed-pdf.ts).
// Every other write (the view stamp, the PDF's own record, a countersignature) is no concern.
const options = (document: string) => ({ document, secrets: withMail.secrets, retry: true, memory: '512MiB' as const });

export const onContractSigned = onDocumentWritten(options(`${COLLECTIONS.contracts}/{id}`), async (event) => {
  if (!needsPdf(event.data?.after.data())) return;
  await makeSignedPdf({ ...mailDeps(), store: objectStore() }, event.params.id, 0);
});

export const onAddendumSigned = onDocumentWritten(
  options(`${COLLECTIONS.contracts}/{id}/${SUBCOLLECTIONS.contractAddenda}/{number}`),
  async (event) => {
    if (!needsPdf(event.data?.after.data())) return;
    await makeSignedPdf({ ...mailDeps(), store: objectStore() }, event.params.id, Number(event.params.number));
  },
);
