import sharp from 'sharp';

/**
 * A photograph-like JPEG for the benchmarks: a gradient under seeded grain (grain is what makes
 * camera files large), so sizes and decode times are near a camera's and each seed is distinct.
 */
export async function generatedJpeg(seed: number, { width, height, quality }: { width: number; height: number; quality: number }) {
  const pixels = Buffer.alloc(width * height * 3);
  let state = (seed * 2654435761) >>> 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (state * 1103515245 + 12345) >>> 0;
      const grain = (state >>> 24) / 8 - 16;
      const i = (y * width + x) * 3;
      pixels[i] = 90 + (x * 120) / width + grain;
      pixels[i + 1] = 70 + (y * 110) / height + grain;
      pixels[i + 2] = 60 + ((x + y + seed * 40) % 200) / 2 + grain;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}
