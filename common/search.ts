import { z } from 'zod';
import { KEYWORD_PATTERN, regex } from './patterns';

// Firestore has no text search. Each searchable document keeps `keywords`: the lower-case,
// accent-free prefixes (2+ letters) of the words in its main fields, written with the document.
// A search asks `keywords array-contains <longest typed word>`, so it pages like any other list
// and its reads grow with the page size, not with the collection.

const KEYWORDS_MAX = 200;
const MIN_PREFIX = 2;
const MAX_WORD = 24;

/** What searchKeywords makes, and all the rules accept: up to 200 words of 2–24 letters a–z and digits. */
export const keywordsSchema = z.array(z.string().regex(regex(KEYWORD_PATTERN))).max(KEYWORDS_MAX);

const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= MIN_PREFIX)
    .map((word) => word.slice(0, MAX_WORD));

/** Every prefix of every word of `texts`, de-duplicated, capped at KEYWORDS_MAX. */
export function searchKeywords(...texts: (string | readonly string[])[]): string[] {
  const found = new Set<string>();
  for (const word of words(texts.flat().join(' '))) {
    for (let end = MIN_PREFIX; end <= word.length; end++) found.add(word.slice(0, end));
  }
  return [...found].slice(0, KEYWORDS_MAX);
}

/** What a search box asks Firestore for: its longest word, normalised like the keywords; null if none. */
export function searchTerm(typed: string): string | null {
  const all = words(typed);
  if (all.length === 0) return null;
  return all.reduce((longest, word) => (word.length > longest.length ? word : longest));
}

/** The other typed words, checked on the page Firestore returned (one array-contains per query). */
export function matchesAllWords(keywords: readonly string[], typed: string): boolean {
  return words(typed).every((word) => keywords.includes(word));
}
