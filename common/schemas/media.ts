import { z } from 'zod';
import { keywordsSchema, searchKeywords } from '../search';
import { FALLBACK_WIDTH, MEDIA_ID_PATTERN, UPLOAD_TYPE_LIST, type VariantFormat } from '../media';
import { LIMITS, dateSchema, optionalText, shortText, type ImageRef } from './common';

// media/{id}: one uploaded photograph. The upload function writes it (with the private original and
// the public variants); the owner may then change only its alt text. firestore.rules mirrors this.

const positive = z.number().int().positive();

const mediaVariantSchema = z.object({
  /** The public URL path of the variant on this site: /media/<id>/<width>w.<ext>. */
  path: z.string().regex(/^\/media\/[A-Za-z0-9_-]+\/[0-9]+w\.(avif|webp|jpg)$/),
  width: positive,
  height: positive,
  format: z.enum(['avif', 'webp', 'jpeg']),
  bytes: positive,
});
type MediaVariant = z.infer<typeof mediaVariantSchema>;

export const mediaSchema = z.object({
  /** The name of the file the owner uploaded. */
  filename: shortText(LIMITS.shortText),
  /** The type of the original, as decoded (not as declared). */
  contentType: z.enum(UPLOAD_TYPE_LIST),
  /** Bytes of the original. */
  bytes: positive,
  /** Of the photo as it is shown: EXIF orientation applied. */
  width: positive,
  height: positive,
  /** The private original in the bucket: never readable by a client (storage.rules). */
  originalPath: z.string().regex(/^originals\/[A-Za-z0-9_-]+\/original\.[a-z]+$/),
  variants: z.array(mediaVariantSchema).min(1).max(24),
  /** A tiny blurred WebP, shown while the photo loads. */
  placeholder: z
    .string()
    .max(2000)
    .regex(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/),
  /** The dominant colour, #rrggbb. */
  color: z.string().regex(/^#[0-9a-f]{6}$/),
  alt: optionalText(LIMITS.shortText),
  keywords: keywordsSchema,
  createdAt: dateSchema,
});
export type Media = z.infer<typeof mediaSchema>;

/** What the owner may change on a media document (firestore.rules: alt and its keywords only). */
export const mediaAltSchema = z.object({ alt: optionalText(LIMITS.shortText) });

export const mediaKeywords = (media: Pick<Media, 'filename' | 'alt'>) =>
  searchKeywords(media.filename.replace(/\.[a-z0-9]+$/i, ''), media.alt);

/** The srcset of one format: "/media/id/320w.webp 320w, /media/id/640w.webp 640w". */
function srcsetOf(variants: readonly MediaVariant[], format: VariantFormat): string | undefined {
  const list = variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
  return list.length ? list.map((v) => `${v.path} ${v.width}w`).join(', ') : undefined;
}

/**
 * The image ref a page stores for a library photo: everything it needs to render srcset, sizes, the
 * reserved space and the placeholder, so showing it costs no read of the media document.
 */
export function imageRefFromMedia(id: string, media: Pick<Media, 'variants' | 'placeholder' | 'alt'>, alt = media.alt): ImageRef {
  if (!MEDIA_ID_PATTERN.test(id)) throw new Error(`Not a media id: ${id}`);
  const jpegs = media.variants.filter((v) => v.format === 'jpeg').sort((a, b) => a.width - b.width);
  if (jpegs.length === 0) throw new Error(`Media ${id} has no JPEG variant to fall back on`);
  const fallback = jpegs.filter((v) => v.width <= FALLBACK_WIDTH).at(-1) ?? jpegs[0];
  const srcset = Object.fromEntries(
    (['avif', 'webp', 'jpeg'] as const).flatMap((format) => {
      const value = srcsetOf(media.variants, format);
      return value ? [[format, value]] : [];
    }),
  );
  return { src: fallback.path, width: fallback.width, height: fallback.height, alt, mediaId: id, srcset, placeholder: media.placeholder };
}
