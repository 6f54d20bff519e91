// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paths } from '@common/paths';
import { sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  const xml = sitemapXml([paths.home, paths.pricing, '/blog/a&b', paths.profile, paths.thankYou, paths.pricing], 'https://studio.example');

  it('lists each public page once, as an absolute, escaped address', () => {
    expect(xml.match(/<loc>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://studio.example/</loc>');
    expect(xml).toContain('<loc>https://studio.example/pricing</loc>');
    expect(xml).toContain('<loc>https://studio.example/blog/a&amp;b</loc>');
  });

  it('leaves out the pages no search should list', () => {
    expect(xml).not.toContain('/profile');
    expect(xml).not.toContain('/thank-you');
  });

  it('is a sitemaps.org urlset', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    );
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });
});
