import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, IMAGE_SRC_PATTERN, KEYWORD_PATTERN, PHONE_PATTERN, WEB_ADDRESS_PATTERN, regex } from './patterns';
import { searchKeywords } from './search';

// The verdicts of the patterns themselves. That firestore.rules says the same is checked against
// the emulator (tests/rules/agreement) and word for word (tests/rules/shared-limits-drift.test.ts).
const verdicts = (pattern: string, values: string[]) => values.filter((value) => !regex(pattern).test(value));

describe('the shared patterns', () => {
  it('EMAIL_PATTERN: ordinary addresses pass, a one-letter top-level domain and malformed ones do not', () => {
    expect(
      verdicts(EMAIL_PATTERN, ['ada@example.com', "o'brien@mail.example.ie", 'first.last+tag@sub-domain.example.org', 'A_B@EXAMPLE.CO']),
    ).toEqual([]);
    const refused = [
      'a@b.c',
      'a@b',
      '@b.co',
      'a@.co',
      'a..b@c.co',
      '.a@b.co',
      'a.@b.co',
      'a b@c.co',
      'a@-b.co',
      'a@b-.co',
      'a@@b.co',
      'ä@b.co',
      'a@b.co\n',
    ];
    expect(verdicts(EMAIL_PATTERN, refused)).toEqual(refused);
  });

  it('PHONE_PATTERN: at least seven digits among spaces, parentheses and dashes, after an optional +', () => {
    expect(verdicts(PHONE_PATTERN, ['+1 (415) 555-0100', '1234567', '(020) 7946 0018'])).toEqual([]);
    const refused = ['123456', '+123456', '       ', 'call me', '555 0100 ext 5', '１２３４５６７'];
    expect(verdicts(PHONE_PATTERN, refused)).toEqual(refused);
  });

  it('WEB_ADDRESS_PATTERN: http(s) with a host name, no white space', () => {
    expect(verdicts(WEB_ADDRESS_PATTERN, ['https://drive.example.com/folder/abc?x=1#y', 'http://localhost:5173/a', 'https://a.b'])).toEqual(
      [],
    );
    const refused = [
      'ftp://example.com',
      'https://',
      'https://exa mple.com',
      'https://example.com/a b',
      'https://-x.com',
      'javascript:alert(1)',
      'https://example.com/\u00a0',
    ];
    expect(verdicts(WEB_ADDRESS_PATTERN, refused)).toEqual(refused);
  });

  it('IMAGE_SRC_PATTERN: a web address or a site path', () => {
    expect(verdicts(IMAGE_SRC_PATTERN, ['/images/a.jpg', 'https://cdn.example.com/a.jpg'])).toEqual([]);
    const refused = ['images/a.jpg', '/a b.jpg', '/a\tb.jpg', 'javascript:alert(1)'];
    expect(verdicts(IMAGE_SRC_PATTERN, refused)).toEqual(refused);
  });

  it('KEYWORD_PATTERN: every keyword searchKeywords makes, from any text', () => {
    const keywords = searchKeywords('Ça va? Æther — Øresund ß 日本 Ürün x y', 'A'.repeat(40), '3-in-1 9.5mm');
    expect(keywords.length).toBeGreaterThan(10);
    expect(verdicts(KEYWORD_PATTERN, keywords)).toEqual([]);
    expect(verdicts(KEYWORD_PATTERN, ['a', 'Ab', 'a b', 'x'.repeat(25), 'é1'])).toHaveLength(5);
  });
});
