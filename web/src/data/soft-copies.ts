import { doc, runTransaction, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { useState } from 'react';
import { useFirestore } from 'reactfire';
import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { COLLECTIONS } from '@common/collections';
import {
  SOFT_COPY_HISTORY_MAX,
  ownerSharedKeywords,
  softCopyInputSchema,
  softCopySchema,
  softCopyUpdateSchema,
  softCopyWithdrawalSchema,
} from '@common/schemas';
import { UserFacingError } from '@/lib/user-facing-error';
import { useBound } from './bind';
import { defineCollection } from './collection';
import { useLiveQuery } from './live';
import { useOwnerList } from './owner-list';

// Photographs delivered to one customer. The owner writes; the rules let only that customer and the
// owner read, refuse every delete, and let the customer stamp only the first opening.
export const softCopies = defineCollection(COLLECTIONS.softCopies, softCopySchema);

/** A customer's deliveries, newest first: their profile, and the owner's customer page. */
export const useOwnSoftCopies = (uid: string) =>
  useLiveQuery(softCopies, { where: [['userId', '==', uid]], orderBy: [['createdAt', 'desc']] });

/** The customer followed a link from their profile: the first time is recorded (the rules allow no more). */
const recordSoftCopyOpened = (db: Firestore, id: string) => updateDoc(doc(softCopies.rawRef(db), id), { openedAt: serverTimestamp() });
export const useRecordSoftCopyOpened = () => useBound(recordSoftCopyOpened);

// ---------------------------------------------------------------- the owner's side

export const useOwnerSoftCopies = (params: ListParams & { typed?: string }) => useOwnerList(ADMIN_LISTS.softCopies, softCopies, params);

/** One id per delivery being written: a repeated submit rewrites the same id, which the rules refuse. */
export function useNewSoftCopyId(): [string, () => void] {
  const db = useFirestore();
  const [id, setId] = useState(() => doc(softCopies.rawRef(db)).id);
  return [id, () => setId(doc(softCopies.rawRef(db)).id)];
}

async function sendSoftCopy(db: Firestore, id: string, input: unknown) {
  const valid = softCopyInputSchema.parse(input);
  await setDoc(doc(softCopies.rawRef(db), id), {
    ...valid,
    status: 'delivered',
    withdrawnReason: '',
    withdrawnAt: null,
    history: [],
    linksUpdatedAt: serverTimestamp(),
    openedAt: null,
    createdAt: serverTimestamp(),
    keywords: ownerSharedKeywords.softCopies(valid),
  });
}

const sameLinks = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((link, i) => link === b[i]);

/**
 * New links and/or a new download date. Replaced links move to history with the exact time they
 * had been shared (read raw in the transaction: a Date would lose the Timestamp's microseconds,
 * and the rules compare it).
 */
async function updateSoftCopy(db: Firestore, id: string, input: unknown) {
  const valid = softCopyUpdateSchema.parse(input);
  await runTransaction(db, async (transaction) => {
    const ref = doc(softCopies.rawRef(db), id);
    const before = (await transaction.get(ref)).data();
    if (!before || before.status !== 'delivered') throw new UserFacingError('This delivery was withdrawn meanwhile; nothing was changed.');
    if (sameLinks(before.links, valid.links)) {
      transaction.update(ref, { downloadUntil: valid.downloadUntil });
      return;
    }
    if (before.history.length >= SOFT_COPY_HISTORY_MAX) {
      throw new UserFacingError(`These links were replaced ${SOFT_COPY_HISTORY_MAX} times already. Send a new delivery instead.`);
    }
    transaction.update(ref, {
      links: valid.links,
      downloadUntil: valid.downloadUntil,
      linksUpdatedAt: serverTimestamp(),
      history: [...before.history, { links: before.links, sharedAt: before.linksUpdatedAt, note: valid.note }],
    });
  });
}

async function withdrawSoftCopy(db: Firestore, id: string, input: unknown) {
  const { reason } = softCopyWithdrawalSchema.parse(input);
  await updateDoc(doc(softCopies.rawRef(db), id), { status: 'withdrawn', withdrawnReason: reason, withdrawnAt: serverTimestamp() });
}

export const useSendSoftCopy = () => useBound(sendSoftCopy);
export const useUpdateSoftCopy = () => useBound(updateSoftCopy);
export const useWithdrawSoftCopy = () => useBound(withdrawSoftCopy);
