import { collection, doc, onSnapshot, orderBy, query, serverTimestamp, updateDoc, type Firestore, type Query } from 'firebase/firestore';
import type { z } from 'zod';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { addUtcDays, startOfStudioDay } from '@common/days';
import { addendumSchema, contractSchema, type ContractRequest } from '@common/schemas/contracts';
import { useBound } from './bind';
import { defineCollection } from './collection';
import { callFunction, type CallCopy } from './functions-client';
import { useFirestore } from 'reactfire';
import { rawDocument, useCount, useLiveDoc } from './live';
import type { WithId } from './collection';
import { parseDocuments } from './result';
import { useServerState, type Source } from './store';

// A booking's contract and its addenda (docs/contracts.md). Only the contracts function writes
// them; the booking's customer and the owner read them, live, and the customer stamps the first
// view. Sending, signing, countersigning and the signed PDF go through the one callable.
const contracts = defineCollection(COLLECTIONS.contracts, contractSchema);

/** The booking's contract (id = the booking's), live: null when none was sent. */
export const useContract = (bookingId: string) => useLiveDoc(contracts, bookingId);

const addendaOf = (db: Firestore, bookingId: string): Query =>
  query(collection(db, COLLECTIONS.contracts, bookingId, SUBCOLLECTIONS.contractAddenda), orderBy('number', 'asc'));

type Addendum = z.infer<typeof addendumSchema>;

function addendaSource(db: Firestore, bookingId: string): Source<WithId<Addendum>[]> {
  return {
    key: `contract-addenda/${bookingId}`,
    listen: (answer, fail) =>
      onSnapshot(addendaOf(db, bookingId), (snapshot) => answer(parseDocuments(addendumSchema, snapshot.docs.map(rawDocument))), fail),
  };
}

/** The contract's addenda in order (the first is 1). */
export function useAddenda(bookingId: string) {
  const db = useFirestore();
  return useServerState(addendaSource(db, bookingId));
}

/**
 * How many contracts were signed from the first moment of `from` to the end of `to` (the studio's
 * days): Reports' "contracts signed", a count aggregation (the figures of booksApi are the ledger's).
 */
export const useContractsSignedCount = ({ from, to }: { from: string; to: string }) =>
  useCount({
    collection: COLLECTIONS.contracts,
    where: [
      ['signature.signedAt', '>=', startOfStudioDay(from)],
      ['signature.signedAt', '<', startOfStudioDay(addUtcDays(to, 1))],
    ],
  });

/** The customer's first opening of the contract (or an addendum: its number); the rules take this one stamp, once. */
const recordContractViewed = (db: Firestore, bookingId: string, addendum = 0) =>
  updateDoc(
    addendum === 0
      ? doc(db, COLLECTIONS.contracts, bookingId)
      : doc(db, COLLECTIONS.contracts, bookingId, SUBCOLLECTIONS.contractAddenda, String(addendum)),
    { status: 'viewed', viewedAt: serverTimestamp() },
  );
export const useRecordContractViewed = () => useBound(recordContractViewed);

// ---------------------------------------------------------------- the contracts function

const CONTRACTS_API = '/api/contracts';

const CONTRACT_CALLS: CallCopy = {
  signedOut: 'You were signed out: sign in again to continue with the contract.',
  unreachable: 'The contract could not be reached: check your connection and try again.',
  failed: (status) => `The contract could not be saved (error ${status}): try again in a moment.`,
};

type Call<A extends ContractRequest['action']> = Omit<Extract<ContractRequest, { action: A }>, 'action'>;

/** The owner sends the booking's contract; sending twice answers the first. */
export const sendContract = (request: Call<'send'>) =>
  callFunction<{ sent: boolean; existed: boolean }>(CONTRACTS_API, { action: 'send', ...request }, CONTRACT_CALLS);

/** The customer signs the contract (addendum 0) or an addendum, on the text whose hash the page showed. */
export const signContract = (request: Call<'sign'>) =>
  callFunction<{ signed: true; holdUntil?: string }>(CONTRACTS_API, { action: 'sign', ...request }, CONTRACT_CALLS);

/** The owner countersigns a signed contract. */
export const countersignContract = (request: Call<'countersign'>) =>
  callFunction<{ countersigned: true }>(CONTRACTS_API, { action: 'countersign', ...request }, CONTRACT_CALLS);

/** The signed PDF (base64) of the contract or an addendum, for its customer or the owner. */
export const signedContractPdf = (request: Call<'pdf'>) =>
  callFunction<{ filename: string; base64: string }>(CONTRACTS_API, { action: 'pdf', ...request }, CONTRACT_CALLS);
