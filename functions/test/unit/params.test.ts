import { describe, expect, it } from 'vitest';
import { siteUrl } from '../../src/lib/params';

describe('siteUrl', () => {
  it('is the configured address, without a trailing slash', () => {
    expect(siteUrl('https://styleandstory.studio/', { GCLOUD_PROJECT: 'p' })).toBe('https://styleandstory.studio');
  });
  it("falls back to the project's Hosting address", () => {
    expect(siteUrl('', { GCLOUD_PROJECT: 'style-and-story-prod' })).toBe('https://style-and-story-prod.web.app');
  });
  it('takes the local site inside the Functions emulator only', () => {
    const local = { FUNCTIONS_EMULATOR: 'true', EMULATOR_SITE_URL: 'http://127.0.0.1:5173', GCLOUD_PROJECT: 'demo' };
    expect(siteUrl('https://styleandstory.studio', local)).toBe('http://127.0.0.1:5173');
    expect(siteUrl('https://styleandstory.studio', { ...local, FUNCTIONS_EMULATOR: undefined })).toBe('https://styleandstory.studio');
  });
});
