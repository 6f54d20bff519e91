import { Timestamp, collection, doc, getDocs, orderBy, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe } from 'vitest';
import { blogSchema } from '@common/schemas';
import { describeCatalogue, imageCases } from './catalogue';
import { aWhileAgo, blog } from './fixtures';
import { ALLOW, EVERYONE, OWNER_ONLY, text, useRulesSuite, validationCases, type Write } from './helpers';

// A post's document id is its slug; a draft has publishedAt null until its first publish.
const post = (published: boolean, slug: string) => blog({ published, slug, publishedAt: published ? serverTimestamp() : null });
const valid = post(true, 'new');

describeCatalogue({
  collection: 'blogs',
  visibility: 'published',
  make: post,
  schema: blogSchema,
  publicQuery: (db) => query(collection(db, 'blogs'), where('published', '==', true), orderBy('publishedAt', 'desc')),
  edit: { excerpt: 'Light, flowers, and always a rain plan.' },
  moreRows: {
    // The post page finds a post by slug.
    'list a published post by slug': [
      (a) => getDocs(query(collection(a.db, 'blogs'), where('published', '==', true), where('slug', '==', 'visible'))),
      EVERYONE,
    ],
    'list any post by slug (no published filter)': [
      (a) => getDocs(query(collection(a.db, 'blogs'), where('slug', '==', 'visible'))),
      OWNER_ONLY,
    ],
  },
  invalid: [
    ['a slug with spaces', { ...valid, slug: 'Garden Wedding' }],
    ['a slug over 120 characters', { ...valid, slug: text(121, 'a') }],
    ['title over 200 characters', { ...valid, title: text(201) }],
    ['excerpt over 500 characters', { ...valid, excerpt: text(501) }],
    ['an empty body', { ...valid, body: '' }],
    ['a blank body', { ...valid, body: '   ' }],
    ['a body over 50,000 characters', { ...valid, body: text(50_001) }],
    ['author over 100 characters', { ...valid, author: text(101) }],
    ['11 tags', { ...valid, tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }],
    ['publishedAt as a string', { ...valid, publishedAt: '2026-01-15' }],
    ...imageCases(valid, 'cover'),
  ],
});

describe('blogs: addresses and publishing dates', () => {
  const suite = useRulesSuite(() => ({
    'blogs/a-draft': post(false, 'a-draft'),
    'blogs/a-post': blog({ slug: 'a-post', publishedAt: aWhileAgo }),
  }));
  const create =
    (id: string): Write =>
    (a, data) =>
      setDoc(doc(a.db, 'blogs', id), data);
  const update =
    (id: string): Write =>
    (a, data) =>
      updateDoc(doc(a.db, 'blogs', id), data);

  describe('create', () => {
    validationCases(suite, 'owner', create('garden-notes'), null, [
      ['a draft with no publishing date', post(false, 'garden-notes'), ALLOW],
      ['a post published now', post(true, 'garden-notes'), ALLOW],
      ['a slug other than the document id', post(true, 'another-address')],
      ['a draft that claims a publishing date', { ...post(false, 'garden-notes'), publishedAt: serverTimestamp() }],
      ['a post backdated to an earlier day', { ...post(true, 'garden-notes'), publishedAt: aWhileAgo }],
      ['a published post without a date', { ...post(true, 'garden-notes'), publishedAt: null }],
    ]);
  });

  describe('first publish of a draft', () => {
    validationCases(suite, 'owner', update('a-draft'), null, [
      ['published with the server time', { published: true, publishedAt: serverTimestamp() }, ALLOW],
      ['published with a chosen date', { published: true, publishedAt: Timestamp.fromDate(new Date('2030-01-01')) }],
      ['published without a date', { published: true }],
      ['the address changed', { slug: 'renamed' }],
    ]);
  });

  describe('later edits of a published post', () => {
    validationCases(suite, 'owner', update('a-post'), null, [
      ['unpublished, keeping its date', { published: false }, ALLOW],
      ['its date moved', { publishedAt: serverTimestamp() }],
      ['its date cleared', { publishedAt: null }],
    ]);
  });
});
