import { createHash } from 'node:crypto';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '../../../common/collections';
import { formatPrice } from '../../../common/format';
import { EMAIL_PATTERN } from '../../../common/patterns';
import { LIMITS } from '../../../common/schemas/common';
import { countSelection, selectionRefusal } from '../../../common/gallery-selection';
import {
  downloadsOpen,
  ONCE_ACTIVITY_IDS,
  type GalleryActivity,
  type GalleryPhoto,
  type GallerySelectionRecord,
} from '../../../common/schemas/client-galleries';
import type { MailMessage } from '../lib/mail';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import { deliver, queueInTransaction } from '../lib/outbox';
import type { ObjectStore } from '../lib/storage/object-store';
import { galleryAccess, gallerySub, type GalleryAccess } from './gallery-access';
import {
  GALLERY_EMAIL_KINDS,
  galleryInviteEmail,
  galleryOpenedNotice,
  galleryReopenNotice,
  gallerySelectionNotice,
  type GalleryMailFacts,
} from './gallery-emails';
import { paidExtrasOf, picksOf } from './gallery-picks';
import { galleryPaths } from './gallery-paths';
import { PROOF_ONLY, cleanPhotoIdsOf, isClean } from './proof-access';
import { urlExpiry } from './gallery-photo-urls';
import { refundGalleryPayment } from './gallery-refunds';
import { decideGallerySlip, transferDetails } from './gallery-slips';
import type { GalleryTransferDetails } from '../../../common/schemas/gallery-slips';

// galleryEvent({galleryId, kind, …}): what the customer does in their gallery, recorded by a
// function (the activity is the owner's to read, nobody's to write):
//   opened     the first opening: recorded once, and the owner emailed once (marker and email in one transaction)
//   download   one photo: the signed download address is minted here, so every download is recorded
//   selection  "send my selection": the favourites' file names to the owner, once per distinct selection
//   reopen     after the downloads' date: asks the owner to reopen them, once per date
//   refund     issue 38, the owner: money given back on a gallery payment made outside Stripe (gallery-refunds.ts)
//   transfer-details  issue 38: the amount and the bank details to pay these extras by transfer (gallery-slips.ts)
//   slip       issue 38, the owner: approve or reject a transfer slip for extras (gallery-slips.ts)
// Access first (gallery-access.ts): another customer is refused and nothing is recorded. The owner
// looking at a gallery records nothing.

interface GalleryEventDeps extends MailDeps {
  store: ObjectStore;
}

/** Selections emailed per gallery; later ones are still recorded for the owner's editor. */
const MAX_SELECTION_EMAILS = 10;

type Activity = Omit<GalleryActivity, 'at'> & { at: FieldValue };

async function factsOf(deps: GalleryEventDeps, access: GalleryAccess): Promise<GalleryMailFacts> {
  // The person who acted: the gallery's customer, or someone they invited (issue 38).
  const user = (await deps.db.collection(COLLECTIONS.users).doc(access.uid).get()).data() ?? {};
  return {
    galleryId: access.galleryId,
    title: access.gallery.title,
    customerName: typeof user.name === 'string' && user.name.trim() ? user.name : 'Your customer',
    customerEmail: typeof user.email === 'string' ? user.email : '',
  };
}

const activity = (access: GalleryAccess, kind: GalleryActivity['kind'], extra: Partial<Activity> = {}): Activity => ({
  kind,
  userId: access.uid,
  photoId: null,
  fileNames: [],
  at: FieldValue.serverTimestamp(),
  ...extra,
});

/** Creates the marker and queues the owner's email in one transaction, then sends it: false when the marker was there. */
async function once(
  deps: GalleryEventDeps,
  marker: DocumentReference,
  record: Activity,
  key: string,
  kind: string,
  mail: MailMessage,
  allowMail = true,
  also?: (tx: Transaction) => void,
) {
  const created = await deps.db.runTransaction(async (tx) => {
    if ((await tx.get(marker)).exists) return false;
    tx.create(marker, record);
    also?.(tx);
    if (allowMail) queueInTransaction(tx, deps.db, key, kind, mail, deps.now());
    return true;
  });
  if (created && allowMail) await deliver(deps, key);
  return created;
}

async function opened(deps: GalleryEventDeps, access: GalleryAccess) {
  const { config } = await mailConfig(deps);
  const marker = gallerySub(deps.db, access.galleryId, 'galleryActivity').doc(ONCE_ACTIVITY_IDS.opened);
  const mail = galleryOpenedNotice(await factsOf(deps, access), config);
  return {
    recorded: await once(
      deps,
      marker,
      activity(access, 'opened'),
      `${GALLERY_EMAIL_KINDS.opened}-${access.galleryId}`,
      GALLERY_EMAIL_KINDS.opened,
      mail,
    ),
  };
}

async function visiblePhoto(deps: GalleryEventDeps, access: GalleryAccess, photoId: unknown): Promise<GalleryPhoto> {
  const photo =
    typeof photoId === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(photoId)
      ? ((await gallerySub(deps.db, access.galleryId, 'galleryPhotos').doc(photoId).get()).data() as GalleryPhoto | undefined)
      : undefined;
  if (!photo || (photo.hidden && access.viewer !== 'owner')) throw new HttpsError('not-found', 'This photo is not in the gallery.');
  return photo;
}

async function download(deps: GalleryEventDeps, access: GalleryAccess, photoId: string, size: unknown) {
  const photo = await visiblePhoto(deps, access, photoId);
  const { gallery } = access;
  if (!downloadsOpen(gallery, deps.now())) throw new HttpsError('failed-precondition', 'Downloads of this gallery are closed.');
  // Issue 38, proofing: a proof's clean files only once it is the customer's (proof-access.ts).
  if (access.viewer === 'customer' && !isClean(await cleanPhotoIdsOf(deps.db, access.galleryId, gallery), photoId))
    throw new HttpsError('failed-precondition', PROOF_ONLY);
  const full = size === 'full';
  if (full ? !gallery.downloads.full : !gallery.downloads.web)
    throw new HttpsError('failed-precondition', `The ${full ? 'full-size' : 'web-size'} download is not offered.`);
  const base = photo.fileName.replace(/\.[^.]+$/, '');
  const url = await deps.store.signedUrl(
    full ? galleryPaths.original(access.galleryId, photoId, photo.contentType) : galleryPaths.web(access.galleryId, photoId),
    {
      expiresAt: urlExpiry(deps.now()),
      downloadName: full ? photo.fileName : `${base}-web.jpg`,
    },
  );
  if (access.viewer === 'customer')
    await gallerySub(deps.db, access.galleryId, 'galleryActivity').add(activity(access, 'downloaded', { photoId }));
  return { recorded: access.viewer === 'customer', url };
}

const inGalleryOrder = (ids: readonly string[], photos: Map<string, GalleryPhoto>) =>
  [...ids].sort((a, b) => photos.get(a)!.order - photos.get(b)!.order);

/**
 * "Send my selection": the person's own picks to the owner. Refused while the gallery's combined
 * selection holds extras past the package's limit that are not paid for (the rules let no client
 * record a selection, so this is the one place it is recorded).
 */
async function selection(deps: GalleryEventDeps, access: GalleryAccess) {
  const { picks, photos } = await picksOf(deps, access.galleryId);
  const mine = inGalleryOrder([...new Set(picks.filter((p) => p.userId === access.uid).map((p) => p.photoId))], photos);
  if (mine.length === 0) throw new HttpsError('failed-precondition', 'Mark at least one favourite first.');
  const { config } = await mailConfig(deps);
  const rules = access.gallery.selection ?? null;
  const count = countSelection(picks, rules, await paidExtrasOf(deps, access.galleryId));
  const refused = selectionRefusal(count, (n) => formatPrice(n * (rules?.extraPrice ?? 0)));
  if (refused) throw new HttpsError('failed-precondition', refused);
  const fileNames = mine.map((id) => photos.get(id)!.fileName);
  const hash = createHash('sha256')
    .update((access.uid === access.gallery.userId ? '' : `${access.uid}\n`) + [...mine].sort().join('\n'))
    .digest('hex')
    .slice(0, 20);
  const activities = gallerySub(deps.db, access.galleryId, 'galleryActivity');
  const sent = (await activities.where('kind', '==', 'selection-sent').count().get()).data().count;
  const mail = gallerySelectionNotice(await factsOf(deps, access), fileNames, config);
  const key = `${GALLERY_EMAIL_KINDS.selection}-${access.galleryId}-${hash}`;
  const record: Omit<GallerySelectionRecord, 'sentAt'> & { sentAt: FieldValue } = {
    userId: access.uid,
    email: access.email,
    photoIds: mine,
    fileNames,
    includedPhotoIds: inGalleryOrder(count.included, photos),
    paidPhotoIds: inGalleryOrder(count.paid, photos),
    sentAt: FieldValue.serverTimestamp(),
  };
  const recorded = await once(
    deps,
    activities.doc(`selection-${hash}`),
    activity(access, 'selection-sent', { fileNames }),
    key,
    GALLERY_EMAIL_KINDS.selection,
    mail,
    sent < MAX_SELECTION_EMAILS,
    (tx) => tx.set(gallerySub(deps.db, access.galleryId, 'gallerySelections').doc(access.uid), record),
  );
  return { recorded, count: fileNames.length };
}

async function reopen(deps: GalleryEventDeps, access: GalleryAccess) {
  const { gallery } = access;
  if (!gallery.downloads.enabled || gallery.expiresOn === null || downloadsOpen(gallery, deps.now())) {
    throw new HttpsError('failed-precondition', 'The downloads of this gallery are not closed by a date.');
  }
  const { config } = await mailConfig(deps);
  const mail = galleryReopenNotice(await factsOf(deps, access), config);
  const marker = gallerySub(deps.db, access.galleryId, 'galleryActivity').doc(ONCE_ACTIVITY_IDS.reopen(gallery.expiresOn));
  const key = `${GALLERY_EMAIL_KINDS.reopen}-${access.galleryId}-${gallery.expiresOn}`;
  return { recorded: await once(deps, marker, activity(access, 'reopen-requested'), key, GALLERY_EMAIL_KINDS.reopen, mail) };
}

const EMAIL = new RegExp(EMAIL_PATTERN);

/**
 * The owner invites someone by email to make their own picks (issue 38): the invitation and its
 * email in one transaction, once per address (inviting again sends nothing more).
 */
async function invite(deps: GalleryEventDeps, access: GalleryAccess, email: unknown) {
  const address = typeof email === 'string' ? email.trim().toLowerCase() : '';
  if (!EMAIL.test(address) || address.length > LIMITS.email) throw new HttpsError('invalid-argument', 'Enter a valid email address.');
  const customer = (await deps.db.collection(COLLECTIONS.users).doc(access.gallery.userId).get()).data() ?? {};
  if (address === String(customer.email ?? '').toLowerCase())
    throw new HttpsError('invalid-argument', 'This is the gallery customer’s own address: they already have access.');
  const { config } = await mailConfig(deps);
  const facts = { galleryId: access.galleryId, title: access.gallery.title, customerName: String(customer.name ?? '') || 'Your host' };
  const key = `${GALLERY_EMAIL_KINDS.invite}-${access.galleryId}-${address}`;
  const ref = gallerySub(deps.db, access.galleryId, 'galleryInvites').doc(address);
  const created = await deps.db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return false;
    tx.create(ref, { email: address, invitedAt: FieldValue.serverTimestamp() });
    queueInTransaction(tx, deps.db, key, GALLERY_EMAIL_KINDS.invite, galleryInviteEmail(facts, address, config), deps.now());
    return true;
  });
  if (created) await deliver(deps, key);
  return { recorded: created };
}

export async function galleryEvent(
  deps: GalleryEventDeps,
  token: DecodedIdToken | undefined,
  data: unknown,
): Promise<{ recorded: boolean; url?: string; count?: number } | GalleryTransferDetails> {
  const request = (data ?? {}) as {
    galleryId?: unknown;
    kind?: unknown;
    photoId?: unknown;
    size?: unknown;
    email?: unknown;
    photoIds?: unknown;
    slipId?: unknown;
    decision?: unknown;
    reason?: unknown;
  };
  const access = await galleryAccess(deps.db, token, request.galleryId);
  if (request.kind === 'download') return download(deps, access, request.photoId as string, request.size);
  if (request.kind === 'slip') return decideGallerySlip(deps, access, request);
  if (request.kind === 'transfer-details') {
    if (access.viewer === 'owner') throw new HttpsError('permission-denied', 'The studio does not pay for its own extras.');
    return transferDetails(deps, access, token!, request.photoIds);
  }
  if (request.kind === 'refund') {
    if (access.viewer !== 'owner') throw new HttpsError('permission-denied', 'Only the studio records a refund.');
    return refundGalleryPayment(deps, access.galleryId, request as { paymentId?: unknown; amount?: unknown; note?: unknown });
  }
  if (request.kind === 'invite') {
    if (access.viewer !== 'owner') throw new HttpsError('permission-denied', 'Only the studio invites people to a gallery.');
    return invite(deps, access, request.email);
  }
  // Only the customer's own actions are events; the owner previewing records nothing and emails nobody.
  if (access.viewer === 'owner') return { recorded: false };
  switch (request.kind) {
    case 'opened':
      return opened(deps, access);
    case 'selection':
      return selection(deps, access);
    case 'reopen':
      return reopen(deps, access);
    default:
      throw new HttpsError('invalid-argument', 'Unknown gallery event.');
  }
}
