import { describe, expect, it } from 'vitest';
import { FUNCTIONS_REGION } from '@common/functions-region';
import { galleryZipApi } from '@common/gallery-zip';
import { zipPartAddress } from './client-galleries';

// Which address a build uses is checked on the builds themselves (web/e2e/production-build.e2e.ts).
describe('the production address of a "download all" part', () => {
  it('is the galleryZip function’s own address, past Hosting’s 60-second limit', () => {
    expect(zipPartAddress(galleryZipApi.part('g1', 2, 'full', 'T1cket'), 'studio-prod')).toBe(
      `https://${FUNCTIONS_REGION}-studio-prod.cloudfunctions.net/galleryZip/api/gallery-zip/g1/2?size=full&ticket=T1cket`,
    );
  });
});
