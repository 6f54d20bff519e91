import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { COLLECTIONS } from '@common/collections';
import { keywordsOf, galleryItemSchema, galleryItemInputSchema } from '@common/schemas';
import { defineCollection } from './collection';
import { catalogueWrites } from './catalogue-admin';
import { useOwnerList } from './owner-list';

const gallery = defineCollection(COLLECTIONS.gallery, galleryItemSchema);

// The owner's side: every item, paged, filtered and searched as common/admin-lists.ts says.
export const galleryWrites = catalogueWrites(gallery, galleryItemInputSchema, keywordsOf.gallery);
export const useOwnerGallery = (params: ListParams & { typed?: string }) => useOwnerList(ADMIN_LISTS.gallery, gallery, params);
