// Tiny language helpers shared by the index and the excerpts: enough to make conversational
// questions ("How much is the deposit?") match studio copy, with no model involved.

const STOP_WORDS = new Set(
  (
    'a an and any are as at be been can could do does for from get got have how i if in into is it its me my of on or our please ' +
    'should so tell than that the their them there these they this to us was we what when where which who why will with would you your ' +
    'about also am did much many just know want need like let hi hello hey'
  ).split(' '),
);

/** Lower case without accents. */
const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * A light suffix stripper, applied to the index and the question alike so both sides agree.
 * @internal Exported for its tests only.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 4 && w.endsWith('ed')) return w.slice(0, -2);
  return w;
}

/** MiniSearch's term processor: null drops stop words and single letters. */
export function processTerm(term: string): string | null {
  const word = normalize(term).replace(/^'+|'+$/g, '');
  if (word.length < 2 || STOP_WORDS.has(word)) return null;
  return stem(word);
}

/** The content words of a question, processed like the index. */
export const contentTerms = (text: string) =>
  normalize(text)
    .split(/[^\p{L}\p{N}%]+/u)
    .map(processTerm)
    .filter((term): term is string => term !== null);

/**
 * The sentences of a long text that carry the most question terms, kept in reading order and
 * capped near `limit` characters; a short text is returned whole.
 */
export function bestExcerpt(text: string, terms: readonly string[], limit = 320): string {
  if (text.length <= limit) return text;
  const sentences = text.match(/[^.!?]+[.!?]+(?:\s|$)|[^.!?]+$/g)?.map((s) => s.trim()) ?? [text];
  const score = (sentence: string) => {
    const words = contentTerms(sentence);
    return terms.filter((term) => words.some((word) => word.startsWith(term) || term.startsWith(word))).length;
  };
  const ranked = sentences
    .map((sentence, index) => ({ sentence, index, score: score(sentence) }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const chosen: typeof ranked = [];
  let length = 0;
  for (const candidate of ranked) {
    if (chosen.length > 0 && (candidate.score === 0 || length + candidate.sentence.length > limit)) break;
    chosen.push(candidate);
    length += candidate.sentence.length + 1;
  }
  return chosen
    .sort((a, b) => a.index - b.index)
    .map((c) => c.sentence)
    .join(' ');
}
