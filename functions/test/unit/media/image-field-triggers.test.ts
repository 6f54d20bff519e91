import { describe, expect, it } from 'vitest';
import * as triggers from '../../../src/index';
import { IMAGE_FIELDS, mediaIdOf } from '../../../src/media/media-usage';

// The usedBy triggers: one per collection with an image field, on every write (deletions included,
// which the shared trigger helper skips: a deleted page must leave its photo's usedBy), retried.
const expected = {
  onServiceImageWritten: 'services/{id}',
  onPackageImageWritten: 'packages/{id}',
  onGalleryImageWritten: 'gallery/{id}',
  onFrameImageWritten: 'frames/{id}',
  onBlogCoverWritten: 'blogs/{id}',
};

describe('the triggers that keep media usedBy', () => {
  it.each(Object.entries(expected))('%s: every write of %s, retried, no secrets', (name, document) => {
    const endpoint = (triggers as unknown as Record<string, { __endpoint: Record<string, unknown> }>)[name].__endpoint;
    expect(endpoint).toMatchObject({
      eventTrigger: { eventType: 'google.cloud.firestore.document.v1.written', eventFilterPathPatterns: { document }, retry: true },
    });
    expect(endpoint.secretEnvironmentVariables ?? []).toEqual([]);
  });

  it('cover every collection with an image field', () => {
    expect(Object.values(expected).map((d) => d.split('/')[0])).toEqual(Object.keys(IMAGE_FIELDS));
  });

  it('read the media id of a library photo only', () => {
    expect(mediaIdOf({ image: { src: '/media/m1/1280w.jpg', mediaId: 'm1' } }, 'image')).toBe('m1');
    expect(mediaIdOf({ image: { src: '/images/a.svg' } }, 'image')).toBeUndefined();
    expect(mediaIdOf({ cover: { mediaId: 7 } }, 'cover')).toBeUndefined();
    expect(mediaIdOf(undefined, 'image')).toBeUndefined();
  });
});
