import { collection, getDocs, orderBy, query, where } from 'firebase/firestore';
import { testimonialSchema } from '@common/schemas';
import { describeCatalogue } from './catalogue';
import { testimonial } from './fixtures';
import { EVERYONE, text, without } from './helpers';

const valid = testimonial();

describeCatalogue({
  collection: 'testimonials',
  visibility: 'published',
  make: (published) => testimonial({ published }),
  schema: testimonialSchema,
  publicQuery: (db) => query(collection(db, 'testimonials'), where('published', '==', true), orderBy('order')),
  edit: { rating: 4, featured: true },
  invalid: [
    ['a rating of 0', { ...valid, rating: 0 }],
    ['a rating of 6', { ...valid, rating: 6 }],
    ['a rating of 4.5', { ...valid, rating: 4.5 }],
    ['quote over 1000 characters', { ...valid, quote: text(1001) }],
    ['name over 100 characters', { ...valid, name: text(101) }],
    ['featured as a string', { ...valid, featured: 'yes' }],
    ['no featured flag', without(valid, 'featured')],
  ],
  moreRows: {
    'list the featured (home page)': [
      (a) =>
        getDocs(query(collection(a.db, 'testimonials'), where('published', '==', true), where('featured', '==', true), orderBy('order'))),
      EVERYONE,
    ],
  },
});
