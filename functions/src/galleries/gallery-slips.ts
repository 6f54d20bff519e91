import type { DecodedIdToken } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '../../../common/collections';
import { TRANSFER_WAITING, overlaps } from '../../../common/gallery-slips';
import type { ClientGallery } from '../../../common/schemas/client-galleries';
import {
  gallerySlipInputSchema,
  gallerySlipSchema,
  transferReference,
  type GallerySlip,
  type GalleryTransferDetails,
} from '../../../common/schemas/gallery-slips';
import { SLIP_TYPES, slipPaymentId, type SlipType } from '../../../common/schemas/slips';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import { deliver, queueInTransaction } from '../lib/outbox';
import { HttpError } from '../media/http-error';
import { pendingSlip, sentOnRefusal } from '../books/slip-record';
import { SLIP_ID, fileOf, slipIdOf, type SlipDeps } from '../books/slips';
import { galleryRef, type GalleryAccess } from './gallery-access';
import { GALLERY_SLIP_EMAIL_KINDS, gallerySlipApprovedEmail, gallerySlipRejectedEmail } from './gallery-slip-emails';
import { ExtrasRefusal, galleryExtrasDue, recordExtrasPayment, type Payer } from './gallery-extras';

// Paying a gallery's extras by bank transfer (issue 38, docs/galleries.md "Extras by bank transfer").
//   details   the gallery page asks what to transfer: the server's amount for exactly those photos
//             (the checkout's own pricing, galleryExtrasDue) and the studio's bank details, which
//             live in the owner-only ownerSettings/payment.
//   upload    POST /api/books/slips with {galleryId, photoIds} (slip-routes.ts): priced again, the
//             file stored, then in one transaction the record and the photos marked pending on the
//             gallery, refused if any is pending or paid meanwhile. Nothing half-written.
//   decide    the owner, through galleryEvents: approve (recordExtrasPayment, the webhook's code
//             path: the ledger entry `slip-<id>` by bank transfer, the order paid, the photos
//             unlocked) or reject with a reason; either frees the pending photos and emails the payer.

const gallerySlips = (db: Firestore) => db.collection(COLLECTIONS.gallerySlips);

/** Where a gallery slip's file is kept: beside the booking slips, under a folder no booking slip id can name (ids are 16+ characters). */
const gallerySlipObjectPath = (slipId: string, type: SlipType) => `slips/gallery/${slipId}/slip.${SLIP_TYPES[type]}`;

const HTTP_STATUS: Record<ExtrasRefusal['code'], number> = {
  'not-found': 404,
  'permission-denied': 403,
  'failed-precondition': 409,
  'invalid-argument': 400,
};

/** The checkout's pricing of exactly these photos (refusals in the customer's words), as an HTTP answer. */
async function priced(db: Firestore, payer: Payer, galleryId: string, photoIds: readonly string[]) {
  try {
    return await galleryExtrasDue(db, payer, galleryId, photoIds);
  } catch (error) {
    if (error instanceof ExtrasRefusal) throw new HttpError(HTTP_STATUS[error.code], error.message);
    throw error;
  }
}

/** The gallery page's "Pay by bank transfer": what to send for these photos, where, and the reference to quote. */
export async function transferDetails(
  deps: Pick<MailDeps, 'db' | 'readStudio'>,
  access: GalleryAccess,
  token: Payer,
  photoIds: unknown,
): Promise<GalleryTransferDetails> {
  const ids = Array.isArray(photoIds) ? photoIds.filter((id): id is string => typeof id === 'string') : [];
  if (ids.length === 0 || ids.length !== (photoIds as unknown[]).length)
    throw new HttpsError('invalid-argument', 'Choose the extras to pay for.');
  let due: Awaited<ReturnType<typeof galleryExtrasDue>>;
  try {
    due = await galleryExtrasDue(deps.db, token, access.galleryId, ids);
  } catch (error) {
    if (error instanceof ExtrasRefusal) throw new HttpsError(error.code, error.message);
    throw error;
  }
  const { payment } = await deps.readStudio();
  return {
    amount: due.amount,
    photoCount: ids.length,
    reference: transferReference(due.orderId),
    bankDetails: payment.bankDetails.trim(),
    upiId: payment.upiId.trim(),
    paymentNote: payment.paymentNote.trim(),
  };
}

/** A customer's slip for a gallery's extras: 201 with its id, or 200 when that id was stored already. */
export async function createGallerySlip(deps: SlipDeps, caller: DecodedIdToken, body: unknown): Promise<{ created: boolean; id: string }> {
  const fields = (body ?? {}) as Record<string, unknown>;
  const { id, ref, stored } = await slipIdOf(fields, gallerySlips(deps.db), caller.uid);
  if (stored) return { created: false, id };
  if ((await deps.db.collection(COLLECTIONS.transferSlips).doc(id).get()).exists)
    throw new HttpError(409, 'This slip id is taken: reload the page and try again.');
  const input = gallerySlipInputSchema.safeParse(fields);
  if (!input.success) throw new HttpError(400, input.error.issues[0]?.message ?? 'Check the photos and the date of the transfer.');
  const dayRefused = sentOnRefusal(input.data.sentOn, deps.now());
  if (dayRefused) throw new HttpError(400, dayRefused);
  const { galleryId, photoIds } = input.data;
  const due = await priced(deps.db, caller, galleryId, photoIds);
  const { type, data } = fileOf(fields);
  const record = gallerySlipSchema.parse({
    ...input.data,
    photoIds: [...photoIds].sort(),
    kind: 'extras',
    userId: caller.uid,
    amount: due.amount,
    orderId: due.orderId,
    reference: transferReference(due.orderId),
    ...pendingSlip({ type, data }, deps.now()),
    decidedAt: null,
  });
  const path = gallerySlipObjectPath(id, type);
  await deps.store.write(path, data, type);
  try {
    const created = await deps.db.runTransaction(async (tx) => {
      const [again, gallerySnap] = await Promise.all([tx.get(ref), tx.get(galleryRef(deps.db, galleryId))]);
      // Two submits at once: the other one's record stands, with the same file.
      if (again.exists) return false;
      const gallery = gallerySnap.data() as ClientGallery | undefined;
      // Checked again inside the transaction: a second slip or a payment may have come since the pricing.
      if (overlaps(record.photoIds, gallery?.pendingPhotoIds ?? [])) throw new HttpError(409, TRANSFER_WAITING);
      if (overlaps(record.photoIds, gallery?.paidPhotoIds ?? [])) throw new HttpError(409, 'Some of these photos are already paid for.');
      tx.create(ref, { ...record, createdAt: FieldValue.serverTimestamp() });
      tx.update(galleryRef(deps.db, galleryId), { pendingPhotoIds: FieldValue.arrayUnion(...record.photoIds) });
      return true;
    });
    return { created, id };
  } catch (error) {
    await deps.store.delete([path]);
    throw error;
  }
}

/** A gallery slip's file, for the person who sent it or the owner; null when no gallery slip has this id. */
export async function readGallerySlipFile(deps: SlipDeps, caller: { uid: string; owner: boolean }, id: string) {
  const slip = SLIP_ID.test(id) ? await gallerySlips(deps.db).doc(id).get() : null;
  if (!slip?.exists) return null;
  if (!caller.owner && slip.get('userId') !== caller.uid) throw new HttpError(404, 'There is no such slip.');
  const type = slip.get('contentType') as SlipType;
  const data = await deps.store.read(gallerySlipObjectPath(id, type));
  return { data, contentType: type, fileName: `transfer-slip-${id}.${SLIP_TYPES[type]}` };
}

/** The payer's name and address, for the email of the decision ('' when the account has none). */
async function payerOf(db: Firestore, uid: string) {
  const user = (await db.collection(COLLECTIONS.users).doc(uid).get()).data() ?? {};
  return {
    name: typeof user.name === 'string' && user.name.trim() ? user.name : '',
    email: typeof user.email === 'string' ? user.email : '',
  };
}

/**
 * The owner's decision on a gallery slip. Approving records the payment through recordExtrasPayment
 * (the webhook's own path: the entry, the order paid, the photos unlocked) and refuses photos that
 * were paid meanwhile (by card): nothing is charged twice; rejecting needs a reason the payer reads.
 * Either frees the photos the slip held and emails the payer once. A decided slip is left as it is.
 */
export async function decideGallerySlip(
  deps: MailDeps,
  access: GalleryAccess,
  request: { slipId?: unknown; decision?: unknown; reason?: unknown },
): Promise<{ recorded: boolean }> {
  if (access.viewer !== 'owner') throw new HttpsError('permission-denied', 'Only the studio approves or rejects a transfer slip.');
  const slipId = typeof request.slipId === 'string' && SLIP_ID.test(request.slipId) ? request.slipId : '';
  const approve = request.decision === 'approve';
  const reason = typeof request.reason === 'string' ? request.reason.trim() : '';
  if (!approve && request.decision !== 'reject') throw new HttpsError('invalid-argument', 'Approve or reject the slip.');
  if (!approve && (reason.length === 0 || reason.length > 500))
    throw new HttpsError('invalid-argument', 'Say why, in a line the customer will read (up to 500 characters).');
  const { db } = deps;
  const ref = gallerySlips(db).doc(slipId || '-');
  const { config } = await mailConfig(deps);
  const key = `${approve ? GALLERY_SLIP_EMAIL_KINDS.approved : GALLERY_SLIP_EMAIL_KINDS.rejected}-${slipId}`;
  const mailed = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const slip = snap.data() as GallerySlip | undefined;
    if (!slip || slip.galleryId !== access.galleryId) throw new HttpsError('not-found', 'There is no such slip in this gallery.');
    if (slip.status !== 'pending') return null;
    const gallery = (await tx.get(galleryRef(db, slip.galleryId))).data() as ClientGallery | undefined;
    const payer = await payerOf(db, slip.userId);
    const facts = {
      galleryId: slip.galleryId,
      title: access.gallery.title,
      customerName: payer.name || 'there',
      customerEmail: payer.email,
    };
    const paymentId = slipPaymentId(snap.id);
    if (approve) {
      if (overlaps(slip.photoIds, gallery?.paidPhotoIds ?? []))
        throw new HttpsError(
          'failed-precondition',
          'Some of these photos were paid for meanwhile (by card): reject this slip, saying so, and refund the transfer.',
        );
      let outcome: Awaited<ReturnType<typeof recordExtrasPayment>>;
      try {
        outcome = await recordExtrasPayment(
          tx,
          db,
          { galleryId: slip.galleryId, extrasOrderId: slip.orderId },
          { amount: slip.amount, receivedOn: slip.sentOn, slip: { id: snap.id, paymentId, userId: slip.userId } },
        );
      } catch (error) {
        if (error instanceof ExtrasRefusal) throw new HttpsError(error.code, error.message);
        throw error;
      }
      if (outcome === 'unknown') throw new HttpsError('failed-precondition', 'The order this slip pays for is missing: reject it.');
      tx.update(ref, { status: 'approved', paymentId, decidedAt: FieldValue.serverTimestamp() });
    } else {
      tx.update(ref, { status: 'rejected', reason, decidedAt: FieldValue.serverTimestamp() });
      tx.update(galleryRef(db, slip.galleryId), { pendingPhotoIds: FieldValue.arrayRemove(...slip.photoIds) });
    }
    if (!payer.email) return false;
    const mail = approve
      ? gallerySlipApprovedEmail(facts, { slipId: snap.id, paymentId, amount: slip.amount, photoCount: slip.photoIds.length }, config)
      : gallerySlipRejectedEmail(facts, { slipId: snap.id, amount: slip.amount, reason }, config);
    queueInTransaction(tx, db, key, approve ? GALLERY_SLIP_EMAIL_KINDS.approved : GALLERY_SLIP_EMAIL_KINDS.rejected, mail, deps.now());
    return true;
  });
  if (mailed) await deliver(deps, key);
  return { recorded: mailed !== null };
}
