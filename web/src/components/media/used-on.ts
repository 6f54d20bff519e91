import { COLLECTIONS } from '@common/collections';

// Where a photo is used comes as document paths ("gallery/<id>"); the owner reads them as pages.
const PAGE_KINDS: Record<string, string> = {
  [COLLECTIONS.services]: 'Service',
  [COLLECTIONS.packages]: 'Package',
  [COLLECTIONS.gallery]: 'Gallery photograph',
  [COLLECTIONS.frames]: 'Frame',
  [COLLECTIONS.blogs]: 'Blog post',
};

/** settings/studio holds one photo: the home page's. */
const HOME_PAGE_PHOTO = 'The home page photograph';

/** "Blog post “Spring weddings”": the document's title when known, else its id. */
export function usedOnName(use: string | { path: string; title?: string }): string {
  const { path, title } = typeof use === 'string' ? { path: use, title: undefined } : use;
  const [collection, id] = path.split('/');
  if (collection === COLLECTIONS.settings) return HOME_PAGE_PHOTO;
  return `${PAGE_KINDS[collection] ?? collection} “${title ?? id}”`;
}
