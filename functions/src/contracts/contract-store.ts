import { createHash } from 'node:crypto';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import {
  CONTRACTS_OFF,
  CONTRACTS_SETTINGS_ID,
  addendumSchema,
  contractSchema,
  contractSettingsSchema,
  type Addendum,
  type Contract,
  type ContractSettings,
} from '../../../common/schemas/contracts';

// Where contracts live and how the functions read them (docs/contracts.md).

/** Why a contract request is refused, in words for the person asking; `code` is the HttpsError code. */
export class ContractRefusal extends Error {
  constructor(
    readonly code: 'not-found' | 'permission-denied' | 'failed-precondition' | 'already-exists' | 'aborted',
    message: string,
  ) {
    super(message);
  }
}

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

export const contractRef = (db: Firestore, bookingId: string) => db.collection(COLLECTIONS.contracts).doc(bookingId) as DocumentReference;
export const addendumRef = (db: Firestore, bookingId: string, number: number) =>
  contractRef(db, bookingId).collection(SUBCOLLECTIONS.contractAddenda).doc(String(number)) as DocumentReference;
export const bookingRef = (db: Firestore, bookingId: string) => db.collection(COLLECTIONS.bookings).doc(bookingId) as DocumentReference;
export const calendarRef = (db: Firestore, day: string) => db.collection(COLLECTIONS.calendar).doc(day) as DocumentReference;

/** settings/contracts; absent or unreadable reads as off (the site as it was before contracts). */
export async function readContractSettings(reader: Firestore | Transaction, db: Firestore): Promise<Omit<ContractSettings, 'updatedAt'>> {
  const ref = db.collection(COLLECTIONS.settings).doc(CONTRACTS_SETTINGS_ID);
  const snapshot = 'runTransaction' in reader ? await ref.get() : await reader.get(ref);
  return contractSettingsSchema.safeParse(snapshot.data()).data ?? CONTRACTS_OFF;
}

export const readContract = (data: unknown): Contract | null => (data ? (contractSchema.safeParse(data).data ?? null) : null);
export const readAddendum = (data: unknown): Addendum | null => (data ? (addendumSchema.safeParse(data).data ?? null) : null);

/** The document a signature is on: the contract (0) or addendum n. */
export const signableRef = (db: Firestore, bookingId: string, addendum: number) =>
  addendum === 0 ? contractRef(db, bookingId) : addendumRef(db, bookingId, addendum);

/** Where the signed PDF is kept behind the storage seam. */
export const signedPdfPath = (bookingId: string, addendum: number) =>
  `contracts/${bookingId}/${addendum === 0 ? 'contract' : `addendum-${addendum}`}.pdf`;

/** The name the PDF is saved under on the reader's computer. */
export const signedPdfFilename = (bookingId: string, addendum: number) =>
  addendum === 0 ? `contract-${bookingId}.pdf` : `contract-${bookingId}-addendum-${addendum}.pdf`;
