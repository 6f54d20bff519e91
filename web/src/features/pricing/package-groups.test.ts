// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { categoryAnchor, groupByCategory } from './package-groups';

describe('groupByCategory', () => {
  it('groups packages by category, keeping the order of first appearance', () => {
    const groups = groupByCategory([
      { id: 'w1', category: 'Weddings' },
      { id: 'p1', category: 'Portraits' },
      { id: 'w2', category: 'Weddings' },
    ]);
    expect(groups.map((g) => g.category)).toEqual(['Weddings', 'Portraits']);
    expect(groups[0].packages.map((p) => p.id)).toEqual(['w1', 'w2']);
    expect(groups[1].anchor).toBe('category-portraits');
  });

  it('returns no groups for no packages', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});

describe('categoryAnchor', () => {
  it('makes a readable, id-safe anchor', () => {
    expect(categoryAnchor('Weddings & Elopements')).toBe('category-weddings-elopements');
    expect(categoryAnchor('  Brand / Corporate ')).toBe('category-brand-corporate');
    expect(categoryAnchor('★')).toBe('category-other');
  });
});
