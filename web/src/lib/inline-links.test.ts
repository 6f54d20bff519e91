import { describe, expect, it } from 'vitest';
import { parseInline, toPlainText } from './inline-links';

describe('parseInline', () => {
  it('splits text around links', () => {
    expect(parseInline('Pay [in cash](/cash-payment) or by [transfer](/payment-policy#methods).')).toEqual([
      { text: 'Pay ' },
      { text: 'in cash', to: '/cash-payment' },
      { text: ' or by ' },
      { text: 'transfer', to: '/payment-policy#methods' },
      { text: '.' },
    ]);
  });

  it('leaves plain text and stray brackets alone', () => {
    expect(parseInline('Deposits [30%] hold the date.')).toEqual([{ text: 'Deposits [30%] hold the date.' }]);
  });
});

describe('toPlainText', () => {
  it('keeps link words and drops the syntax', () => {
    expect(toPlainText('See the [payment policy](/payment-policy).')).toBe('See the payment policy.');
  });
});
