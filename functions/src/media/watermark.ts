import type { OverlayOptions, Sharp } from 'sharp';
import type { WatermarkPosition } from '../../../common/schemas/watermark';

// The studio's mark on a proof (issue 38): composited into the pixels of a proofing gallery's
// preview variants by the variant maker (make-variants.ts), never laid over by CSS, so a screenshot
// or a saved file carries it. The mark is made once per upload (the studio's name set in type, or
// the owner's uploaded image), then scaled to each variant's width with its opacity applied.

const loadSharp = async () => (await import('sharp')).default;

export interface Watermark {
  /** The mark, an RGBA PNG at its full size. */
  mark: Buffer;
  position: WatermarkPosition;
  /** 0–1. */
  opacity: number;
}

/** The share of the photo's width the mark takes: one mark, or each tile of a repeated one. */
const MARK_SHARE = { single: 0.32, tiled: 0.24 } as const;

const GRAVITY: Record<Exclude<WatermarkPosition, 'tiled'>, string> = {
  center: 'centre',
  'bottom-right': 'southeast',
  'bottom-left': 'southwest',
  'top-right': 'northeast',
  'top-left': 'northwest',
};

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The studio's name set in type: white letters over a soft dark shadow, so the mark reads on light
 * and dark photographs alike. Set by Pango with the system's serif font.
 */
export async function nameMark(text: string): Promise<Buffer> {
  const sharp = await loadSharp();
  const render = (colour: string) =>
    sharp({
      text: { text: `<span foreground="${colour}">${escapeMarkup(text)}</span>`, font: 'serif', dpi: 600, rgba: true },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
  const [white, dark] = await Promise.all([render('white'), render('black')]);
  const pad = Math.max(4, Math.round(white.info.height * 0.12));
  const shadow = await sharp(dark.data)
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .blur(pad / 2)
    .png()
    .toBuffer();
  return sharp(shadow)
    .composite([{ input: white.data, top: pad - Math.round(pad / 4), left: pad }])
    .png()
    .toBuffer();
}

/** An uploaded mark, decoded and normalised to an RGBA PNG (its size checked by the caller). */
export async function imageMark(data: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(data).autoOrient().ensureAlpha().toColourspace('srgb').png().toBuffer();
}

/** The mark for a variant `width` × `height`: scaled, faded to its opacity, with a margin from the edges. */
async function scaledMark(watermark: Watermark, width: number, height: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const tiled = watermark.position === 'tiled';
  const markWidth = Math.max(8, Math.round(width * (tiled ? MARK_SHARE.tiled : MARK_SHARE.single)));
  const margin = Math.round(width * (tiled ? 0.07 : 0.03));
  const faded = await sharp(watermark.mark)
    .resize({ width: markWidth, height: Math.max(8, Math.round(height * 0.4)), fit: 'inside' })
    .ensureAlpha()
    .linear([1, 1, 1, watermark.opacity], [0, 0, 0, 0])
    .png()
    .toBuffer();
  return sharp(faded)
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

/** The overlay that puts the mark on a variant `width` × `height`. */
async function watermarkOverlay(watermark: Watermark, width: number, height: number): Promise<OverlayOptions> {
  const input = await scaledMark(watermark, width, height);
  return watermark.position === 'tiled' ? { input, tile: true, gravity: 'northwest' } : { input, gravity: GRAVITY[watermark.position] };
}

/** The pipeline with the mark composited on top (after every resize: sharp composites last). */
export const withWatermark = async (image: Sharp, watermark: Watermark, width: number, height: number) =>
  image.composite([await watermarkOverlay(watermark, width, height)]);
