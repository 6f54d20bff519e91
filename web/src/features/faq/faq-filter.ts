import type { Faq } from '@common/schemas';

type FaqLike = Pick<Faq, 'question' | 'answer' | 'category'>;
type FaqGroup<T> = { category: string; items: T[] };

/** Lower case, no accents: "Café" finds "cafe". */
const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Query words, with a plural "s" dropped so "deposits" still finds "deposit".
 * @internal Exported for its tests only.
 */
export function queryWords(query: string): string[] {
  return normalize(query)
    .split(/[^\p{L}\p{N}%$]+/u)
    .filter(Boolean)
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word));
}

/** FAQs whose question, answer or category contain every word typed, in their original order. */
export function filterFaqs<T extends FaqLike>(faqs: readonly T[], query: string): T[] {
  const words = queryWords(query);
  if (words.length === 0) return [...faqs];
  return faqs.filter((faq) => {
    const haystack = normalize(`${faq.question} ${faq.answer} ${faq.category}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** Groups by category in the order categories first appear (FAQs arrive sorted by `order`). */
export function groupByCategory<T extends FaqLike>(faqs: readonly T[]): FaqGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const faq of faqs) {
    const items = groups.get(faq.category) ?? [];
    items.push(faq);
    groups.set(faq.category, items);
  }
  return [...groups].map(([category, items]) => ({ category, items }));
}
