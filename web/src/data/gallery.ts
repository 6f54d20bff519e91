import { limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@common/collections';
import { galleryItemSchema } from '@common/schemas';
import { defineCollection } from './collection';
import { useCollection } from './hooks';

export const gallery = defineCollection(COLLECTIONS.gallery, galleryItemSchema);

export const publishedGalleryQuery = (db: Firestore) => query(gallery.ref(db), where('published', '==', true), orderBy('order'));
// The home page shows a few highlights: asking for just those keeps its reads low.
export const featuredGalleryQuery = (db: Firestore, count: number) =>
  query(gallery.ref(db), where('published', '==', true), where('featured', '==', true), orderBy('order'), limit(count));

export const usePublishedGallery = () => useCollection(publishedGalleryQuery(useFirestore()));
export const useFeaturedGallery = (count: number) => useCollection(featuredGalleryQuery(useFirestore(), count));
