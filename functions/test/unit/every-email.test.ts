import { describe, expect, it } from 'vitest';
import { everyEmail } from '../support/email-catalogue';
import { htmlBodyReading, htmlReading, siteLinks, wordsOf } from '../support/email-reading';
import { MAIL_CONFIG } from '../support/fakes';

const { studio } = MAIL_CONFIG;

// Every email the functions send comes from one description (lib/email): these hold for all of them.

const missing = (words: Set<string>, from: Set<string>) => [...words].filter((word) => !from.has(word));
const HOSTILE = ` <i>x</i> & "q" 'a'`;

describe.each(everyEmail().map((email) => [email.name, email] as const))('%s', (_name, { audience, mail, sitePaths }) => {
  it('says the same things in its text part and its HTML part', () => {
    expect(missing(wordsOf(mail.text), wordsOf(htmlReading(mail.html)))).toEqual([]);
    expect(missing(wordsOf(htmlBodyReading(mail.html)), wordsOf(mail.text))).toEqual([]);
  });

  it('links to the site through the route table, in both parts', () => {
    const expected = sitePaths.map((path) => `${MAIL_CONFIG.site}${path}`);
    expect(siteLinks(mail.html, MAIL_CONFIG.site).sort()).toEqual([...expected].sort());
    for (const url of expected) expect(mail.text).toContain(url);
  });

  it('is signed once for a customer, not at all for the owner; replies reach the right person', () => {
    const signOffs = (part: string) => part.split(`The ${studio.name} team`).length - 1;
    expect([signOffs(mail.text), signOffs(htmlBodyReading(mail.html))]).toEqual(audience === 'customer' ? [1, 1] : [0, 0]);
    if (audience === 'customer') expect(mail.replyTo).toBe(studio.email);
    else expect(mail.replyTo).not.toBe(studio.email);
    expect(mail.from).toBe(`${studio.name} <hello@styleandstory.studio>`);
  });

  it('names its kind and ends with the studio’s line', () => {
    expect(mail.categories).toEqual([mail.customArgs?.kind]);
    expect(mail.text.endsWith(`${studio.name} · ${studio.address} · ${studio.email} · ${studio.phone}`)).toBe(true);
  });
});

describe.each(everyEmail((value) => `${value}${HOSTILE}`).map((email) => [email.name, email] as const))(
  '%s, with markup in what people typed',
  (_name, { mail }) => {
    it('escapes it in the HTML and shows it as typed in the text', () => {
      expect(mail.html).not.toContain('<i>');
      expect(mail.html).toContain('&lt;i&gt;x&lt;/i&gt; &amp; &quot;q&quot; &#39;a&#39;');
      expect(mail.text).toContain(HOSTILE.trim());
    });
  },
);

describe.each(everyEmail((value) => `${value}\r\nBcc: victim@example.com`).map((email) => [email.name, email] as const))(
  '%s, with line breaks in what people typed',
  (_name, { mail }) => {
    it('keeps the subject on one line', () => {
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.subject.length).toBeLessThanOrEqual(140);
    });
  },
);
