import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, REMOVED_PHOTO_IMAGE, UPLOAD_PART_BYTES, UPLOAD_TYPE_LIST, partCount, partRange, uploadRefusal } from './media';
import { repositoryRoot } from './repository.test-support';
import { imageRefSchema } from './schemas/common';

describe('upload refusals (asked by the web app before sending, and by the endpoint before storing)', () => {
  it('accepts the photo types up to the stated size', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif']) {
      expect(uploadRefusal({ name: 'a', size: MAX_UPLOAD_BYTES, type }), type).toBeNull();
    }
  });

  it('offers no HEIC in the upload field, so iOS sends a chosen photo as JPEG', () => {
    expect(UPLOAD_TYPE_LIST).toEqual(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);
  });

  it('refuses HEIC, by type or by name, saying how an iPhone or a Mac sends it as JPEG', () => {
    for (const file of [
      { name: 'IMG_2041.HEIC', size: 10, type: 'image/heic' },
      { name: 'IMG_2041.heif', size: 10, type: 'image/heif' },
      { name: 'IMG_2041.HEIC', size: 10, type: '' },
    ]) {
      expect(uploadRefusal(file)).toEqual({
        kind: 'type',
        message: `${file.name}: HEIC photos cannot be used here: on an iPhone, choose the photo again from this page (it is sent as JPEG); on a Mac, export it as JPEG first.`,
      });
    }
  });

  it('refuses another type, naming the file and what it may be', () => {
    expect(uploadRefusal({ name: 'scan.tiff', size: 10, type: 'image/tiff' })).toEqual({
      kind: 'type',
      message: 'scan.tiff is not a photo this site can take (image/tiff): upload JPEG, PNG, WebP or AVIF.',
    });
    expect(uploadRefusal({ name: 'notes', size: 10, type: '' })?.message).toContain('(unknown type)');
  });

  it('refuses a file over the limit before a byte is stored, naming it and both sizes', () => {
    expect(uploadRefusal({ name: 'huge.jpg', size: 60 * 1024 * 1024, type: 'image/jpeg' })).toEqual({
      kind: 'size',
      message: 'huge.jpg is 60 MB: photos can be at most 40 MB.',
    });
    expect(uploadRefusal({ name: 'b.jpg', size: MAX_UPLOAD_BYTES + 1, type: 'image/jpeg' })?.kind).toBe('size');
  });

  it('refuses an empty file', () => {
    expect(uploadRefusal({ name: 'zero.png', size: 0, type: 'image/png' })).toEqual({ kind: 'empty', message: 'zero.png is empty.' });
  });
});

describe('parts', () => {
  it('cuts a file into parts that cover it exactly once', () => {
    const bytes = 2 * UPLOAD_PART_BYTES + 5;
    expect(partCount(bytes)).toBe(3);
    expect([0, 1, 2].map((i) => partRange(bytes, i))).toEqual([
      { start: 0, end: UPLOAD_PART_BYTES },
      { start: UPLOAD_PART_BYTES, end: 2 * UPLOAD_PART_BYTES },
      { start: 2 * UPLOAD_PART_BYTES, end: bytes },
    ]);
    expect(partCount(UPLOAD_PART_BYTES)).toBe(1);
    expect(partCount(1)).toBe(1);
    // The largest photo fits the request limit of Cloud Functions and Hosting (32 MB) part by part.
    expect(UPLOAD_PART_BYTES).toBeLessThan(32 * 1024 * 1024);
    expect(partCount(MAX_UPLOAD_BYTES)).toBe(5);
  });
});

describe('the image a page shows once its photo was deleted everywhere', () => {
  it('is a valid image ref to a file the site always serves (web/public), so the replacement is never a broken ref', () => {
    expect(imageRefSchema.safeParse(REMOVED_PHOTO_IMAGE).success).toBe(true);
    const file = join(repositoryRoot(), 'web', 'public', REMOVED_PHOTO_IMAGE.src);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toContain(`width="${REMOVED_PHOTO_IMAGE.width}" height="${REMOVED_PHOTO_IMAGE.height}"`);
  });
});
