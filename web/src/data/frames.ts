import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { COLLECTIONS } from '@common/collections';
import { keywordsOf, frameSchema, frameInputSchema } from '@common/schemas';
import { defineCollection } from './collection';
import { catalogueWrites } from './catalogue-admin';
import { useOwnerList } from './owner-list';

const frames = defineCollection(COLLECTIONS.frames, frameSchema);

// The public read hook (no Firebase SDK on public pages): see catalogue.ts.
export { useActiveFrames } from './catalogue';

// The owner's side: every item, paged, filtered and searched as common/admin-lists.ts says.
export const framesWrites = catalogueWrites(frames, frameInputSchema, keywordsOf.frames);
export const useOwnerFrames = (params: ListParams & { typed?: string }) => useOwnerList(ADMIN_LISTS.frames, frames, params);
