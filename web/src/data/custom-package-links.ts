import { doc, runTransaction, serverTimestamp, Timestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { newLinkSlug } from '@common/link-slug';
import { SENT_LINK_STATE } from '@common/sent-link';
import { customPackageLinkSchema, ownerSharedKeywords, sendCustomPackageInputSchema } from '@common/schemas';
import { UserFacingError } from '@/lib/user-facing-error';
import { useBound } from './bind';
import { defineCollection } from './collection';
import { customPackages } from './custom-packages';
import { useLiveDoc, useLiveQuery } from './live';
import { useOwnerList } from './owner-list';
import { addUtcDays, startOfStudioDay } from '@common/days';

// An offer of a custom package to one customer, at /custom-package-users/:slug (the document id).
// The owner writes; the rules let only that customer and the owner read, let the customer stamp
// only the first view, and accept a booking of it at its own price.
export const customPackageLinks = defineCollection(COLLECTIONS.customPackageLinks, customPackageLinkSchema);

/** A customer's links, newest first: their profile, and the owner's customer page. */
export const useOwnCustomPackageLinks = (uid: string) =>
  useLiveQuery(customPackageLinks, { where: [['userId', '==', uid]], orderBy: [['createdAt', 'desc']] });

/**
 * One link, live, for its customer or the owner. The rules refuse someone else's link and a
 * missing one alike: both end as an error or null.
 */
export const useCustomPackageLink = (slug: string) => useLiveDoc(customPackageLinks, slug);

/** The customer's first view; the rules accept this one field, once. */
const recordLinkViewed = (db: Firestore, slug: string) =>
  updateDoc(doc(customPackageLinks.rawRef(db), slug), { viewedAt: serverTimestamp() });
export const useRecordLinkViewed = () => useBound(recordLinkViewed);

// ---------------------------------------------------------------- the owner's side

export const useOwnerCustomPackageLinks = (params: ListParams & { typed?: string }) =>
  useOwnerList(ADMIN_LISTS.customPackageLinks, customPackageLinks, params);

const recipientRef = (db: Firestore, packageId: string, uid: string) =>
  doc(customPackages.rawRef(db), packageId, SUBCOLLECTIONS.customPackageRecipients, uid);

/** The end of the chosen day on the studio's calendar: the offer is open through that whole day. */
const endOfDay = (day: string): Date => new Date(startOfStudioDay(addUtcDays(day, 1)).getTime() - 1000);

export type SendResult = { slug: string; existed: boolean };

/**
 * Offers a package to a customer. Sending twice makes one link: the package's recipient entry for
 * that customer names the current link, and while that link is open or booked it is returned as
 * it is. The transaction reads that entry, so a double click or a second tab that races this one
 * is retried by Firestore, finds the link just made and returns it (the rules refuse a second
 * link outright). A revoked or expired link is followed by a new one; the old stays in the list.
 * @internal Exported for its tests only.
 */
export async function sendCustomPackage(db: Firestore, input: unknown): Promise<SendResult> {
  const valid = sendCustomPackageInputSchema.parse(input);
  const expiresAt = endOfDay(valid.expiresOn);
  if (expiresAt.getTime() <= Date.now()) throw new UserFacingError('Choose an expiry date from today onwards.');
  return runTransaction(db, async (transaction) => {
    const packageRef = doc(customPackages.rawRef(db), valid.customPackageId);
    const recipient = recipientRef(db, valid.customPackageId, valid.userId);
    const [pkgSnap, recipientSnap] = [await transaction.get(packageRef), await transaction.get(recipient)];
    const pkg = pkgSnap.data();
    if (!pkg || pkg.archived) throw new UserFacingError('This package was archived meanwhile. Bring it back or choose another.');
    const current = recipientSnap.data()?.slug as string | undefined;
    if (current) {
      const existing = (await transaction.get(doc(customPackageLinks.rawRef(db), current))).data();
      const closed =
        !existing || existing.status === 'revoked' || (existing.status === 'sent' && existing.expiresAt.toMillis() <= Date.now());
      if (!closed) return { slug: current, existed: true };
    }
    const slug = newLinkSlug();
    const snapshot = {
      packageName: pkg.name,
      description: pkg.description,
      features: pkg.features,
      price: pkg.price,
      deposit: pkg.deposit,
    };
    const who = { userId: valid.userId, userEmail: valid.userEmail, userName: valid.userName };
    transaction.set(doc(customPackageLinks.rawRef(db), slug), {
      slug,
      customPackageId: valid.customPackageId,
      ...who,
      ...snapshot,
      message: valid.message,
      expiresAt: Timestamp.fromDate(expiresAt),
      ...SENT_LINK_STATE,
      createdAt: serverTimestamp(),
      keywords: ownerSharedKeywords.customPackageLinks({ ...snapshot, ...who }),
    });
    transaction.set(recipient, { slug });
    return { slug, existed: false };
  });
}

/** @internal Exported for its tests only. */
export const revokeLink = (db: Firestore, slug: string) =>
  updateDoc(doc(customPackageLinks.rawRef(db), slug), { status: 'revoked', revokedAt: serverTimestamp() });

/**
 * Asks the email trigger for one more email. The number is the one on screen plus one, so a
 * repeated click asks for the same email again, which changes nothing (and the rules refuse).
 */
const resendLinkEmail = (db: Firestore, slug: string, shown: number) =>
  updateDoc(doc(customPackageLinks.rawRef(db), slug), { emailsRequested: shown + 1 });

export const useSendCustomPackage = () => useBound(sendCustomPackage);
export const useRevokeLink = () => useBound(revokeLink);
export const useResendLinkEmail = () => useBound(resendLinkEmail);
