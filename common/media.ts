import { COLLECTIONS } from './collections';

// Photographs: the limits, the upload protocol and the URLs, shared by the web app (its checks and
// its upload client), the functions (the authoritative checks) and the docs (docs/photos.md).

/** The largest photograph the owner can upload. Stated once: the web, the functions and the docs use it. */
export const MAX_UPLOAD_BYTES = 40 * 1024 * 1024;

/**
 * Uploads travel in parts of this size. Cloud Functions and Hosting refuse requests over 32 MB, so a
 * whole photograph cannot go in one request; 8 MB parts also make a retry after a dropped connection
 * cheap. The last part is whatever remains.
 */
export const UPLOAD_PART_BYTES = 8 * 1024 * 1024;

/**
 * The types an upload may declare, with the name a refusal message gives them: the ones the server
 * decodes. Not HEIC: an iPhone's photos are HEIC in HEVC, which the image library cannot decode, and
 * iOS converts a photo to JPEG as it is chosen when the upload field does not offer HEIC.
 */
export const UPLOAD_TYPES = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
} as const;
/** What a HEIC file is told (a clause), before a byte is sent and again by the server if it arrives named otherwise. */
export const HEIC_ADVICE =
  'HEIC photos cannot be used here: on an iPhone, choose the photo again from this page (it is sent as JPEG); on a Mac, export it as JPEG first';
const HEIC_TYPES = ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'];
export type UploadType = keyof typeof UPLOAD_TYPES;
export const UPLOAD_TYPE_LIST = Object.keys(UPLOAD_TYPES) as UploadType[];

/** The extension a stored original (and its full-resolution download) takes from its decoded type. */
export const ORIGINAL_EXTENSIONS: Record<UploadType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/** Variant widths, in pixels. A photo narrower than one of them gets no variant that wide (never upscaled). */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920, 2400] as const;

/** Variant formats, best first; the last is the fallback every browser decodes (the `src` of an image). */
export const VARIANT_FORMATS = ['webp', 'jpeg'] as const;
export type VariantFormat = 'avif' | 'webp' | 'jpeg';
const VARIANT_EXTENSIONS: Record<VariantFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** The width of the JPEG an image ref names as its plain `src` (or the widest below it). */
export const FALLBACK_WIDTH = 1280;

// ---------------------------------------------------------------- addresses

/**
 * Public variants are served from the site's own origin (Hosting rewrite → the `media` function).
 * @internal Exported for its tests only.
 */
export const MEDIA_URL_PREFIX = '/media';
/** The upload and media API (Hosting rewrite → the `mediaApi` function). */
export const MEDIA_API_PREFIX = '/api/media';

export const mediaApi = {
  uploads: `${MEDIA_API_PREFIX}/uploads`,
  upload: (uploadId: string) => `${MEDIA_API_PREFIX}/uploads/${encodeURIComponent(uploadId)}`,
  part: (uploadId: string, index: number) => `${MEDIA_API_PREFIX}/uploads/${encodeURIComponent(uploadId)}/parts/${index}`,
  complete: (uploadId: string) => `${MEDIA_API_PREFIX}/uploads/${encodeURIComponent(uploadId)}/complete`,
  media: (mediaId: string) => `${MEDIA_API_PREFIX}/items/${encodeURIComponent(mediaId)}`,
  // Issue 38: the watermark image, a proofing gallery's proofs, a restore from the archive.
  watermark: (fileName: string) => `${MEDIA_API_PREFIX}/watermark?name=${encodeURIComponent(fileName)}`,
  proofs: (galleryId: string) => `${MEDIA_API_PREFIX}/galleries/${encodeURIComponent(galleryId)}/proofs`,
  restore: `${MEDIA_API_PREFIX}/archive/restore`,
  /** The archive's backfill: photos from before every original was archived (functions/src/archive/backfill.ts). */
  backfill: `${MEDIA_API_PREFIX}/archive/backfill`,
} as const;

/** Media and upload ids: what the functions generate, and all a path segment may hold. */
export const MEDIA_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The public URL of a variant. A media id is never reused, so its variants never change (cached immutably). */
export const variantUrl = (mediaId: string, width: number, format: VariantFormat) =>
  `${MEDIA_URL_PREFIX}/${mediaId}/${width}w.${VARIANT_EXTENSIONS[format]}`;

// ---------------------------------------------------------------- parts

/** How many parts a file of `bytes` is sent in (at least one). */
export const partCount = (bytes: number) => Math.max(1, Math.ceil(bytes / UPLOAD_PART_BYTES));

/** The byte range [start, end) of part `index` of a file of `bytes`. */
export function partRange(bytes: number, index: number): { start: number; end: number } {
  const start = index * UPLOAD_PART_BYTES;
  return { start, end: Math.min(bytes, start + UPLOAD_PART_BYTES) };
}

// ---------------------------------------------------------------- refusals

interface DeclaredFile {
  name: string;
  /** Bytes. */
  size: number;
  /** The MIME type the browser reports (may be empty for an unknown extension). */
  type: string;
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
const typeNames = Object.values(UPLOAD_TYPES);
const acceptedList = `${typeNames.slice(0, -1).join(', ')} or ${typeNames.at(-1)}`;

interface UploadRefusal {
  /** What is wrong: the API answers 415, 400 or 413 for these. */
  kind: 'type' | 'empty' | 'size';
  /** A sentence that names the file. */
  message: string;
}

/**
 * Why a file cannot be uploaded, or null when it may be. The web app asks before sending a byte,
 * and the upload endpoint asks again before storing one.
 */
export function uploadRefusal(file: DeclaredFile): UploadRefusal | null {
  if (HEIC_TYPES.includes(file.type) || /\.hei[cf]$/i.test(file.name)) return { kind: 'type', message: `${file.name}: ${HEIC_ADVICE}.` };
  if (!(file.type in UPLOAD_TYPES)) {
    return {
      kind: 'type',
      message: `${file.name} is not a photo this site can take (${file.type || 'unknown type'}): upload ${acceptedList}.`,
    };
  }
  if (!Number.isInteger(file.size) || file.size <= 0) return { kind: 'empty', message: `${file.name} is empty.` };
  if (file.size > MAX_UPLOAD_BYTES) {
    const limit = megabytes(MAX_UPLOAD_BYTES);
    const size = megabytes(file.size) === limit ? `just over ${limit}` : megabytes(file.size);
    return { kind: 'size', message: `${file.name} is ${size}: photos can be at most ${limit}.` };
  }
  return null;
}

// ---------------------------------------------------------------- where photos are used

/**
 * The collections whose documents show a photo, and the field that holds its image ref. A photo's
 * uses are found by asking these for `<field>.mediaId` (never stored twice, so never out of step).
 */
export const IMAGE_FIELDS = {
  [COLLECTIONS.services]: 'image',
  [COLLECTIONS.packages]: 'image',
  [COLLECTIONS.gallery]: 'image',
  [COLLECTIONS.frames]: 'image',
  [COLLECTIONS.blogs]: 'cover',
  // settings/studio: the home page's photograph.
  [COLLECTIONS.settings]: 'heroImage',
} as const;

/**
 * What a page shows once its photo was deleted everywhere: a plain drawing that always exists
 * (web/public), so no image ref points at removed files. Decorative, hence no alt text.
 */
export const REMOVED_PHOTO_IMAGE = { src: '/images/photo-removed.svg', width: 1200, height: 900, alt: '' } as const;

// ---------------------------------------------------------------- what an original keeps

/**
 * What a stored original (a gallery's full-resolution download) keeps of the photograph's own
 * metadata. Everything else is removed when it is uploaded: where it was taken (GPS, place names),
 * the camera and lens with their serial numbers and owner, maker notes, the editing software and
 * embedded thumbnails. The pixels are untouched: the metadata is rewritten around the image data.
 * One list: the functions keep these tags (ExifTool's names), and the owner's copy names the labels.
 */
export const KEPT_ORIGINAL_METADATA = [
  { label: 'date taken', tags: ['EXIF:DateTimeOriginal', 'EXIF:OffsetTimeOriginal', 'EXIF:SubSecTimeOriginal', 'EXIF:CreateDate'] },
  { label: 'orientation', tags: ['EXIF:Orientation'] },
  { label: 'colour profile', tags: ['ICC_Profile', 'EXIF:ColorSpace', 'EXIF:InteropIndex'] },
  // A print lab sizes a print from these when it is not told otherwise.
  { label: 'print resolution', tags: ['EXIF:XResolution', 'EXIF:YResolution', 'EXIF:ResolutionUnit'] },
  {
    label: 'copyright and credit',
    tags: [
      'EXIF:Copyright',
      'EXIF:Artist',
      'XMP-dc:Rights',
      'XMP-dc:Creator',
      'XMP-photoshop:Credit',
      'XMP-xmpRights:all',
      'IPTC:CopyrightNotice',
      'IPTC:Credit',
      'IPTC:By-line',
      'IPTC:Source',
    ],
  },
] as const;

const keptLabels = KEPT_ORIGINAL_METADATA.map((group) => group.label);

/** The sentence every description of a full-resolution download uses. */
export const ORIGINAL_METADATA_NOTE = `Location and camera details removed; ${keptLabels.slice(0, -1).join(', ')} and ${keptLabels.at(-1)} kept.`;
