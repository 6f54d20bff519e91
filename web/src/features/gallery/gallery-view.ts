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

/** Steps through the lightbox, wrapping around at both ends. */
export function stepIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}

const SWIPE_THRESHOLD_PX = 50;

/**
 * A horizontal drag longer than the threshold steps the lightbox: a drag to the left shows the
 * next picture. Mostly-vertical drags are scrolls, not swipes.
 */
export function swipeStep(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
