// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '@common/collections';
import { DEMO_STUDIO_INPUT } from '@common/demo-studio';
import { resetServerState } from '@/data/store';
import { stubFirestoreQueries } from '@/testing/firestore-rest';
import { libraryImage } from '@/testing/images';
import { renderPage } from './prerender';

// The prerendered home page (scripts/prerender.mts writes renderPage's HTML): its LCP picture, the
// owner's photograph, is in the HTML with its srcset, so the browser finds it before any script.

/** Firestore as the renderer reads it: settings/studio with `studio`, every other query empty. */
const firestoreWith = (studio: Record<string, unknown>) =>
  stubFirestoreQueries((collectionId) => (collectionId === COLLECTIONS.settings ? { studio } : {}));

afterEach(() => {
  vi.unstubAllGlobals();
  resetServerState(); // a build renders with one set of answers; each test asks Firestore anew
});

const studio = { ...DEMO_STUDIO_INPUT, updatedAt: new Date('2026-11-01T09:00:00Z') };

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
