import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { slugSchema, type ImageRef } from '@common/schemas';
import { STUDIO } from '@common/studio';
import { PUBLIC_DIR, renderAll } from '../../scripts/make-images';
import {
  BLOGS,
  FAQS,
  FRAMES,
  GALLERY,
  IMAGES,
  JOB_OPENINGS,
  PACKAGES,
  SEED_COLLECTIONS,
  SERVICES,
  SITE_IMAGES,
  TESTIMONIALS,
} from '../../scripts/seed';

// The seed's content, checked without Firestore: every document passes its schema, the demo has
// what the brief promises, and every picture it points at exists with the stated size.

const distinct = <T>(items: T[]) => new Set(items).size;
function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
}
const words = (markdown: string) => markdown.split(/\s+/).filter((w) => /\w/.test(w)).length;

describe('seed documents', () => {
  it.each(SEED_COLLECTIONS.map((c) => [c.collection, c] as const))('%s: every document parses with its schema', (_, { schema, docs }) => {
    expect(docs.length).toBeGreaterThan(0);
    for (const doc of docs) {
      const result = schema.safeParse(doc.data);
      expect(result.success, `${doc.id}: ${result.error?.message}`).toBe(true);
    }
  });

  it.each(SEED_COLLECTIONS.map((c) => [c.collection, c] as const))('%s: ids are unique slugs', (_, { docs }) => {
    for (const doc of docs) expect(slugSchema.safeParse(doc.id).success, doc.id).toBe(true);
    expect(distinct(docs.map((d) => d.id))).toBe(docs.length);
  });

  it('has at least 6 active services', () => {
    expect(SERVICES.filter((s) => s.data.active).length).toBeGreaterThanOrEqual(6);
  });

  it('has 9 active packages, 3 per category, each with a price, duration and 5-8 features', () => {
    const active = PACKAGES.filter((p) => p.data.active);
    expect(active).toHaveLength(9);
    expect(groupBy(active, (p) => p.data.category).map((group) => group.length)).toEqual([3, 3, 3]);
    for (const { data } of active) {
      expect(data.price).toBeGreaterThan(0);
      expect(data.duration.length).toBeGreaterThan(0);
      expect(data.features.length).toBeGreaterThanOrEqual(5);
      expect(data.features.length).toBeLessThanOrEqual(8);
    }
    expect(active.some((p) => p.data.featured)).toBe(true);
  });

  it('prices each package tier above the one before it within its category', () => {
    for (const group of groupBy(PACKAGES, (p) => p.data.category)) {
      const prices = group.sort((a, b) => a.data.order - b.data.order).map((p) => p.data.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
  });

  it('has 24 published gallery items in at least 4 categories, in both orientations', () => {
    const published = GALLERY.filter((g) => g.data.published);
    expect(published.length).toBeGreaterThanOrEqual(24);
    expect(distinct(published.map((g) => g.data.category))).toBeGreaterThanOrEqual(4);
    expect(published.some((g) => g.data.featured)).toBe(true);
    expect(published.some((g) => g.data.image.width > g.data.image.height)).toBe(true);
    expect(published.some((g) => g.data.image.height > g.data.image.width)).toBe(true);
  });

  it('has 6 active frames, each with 3-4 priced sizes', () => {
    const active = FRAMES.filter((f) => f.data.active);
    expect(active.length).toBeGreaterThanOrEqual(6);
    for (const { data } of active) {
      expect(data.sizes.length).toBeGreaterThanOrEqual(3);
      expect(data.sizes.length).toBeLessThanOrEqual(4);
      for (const size of data.sizes) expect(size.price).toBeGreaterThan(0);
    }
  });

  it('has 4 published blog posts of 300-600 words and one unpublished draft', () => {
    const published = BLOGS.filter((b) => b.data.published);
    expect(published.length).toBeGreaterThanOrEqual(4);
    for (const { data } of published) {
      expect(words(data.body), data.slug).toBeGreaterThanOrEqual(300);
      expect(words(data.body), data.slug).toBeLessThanOrEqual(600);
    }
    expect(BLOGS.filter((b) => !b.data.published).length).toBeGreaterThanOrEqual(1);
    for (const { id, data } of BLOGS) expect(data.slug).toBe(id);
  });

  it('has 10 FAQs across categories, stating the real deposit and balance terms', () => {
    expect(FAQS.length).toBeGreaterThanOrEqual(10);
    expect(distinct(FAQS.map((f) => f.data.category))).toBeGreaterThanOrEqual(4);
    const text = FAQS.map((f) => `${f.data.question} ${f.data.answer}`).join(' ');
    expect(text).toContain(`${STUDIO.depositPercent}% deposit`);
    expect(text).toContain('7 days before');
    expect(text).toMatch(/cash at the studio/);
    expect(text).toMatch(/cancel/i);
    expect(text).toMatch(/soft copies/i);
  });

  it('has 3 active job openings and 6 published testimonials', () => {
    expect(JOB_OPENINGS.filter((j) => j.data.active).length).toBeGreaterThanOrEqual(3);
    expect(TESTIMONIALS.filter((t) => t.data.published).length).toBeGreaterThanOrEqual(6);
  });
});

describe('seed images', () => {
  const refs: [string, ImageRef][] = [
    ...SEED_COLLECTIONS.flatMap(({ collection, docs }) =>
      docs.flatMap((doc) => {
        const data = doc.data as { image?: ImageRef; cover?: ImageRef };
        const image = data.image ?? data.cover;
        return image ? [[`${collection}/${doc.id}`, image] as [string, ImageRef]] : [];
      }),
    ),
    ['site/hero', SITE_IMAGES.hero],
    ['site/about', SITE_IMAGES.about],
  ];

  it('every document has a picture', () => {
    const withPictures = SEED_COLLECTIONS.filter((c) => c.docs.some((d) => 'image' in (d.data as object) || 'cover' in (d.data as object)));
    const pictured = withPictures.reduce((sum, c) => sum + c.docs.length, 0);
    expect(refs.length).toBe(pictured + 2);
  });

  it.each(refs)('%s: the picture exists and its SVG size matches the stored width and height', (_, image) => {
    expect(image.src).toMatch(/^\/images\/[a-z0-9/-]+\.svg$/);
    const file = join(PUBLIC_DIR, image.src);
    expect(existsSync(file), file).toBe(true);
    const svg = readFileSync(file, 'utf8');
    const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? '';
    expect(root).toContain(`width="${image.width}"`);
    expect(root).toContain(`height="${image.height}"`);
    expect(root).toContain(`viewBox="0 0 ${image.width} ${image.height}"`);
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
    expect(image.alt.length).toBeGreaterThan(0);
  });

  it('the files in web/public are exactly what scripts/make-images.ts renders (deterministic and up to date)', () => {
    const first = renderAll();
    const second = renderAll();
    expect([...second.entries()]).toEqual([...first.entries()]);
    for (const [path, svg] of first)
      expect(readFileSync(join(PUBLIC_DIR, path), 'utf8'), `${path} is stale: run npx tsx scripts/make-images.ts`).toBe(svg);
    expect(first.size).toBe(Object.keys(IMAGES).length + 3);
  });

  it('keeps pictures light: none over 12 KB, and the whole set under 400 KB', () => {
    let total = 0;
    for (const [path, svg] of renderAll()) {
      const bytes = Buffer.byteLength(svg);
      expect(bytes, path).toBeLessThan(12 * 1024);
      total += bytes;
    }
    expect(total).toBeLessThan(400 * 1024);
  });

  it('draws the logo and favicon as self-contained SVG with no external references', () => {
    for (const path of ['images/logo.svg', 'images/logo-light.svg', 'favicon.svg']) {
      const svg = readFileSync(join(PUBLIC_DIR, path), 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 120 120"/);
      expect(svg).not.toMatch(/href="(?!#)|<image|<text|font-family/);
    }
  });
});
