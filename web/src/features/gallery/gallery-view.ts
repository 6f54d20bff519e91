// Pure logic behind the gallery page: categories, filtering, lightbox stepping and swipes.

export const ALL_CATEGORIES = 'All';

type Categorised = { category: string };

/** "All" first, then each category once, in the order the studio arranged the items. */
export function galleryCategories(items: readonly Categorised[]): string[] {
  return [ALL_CATEGORIES, ...new Set(items.map((item) => item.category))];
}

export function filterByCategory<T extends Categorised>(items: readonly T[], category: string): T[] {
  return category === ALL_CATEGORIES ? [...items] : items.filter((item) => item.category === category);
}

/** A category from the address bar, or "All" when it is missing or no longer exists. */
export function resolveCategory(requested: string | null, categories: readonly string[]): string {
  return requested && categories.includes(requested) ? requested : ALL_CATEGORIES;
}

export { stepIndex } from '@/lib/lightbox-steps';
