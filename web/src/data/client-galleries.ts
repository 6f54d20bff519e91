import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  onSnapshot,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  waitForPendingWrites,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { holdBooking } from './record-holds';
import type { z } from 'zod';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { OWNER_REPAIRS } from '@common/repairs';
import { functionAddress } from '@common/functions-region';
import { galleryZipApi, type ZipSize } from '@common/gallery-zip';
import { favouriteId, gallerySelectionRulesSchema, type GallerySelectionRules } from '@common/gallery-selection';
import {
  BOOKING_DELIVERY_DOC,
  bookingDeliverySchema,
  clientGallerySchema,
  galleryActivitySchema,
  galleryFavouriteSchema,
  galleryInputSchema,
  galleryInviteSchema,
  gallerySelectionRecordSchema,
  galleryPhotoSchema,
  type BookingDelivery,
  type DeliveryStage,
  type GalleryInput,
  type GalleryUrlsAnswer,
} from '@common/schemas';
import { firebaseConfig, useEmulators } from '@/firebase/config';
import { UserFacingError } from '@/lib/user-facing-error';
import { useBound } from './bind';
import { defineCollection, type WithId } from './collection';
import { callFunction, requestJson, type CallCopy } from './functions-client';
import { liveDocSource, rawDocument, useLiveDoc, useLiveQuery } from './live';
import { parseDocuments, type DocResult, type ListResult } from './result';
import { useServerState, type Source } from './store';

// Client galleries (docs/galleries.md): the gallery documents, their photos, favourites and
// activity (subcollections, read live here), the owner's writes, and the gallery functions'
// callables (functions-client.ts).
const clientGalleries = defineCollection(COLLECTIONS.clientGalleries, clientGallerySchema);

/** What the owner may correct on a gallery that does not read (common/repairs.ts; never removed). */
export const galleryRepairTarget = { ...clientGalleries, fields: OWNER_REPAIRS.clientGalleries };

/** Every gallery, newest first: the owner's list. */
export const useAllGalleries = () => useLiveQuery(clientGalleries, { orderBy: [['createdAt', 'desc']] });
/** A customer's published galleries (the rules show them no draft). */
export const useOwnGalleries = (uid: string) =>
  useLiveQuery(clientGalleries, {
    where: [
      ['userId', '==', uid],
      ['status', '==', 'published'],
    ],
  });
export const useGallery = (id: string) => useLiveDoc(clientGalleries, id);

type GallerySub = 'galleryPhotos' | 'galleryFavourites' | 'galleryActivity' | 'galleryInvites' | 'gallerySelections';
const sub = (db: Firestore, galleryId: string, name: GallerySub) =>
  collection(db, COLLECTIONS.clientGalleries, galleryId, SUBCOLLECTIONS[name]);

function liveSub<T>(key: string, make: () => Query, schema: z.ZodType<T>): Source<ReturnType<typeof parseDocuments<T>>['data']> {
  return {
    key,
    listen: (answer, fail) => onSnapshot(make(), (snapshot) => answer(parseDocuments(schema, snapshot.docs.map(rawDocument))), fail),
  };
}

/** A gallery's photos in order: all of them for the owner, the shown ones for the customer (the rules' own filter). */
export function useGalleryPhotos(galleryId: string, viewer: 'owner' | 'customer'): ListResult<z.infer<typeof galleryPhotoSchema>> {
  const db = useFirestore();
  const photos = () => sub(db, galleryId, 'galleryPhotos');
  const result = useServerState(
    liveSub(
      `gallery-photos/${galleryId}/${viewer}`,
      () => (viewer === 'owner' ? query(photos()) : query(photos(), where('hidden', '==', false))),
      galleryPhotoSchema,
    ),
  );
  return result.status === 'success' ? { ...result, data: [...result.data].sort((a, b) => a.order - b.order) } : result;
}

/** One photo, live, by whoever may read it: the photo a frame order frames (null when it is not there). */
export function useGalleryPhoto(galleryId: string, photoId: string): DocResult<z.infer<typeof galleryPhotoSchema>> {
  const db = useFirestore();
  const ref = doc(sub(db, galleryId, 'galleryPhotos'), photoId);
  return useServerState(liveDocSource(`gallery-photo/${galleryId}/${photoId}`, ref, galleryPhotoSchema));
}

/** A favourite, and whether it is this page's own write that the server has not stamped yet (its time is the browser's estimate). */
export type LiveFavourite = WithId<z.infer<typeof galleryFavouriteSchema>> & { saving: boolean };

/**
 * Everyone's favourites, live, each marked `saving` until the server has it: the selection counts a
 * heart in flight after every stamped one, as the server will (common/gallery-selection.ts).
 * Metadata changes are listened to, so a heart stops being `saving` even when its stamp equals the estimate.
 * @internal Exported for its tests only (the pages use useFavourites).
 */
export function favouritesSource(db: Firestore, galleryId: string): Source<LiveFavourite[]> {
  return {
    key: `gallery-favourites/${galleryId}`,
    listen: (answer, fail) =>
      onSnapshot(
        query(sub(db, galleryId, 'galleryFavourites')),
        { includeMetadataChanges: true },
        (snapshot) => {
          const saving = new Set(snapshot.docs.filter((d) => d.metadata.hasPendingWrites).map((d) => d.id));
          const { data, invalid } = parseDocuments(galleryFavouriteSchema, snapshot.docs.map(rawDocument));
          answer({ data: data.map((favourite) => ({ ...favourite, saving: saving.has(favourite.id) })), invalid });
        },
        fail,
      ),
  };
}

export function useFavourites(galleryId: string) {
  const db = useFirestore();
  return useServerState(favouritesSource(db, galleryId));
}

/** Issue 38: the people invited to pick (the owner's), and each person's sent selection (all for the owner, one's own for a person). */
export function useGalleryInvites(galleryId: string) {
  const db = useFirestore();
  return useServerState(liveSub(`gallery-invites/${galleryId}`, () => query(sub(db, galleryId, 'galleryInvites')), galleryInviteSchema));
}

export function useGallerySelections(galleryId: string) {
  const db = useFirestore();
  return useServerState(
    liveSub(`gallery-selections/${galleryId}`, () => query(sub(db, galleryId, 'gallerySelections')), gallerySelectionRecordSchema),
  );
}

/** The owner withdraws an invitation: that address sees the gallery no more (its picks stay, for the record). */
const removeInvite = (db: Firestore, galleryId: string, email: string) => deleteDoc(doc(sub(db, galleryId, 'galleryInvites'), email));
export const useRemoveInvite = () => useBound(removeInvite);

export function useGalleryActivity(galleryId: string) {
  const db = useFirestore();
  return useServerState(
    liveSub(`gallery-activity/${galleryId}`, () => query(sub(db, galleryId, 'galleryActivity')), galleryActivitySchema),
  );
}

// ---------------------------------------------------------------- the owner's writes

interface NewGallery extends GalleryInput {
  userId: string;
  bookingId: string | null;
}

/**
 * A new draft; the id is chosen by the caller so a repeated submit rewrites it (which the rules
 * refuse). A gallery for a booking holds the booking in the same write (data/record-holds.ts): the
 * rules then refuse to delete the booking the gallery names.
 */
async function createGallery(db: Firestore, id: string, input: NewGallery) {
  const valid = galleryInputSchema.parse(input);
  // Issue 38: proofing as the booking's package says, unless the form chose.
  const proofing = valid.proofing ?? (input.bookingId ? await packageProofingOf(db, input.bookingId) : false);
  await runTransaction(db, async (transaction) => {
    if (input.bookingId) await holdBooking(db, transaction, input.bookingId);
    transaction.set(doc(clientGalleries.rawRef(db), id), {
      ...valid,
      proofing,
      userId: input.userId,
      bookingId: input.bookingId,
      status: 'draft',
      coverPhotoId: null,
      publishedAt: null,
      createdAt: serverTimestamp(),
    });
  });
}
export const useCreateGallery = () => useBound(createGallery);

/** Issue 38: the photo selection of a booking's package (catalogue or custom), which a new gallery for it starts with. */
async function packageSelectionOf(db: Firestore, bookingId: string): Promise<GallerySelectionRules | null> {
  const booking = await getDoc(doc(db, COLLECTIONS.bookings, bookingId));
  const packageId = booking.get('packageId') as unknown;
  if (typeof packageId !== 'string' || !packageId) return null;
  const custom = Boolean(booking.get('customPackageLink'));
  const pkg = await getDoc(doc(db, custom ? COLLECTIONS.customPackages : COLLECTIONS.packages, packageId));
  const parsed = gallerySelectionRulesSchema.nullable().safeParse(pkg.get('gallerySelection') ?? null);
  return parsed.success ? parsed.data : null;
}
export const usePackageSelectionOf = () => useBound(packageSelectionOf);

/** Issue 38: whether the booking's package (catalogue or custom) starts its galleries as proofing. */
async function packageProofingOf(db: Firestore, bookingId: string): Promise<boolean> {
  const booking = await getDoc(doc(db, COLLECTIONS.bookings, bookingId));
  const packageId = booking.get('packageId') as unknown;
  if (typeof packageId !== 'string' || !packageId) return false;
  const custom = Boolean(booking.get('customPackageLink'));
  return (await getDoc(doc(db, custom ? COLLECTIONS.customPackages : COLLECTIONS.packages, packageId))).get('proofing') === true;
}
export const useNewGalleryId = () => {
  const db = useFirestore();
  return () => doc(clientGalleries.rawRef(db)).id;
};

const updateGallery = (db: Firestore, id: string, change: Partial<GalleryInput> & { coverPhotoId?: string | null }) =>
  updateDoc(doc(clientGalleries.rawRef(db), id), change);
export const useUpdateGallery = () => useBound(updateGallery);

/** Publishing emails the customer (the onGalleryPublished function, once) and marks the booking delivered. */
const publishGallery = (db: Firestore, id: string) =>
  updateDoc(doc(clientGalleries.rawRef(db), id), { status: 'published', publishedAt: serverTimestamp() });
export const usePublishGallery = () => useBound(publishGallery);

const updatePhoto = (db: Firestore, galleryId: string, photoId: string, change: { set?: string; order?: number; hidden?: boolean }) =>
  updateDoc(doc(sub(db, galleryId, 'galleryPhotos'), photoId), change);
export const useUpdatePhoto = () => useBound(updatePhoto);

const setDeliveryStage = (db: Firestore, bookingId: string, stage: DeliveryStage, promisedOn: string | null) =>
  setDoc(doc(db, COLLECTIONS.bookings, bookingId, SUBCOLLECTIONS.bookingDelivery, BOOKING_DELIVERY_DOC), {
    stage,
    promisedOn: stage === 'editing' ? promisedOn : null,
    updatedAt: serverTimestamp(),
  });
export const useSetDeliveryStage = () => useBound(setDeliveryStage);

export function useDeliveryStage(bookingId: string) {
  const db = useFirestore();
  return useServerState<WithId<BookingDelivery> | null>({
    key: `delivery-stage/${bookingId}`,
    listen: (answer, fail) =>
      onSnapshot(
        doc(db, COLLECTIONS.bookings, bookingId, SUBCOLLECTIONS.bookingDelivery, BOOKING_DELIVERY_DOC),
        (snapshot) => {
          const { data, invalid } = parseDocuments(bookingDeliverySchema, snapshot.exists() ? [rawDocument(snapshot)] : []);
          answer({ data: data[0] ?? null, invalid });
        },
        fail,
      ),
  });
}

// ---------------------------------------------------------------- the customer's favourites

/**
 * Each person's own: the gallery's customer's are named by the photo, an invited person's by photo and uid (favouriteId).
 * @internal Exported for its tests only (the page uses useToggleFavourite).
 */
export const toggleFavourite = (db: Firestore, galleryId: string, photoId: string, uid: string, on: boolean, galleryUserId: string) => {
  const ref = doc(sub(db, galleryId, 'galleryFavourites'), favouriteId(photoId, uid, galleryUserId));
  return on ? setDoc(ref, { userId: uid, createdAt: serverTimestamp() }) : deleteDoc(ref);
};
export const useToggleFavourite = () => useBound(toggleFavourite);

/**
 * Said when the favourites this page sent have not reached the server in FAVOURITES_SAVE_WAIT_MS (offline, most likely).
 * @internal Exported for its tests only.
 */
export const FAVOURITES_NOT_SAVED = 'Your last favourites are still being saved: check your connection, then try again.';
const FAVOURITES_SAVE_WAIT_MS = 15_000;

/**
 * The server counts a selection from its own records (the extras to buy, the selection sent), while
 * a heart shows on the page before its write reaches the server. So a call about the selection first
 * waits for this page's unacknowledged writes: a heart tapped just before "Buy" is counted, not
 * refused as a selection that changed. Offline, the person is told after a while instead of waiting.
 * @internal Exported for its tests only (the page uses useFavouritesSaved).
 */
export async function favouritesSaved(db: Firestore, waitMs = FAVOURITES_SAVE_WAIT_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tooLong = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new UserFacingError(FAVOURITES_NOT_SAVED)), waitMs);
  });
  try {
    await Promise.race([waitForPendingWrites(db), tooLong]);
  } finally {
    clearTimeout(timer);
  }
}
export const useFavouritesSaved = () => useBound(favouritesSaved);

// ---------------------------------------------------------------- the gallery functions

// Callables (onCall) behind Hosting rewrites (firebase.json).
export const GALLERY_API = { photoUrls: '/api/galleries/photo-urls', events: '/api/galleries/events' } as const;

export const GALLERY_CALLS: CallCopy = {
  signedOut: 'You were signed out: sign in again to see your gallery.',
  unreachable: 'The gallery could not be reached: check your connection and try again.',
  failed: (status) => `The gallery answered with an error (${status}): try again in a moment.`,
};

type GalleryEventRequest =
  | { kind: 'opened' | 'selection' | 'reopen' }
  | { kind: 'download'; photoId: string; size: 'web' | 'full' }
  | { kind: 'invite'; email: string };

interface GalleryEventAnswer {
  recorded: boolean;
  url?: string;
  count?: number;
}

export const loadPhotoUrls = (galleryId: string, photoIds?: readonly string[]) =>
  callFunction<GalleryUrlsAnswer>(GALLERY_API.photoUrls, { galleryId, photoIds }, GALLERY_CALLS);
export const recordGalleryEvent = (galleryId: string, event: GalleryEventRequest) =>
  callFunction<GalleryEventAnswer>(GALLERY_API.events, { galleryId, ...event }, GALLERY_CALLS);

// "Download all" links carry a short-lived ticket, since the browser's download of a link sends no
// ID token (functions/src/galleries/zip-tickets.ts). The page asks for one with the token first.
const ZIP_TICKET: CallCopy = {
  signedOut: GALLERY_CALLS.signedOut,
  unreachable: 'The download could not start: check your connection and try again.',
  failed: (status) => `The download could not start (${status}): try again in a moment.`,
};

async function zipTicket(galleryId: string): Promise<string> {
  const answer = await requestJson<{ ticket?: string } | null>('POST', galleryZipApi.tickets(galleryId), ZIP_TICKET);
  if (!answer?.ticket) throw new UserFacingError(ZIP_TICKET.failed(200));
  return answer.ticket;
}

/**
 * The address of one part of the gallery's "download all", with a fresh ticket for the signed-in
 * user. In production it is the galleryZip function's own address, as a part can take longer than
 * the 60 seconds Hosting allows a forwarded request (the ticket carries the access, so no header or
 * cookie is needed); the emulators' Hosting has no such limit, and the site's own path reaches them.
 */
export async function zipPartUrl(galleryId: string, part: number, size: ZipSize): Promise<string> {
  const path = galleryZipApi.part(galleryId, part, size, await zipTicket(galleryId));
  return useEmulators ? path : zipPartAddress(path, firebaseConfig.projectId);
}

/**
 * A part's path at the galleryZip function's own address.
 * @internal Exported for its tests only.
 */
export const zipPartAddress = (path: string, projectId: string) => `${functionAddress(projectId, 'galleryZip')}${path}`;
