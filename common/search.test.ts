import { describe, expect, it } from 'vitest';
import { matchesAllWords, searchKeywords, searchTerm } from './search';
import { slugify, slugVariant } from './slug';

describe('searchKeywords', () => {
  it('keeps every prefix of two letters or more, lower-case and without accents', () => {
    expect(searchKeywords('Décor', 'an')).toEqual(['de', 'dec', 'deco', 'decor', 'an']);
  });

  it('splits on punctuation, drops one-letter words and duplicates, and stays bounded', () => {
    expect(searchKeywords('A B&W print', ['print'])).toEqual(['pr', 'pri', 'prin', 'print']);
    expect(searchKeywords('x'.repeat(60))).toHaveLength(23);
    expect(searchKeywords(Array.from({ length: 100 }, (_, i) => `word${i}`).join(' ')).length).toBeLessThanOrEqual(200);
  });
});

describe('searchTerm', () => {
  it('asks Firestore for the longest typed word, normalised like the keywords', () => {
    expect(searchTerm('  Golden Hour ')).toBe('golden');
    expect(searchTerm('É')).toBeNull();
    expect(searchTerm('')).toBeNull();
  });

  it('checks the other words on the page', () => {
    const keywords = searchKeywords('Golden hour on Baker Beach');
    expect(matchesAllWords(keywords, 'golden bak')).toBe(true);
    expect(matchesAllWords(keywords, 'golden sunset')).toBe(false);
  });
});

describe('slugify', () => {
  it('makes the addresses the rules accept', () => {
    expect(slugify('  Planning a Garden Wedding!  ')).toBe('planning-a-garden-wedding');
    expect(slugify('Café & Crème — été')).toBe('cafe-and-creme-ete');
    expect(slugify('***')).toBe('');
    expect(slugVariant('garden-notes', 1)).toBe('garden-notes');
    expect(slugVariant('garden-notes', 3)).toBe('garden-notes-3');
  });
});
