import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { bookingSchema } from '../../../common/schemas/orders';
import { accountAddress } from '../lib/account-address';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import { sendOnce } from '../lib/outbox';
import type { ObjectStore } from '../lib/storage/object-store';
import { signedCopyEmail, signedCopyNotice } from './contract-emails';
import { makeContractPdf } from './contract-pdf';
import {
  bookingRef,
  contractRef,
  readAddendum,
  readContract,
  sha256Hex,
  signableRef,
  signedPdfFilename,
  signedPdfPath,
} from './contract-store';

// A signature appeared on a contract (or addendum) that has no PDF yet: make the signed copy,
// store it through the storage seam, record its SHA-256 on the document, and email it to both
// parties. Every step may run twice: the PDF is made from the stored document alone (the same
// bytes each time), the record is written once (a transaction), and the emails have outbox keys.

export type PdfDeps = MailDeps & { store: ObjectStore };

/** The trigger's test, before any read: a signature and no PDF. */
// An erased contract (docs/privacy.md) lost its PDF on purpose: none is made again.
export const needsPdf = (after: DocumentData | undefined) => Boolean(after?.signature && !after.pdf && !after.erasedOn);

type PdfOutcome = 'made' | 'already-made' | 'not-signed' | 'unreadable';

export async function makeSignedPdf(deps: PdfDeps, bookingId: string, addendum: number): Promise<PdfOutcome> {
  const { db } = deps;
  const [contractSnap, docSnap] = await Promise.all([
    contractRef(db, bookingId).get(),
    addendum === 0 ? Promise.resolve(null) : signableRef(db, bookingId, addendum).get(),
  ]);
  const contract = readContract(contractSnap.data());
  const doc = addendum === 0 ? contract : readAddendum(docSnap?.data());
  if (!contract || !doc) {
    deps.logger.error('Signed contract does not read: no PDF made', { bookingId, addendum });
    return 'unreadable';
  }
  if (!doc.signature) return 'not-signed';
  if (doc.pdf) return 'already-made';

  const version =
    addendum === 0 ? `${contract.templateName}, version ${contract.templateVersion}` : `Addendum ${addendum} to ${contract.title}`;
  const bytes = await makeContractPdf({ title: doc.title, text: doc.text, signature: doc.signature, version });
  const path = signedPdfPath(bookingId, addendum);
  await deps.store.write(path, Buffer.from(bytes), 'application/pdf');
  const record = { path, sha256: sha256Hex(bytes), bytes: bytes.length };
  const ref = signableRef(db, bookingId, addendum);
  const made = await db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).get('pdf')) return false;
    tx.update(ref, { pdf: { ...record, madeAt: FieldValue.serverTimestamp() } });
    return true;
  });
  if (!made) return 'already-made';
  deps.logger.info('Signed contract PDF made', { bookingId, addendum, ...record });

  const booking = bookingSchema.safeParse((await bookingRef(db, bookingId).get()).data());
  if (!booking.success) {
    deps.logger.warn('The signed contract’s booking does not read: its signed copy is stored, not sent', { bookingId, addendum });
    return 'made';
  }
  const { config } = await mailConfig(deps);
  const pdf = { filename: signedPdfFilename(bookingId, addendum), base64: Buffer.from(bytes).toString('base64') };
  const to = await accountAddress(db, booking.data.userId);
  const context = { bookingId, booking: { ...booking.data, email: to || booking.data.email }, title: doc.title, config, addendum, pdf };
  if (to) await sendOnce(deps, `contract-signed-${bookingId}-${addendum}`, 'contract-signed', signedCopyEmail(context));
  await sendOnce(deps, `owner-contract-signed-${bookingId}-${addendum}`, 'owner-contract-signed', signedCopyNotice(context));
  return 'made';
}
