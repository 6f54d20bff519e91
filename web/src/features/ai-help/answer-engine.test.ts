// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { policyDocuments } from '@/lib/policy-documents';
import { testPolicies, testStudio } from '@/testing/studio';
import { createAnswerEngine } from './answer-engine';
import { faqs, packages, services } from './fixtures.test-data';
import { buildKnowledge } from './knowledge';

const answer = createAnswerEngine(buildKnowledge({ faqs, packages, services, policies: policyDocuments(testPolicies(), testStudio()) }));

const sources = (question: string) => {
  const result = answer(question);
  if (result.kind !== 'answer') throw new Error(`expected an answer to "${question}", got ${result.kind}`);
  return result.passages.map((p) => p.to);
};

describe('the assistant’s answers', () => {
  it('finds the deposit in the FAQ and the payment policy', () => {
    const result = answer('How much is the deposit?');
    expect(result.kind).toBe('answer');
    if (result.kind !== 'answer') return;
    expect(result.confidence).toBe('high');
    expect(
      result.passages
        .slice(0, 2)
        .map((p) => p.to)
        .sort(),
    ).toEqual(['/faq', '/payment-policy#deposit']);
    expect(result.passages.find((p) => p.to === '/faq')).toMatchObject({ sourceLabel: 'From our FAQ', title: 'How much is the deposit?' });
    expect(result.passages[0].excerpt).toContain('30%');
    expect(result.passages.length).toBeLessThanOrEqual(3);
  });

  it('understands everyday words and plurals: refunds when cancelling', () => {
    expect(sources('Can I get my money back if we cancel?')).toContain('/payment-policy#cancellation');
    expect(sources('deposits')).toContain('/payment-policy#deposit');
  });

  it('tolerates a typo', () => {
    expect(sources('When is the balanse due?')).toContain('/payment-policy#balance');
  });

  it('links a package to its own page', () => {
    expect(sources('city hall elopement')[0]).toBe('/pricing/elopement');
  });

  it('answers a question wrapped in a greeting, and greets a bare hello', () => {
    expect(sources('Hi! When will we receive our photos?')[0]).toBe('/faq');
    expect(answer('Hello')).toEqual({ kind: 'greeting' });
    expect(answer('Thanks!')).toEqual({ kind: 'greeting' });
  });

  it('falls back when nothing in the studio’s content matches', () => {
    expect(answer('xylophone quokka')).toEqual({ kind: 'fallback' });
    expect(answer('???')).toEqual({ kind: 'fallback' });
  });

  it('shortens a long policy section to the sentences that answer the question', () => {
    const result = answer('Are deposits refundable?');
    if (result.kind !== 'answer') throw new Error('expected an answer');
    const deposit = result.passages.find((p) => p.to === '/payment-policy#deposit');
    expect(deposit?.excerpt).toContain('Deposits are non-refundable');
    expect(deposit?.excerpt.length).toBeLessThanOrEqual(400);
  });
});
