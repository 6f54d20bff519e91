import { z } from 'zod';
import { dateSchema, shortText } from './common';

// Watermarked proofs (issue 38, docs/galleries.md "Proofing"): settings/watermark, a document of its
// own. The owner writes how the mark looks (the studio's name or an uploaded image, where, how
// strong); the upload function alone writes `image` once it has decoded and checked the file. The
// image pipeline composites it into a proofing gallery's preview variants (functions/src/media/watermark.ts).

export const WATERMARK_DOC = 'watermark';

const WATERMARK_MARKS = ['name', 'image'] as const;
export const WATERMARK_POSITIONS = ['tiled', 'center', 'bottom-right', 'bottom-left', 'top-right', 'top-left'] as const;
export type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number];

export const WATERMARK_POSITION_LABELS: Record<WatermarkPosition, string> = {
  tiled: 'Repeated across the photo',
  center: 'Centre',
  'bottom-right': 'Bottom right',
  'bottom-left': 'Bottom left',
  'top-right': 'Top right',
  'top-left': 'Top left',
};

/** An uploaded watermark file: at most this many bytes, and a PNG, WebP or JPEG (a PNG with transparency is best). */
export const WATERMARK_MAX_BYTES = 2 * 1024 * 1024;
export const WATERMARK_MAX_EDGE = 4000;
export const WATERMARK_TYPES = ['image/png', 'image/webp', 'image/jpeg'] as const;
export const WATERMARK_TEXT_MAX = 60;
export const WATERMARK_OPACITY_MIN = 10;
export const WATERMARK_OPACITY_MAX = 90;

/** The mark's file as the upload function stored it (a PNG, normalised). */
const watermarkImageSchema = z.strictObject({
  path: z.string().regex(/^watermarks\/[a-f0-9]{64}\.png$/),
  width: z.number().int().min(1).max(WATERMARK_MAX_EDGE),
  height: z.number().int().min(1).max(WATERMARK_MAX_EDGE),
  sha256: z.string().regex(/^[a-f0-9]{64}$/),
});
export type WatermarkImage = z.infer<typeof watermarkImageSchema>;

/** What the owner's form writes. */
export const watermarkInputSchema = z.object({
  mark: z.enum(WATERMARK_MARKS),
  /** The words of a 'name' mark: the studio's name unless the owner writes other words. */
  text: shortText(WATERMARK_TEXT_MAX),
  position: z.enum(WATERMARK_POSITIONS),
  /** How opaque the mark is, in per cent. */
  opacity: z.number().int().min(WATERMARK_OPACITY_MIN).max(WATERMARK_OPACITY_MAX),
});
export type WatermarkInput = z.infer<typeof watermarkInputSchema>;

export const watermarkSettingsSchema = watermarkInputSchema
  .extend({ image: watermarkImageSchema.nullable(), updatedAt: dateSchema })
  .refine((d) => d.mark === 'name' || d.image !== null, { message: 'Upload the watermark image first.', path: ['mark'] });
export type WatermarkSettings = z.infer<typeof watermarkSettingsSchema>;

/** Before the owner saves any: the studio's name, repeated, at 35 %. */
export const defaultWatermark = (studioName: string): Omit<WatermarkSettings, 'updatedAt'> => ({
  mark: 'name',
  text: studioName.trim().slice(0, WATERMARK_TEXT_MAX) || 'Proof',
  position: 'tiled',
  opacity: 35,
  image: null,
});

/** The answer the watermark upload refuses a file with, for a person. */
export function watermarkFileProblem(file: { type: string; size: number; name: string }): string | null {
  if (!(WATERMARK_TYPES as readonly string[]).includes(file.type))
    return `${file.name} is not a PNG, WebP or JPEG image: choose the watermark as an image file (a PNG with a transparent background works best).`;
  if (file.size > WATERMARK_MAX_BYTES)
    return `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB: a watermark can be at most ${WATERMARK_MAX_BYTES / 1024 / 1024} MB.`;
  return null;
}
