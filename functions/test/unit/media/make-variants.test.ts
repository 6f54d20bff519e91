import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { VARIANT_FORMATS } from '../../../../common/media';
import { UnreadableImageError, makeVariants, widthsFor } from '../../../src/media/make-variants';

// Real files, made here with sharp: the variant maker decodes them exactly as it would an upload.

/** Left half red, right half blue: orientation mistakes show as colours in the wrong place. */
function halves(width: number, height: number) {
  const red = { r: 200, g: 20, b: 20 };
  const blue = { r: 20, g: 20, b: 200 };
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const { r, g, b } = x < width / 2 ? red : blue;
      data.set([r, g, b], (y * width + x) * 3);
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } });
}

/** The average colour of a horizontal band of an encoded image (0 = top, 1 = bottom). */
async function bandColour(image: Buffer, from: number, to: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const [y0, y1] = [Math.floor(info.height * from), Math.floor(info.height * to)];
  const sum = [0, 0, 0];
  for (let y = y0; y < y1; y++)
    for (let x = 0; x < info.width; x++) for (let c = 0; c < 3; c++) sum[c] += data[(y * info.width + x) * info.channels + c];
  const n = (y1 - y0) * info.width;
  return { r: sum[0] / n, g: sum[1] / n, b: sum[2] / n };
}

// TIFF tag 0x8825 (the GPS IFD pointer), type LONG, little-endian as libvips writes it.
const GPS_POINTER = Buffer.from([0x25, 0x88, 0x04, 0x00]);

// Real image work: slow on a loaded machine, so more time than a unit test usually gets.
describe('makeVariants', { timeout: 180_000 }, () => {
  it('makes every width below a large JPEG, in each format, never wider than asked, all decodable', async () => {
    const input = await halves(3000, 2000).jpeg({ quality: 90 }).toBuffer();
    const photo = await makeVariants(input);
    expect(photo.contentType).toBe('image/jpeg');
    expect([photo.width, photo.height]).toEqual([3000, 2000]);
    expect(photo.variants.map((v) => `${v.width}x${v.height} ${v.format}`)).toEqual(
      [320, 640, 960, 1280, 1920, 2400].flatMap((w) => VARIANT_FORMATS.map((f) => `${w}x${Math.round((w * 2) / 3)} ${f}`)),
    );
    for (const variant of photo.variants) {
      const meta = await sharp(variant.data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([variant.format, variant.width, variant.height]);
    }
  });

  it('never upscales: a small PNG gets the widths below it and its own', async () => {
    const input = await halves(700, 500).png().toBuffer();
    const photo = await makeVariants(input);
    expect(photo.contentType).toBe('image/png');
    expect([...new Set(photo.variants.map((v) => v.width))]).toEqual([320, 640, 700]);
    expect(widthsFor(200)).toEqual([200]);
    expect(widthsFor(2400)).toEqual([320, 640, 960, 1280, 1920, 2400]);
  });

  it('puts a transparent PNG on white in the JPEG, not black', async () => {
    const input = await sharp({ create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const jpeg = (await makeVariants(input)).variants.find((v) => v.format === 'jpeg')!;
    expect((await bandColour(jpeg.data, 0, 1)).r).toBeGreaterThan(250);
  });

  it('decodes AVIF (HEIF with AV1)', async () => {
    const input = await halves(1000, 800).avif({ quality: 60 }).toBuffer();
    const photo = await makeVariants(input);
    expect(photo.contentType).toBe('image/avif');
    expect(photo.variants.at(-1)?.width).toBe(1000);
  });

  it('applies the EXIF orientation: a photo taken turned comes out upright, its size swapped', async () => {
    // Stored 600 × 400 with orientation 6 (shown turned 90° clockwise): the red left half is the top.
    const input = await halves(600, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const photo = await makeVariants(input);
    expect([photo.width, photo.height]).toEqual([400, 600]);
    const largest = photo.variants.find((v) => v.width === 400 && v.format === 'jpeg')!;
    expect(largest.height).toBe(600);
    const top = await bandColour(largest.data, 0, 0.4);
    const bottom = await bandColour(largest.data, 0.6, 1);
    expect(top.r).toBeGreaterThan(150);
    expect(top.b).toBeLessThan(80);
    expect(bottom.b).toBeGreaterThan(150);
    for (const variant of photo.variants) expect((await sharp(variant.data).metadata()).orientation ?? 1).toBe(1);
  });

  it('strips the GPS position and the camera from every variant', async () => {
    const input = await halves(1400, 900)
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestCam', Model: 'X100' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 46/1 30/1', GPSLongitudeRef: 'W', GPSLongitude: '122/1 25/1 10/1' },
      })
      .toBuffer();
    const exif = (await sharp(input).metadata()).exif!;
    expect(exif.includes(GPS_POINTER)).toBe(true);
    expect(exif.includes(Buffer.from('TestCam'))).toBe(true);
    const photo = await makeVariants(input);
    expect(photo.variants.length).toBeGreaterThan(0);
    for (const variant of photo.variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.exif, `${variant.width} ${variant.format}`).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(variant.data.includes(Buffer.from('TestCam'))).toBe(false);
    }
  });

  it('gives a tiny blurred placeholder and the dominant colour', async () => {
    const input = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const photo = await makeVariants(input);
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    expect(photo.placeholder.length).toBeLessThan(400);
    const tiny = await sharp(Buffer.from(photo.placeholder.split(',')[1], 'base64')).metadata();
    expect([tiny.width, tiny.height]).toEqual([16, 12]);
    // The dominant colour is reported by histogram bin, so close to the fill, not exact.
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(photo.color.slice(i, i + 2), 16));
    expect(Math.abs(r - 0x33) + Math.abs(g - 0x66) + Math.abs(b - 0x99)).toBeLessThan(40);
  });

  it('refuses what is not a photo it can decode, saying why', async () => {
    const jpeg = await halves(800, 600).jpeg().toBuffer();
    const cases: Array<[string, Buffer, RegExp]> = [
      ['a truncated JPEG', jpeg.subarray(0, 600), /damaged/],
      ['text', Buffer.from('not an image at all'), /damaged or not an image/],
      ['a GIF', await halves(80, 60).gif().toBuffer(), /GIF file/],
      ['a TIFF', await halves(80, 60).tiff().toBuffer(), /TIFF file/],
    ];
    for (const [name, input, reason] of cases) {
      const error = await makeVariants(input).catch((e: unknown) => e);
      expect(error, name).toBeInstanceOf(UnreadableImageError);
      expect((error as Error).message, name).toMatch(reason);
    }
  });
});
