import { COLLECTIONS } from '@common/collections';

// Where a photo is used comes as document paths ("gallery/<id>"); the owner reads them as pages.
const PAGE_KINDS: Record<string, string> = {
  [COLLECTIONS.services]: 'Service',
  [COLLECTIONS.packages]: 'Package',
  [COLLECTIONS.gallery]: 'Gallery photograph',
  [COLLECTIONS.frames]: 'Frame',
  [COLLECTIONS.blogs]: 'Blog post',
};

/** "Blog post “spring-weddings”" for "blogs/spring-weddings". */
export function usedOnName(path: string): string {
  const [collection, id] = path.split('/');
  return `${PAGE_KINDS[collection] ?? collection} “${id}”`;
}
