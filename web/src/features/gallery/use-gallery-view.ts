import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filterByCategory, galleryCategories, resolveCategory, stepIndex, ALL_CATEGORIES } from './gallery-view';

type Item = { category: string };

/** Gallery state: the category lives in the address (shareable, survives reload), the lightbox in memory. */
export function useGalleryView<T extends Item>(items: readonly T[]) {
  const [params, setParams] = useSearchParams();
  const categories = useMemo(() => galleryCategories(items), [items]);
  const category = resolveCategory(params.get('category'), categories);
  const visible = useMemo(() => filterByCategory(items, category), [items, category]);
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  const selectCategory = (next: string) => {
    setOpenIndex(null);
    setParams(next === ALL_CATEGORIES ? {} : { category: next }, { replace: true, preventScrollReset: true });
  };
  const step = useCallback(
    (by: -1 | 1) => setOpenIndex((index) => (index === null ? index : stepIndex(index, by, visible.length))),
    [visible.length],
  );

  return { categories, category, visible, selectCategory, openIndex, open: setOpenIndex, close: () => setOpenIndex(null), step };
}
