import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { resetServerState } from '@/data/store';
import { libraryImage } from '@/testing/images';
import { PagePhoto } from './page-photo';

// Firestore's REST endpoint is the edge (data/public-read.ts): fetch answers as runQuery would.
const studioPicture = {
  name: 'projects/p/databases/(default)/documents/gallery/owners-own',
  fields: {
    title: { stringValue: 'The studio at noon' },
    category: { stringValue: 'Studio' },
    image: {
      mapValue: {
        fields: {
          src: { stringValue: libraryImage.src },
          width: { integerValue: String(libraryImage.width) },
          height: { integerValue: String(libraryImage.height) },
          alt: { stringValue: 'The studio at noon' },
        },
      },
    },
    featured: { booleanValue: true },
    order: { integerValue: '1' },
    published: { booleanValue: true },
    keywords: { arrayValue: { values: [{ stringValue: 'studio' }] } },
  },
};

/** Answers a query naming documents with `named`, any other gallery query with the studio's own picture. */
function answerQueries(named: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: { body: string }) =>
      init.body.includes('__name__') ? named() : new Response(JSON.stringify([{ document: studioPicture }]), { status: 200 }),
    ),
  );
}

beforeEach(() => resetServerState());
afterEach(() => vi.unstubAllGlobals());

it('shows a picture of the studio’s own gallery when none of the preferred ones exists (the read is refused)', async () => {
  answerQueries(() => new Response('{"error":{"code":403}}', { status: 403 }));
  render(<PagePhoto preferredIds={['seed-picture']} className="h-64" sizes="100vw" />);
  expect(await screen.findByText('The studio at noon')).toBeInTheDocument();
});

it('shows a picture of the studio’s own gallery when none of the preferred ones is published', async () => {
  answerQueries(() => new Response('[{"readTime":"2026-11-25T00:00:00Z"}]', { status: 200 }));
  render(<PagePhoto preferredIds={['seed-picture']} className="h-64" sizes="100vw" />);
  expect(await screen.findByText('The studio at noon')).toBeInTheDocument();
});
