import { limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { COLLECTIONS } from '@common/collections';
import { keywordsOf, galleryItemSchema, galleryItemInputSchema } from '@common/schemas';
import { defineCollection } from './collection';
import { catalogueWrites } from './catalogue-admin';
import { useOwnerList } from './owner-list';

export const gallery = defineCollection(COLLECTIONS.gallery, galleryItemSchema);

export const publishedGalleryQuery = (db: Firestore) => query(gallery.ref(db), where('published', '==', true), orderBy('order'));
// The home page shows a few highlights: asking for just those keeps its reads low.
export const featuredGalleryQuery = (db: Firestore, count: number) =>
  query(gallery.ref(db), where('published', '==', true), where('featured', '==', true), orderBy('order'), limit(count));

// The public read hooks (no Firebase SDK on public pages): see catalogue.ts.
export { usePublishedGallery, useFeaturedGallery } from './catalogue';

// The owner's side: every item, paged, filtered and searched as common/admin-lists.ts says.
export const galleryWrites = catalogueWrites(gallery, galleryItemInputSchema, keywordsOf.gallery);
export const useOwnerGallery = (params: ListParams & { typed?: string }) => useOwnerList(ADMIN_LISTS.gallery, gallery.ref, params);
