import { collection, getDocs, orderBy, query, where } from 'firebase/firestore';
import { blogSchema } from '../../common/schemas';
import { describeCatalogue, imageCases } from './catalogue';
import { blog } from './fixtures';
import { EVERYONE, OWNER_ONLY, text } from './helpers';

const valid = blog();

describeCatalogue({
  collection: 'blogs',
  visibility: 'published',
  make: (published) => blog({ published }),
  schema: blogSchema,
  publicQuery: (db) => query(collection(db, 'blogs'), where('published', '==', true), orderBy('publishedAt', 'desc')),
  edit: { excerpt: 'Light, flowers, and always a rain plan.' },
  moreRows: {
    // The post page finds a post by slug.
    'list a published post by slug': [
      (a) => getDocs(query(collection(a.db, 'blogs'), where('published', '==', true), where('slug', '==', valid.slug))),
      EVERYONE,
    ],
    'list any post by slug (no published filter)': [
      (a) => getDocs(query(collection(a.db, 'blogs'), where('slug', '==', valid.slug))),
      OWNER_ONLY,
    ],
  },
  invalid: [
    ['a slug with spaces', { ...valid, slug: 'Garden Wedding' }],
    ['a slug over 120 characters', { ...valid, slug: text(121, 'a') }],
    ['title over 200 characters', { ...valid, title: text(201) }],
    ['excerpt over 500 characters', { ...valid, excerpt: text(501) }],
    ['an empty body', { ...valid, body: '' }],
    ['a body over 50,000 characters', { ...valid, body: text(50_001) }],
    ['author over 100 characters', { ...valid, author: text(101) }],
    ['11 tags', { ...valid, tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }],
    ['publishedAt as a string', { ...valid, publishedAt: '2026-01-15' }],
    ...imageCases(valid, 'cover'),
  ],
});
