// Pure helpers for the pricing pages: grouping packages, anchors and the deposit.

type Categorised = { category: string };

type PackageGroup<T> = { category: string; anchor: string; packages: T[] };

/** Sections for the pricing page, in the order the studio arranged its packages. */
export function groupByCategory<T extends Categorised>(packages: readonly T[]): PackageGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const pkg of packages) groups.set(pkg.category, [...(groups.get(pkg.category) ?? []), pkg]);
  return [...groups].map(([category, items]) => ({ category, anchor: categoryAnchor(category), packages: items }));
}

/**
 * "Weddings & Elopements" → "weddings-elopements", for in-page links.
 * @internal Exported for its tests only.
 */
export function categoryAnchor(category: string): string {
  const slug = category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `category-${slug || 'other'}`;
}
