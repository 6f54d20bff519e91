import type { GalleryItem } from '@common/schemas';

type Item = GalleryItem & { id: string };

/**
 * The photo a page shows: the first of its preferred gallery items that is still published,
 * else the first featured one, else any. The owner can unpublish or delete any picture.
 */
export function pickPhoto<T extends Item>(items: readonly T[], preferredIds: readonly string[]): T | null {
  for (const id of preferredIds) {
    const preferred = items.find((item) => item.id === id);
    if (preferred) return preferred;
  }
  return items.find((item) => item.featured) ?? items[0] ?? null;
}
