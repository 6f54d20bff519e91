import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@common/collections';
import { blogPostPath, paths } from '@common/paths';
import { blogSchema, keywordsOf } from '@common/schemas/catalogue';
import { STUDIO_SETTINGS_ID } from '@common/settings-keys';
import { sharedBrowser, MOBILE, newContext, watchErrors } from './support/browser';
import { adminDb } from './support/firestore';
import { baseUrl } from './support/ports';
import { seedCatalogue } from './support/seed';

// Search engines and link previews, through the hosting server (firebase.json's rewrites) and the
// Functions emulator: a post published after the build (web/dist-e2e) is full HTML from the page
// function, the sitemap lists it, unknown addresses answer 404, and the JSON-LD names the studio.
const slug = `published-after-the-build-${Date.now()}`;
const post = {
  slug,
  title: 'A story published after the build',
  excerpt: 'Written once the site was deployed: served as full HTML by the page function.',
  body: 'The **whole** story, rendered on the server.',
  cover: { src: '/images/blog/wedding-day-timeline.svg', width: 1200, height: 800, alt: 'A table set for a wedding' },
  author: 'Elena',
  tags: ['news'],
  published: true,
};

let browser: Browser;
beforeAll(async () => {
  await seedCatalogue();
  const data = blogSchema.parse({ ...post, publishedAt: new Date(), keywords: keywordsOf.blogs(post) });
  await adminDb().collection(COLLECTIONS.blogs).doc(slug).set(data);
  browser = await sharedBrowser();
});
afterAll(async () => {
  await adminDb().collection(COLLECTIONS.blogs).doc(slug).delete();
});

const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );

describe('a post published after the build', () => {
  it('is served as full HTML by the page function, cached at the CDN', async () => {
    const response = await fetch(`${baseUrl}${blogPostPath(slug)}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    expect(html).toContain(`data-prerendered="${blogPostPath(slug)}"`);
    expect(html).toMatch(/<h1[^>]*>A story published after the build<\/h1>/);
    expect(html).toContain('<strong>whole</strong> story');
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}${blogPostPath(slug)}"`);
    expect(structuredData(html)).toContainEqual(expect.objectContaining({ '@type': 'BlogPosting', headline: post.title }));
  });

  it('hydrates in the browser with no error', async () => {
    const context = await newContext(browser, MOBILE);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}${blogPostPath(slug)}`);
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
    await page.waitForTimeout(700);
    await context.close();
    expect(errors).toEqual([]);
  });

  it('is listed in /sitemap.xml, with the fixed pages and without the private ones', async () => {
    const response = await fetch(`${baseUrl}/sitemap.xml`);
    const xml = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/xml/);
    expect(xml).toContain(`<loc>${baseUrl}${blogPostPath(slug)}</loc>`);
    expect(xml).toContain(`<loc>${baseUrl}${paths.pricing}</loc>`);
    expect(xml).not.toContain(`<loc>${baseUrl}${paths.profile}</loc>`);
    await expect(fetch(`${baseUrl}/robots.txt`).then((r) => r.text())).resolves.toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });
});

describe('addresses that lead nowhere', () => {
  it.each(['/no-such-page', '/gallery/nothing/here'])('%s answers 404 with the designed not-found page', async (path) => {
    const response = await fetch(`${baseUrl}${path}`);
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(html).toContain('This page has wandered off');
    expect(html).toContain('<meta name="robots" content="noindex"');
  });

  it.each([
    [blogPostPath('no-such-story'), 'This story'],
    ['/pricing/no-such-package', 'This package isn’t available'],
  ])('%s answers 404 from the page function, with its not-found page', async (path, text) => {
    const response = await fetch(`${baseUrl}${path}`);
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(html).toContain(text);
    expect(html).toContain('<meta name="robots" content="noindex"');
  });
});

describe('structured data', () => {
  it.each([paths.home, paths.contact])('on %s is valid JSON and names the studio from its settings', async (path) => {
    const studio = (await adminDb().collection(COLLECTIONS.settings).doc(STUDIO_SETTINGS_ID).get()).data()!;
    const data = structuredData(await (await fetch(`${baseUrl}${path}`)).text());
    expect(data).toContainEqual(
      expect.objectContaining({ '@type': 'LocalBusiness', name: studio.name, telephone: studio.phone, address: studio.address }),
    );
  });

  it('describes a package as an offer at its price, and the FAQ as questions', async () => {
    const [pkg] = (await adminDb().collection(COLLECTIONS.packages).where('active', '==', true).limit(1).get()).docs;
    const offer = structuredData(await (await fetch(`${baseUrl}/pricing/${pkg.id}`)).text()).find((data) => data['@type'] === 'Service');
    expect(offer).toMatchObject({ name: pkg.get('name'), offers: { '@type': 'Offer', price: pkg.get('price') } });
    const faq = structuredData(await (await fetch(`${baseUrl}${paths.faq}`)).text()).find((data) => data['@type'] === 'FAQPage');
    expect((faq?.mainEntity as unknown[]).length).toBeGreaterThan(0);
  });
});
