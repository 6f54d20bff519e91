import { FieldPath, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import { z } from 'zod';
import { COLLECTIONS } from '../../../common/collections';
import type { UploadType } from '../../../common/media';
import { errorDetails } from '../lib/logger';
import { ArchiveNotConfiguredError } from '../lib/storage/archive-store';
import { gallerySub } from '../galleries/gallery-access';
import { galleryPaths } from '../galleries/gallery-paths';
import { HttpError } from '../media/http-error';
import type { MediaDeps } from '../media/store-media';
import { archiveOriginal, archiveRecordRef, type ArchiveEntry } from './archive-original';

// The archive's backfill (issue 38, docs/photos.md "Backfill"): photos uploaded before every
// original was archived on upload have no archive copy. The owner runs it from Admin → Media
// ("Photos from before the archive"); each call walks on from a cursor, the media library first
// (by id), then every gallery's photos (gallery by gallery, by id), and for each original with no
// archive record copies it into the archive bucket and writes its record, exactly as an upload
// does (archive-original.ts). It is idempotent: a photo with a record is counted as already there
// and left alone, so running it again, or resuming after a closed tab, copies nothing twice. A
// photo whose original cannot be read from the site's bucket is reported as failed, with no
// record, so the next run tries it again.
//
//   POST /api/media/archive/backfill {cursor?} → {copied, already, failed: [{fileName, reason}], cursor}
//   cursor null: the walk is done.

/**
 * Per call: originals copied or failed (each read and written whole), documents looked at, and
 * time (well inside the 60 s Hosting gives a forwarded request, whatever the originals weigh).
 */
const PER_CALL = { copies: 20, scans: 300, ms: 25_000 };
const PAGE = 100;

const ID = '[A-Za-z0-9_-]{1,64}';
/** "m/<after media id>" ("m/": from the start), or "g/<gallery id>/<after photo id>" ("g/<gallery id>/": from its first photo). */
const CURSOR = new RegExp(`^(m/(${ID})?|g/${ID}/(${ID})?)$`);
const requestSchema = z.strictObject({ cursor: z.string().regex(CURSOR).optional() });

interface Failure {
  fileName: string;
  reason: string;
}

/** One call's counts, and where the next call goes on from. */
export interface BackfillAnswer {
  copied: number;
  already: number;
  failed: Failure[];
  cursor: string | null;
}

/** Where the walk is: in the library, or in a gallery, after the document named (''; from the first). */
type Step = { kind: 'media'; after: string } | { kind: 'gallery'; galleryId: string; after: string };

function stepOf(cursor: string | undefined): Step {
  if (!cursor || cursor.startsWith('m/')) return { kind: 'media', after: cursor?.slice(2) ?? '' };
  const [, galleryId, after] = cursor.split('/');
  return { kind: 'gallery', galleryId, after };
}

const cursorOf = (step: Step) => (step.kind === 'media' ? `m/${step.after}` : `g/${step.galleryId}/${step.after}`);

const page = (query: Query, after: string, limit: number) =>
  (after ? query.orderBy(FieldPath.documentId()).startAfter(after) : query.orderBy(FieldPath.documentId())).limit(limit);

/** What archiving one original needs, from its photo's document; null for a document that names no original. */
function entryFacts(kind: ArchiveEntry['kind'], galleryId: string | null, doc: DocumentSnapshot) {
  const contentType = doc.get('contentType') as UploadType | undefined;
  if (kind === 'media') {
    const path = doc.get('originalPath') as string | undefined;
    if (!path || !contentType) return null;
    return {
      path,
      contentType,
      fileName: String(doc.get('filename') ?? doc.id),
      set: null,
      order: null,
      alt: String(doc.get('alt') ?? ''),
    };
  }
  if (!contentType) return null;
  return {
    path: galleryPaths.original(galleryId!, doc.id, contentType),
    contentType,
    fileName: String(doc.get('fileName') ?? doc.id),
    set: (doc.get('set') as string | undefined) ?? null,
    order: (doc.get('order') as number | undefined) ?? null,
    alt: null,
  };
}

/** One batch of the walk from the request's cursor (`limits`: smaller in the tests, to walk in several calls). */
export async function backfillArchive(deps: MediaDeps, body: unknown, limits: Partial<typeof PER_CALL> = {}): Promise<BackfillAnswer> {
  const { copies, scans, ms } = { ...PER_CALL, ...limits };
  const started = performance.now();
  const parsed = requestSchema.safeParse(body ?? {});
  if (!parsed.success) throw new HttpError(400, 'This backfill cannot resume from there: start it again (what was copied stays).');
  try {
    deps.archive();
  } catch (error) {
    if (error instanceof ArchiveNotConfiguredError) throw new HttpError(503, error.message);
    throw error;
  }
  const answer: BackfillAnswer = { copied: 0, already: 0, failed: [], cursor: null };
  let step: Step = stepOf(parsed.data.cursor);
  let scanned = 0;
  const budgetLeft = () => answer.copied + answer.failed.length < copies && scanned < scans && performance.now() - started < ms;

  /** Archives what a page of photo documents lacks; returns the id it got to (the page's last when it finished it). */
  async function archivePage(kind: ArchiveEntry['kind'], galleryId: string | null, docs: DocumentSnapshot[]): Promise<string | null> {
    const records = docs.length ? await deps.db.getAll(...docs.map((d) => archiveRecordRef(deps.db, kind, d.id, galleryId))) : [];
    let reached: string | null = null;
    for (const [i, doc] of docs.entries()) {
      if (!budgetLeft()) break;
      scanned++;
      reached = doc.id;
      if (records[i].exists) {
        answer.already++;
        continue;
      }
      const facts = entryFacts(kind, galleryId, doc);
      if (!facts) {
        answer.failed.push({ fileName: doc.id, reason: 'its record names no original file' });
        continue;
      }
      try {
        const data = await deps.store.read(facts.path);
        const record = await archiveOriginal(deps, { kind, galleryId, photoId: doc.id, data, ...facts });
        const batch = deps.db.batch();
        record(batch);
        await batch.commit();
        answer.copied++;
      } catch (error) {
        const missing = !(await deps.store.exists(facts.path).catch(() => true));
        deps.logger.warn('Archive backfill: an original was not copied', { kind, galleryId, photoId: doc.id, ...errorDetails(error) });
        answer.failed.push({
          fileName: facts.fileName,
          reason: missing
            ? 'its original is not in the site’s bucket (restore or upload it again)'
            : 'it could not be copied: run the backfill again',
        });
      }
    }
    return reached;
  }

  /** The first gallery after `after` (by id), to walk next; null when none is left. */
  async function galleryAfter(after: string): Promise<Step | null> {
    scanned++;
    const next = (await page(deps.db.collection(COLLECTIONS.clientGalleries), after, 1).select().get()).docs[0];
    return next ? { kind: 'gallery', galleryId: next.id, after: '' } : null;
  }

  while (budgetLeft()) {
    const { kind } = step;
    const galleryId = step.kind === 'gallery' ? step.galleryId : null;
    const source = galleryId ? gallerySub(deps.db, galleryId, 'galleryPhotos') : deps.db.collection(COLLECTIONS.media);
    const docs = (await page(source, step.after, PAGE).get()).docs;
    const reached = await archivePage(kind === 'media' ? 'media' : 'gallery', galleryId, docs);
    if (reached) step = { ...step, after: reached };
    const finished = docs.length < PAGE && reached === (docs.at(-1)?.id ?? null);
    if (!finished) continue;
    // The library, or this gallery, is walked: on to the next gallery (a cursor never points between two).
    const next = await galleryAfter(galleryId ?? '');
    if (!next) return answer; // everything walked: cursor null
    step = next;
  }
  answer.cursor = cursorOf(step);
  return answer;
}
