// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '@common/collections';
import { TEST_STUDIO } from '@common/studio.test-data';
import { resetServerState } from '@/data/store';
import { libraryImage } from '@/testing/images';
import { renderPage } from './prerender';

// The prerendered home page (scripts/prerender.mts writes renderPage's HTML): its LCP picture, the
// owner's photograph, is in the HTML with its srcset, so the browser finds it before any script.

/** A Firestore REST value for a plain value. */
function restValue(value: unknown): Record<string, unknown> {
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return { integerValue: String(value) };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  return { mapValue: { fields: restFields(value as Record<string, unknown>) } };
}
const restFields = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, restValue(value)]));

/** Firestore as the renderer reads it: settings/studio with `studio`, every other query empty. */
function firestoreWith(studio: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: { body: string }) => {
      const { structuredQuery } = JSON.parse(init.body);
      const rows =
        structuredQuery.from[0].collectionId === COLLECTIONS.settings
          ? [{ document: { name: 'projects/p/databases/(default)/documents/settings/studio', fields: restFields(studio) } }]
          : [];
      return new Response(JSON.stringify(rows), { status: 200 });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetServerState(); // a build renders with one set of answers; each test asks Firestore anew
});

const studio = { ...TEST_STUDIO, updatedAt: new Date('2026-11-01T09:00:00Z') };

describe('the prerendered home page', () => {
  it('carries the owner’s photograph as its hero: srcset per format, sizes, reserved size, high priority', async () => {
    firestoreWith({ ...studio, heroImage: libraryImage });
    const { html } = await renderPage('/');
    const img = html.match(/<img[^>]*srcSet="\/media\/m1\/[^>]*>/i)?.[0] ?? '';
    expect(img).toContain(`src="${libraryImage.src}"`);
    expect(img).toContain(`srcSet="${libraryImage.srcset!.jpeg}"`);
    expect(img).toContain('sizes="100vw"');
    expect(img).toMatch(/fetchPriority="high"/i);
    expect(img).toContain('width="1280"');
    expect(html).toContain(`<source type="image/webp" srcSet="${libraryImage.srcset!.webp}" sizes="100vw"/>`);
    expect(html).not.toContain('/images/hero/hero.svg"');
  });

  it('carries the drawing when the owner has chosen no photograph', async () => {
    firestoreWith(studio);
    const { html } = await renderPage('/');
    expect(html).toMatch(/<img[^>]*src="\/images\/hero\/hero.svg"[^>]*fetchPriority="high"/i);
  });
});
