import MiniSearch from 'minisearch';
import type { KnowledgeDoc } from './knowledge';
import { bestExcerpt, contentTerms, processTerm } from './text';

export type Passage = Pick<KnowledgeDoc, 'id' | 'kind' | 'title' | 'sourceLabel' | 'to'> & { excerpt: string };

export type Answer = { kind: 'answer'; confidence: 'high' | 'partial'; passages: Passage[] } | { kind: 'greeting' } | { kind: 'fallback' };

// Everyday words visitors use for what the studio's copy calls something else.
// Keys are processed terms ("married" → "marri"); values are processed once below.
const SYNONYM_WORDS: Record<string, string[]> = {
  cost: ['price'],
  pric: ['price'],
  expensive: ['price'],
  cheap: ['price'],
  money: ['payment'],
  pay: ['payment'],
  paid: ['payment'],
  card: ['payment', 'method'],
  retainer: ['deposit'],
  advance: ['deposit'],
  cancel: ['cancellation', 'refund'],
  refund: ['cancellation'],
  postpone: ['rescheduling'],
  postpon: ['rescheduling'],
  mov: ['rescheduling'],
  move: ['rescheduling'],
  change: ['rescheduling'],
  picture: ['photo'],
  image: ['photo'],
  pic: ['photo'],
  photo: ['gallery'],
  download: ['soft', 'copy'],
  receiv: ['delivery'],
  receive: ['delivery'],
  marry: ['wedding'],
  marri: ['wedding'],
  bride: ['wedding'],
  proposal: ['engagement'],
  kid: ['family'],
  baby: ['newborn', 'family'],
  print: ['frame'],
  album: ['frame'],
  decor: ['styling'],
  decoration: ['styling'],
  late: ['fee'],
  privacy: ['personal', 'information'],
};
const SYNONYMS = new Map(
  Object.entries(SYNONYM_WORDS).map(([term, words]) => [term, words.map(processTerm).filter((w): w is string => w !== null)]),
);

const MAX_PASSAGES = 3;
const RELATIVE_CUTOFF = 0.4; // passages scoring under 40% of the best one are noise, not answers

const GREETING = /^\s*(hi|hello|hey|good (morning|afternoon|evening)|thanks|thank you)\b[\s!,.]*/i;

const expand = (term: string) => [term, ...(SYNONYMS.get(term) ?? [])];

/**
 * The assistant's retrieval: a MiniSearch index over the studio's passages, fuzzy and prefix
 * matching, titles/questions boosted. An answer is the best 1–3 passages with their source
 * pages; "partial" when the best passage covers under half of the question's content words.
 */
export function createAnswerEngine(docs: readonly KnowledgeDoc[]) {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const index = new MiniSearch<KnowledgeDoc>({
    fields: ['title', 'text', 'keywords'],
    processTerm,
    searchOptions: {
      boost: { title: 3, keywords: 1.5 },
      prefix: (term) => term.length > 2,
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      combineWith: 'OR',
    },
  });
  index.addAll(docs);

  return function answer(question: string): Answer {
    // "Hi! How much is the deposit?" is a question; a bare "Hello" or "Thanks" is small talk.
    const terms = contentTerms(question.replace(GREETING, ' '));
    if (terms.length === 0) return GREETING.test(question) ? { kind: 'greeting' } : { kind: 'fallback' };

    const results = index.search(terms.flatMap(expand).join(' '));
    if (results.length === 0) return { kind: 'fallback' };

    const best = results[0];
    const covered = terms.filter((term) => expand(term).some((t) => best.queryTerms.includes(t))).length;
    const passages = results
      .filter((result) => result.score >= best.score * RELATIVE_CUTOFF)
      .slice(0, MAX_PASSAGES)
      .map((result) => {
        const doc = byId.get(String(result.id))!;
        return {
          id: doc.id,
          kind: doc.kind,
          title: doc.title,
          sourceLabel: doc.sourceLabel,
          to: doc.to,
          excerpt: bestExcerpt(doc.text, terms),
        };
      });
    return { kind: 'answer', confidence: covered * 2 >= terms.length ? 'high' : 'partial', passages };
  };
}

export type AnswerEngine = ReturnType<typeof createAnswerEngine>;
