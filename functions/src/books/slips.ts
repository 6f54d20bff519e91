import type { DecodedIdToken } from 'firebase-admin/auth';
import { FieldValue, type CollectionReference, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { recordHoldId } from '../../../common/schemas/record-holds';
import { SLIP_MAX_BYTES, SLIP_TYPES, slipInputSchema, slipSchema, type SlipType } from '../../../common/schemas/slips';
import { formatBytes } from '../../../common/format';
import type { ObjectStore } from '../lib/storage/object-store';
import { SIGN_FIRST, awaitingSignature } from '../contracts/send-contract';
import { HttpError } from '../media/http-error';
import { holdWithSlip } from '../sessions/session-slips';
import { pendingSlip, sentOnRefusal } from './slip-record';

// Transfer slips: the customer's file and its record, written together by the server (the record
// is created only once the file is stored, and the file removed if the record cannot be), so no
// slip is ever half-written. The client picks the slip's id, so a double submit finds the first.

export interface SlipDeps {
  db: Firestore;
  store: ObjectStore;
  now: () => Date;
}

/** A slip's id, chosen by the form (one per opening): a booking's and a gallery's (galleries/gallery-slips.ts) alike. */
export const SLIP_ID = /^[A-Za-z0-9]{16,40}$/;
const slipObjectPath = (slipId: string, type: SlipType) => `slips/${slipId}/slip.${SLIP_TYPES[type]}`;

/** The first bytes each accepted type starts with: a renamed file is refused, whatever it claims. */
const MAGIC: Record<SlipType, (b: Buffer) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  'application/pdf': (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
};

/** The slip's file from the upload's body, checked (type, size, first bytes): a booking's and a gallery's alike. */
export function fileOf(body: Record<string, unknown>): { type: SlipType; data: Buffer } {
  const type = body.contentType as SlipType;
  if (!(type in SLIP_TYPES)) throw new HttpError(400, 'Upload the slip as a photo (JPEG, PNG or WebP) or a PDF.');
  const data = typeof body.data === 'string' ? Buffer.from(body.data, 'base64') : Buffer.alloc(0);
  if (data.length === 0) throw new HttpError(400, 'The slip’s file is empty: choose the photo or PDF again.');
  if (data.length > SLIP_MAX_BYTES)
    throw new HttpError(413, `The slip is larger than ${formatBytes(SLIP_MAX_BYTES)}: send a smaller photo or PDF.`);
  if (!MAGIC[type](data)) throw new HttpError(400, 'This file is not the photo or PDF it says it is: choose the slip again.');
  return { type, data };
}

/**
 * The upload's slip id, checked, and its record under `collection`: `stored` when this caller's slip
 * of that id is there already (a double submit finds the first), refused when it is someone else's.
 */
export async function slipIdOf(fields: Record<string, unknown>, collection: CollectionReference, uid: string) {
  const id = String(fields.slipId ?? '');
  if (!SLIP_ID.test(id)) throw new HttpError(400, 'The upload has no valid slip id: reload the page and try again.');
  const ref = collection.doc(id);
  const existing = await ref.get();
  if (existing.exists && existing.get('userId') !== uid) throw new HttpError(403, 'This slip is someone else’s.');
  return { id, ref, stored: existing.exists };
}

/** A customer's slip for one of their bookings: 201 with its id, or 200 when that id was stored already. */
export async function createSlip(deps: SlipDeps, caller: DecodedIdToken, body: unknown): Promise<{ created: boolean; id: string }> {
  const fields = (body ?? {}) as Record<string, unknown>;
  const { id, ref, stored } = await slipIdOf(fields, deps.db.collection(COLLECTIONS.transferSlips), caller.uid);
  if (stored) return { created: false, id };
  const input = slipInputSchema.safeParse(fields);
  if (!input.success) throw new HttpError(400, input.error.issues[0]?.message ?? 'Check the amount and the date of the transfer.');
  const dayRefused = sentOnRefusal(input.data.sentOn, deps.now());
  if (dayRefused) throw new HttpError(400, dayRefused);
  // A timed session's deposit: the slip keeps its held slot until the owner decides (docs/sessions.md).
  if (input.data.kind === 'session') {
    const file = fileOf(fields);
    return holdWithSlip(deps, caller.uid, id, input.data, { ...file, path: slipObjectPath(id, file.type) });
  }
  const booking = await deps.db.collection(COLLECTIONS.bookings).doc(input.data.bookingId).get();
  if (!booking.exists || booking.get('userId') !== caller.uid) throw new HttpError(404, 'We could not find this booking in your account.');
  if (!['pending', 'confirmed'].includes(booking.get('status') as string)) {
    throw new HttpError(409, 'This booking is closed: write to the studio about this transfer.');
  }
  if (await awaitingSignature(deps.db, input.data.bookingId)) throw new HttpError(409, SIGN_FIRST);
  const { type, data } = fileOf(fields);
  const record = slipSchema.parse({ ...input.data, userId: caller.uid, ...pendingSlip({ type, data }, deps.now()) });
  const path = slipObjectPath(id, type);
  await deps.store.write(path, data, type);
  try {
    // The booking is now named by evidence of money: its record hold keeps it from deletion.
    const batch = deps.db.batch();
    batch.create(ref, { ...record, createdAt: FieldValue.serverTimestamp() });
    batch.set(deps.db.collection(COLLECTIONS.recordHolds).doc(recordHoldId('bookings', input.data.bookingId)), {});
    await batch.commit();
    return { created: true, id };
  } catch (error) {
    // Two submits at once: the other one's record stands, with the same file.
    if ((error as { code?: number }).code === 6) return { created: false, id };
    await deps.store.delete([path]);
    throw error;
  }
}

/** The slip's file, for its customer or the owner. */
export async function readSlipFile(deps: SlipDeps, caller: { uid: string; owner: boolean }, id: string) {
  const slip = SLIP_ID.test(id) ? await deps.db.collection(COLLECTIONS.transferSlips).doc(id).get() : null;
  if (!slip?.exists || (!caller.owner && slip.get('userId') !== caller.uid)) throw new HttpError(404, 'There is no such slip.');
  const type = slip.get('contentType') as SlipType;
  const data = await deps.store.read(slipObjectPath(id, type));
  return { data, contentType: type, fileName: `transfer-slip-${id}.${SLIP_TYPES[type]}` };
}
