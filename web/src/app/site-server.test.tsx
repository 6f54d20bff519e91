// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '@common/collections';
import { blogPostPath } from '@common/paths';
import { stubFirestoreQueries } from '@/testing/firestore-rest';
import { PRERENDER_DATA_ID } from './prerender-markers';
import { handleSiteRequest } from './site-server';

// The page function's renderer (what Hosting sends posts newer than the build to), with Firestore's
// REST endpoint as the edge: it answers a post whose body the test changes between requests.

const TEMPLATE = '<html><head><title>x</title><meta name="description" content="" /></head><body><div id="root"></div></body></html>';
const SLUG = 'after-the-deploy';

const post = (body: string) => ({
  slug: SLUG,
  title: 'Written after the deploy',
  excerpt: 'A post the build never saw.',
  body,
  cover: { src: '/images/blog/cover.svg', width: 1600, height: 900, alt: 'A cover' },
  author: 'Elena Marquez',
  tags: ['news'],
  published: true,
  publishedAt: new Date('2026-11-20T10:00:00Z'),
  keywords: [],
});

/** Firestore as the renderer reads it: the post with `body`, nothing else. */
const firestoreWith = (body: string) =>
  stubFirestoreQueries((collectionId) => (collectionId === COLLECTIONS.blogs ? { p1: post(body) } : {}));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('handleSiteRequest (the page function)', () => {
  it('serves a post as Firestore has it at each request, its Markdown rendered on the server and sanitised', async () => {
    firestoreWith('## First version\n\nSome **bold** words. <img src="x" onerror="alert(1)">');
    const first = await handleSiteRequest('GET', blogPostPath(SLUG), TEMPLATE, 'https://studio.example');
    expect(first.status).toBe(200);
    const [page, answers] = first.body.split(`<script type="application/json" id="${PRERENDER_DATA_ID}">`);
    expect(page).toContain('<h2>First version</h2>');
    expect(page).toContain('<strong>bold</strong>');
    expect(page).not.toContain('onerror');
    // The HTML rides with the answers, so the browser hydrates it without the Markdown engine.
    expect(answers).toMatch(/"markdown:[^"]+":\{"data":"\\u003ch2>First version/);

    // The owner edits the post: the same warm instance renders the new text, not the one it first read.
    firestoreWith('## Second version\n\nEdited.');
    const second = await handleSiteRequest('GET', blogPostPath(SLUG), TEMPLATE, 'https://studio.example');
    expect(second.body).toContain('<h2>Second version</h2>');
    expect(second.body).not.toContain('First version');
  });
});
