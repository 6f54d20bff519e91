// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filterFaqs, groupByCategory, queryWords } from './faq-filter';

const faqs = [
  {
    id: 'a',
    category: 'Booking',
    question: 'How far ahead should we book?',
    answer: 'Most couples reserve 9–12 months ahead with a deposit.',
  },
  {
    id: 'b',
    category: 'Photos',
    question: 'When will we receive our photos?',
    answer: 'Previews within a week, the full gallery in six to eight weeks.',
  },
  { id: 'c', category: 'Booking', question: 'Do you travel?', answer: 'Yes — anywhere in the Bay Area, and beyond with a travel fee.' },
  { id: 'd', category: 'Styling', question: 'Can you style a café brunch?', answer: 'Yes, small venues are a favourite.' },
];

describe('filterFaqs', () => {
  it('returns everything for an empty or blank query', () => {
    expect(filterFaqs(faqs, '   ').map((f) => f.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('matches questions and answers, case-insensitively', () => {
    expect(filterFaqs(faqs, 'GALLERY').map((f) => f.id)).toEqual(['b']);
    expect(filterFaqs(faqs, 'travel').map((f) => f.id)).toEqual(['c']);
  });

  it('needs every word, ignores accents and plurals', () => {
    expect(filterFaqs(faqs, 'deposits months').map((f) => f.id)).toEqual(['a']);
    expect(filterFaqs(faqs, 'cafe').map((f) => f.id)).toEqual(['d']);
    expect(filterFaqs(faqs, 'travel deposit')).toEqual([]);
  });

  it('matches the category name', () => {
    expect(filterFaqs(faqs, 'styling').map((f) => f.id)).toEqual(['d']);
  });
});

describe('queryWords', () => {
  it('splits on punctuation and keeps "glass" intact', () => {
    expect(queryWords('Photos, glass & prints?')).toEqual(['photo', 'glass', 'print']);
  });
});

describe('groupByCategory', () => {
  it('keeps the first-seen order of categories and items', () => {
    expect(groupByCategory(faqs).map((g) => [g.category, g.items.map((f) => f.id)])).toEqual([
      ['Booking', ['a', 'c']],
      ['Photos', ['b']],
      ['Styling', ['d']],
    ]);
  });
});
