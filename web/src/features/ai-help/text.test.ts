// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bestExcerpt, contentTerms, stem } from './text';

describe('contentTerms', () => {
  it('drops question words and stems the rest', () => {
    expect(contentTerms('How much are your wedding packages?')).toEqual(['wedd', 'package']);
    expect(contentTerms('Which policies cover cancelled bookings?')).toEqual(['policy', 'cover', 'cancell', 'book']);
  });
});

describe('stem', () => {
  it('leaves short words and double s alone', () => {
    expect(['bus', 'glass', 'is', 'bring'].map(stem)).toEqual(['bus', 'glass', 'is', 'bring']);
  });
});

describe('bestExcerpt', () => {
  const text =
    'We love working across the Bay Area. Travel within the city is included. A flat travel fee applies to Napa and Sonoma. ' +
    'Our albums are hand bound in Italy and take about four weeks to arrive after you approve the design, which we send as a proof.';

  it('returns short text whole', () => {
    expect(bestExcerpt('Short answer.', ['travel'])).toBe('Short answer.');
  });

  it('keeps the sentences that mention the question, in reading order', () => {
    expect(bestExcerpt(text, ['travel', 'fee'], 120)).toBe(
      'Travel within the city is included. A flat travel fee applies to Napa and Sonoma.',
    );
  });

  it('still returns the best sentence when nothing matches', () => {
    expect(bestExcerpt(text, ['zebra'], 60)).toBe('We love working across the Bay Area.');
  });
});
