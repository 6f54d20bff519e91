import { describe, expect, it } from 'vitest';
import { defaultWatermark, watermarkFileProblem, watermarkSettingsSchema } from './watermark';

// The watermark's settings and the file check the form makes before sending (the media API makes
// the same refusals: functions/test/integration/photo-archive.test.ts).

describe('the watermark file', () => {
  it('is refused, named, when it is not a PNG, WebP or JPEG, or over 2 MB', () => {
    expect(watermarkFileProblem({ name: 'logo.svg', type: 'image/svg+xml', size: 2_000 })).toMatch(
      /^logo\.svg is not a PNG, WebP or JPEG image/,
    );
    expect(watermarkFileProblem({ name: 'notes.pdf', type: 'application/pdf', size: 2_000 })).toMatch(/^notes\.pdf is not/);
    expect(watermarkFileProblem({ name: 'huge.png', type: 'image/png', size: 3 * 1024 * 1024 })).toBe(
      'huge.png is 3.0 MB: a watermark can be at most 2 MB.',
    );
    expect(watermarkFileProblem({ name: 'logo.png', type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
  });
});

describe('the watermark settings', () => {
  const at = new Date();
  it('start as the studio’s name, repeated, at 35 %', () => {
    expect(defaultWatermark('Atelier Lumière')).toEqual({
      mark: 'name',
      text: 'Atelier Lumière',
      position: 'tiled',
      opacity: 35,
      image: null,
    });
    expect(defaultWatermark('  ').text).toBe('Proof');
  });

  it('need an uploaded image for an image mark', () => {
    const base = { ...defaultWatermark('Studio'), updatedAt: at };
    expect(watermarkSettingsSchema.safeParse({ ...base, mark: 'image' }).success).toBe(false);
    const image = { path: `watermarks/${'a'.repeat(64)}.png`, width: 600, height: 200, sha256: 'a'.repeat(64) };
    expect(watermarkSettingsSchema.safeParse({ ...base, mark: 'image', image }).success).toBe(true);
    expect(watermarkSettingsSchema.safeParse({ ...base, opacity: 95 }).success).toBe(false);
  });
});
