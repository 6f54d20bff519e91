import type { OutputInfo, Sharp } from 'sharp';
import { HEIC_ADVICE, VARIANT_FORMATS, VARIANT_WIDTHS, type UploadType, type VariantFormat } from '../../../common/media';
import { withWatermark, type Watermark } from './watermark';

// One upload, many variants: the photograph decoded once (orientation applied, sRGB), then each width
// in each format. Nothing of the original's metadata is copied into a variant: sharp writes none
// unless asked, so EXIF (camera, GPS position), XMP and IPTC stay in the private original only.

/** Photos up to this many pixels (a 100-megapixel medium-format frame fits); larger ones are refused. */
const MAX_PIXELS = 120_000_000;

// Loaded on first use: every function instance (and every emulator worker) loads index.js, and only
// the upload endpoint needs libvips.
const loadSharp = async () => (await import('sharp')).default;

const ENCODERS: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 3 }),
  webp: (image) => image.webp({ quality: 75, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
};

export interface MadeVariant {
  width: number;
  height: number;
  format: VariantFormat;
  data: Buffer;
}

export interface MadePhoto {
  /** The type the bytes really are (the declared type is only a first filter). */
  contentType: UploadType;
  /** As shown, orientation applied. */
  width: number;
  height: number;
  /** A 16-pixel-wide blurred WebP as a data URI. */
  placeholder: string;
  /** The dominant colour, #rrggbb. */
  color: string;
  variants: MadeVariant[];
  /** With a watermark: the proofs, watermarked previews up to PROOF_MAX_WIDTH, beside the clean variants. */
  proofs: MadeVariant[];
}

/** Proofs are previews: no wider than this (a screen's view, not a print). */
const PROOF_MAX_WIDTH = 1280;

/** The proof widths of a photo whose variants have `variantWidths`: those up to PROOF_MAX_WIDTH, or the smallest. */
export const proofWidthsOf = (variantWidths: readonly number[]) => {
  const small = variantWidths.filter((w) => w <= PROOF_MAX_WIDTH);
  return small.length ? small : [Math.min(...variantWidths)];
};

/** The file is not a photograph the server can decode; the message says why, for a person. */
export class UnreadableImageError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'UnreadableImageError';
  }
}

type Metadata = Awaited<ReturnType<Sharp['metadata']>>;

function decodedType(meta: Metadata): UploadType {
  switch (meta.format) {
    case 'jpeg':
      return 'image/jpeg';
    case 'png':
      return 'image/png';
    case 'webp':
      return 'image/webp';
    case 'heif':
      if (meta.compression === 'av1') return 'image/avif';
      // iPhone photos are HEIC in HEVC, which the prebuilt libvips does not decode (patents).
      throw new UnreadableImageError(`it is a HEIC photo. ${HEIC_ADVICE}`);
    default:
      throw new UnreadableImageError(`it is a ${String(meta.format).toUpperCase()} file, not a JPEG, PNG, WebP or AVIF photo`);
  }
}

async function readMetadata(sharp: Awaited<ReturnType<typeof loadSharp>>, input: Buffer): Promise<Metadata> {
  try {
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnreadableImageError('it is damaged or not an image');
  }
}

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/**
 * The widths to make for a photo `width` pixels wide: the standard ones below it, and its own when no wider than the largest.
 * @internal Exported for its tests only.
 */
export function widthsFor(width: number, widths: readonly number[] = VARIANT_WIDTHS): number[] {
  const below = widths.filter((w) => w < width);
  return width <= Math.max(...widths) ? [...below, width] : below;
}

export async function makeVariants(
  input: Buffer,
  options: { formats?: readonly VariantFormat[]; widths?: readonly number[]; watermark?: Watermark | null } = {},
): Promise<MadePhoto> {
  const formats = options.formats ?? VARIANT_FORMATS;
  const sharp = await loadSharp();
  const meta = await readMetadata(sharp, input);
  const contentType = decodedType(meta);
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) {
    throw new UnreadableImageError(
      `it is ${meta.width} × ${meta.height} pixels: photos can have at most ${MAX_PIXELS / 1_000_000} megapixels`,
    );
  }

  // Decoded once, already at the largest width any variant needs (JPEG decodes at a fraction of
  // its size directly), into raw sRGB pixels every variant is cut from.
  const largest = Math.max(...(options.widths ?? VARIANT_WIDTHS));
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(input, { failOn: 'error' })
      .autoOrient()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new UnreadableImageError('it is damaged: its pixels could not be read');
  }
  const { width: baseWidth, height: baseHeight, channels } = base.info;
  const raw = () => sharp(base.data, { raw: { width: baseWidth, height: baseHeight, channels } });
  // The shown size is the original's, orientation applied (the base may be smaller).
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? baseWidth;
  const height = (turned ? meta.width : meta.height) ?? baseHeight;

  const variants: MadeVariant[] = [];
  const proofs: MadeVariant[] = [];
  const widths = widthsFor(width, options.widths);
  const proofWidths = new Set(options.watermark ? proofWidthsOf(widths) : []);
  for (const variantWidth of widths) {
    const w = Math.min(variantWidth, baseWidth);
    const h = Math.max(1, Math.round((w * baseHeight) / baseWidth));
    for (const format of formats) {
      // JPEG has no transparency: a transparent PNG goes onto white rather than black.
      const resized = () => {
        const image = raw().resize(w, h, { fit: 'fill' });
        return format === 'jpeg' ? image.flatten({ background: '#ffffff' }) : image;
      };
      const encoder = ENCODERS[format];
      variants.push({ width: w, height: h, format, data: await encoder(resized()).toBuffer() });
      if (options.watermark && proofWidths.has(variantWidth)) {
        // Composited into the pixels (raw first: sharp composites after its resize), then encoded as the clean one.
        const flat = await resized().raw().toBuffer({ resolveWithObject: true });
        const marked = await withWatermark(
          sharp(flat.data, { raw: { width: flat.info.width, height: flat.info.height, channels: flat.info.channels } }),
          options.watermark,
          w,
          h,
        );
        proofs.push({ width: w, height: h, format, data: await encoder(marked).toBuffer() });
      }
    }
  }

  const tiny = await raw().resize(16).flatten({ background: '#ffffff' }).webp({ quality: 40 }).toBuffer();
  const { dominant } = await raw().stats();
  return {
    contentType,
    width,
    height,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    variants,
    proofs,
  };
}
