// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, filterByCategory, galleryCategories, resolveCategory, stepIndex } from './gallery-view';
import { swipeStep } from '@/lib/lightbox-steps';

const items = [
  { id: 'a', category: 'Weddings' },
  { id: 'b', category: 'Portraits' },
  { id: 'c', category: 'Weddings' },
  { id: 'd', category: 'Events' },
];

describe('galleryCategories', () => {
  it('puts "All" first and lists each category once, in order of appearance', () => {
    expect(galleryCategories(items)).toEqual(['All', 'Weddings', 'Portraits', 'Events']);
  });

  it('offers only "All" for an empty gallery', () => {
    expect(galleryCategories([])).toEqual([ALL_CATEGORIES]);
  });
});

describe('filterByCategory', () => {
  it('keeps every item for "All"', () => {
    expect(filterByCategory(items, 'All').map((i) => i.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps only the chosen category, in order', () => {
    expect(filterByCategory(items, 'Weddings').map((i) => i.id)).toEqual(['a', 'c']);
  });

  it('returns nothing for a category no item has', () => {
    expect(filterByCategory(items, 'Corporate')).toEqual([]);
  });
});

describe('resolveCategory', () => {
  const categories = galleryCategories(items);
  it('accepts a known category', () => expect(resolveCategory('Events', categories)).toBe('Events'));
  it('falls back to "All" for an unknown or missing one', () => {
    expect(resolveCategory('Nope', categories)).toBe('All');
    expect(resolveCategory(null, categories)).toBe('All');
  });
});

describe('stepIndex', () => {
  it('moves forward and back', () => {
    expect(stepIndex(1, 1, 4)).toBe(2);
    expect(stepIndex(2, -1, 4)).toBe(1);
  });

  it('wraps past the last item to the first and before the first to the last', () => {
    expect(stepIndex(3, 1, 4)).toBe(0);
    expect(stepIndex(0, -1, 4)).toBe(3);
  });

  it('stays at 0 for a single item or an empty list', () => {
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, -1, 0)).toBe(0);
  });

  it('walks the filtered list, not the whole gallery', () => {
    const weddings = filterByCategory(items, 'Weddings');
    const next = stepIndex(1, 1, weddings.length);
    expect(weddings[next].id).toBe('a');
  });
});

describe('swipeStep', () => {
  it('treats a long drag to the left as "next" and to the right as "previous"', () => {
    expect(swipeStep(-80, 5)).toBe(1);
    expect(swipeStep(80, -5)).toBe(-1);
  });

  it('ignores drags shorter than the threshold', () => {
    expect(swipeStep(-49, 0)).toBe(0);
    expect(swipeStep(-50, 0)).toBe(1);
  });

  it('ignores mostly vertical drags', () => {
    expect(swipeStep(-60, 120)).toBe(0);
  });
});
