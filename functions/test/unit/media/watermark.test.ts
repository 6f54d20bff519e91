import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generatedJpeg } from '../../../../scripts/bench/generated-jpeg';
import { makeVariants, proofWidthsOf } from '../../../src/media/make-variants';
import { imageMark, nameMark, type Watermark } from '../../../src/media/watermark';

// The watermark is composited by the image pipeline (issue 38): real JPEGs through makeVariants,
// then the pixels read back. A pure-red mark at full strength in the bottom-right corner: the
// proof's corner turns red, the clean variant's corner keeps the photograph's colours.

/** The average colour of a square `size` px from the corner named (0–1 fractions of the image). */
async function patch(image: Buffer, fx: number, fy: number, size = 6) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const x0 = Math.min(info.width - size, Math.floor(info.width * fx));
  const y0 = Math.min(info.height - size, Math.floor(info.height * fy));
  const sum = [0, 0, 0];
  for (let y = y0; y < y0 + size; y++)
    for (let x = x0; x < x0 + size; x++) for (let c = 0; c < 3; c++) sum[c] += data[(y * info.width + x) * info.channels + c];
  return sum.map((v) => v / (size * size));
}

const redSquare = () =>
  sharp({ create: { width: 200, height: 200, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 1 } } })
    .png()
    .toBuffer();

// libvips work: a bound for a unit lane starved at nice 10 beside the emulator session (one case
// took 55 s there, 3 s alone), not a wait.
describe('watermarked proofs', { timeout: 180_000 }, () => {
  it('composites the mark into the proof’s pixels at its corner, and the clean variant has none', async () => {
    const photo = await generatedJpeg(3, { width: 2000, height: 1400, quality: 88 });
    const watermark: Watermark = { mark: await imageMark(await redSquare()), position: 'bottom-right', opacity: 1 };
    // Two widths on either side of the proofs' limit, in JPEG: every width and format is makeVariants' own test.
    const options = { widths: [640, 1920], formats: ['jpeg'] as const };
    const made = await makeVariants(photo, { ...options, watermark });

    expect(made.proofs.map((p) => p.width)).toEqual(proofWidthsOf(made.variants.map((v) => v.width)));
    for (const proof of made.proofs.filter((p) => p.format === 'jpeg')) {
      const clean = made.variants.find((v) => v.width === proof.width && v.format === proof.format)!;
      // The mark sits a 3 % margin in from the bottom-right corner: sample just inside it.
      const [r, g, b] = await patch(proof.data, 0.9, 0.9);
      expect(r).toBeGreaterThan(200);
      expect(g).toBeLessThan(60);
      expect(b).toBeLessThan(60);
      const [cr, cg] = await patch(clean.data, 0.9, 0.9);
      expect(cr).toBeLessThan(230);
      expect(cg).toBeGreaterThan(120);
      // The opposite corner is the photograph in both.
      const [pr, pg, pb] = await patch(proof.data, 0, 0);
      const [qr, qg, qb] = await patch(clean.data, 0, 0);
      expect(Math.abs(pr - qr) + Math.abs(pg - qg) + Math.abs(pb - qb)).toBeLessThan(12);
    }
    // Proofs are previews only: nothing above 1280 px.
    expect(Math.max(...made.proofs.map((p) => p.width))).toBeLessThanOrEqual(1280);
    // And the clean variants are exactly those made without a watermark.
    const plain = await makeVariants(photo, options);
    expect(plain.proofs).toEqual([]);
    expect(made.variants.map((v) => v.data.length)).toEqual(plain.variants.map((v) => v.data.length));
  });

  it('fades the mark to its opacity', async () => {
    const photo = await generatedJpeg(4, { width: 1000, height: 800, quality: 88 });
    const mark = await imageMark(await redSquare());
    const strong = await makeVariants(photo, { widths: [640], formats: ['webp'], watermark: { mark, position: 'center', opacity: 1 } });
    const faint = await makeVariants(photo, { widths: [640], formats: ['webp'], watermark: { mark, position: 'center', opacity: 0.3 } });
    const clean = await patch(strong.variants[0].data, 0.5, 0.5);
    const [sr] = await patch(strong.proofs[0].data, 0.5, 0.5);
    const [fr] = await patch(faint.proofs[0].data, 0.5, 0.5);
    expect(sr).toBeGreaterThan(fr);
    expect(fr).toBeGreaterThan(clean[0] + 20);
  });

  it('repeats the studio’s name across a tiled proof, in light letters', async () => {
    const photo = await generatedJpeg(5, { width: 1200, height: 900, quality: 88 });
    const mark = await nameMark('Style & Story');
    const meta = await sharp(mark).metadata();
    expect(meta.hasAlpha).toBe(true);
    expect(meta.width).toBeGreaterThan(meta.height!);
    const made = await makeVariants(photo, { widths: [640], formats: ['jpeg'], watermark: { mark, position: 'tiled', opacity: 0.9 } });
    const proof = await sharp(made.proofs[0].data).raw().toBuffer();
    const clean = await sharp(made.variants[0].data).raw().toBuffer();
    // Brighter pixels (the letters) in each quarter of the proof than of the clean one.
    const bright = (data: Buffer, qx: number, qy: number) => {
      let n = 0;
      for (let y = qy * 240; y < qy * 240 + 240; y++)
        for (let x = qx * 320; x < qx * 320 + 320; x++) if (data[(y * 640 + x) * 3] > 235) n++;
      return n;
    };
    for (const [qx, qy] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ])
      expect(bright(proof, qx, qy)).toBeGreaterThan(bright(clean, qx, qy) + 50);
  });
});
