import { doc, updateDoc, type Firestore } from 'firebase/firestore';
import { useState } from 'react';
import { useFirestore } from 'reactfire';
import { booksApi } from '@common/books';
import { COLLECTIONS } from '@common/collections';
import { rejectSlipInputSchema, slipInputSchema, slipPaymentId, slipSchema, type Slip } from '@common/schemas';
import { saveFile } from '@/lib/save-file';
import { UserFacingError } from '@/lib/user-facing-error';
import { useBound } from './bind';
import { defineCollection, type WithId } from './collection';
import { requestFile, requestJson, type CallCopy } from './functions-client';
import { useLiveQuery } from './live';
import { writeEntry } from './payments';

// Transfer slips (common/schemas/slips.ts): the customer sends the file and its record through the
// booksApi function (which stores both, or neither); the owner approves (the ledger payment and the
// slip's new status in one transaction) or rejects with a reason.
const slips = defineCollection(COLLECTIONS.transferSlips, slipSchema);

/**
 * One id per form opening (the slip form's, for a booking's, a session's or a gallery's slip: an
 * auto-id either way): a double submit sends the same id, and the server keeps one slip.
 */
export function useNewSlipId() {
  const db = useFirestore();
  const [id] = useState(() => doc(slips.rawRef(db)).id);
  return id;
}

const dataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new UserFacingError('The file could not be read: choose it again.'));
    reader.readAsDataURL(file);
  });
/** A file as base64, as the slip upload sends it (a booking's and a gallery's slip alike). */
export const base64 = async (file: Blob) => (await dataUrl(file)).split(',')[1] ?? '';

const SEND_SLIP: CallCopy = {
  signedOut: 'You were signed out: sign in again to send your transfer slip.',
  unreachable: 'The slip could not be sent: check your connection and try again.',
  failed: (status) => `The slip could not be sent (error ${status}). Try again.`,
};

const SLIP_FILE: CallCopy = {
  signedOut: 'You were signed out: sign in again to see the slip.',
  unreachable: 'The slip’s file could not be opened: check your connection and try again.',
  failed: () => 'The slip’s file could not be opened.',
};

/** Sends a slip; resolves once it is stored (its record then appears in the customer's list). */
export async function sendSlip(slipId: string, file: File, input: unknown): Promise<void> {
  const fields = slipInputSchema.parse(input);
  const body = { ...fields, slipId, contentType: file.type, data: await base64(file) };
  await requestJson('POST', booksApi.slips, SEND_SLIP, { body });
}

const slipFile = async (slipId: string) => (await requestFile(booksApi.slipFile(slipId), SLIP_FILE)).blob();

/** A photo slip as a data: address the page can show (the site's CSP takes data: images, not blob:). */
export const slipPhoto = async (slipId: string) => dataUrl(await slipFile(slipId));

/** A PDF slip, saved through the browser's download. */
export const saveSlipPdf = async (slipId: string) => saveFile(await slipFile(slipId), `transfer-slip-${slipId}.pdf`);

/** The owner approves: the slip's amount enters the ledger as a bank transfer, dated as the customer sent it. */
async function approveSlip(db: Firestore, slip: WithId<Slip>) {
  const paymentId = slipPaymentId(slip.id);
  const entry = {
    bookingId: slip.bookingId,
    userId: slip.userId,
    kind: 'payment' as const,
    amount: slip.amount,
    method: 'bank-transfer' as const,
    receivedOn: slip.sentOn,
    note: `Transfer slip ${slip.id}`,
    reverses: null,
  };
  await writeEntry(db, paymentId, entry, false, (transaction) =>
    transaction.update(doc(slips.rawRef(db), slip.id), { status: 'approved', paymentId }),
  );
}

async function rejectSlip(db: Firestore, slipId: string, input: unknown) {
  const { reason } = rejectSlipInputSchema.parse(input);
  await updateDoc(doc(slips.rawRef(db), slipId), { status: 'rejected', reason });
}

export const useApproveSlip = () => useBound(approveSlip);
export const useRejectSlip = () => useBound(rejectSlip);
/** A customer's slips, newest first (their profile). */
export const useOwnSlips = (uid: string) => useLiveQuery(slips, { where: [['userId', '==', uid]], orderBy: [['createdAt', 'desc']] });
/** The sessions' slips waiting for the owner (docs/sessions.md): each keeps a slot held until she decides. */
export const usePendingSessionSlips = () =>
  useLiveQuery(slips, {
    where: [
      ['kind', '==', 'session'],
      ['status', '==', 'pending'],
    ],
  });
/** A booking's slips in the order they came (the owner's booking view). */
export const useBookingSlips = (bookingId: string) =>
  useLiveQuery(slips, { where: [['bookingId', '==', bookingId]], orderBy: [['createdAt', 'asc']] });
