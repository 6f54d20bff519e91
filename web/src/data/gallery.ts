import { limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { galleryItemSchema } from '@common/schemas';
import { defineCollection } from './collection';

export const gallery = defineCollection(COLLECTIONS.gallery, galleryItemSchema);

export const publishedGalleryQuery = (db: Firestore) => query(gallery.ref(db), where('published', '==', true), orderBy('order'));
// The home page shows a few highlights: asking for just those keeps its reads low.
export const featuredGalleryQuery = (db: Firestore, count: number) =>
  query(gallery.ref(db), where('published', '==', true), where('featured', '==', true), orderBy('order'), limit(count));
// The public read hooks (no Firebase SDK on public pages): see catalogue.ts.
export { usePublishedGallery, useFeaturedGallery } from './catalogue';
