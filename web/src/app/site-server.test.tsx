// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '@common/collections';
import { blogPostPath } from '@common/paths';
import { PRERENDER_DATA_ID } from './prerender-markers';
import { handleSiteRequest } from './site-server';

// The page function's renderer (what Hosting sends posts newer than the build to), with Firestore's
// REST endpoint as the edge: it answers a post whose body the test changes between requests.

const TEMPLATE = '<html><head><title>x</title><meta name="description" content="" /></head><body><div id="root"></div></body></html>';
const SLUG = 'after-the-deploy';

/** A Firestore REST value for a plain value (the shapes a post has). */
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
function firestoreWith(body: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: { body: string }) => {
      const { structuredQuery } = JSON.parse(init.body);
      const rows =
        structuredQuery.from[0].collectionId === COLLECTIONS.blogs
          ? [{ document: { name: `projects/p/databases/(default)/documents/blogs/p1`, fields: restFields(post(body)) } }]
          : [];
      return new Response(JSON.stringify(rows), { status: 200 });
    }),
  );
}

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
