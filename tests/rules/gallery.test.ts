import { collection, orderBy, query, where } from 'firebase/firestore';
import { galleryItemSchema } from '@common/schemas';
import { describeCatalogue, imageCases } from './catalogue';
import { galleryItem } from './fixtures';
import { text } from './helpers';

const valid = galleryItem();

describeCatalogue({
  collection: 'gallery',
  visibility: 'published',
  make: (published) => galleryItem({ published }),
  schema: galleryItemSchema,
  publicQuery: (db) => query(collection(db, 'gallery'), where('published', '==', true), orderBy('order')),
  edit: { featured: true },
  invalid: [
    ['title over 100 characters', { ...valid, title: text(101) }],
    ['blank category', { ...valid, category: '' }],
    ['published as a string', { ...valid, published: 'yes' }],
    ...imageCases(valid),
  ],
});
