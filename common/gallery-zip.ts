import { ORIGINAL_EXTENSIONS, type UploadType } from './media';

// "Download all" of a client gallery (issue 18): the photos the customer sees, as ZIP files of at
// most GALLERY_ZIP_PART_BYTES each, so every part of a large gallery can succeed on its own. The
// gallery page states the parts and the function streams one; both plan them with planZipParts, so
// part 2 is the same photos on the page and in the file.

/** The most a part may hold: 1 GB (1024³ bytes, as formatBytes states it). */
export const GALLERY_ZIP_PART_BYTES = 1024 ** 3;

export const ZIP_SIZES = ['web', 'full'] as const;
export type ZipSize = (typeof ZIP_SIZES)[number];

/** The address of the download function (Hosting rewrite → `galleryZip`). */
export const GALLERY_ZIP_PREFIX = '/api/gallery-zip';

export const galleryZipApi = {
  /** POST with the ID token: a short-lived ticket a plain link can carry (a link sends no header). */
  tickets: (galleryId: string) => `${GALLERY_ZIP_PREFIX}/${encodeURIComponent(galleryId)}/tickets`,
  part: (galleryId: string, part: number, size: ZipSize, ticket: string) =>
    `${GALLERY_ZIP_PREFIX}/${encodeURIComponent(galleryId)}/${part}?size=${size}&ticket=${encodeURIComponent(ticket)}`,
} as const;

/** How long a ticket opens downloads: long enough for a browser to retry a dropped one. */
export const ZIP_TICKET_TTL_MS = 15 * 60 * 1000;

/** What the plan needs of a photo (a galleryPhotoSchema document and its id). */
export interface ZipPhoto {
  id: string;
  fileName: string;
  set: string;
  order: number;
  hidden: boolean;
  contentType: UploadType;
  bytes: number;
  webBytes: number;
}

interface ZipEntry {
  photoId: string;
  /** The path inside the ZIP: "<set>/<file name>", unique in the whole download (all parts). */
  name: string;
  bytes: number;
}

interface ZipPart {
  /** 1-based, as the page states it: "Part 1 of 3". */
  number: number;
  entries: ZipEntry[];
  /** The part's size, ZIP headers included (what the download will weigh, to within a few bytes). */
  bytes: number;
}

// Each entry's local header (30), data descriptor (24 with ZIP64) and central directory record (46),
// ZIP64 extra fields and the name twice. The end records add under 100 bytes per part.
const ENTRY_OVERHEAD = 160;
const ARCHIVE_OVERHEAD = 100;
const NAME_MAX = 120;
const utf8 = new TextEncoder();

/**
 * A file or folder name every system accepts: no separators, control or reserved characters.
 * @internal Exported for its tests only.
 */
export function safeName(name: string, fallback: string): string {
  const cleaned = name
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[/\\:*?"<>|]/g, '_')
    .replace(/\s+/g, ' ')
    // No leading dot (a hidden file, or "..") and no trailing dot or space (Windows drops them).
    .replace(/^[\s._]+|[\s._]+$/g, '')
    .slice(0, NAME_MAX)
    .trim();
  return cleaned || fallback;
}

/** The photo's file name with the extension of the file it downloads as. */
function fileNameFor(photo: ZipPhoto, size: ZipSize, index: number): string {
  const stem = safeName(photo.fileName.replace(/\.[A-Za-z0-9]{1,5}$/, ''), `photo-${index + 1}`);
  return `${stem}.${size === 'web' ? 'jpg' : ORIGINAL_EXTENSIONS[photo.contentType]}`;
}

/** "Vows.jpg", "Vows (2).jpg": names compared as a case-insensitive file system would. */
function uniqueNames(paths: string[]): string[] {
  const taken = new Set<string>();
  return paths.map((path) => {
    const dot = path.lastIndexOf('.');
    let candidate = path;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${path.slice(0, dot)} (${n})${path.slice(dot)}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** The visible photos in the order the customer sees them: set by set (the gallery's tab order), then by order. */
function visiblePhotosInOrder<T extends Pick<ZipPhoto, 'hidden' | 'set' | 'order' | 'id'>>(sets: readonly string[], photos: T[]): T[] {
  const setIndex = (set: string) => (sets.includes(set) ? sets.indexOf(set) : sets.length);
  return photos
    .filter((photo) => !photo.hidden)
    .sort((a, b) => setIndex(a.set) - setIndex(b.set) || a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The parts of a gallery's download: photos in the customer's order, each part at most `limit`
 * bytes, never splitting a photo (one larger than the limit is a part of its own).
 */
export function planZipParts(sets: readonly string[], photos: ZipPhoto[], size: ZipSize, limit = GALLERY_ZIP_PART_BYTES): ZipPart[] {
  const ordered = visiblePhotosInOrder(sets, photos);
  const names = uniqueNames(ordered.map((photo, index) => `${safeName(photo.set, 'Photos')}/${fileNameFor(photo, size, index)}`));
  const parts: ZipPart[] = [];
  ordered.forEach((photo, index) => {
    const entry = { photoId: photo.id, name: names[index], bytes: size === 'web' ? photo.webBytes : photo.bytes };
    const weight = entry.bytes + ENTRY_OVERHEAD + 2 * utf8.encode(entry.name).length;
    const last = parts.at(-1);
    if (last && last.entries.length > 0 && last.bytes + weight <= limit) {
      last.entries.push(entry);
      last.bytes += weight;
    } else {
      parts.push({ number: parts.length + 1, entries: [entry], bytes: ARCHIVE_OVERHEAD + weight });
    }
  });
  return parts;
}

/** The download's file name: "<gallery title> - part 1 of 3.zip", safe in a header and on disk. */
export function zipFileName(title: string, part: number, parts: number, size: ZipSize): string {
  const base = safeName(title, 'Gallery');
  const which = parts > 1 ? ` - part ${part} of ${parts}` : '';
  return `${base}${which}${size === 'full' ? ' - full resolution' : ''}.zip`;
}
