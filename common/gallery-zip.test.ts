import { describe, expect, it } from 'vitest';
import { GALLERY_ZIP_PART_BYTES, galleryZipApi, planZipParts, safeName, zipFileName, type ZipPhoto } from './gallery-zip';

const MB = 1024 * 1024;
let next = 0;
const photo = (over: Partial<ZipPhoto> = {}): ZipPhoto => ({
  id: `p${String(next++).padStart(3, '0')}`,
  fileName: `IMG_${next}.jpg`,
  set: 'Ceremony',
  order: next,
  hidden: false,
  contentType: 'image/jpeg',
  bytes: 20 * MB,
  webBytes: 2 * MB,
  ...over,
});

describe('planZipParts', () => {
  it('keeps the customer’s order: sets as the tabs show them, then each photo’s order; hidden photos left out', () => {
    const photos = [
      photo({ id: 'b', set: 'Portraits', order: 0, fileName: 'b.jpg' }),
      photo({ id: 'a', set: 'Ceremony', order: 2, fileName: 'a2.jpg' }),
      photo({ id: 'h', set: 'Ceremony', order: 1, hidden: true, fileName: 'hidden.jpg' }),
      photo({ id: 'c', set: 'Ceremony', order: 0, fileName: 'a0.jpg' }),
    ];
    const [part] = planZipParts(['Ceremony', 'Portraits'], photos, 'web');
    expect(part.entries.map((entry) => entry.name)).toEqual(['Ceremony/a0.jpg', 'Ceremony/a2.jpg', 'Portraits/b.jpg']);
  });

  it('fills parts up to the limit without splitting a photo, and counts the size asked for', () => {
    const photos = Array.from({ length: 10 }, () => photo({ bytes: 300 * MB, webBytes: 3 * MB }));
    const full = planZipParts(['Ceremony'], photos, 'full');
    expect(full.map((part) => part.entries.length)).toEqual([3, 3, 3, 1]);
    expect(full.map((part) => part.number)).toEqual([1, 2, 3, 4]);
    for (const part of full) expect(part.bytes).toBeLessThanOrEqual(GALLERY_ZIP_PART_BYTES);
    expect(full[0].bytes).toBeGreaterThan(900 * MB);
    const web = planZipParts(['Ceremony'], photos, 'web');
    expect(web).toHaveLength(1);
    expect(web[0].entries.every((entry) => entry.bytes === 3 * MB)).toBe(true);
  });

  it('gives a photo larger than the limit a part of its own', () => {
    const photos = [photo({ bytes: 10 * MB }), photo({ bytes: 50 * MB }), photo({ bytes: 10 * MB })];
    const parts = planZipParts(['Ceremony'], photos, 'full', 30 * MB);
    expect(parts.map((part) => part.entries.length)).toEqual([1, 1, 1]);
    expect(parts[1].bytes).toBeGreaterThan(30 * MB);
  });

  it('names every file once in the whole download, whatever the case, with the extension of what is sent', () => {
    const photos = [
      photo({ fileName: 'Vows.JPG' }),
      photo({ fileName: 'vows.jpg' }),
      photo({ fileName: 'Vows.png', contentType: 'image/png' }),
      photo({ fileName: 'first look.avif', contentType: 'image/avif' }),
    ];
    const names = (size: 'web' | 'full') =>
      planZipParts(['Ceremony'], photos, size, 25 * MB).flatMap((part) => part.entries.map((entry) => entry.name));
    expect(names('web')).toEqual(['Ceremony/Vows.jpg', 'Ceremony/vows (2).jpg', 'Ceremony/Vows (3).jpg', 'Ceremony/first look.jpg']);
    expect(names('full')).toEqual(['Ceremony/Vows.jpg', 'Ceremony/vows (2).jpg', 'Ceremony/Vows.png', 'Ceremony/first look.avif']);
  });

  it('makes set folders and file names safe on every system', () => {
    const [part] = planZipParts(['../Ceremony: 1/2'], [photo({ set: '../Ceremony: 1/2', fileName: '..\\evil/<name>?.jpg' })], 'web');
    expect(part.entries[0].name).toBe('Ceremony_ 1_2/evil__name.jpg');
    expect(planZipParts(['x'], [photo({ set: 'x', fileName: '....jpg' })], 'web')[0].entries[0].name).toMatch(/^x\/photo-1\.jpg$/);
  });

  it('plans nothing for a gallery without visible photos', () => {
    expect(planZipParts(['Ceremony'], [photo({ hidden: true })], 'web')).toEqual([]);
  });
});

describe('names and addresses', () => {
  it('names the download by the gallery, the part and the size', () => {
    expect(zipFileName('Ana & Luis / Wedding', 2, 3, 'web')).toBe('Ana & Luis _ Wedding - part 2 of 3.zip');
    expect(zipFileName('Ana', 1, 1, 'full')).toBe('Ana - full resolution.zip');
    expect(safeName('\u0000', 'Gallery')).toBe('Gallery');
  });

  it('puts the part, the size and the ticket in the link', () => {
    expect(galleryZipApi.part('g1', 2, 'full', 'abc')).toBe('/api/gallery-zip/g1/2?size=full&ticket=abc');
    expect(galleryZipApi.tickets('g1')).toBe('/api/gallery-zip/g1/tickets');
  });
});
