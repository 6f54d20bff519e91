import { describe, expect, it } from 'vitest';
import { buildCustomPackageEmail } from '../../src/custom-packages/custom-package-email';
import { linkEmailFor } from '../../src/custom-packages/handle-link-written';

const FROM = 'Style & Story <hello@styleandstory.studio>';
const SITE = 'https://styleandstory.studio';
const NOW = Date.parse('2026-11-22T12:00:00Z');
const SLUG = 'abcdefghijklmnopqrstuvwxyz';

const link = {
  slug: SLUG,
  customPackageId: 'garden',
  userId: 'ada-uid',
  userEmail: 'ada@example.com',
  userName: 'Ada Lovelace',
  packageName: 'Garden <Elopement>',
  description: 'Two hours in the gardens.',
  features: ['Two hours of photography', 'Picnic styling'],
  price: 1850,
  deposit: 555,
  message: 'Lovely to meet you.\nHere it is.',
  expiresAt: new Date('2027-01-21T23:59:59Z'),
  status: 'sent' as const,
  viewedAt: null,
  bookedAt: null,
  bookingId: '',
  revokedAt: null,
  emailsRequested: 1,
  createdAt: new Date('2026-11-22T11:00:00Z'),
  keywords: [],
};

describe('buildCustomPackageEmail', () => {
  it('sends the private link with the price, deposit and expiry', () => {
    const mail = buildCustomPackageEmail(link, FROM, SITE);
    expect(mail).toMatchObject({
      to: 'ada@example.com',
      subject: 'A package designed for you: Garden <Elopement>',
      customArgs: { kind: 'custom-package-shared', documentId: SLUG, send: '1' },
    });
    expect(mail.text).toContain(`See your package: https://styleandstory.studio/custom-package-users/${SLUG}`);
    expect(mail.text).toContain('Price: $1,850');
    expect(mail.text).toContain('Deposit: $555');
    expect(mail.text).toContain('Open until: January 21, 2027');
    expect(mail.text).toContain('  - Picnic styling');
    expect(mail.html).toContain(`href="https://styleandstory.studio/custom-package-users/${SLUG}"`);
    expect(mail.html).toContain('Garden &lt;Elopement&gt;');
    expect(mail.html).toContain('Lovely to meet you.<br>Here it is.');
  });
});

describe('linkEmailFor', () => {
  const decide = (before: { emailsRequested?: unknown } | undefined, after: unknown, now = NOW) =>
    linkEmailFor(SLUG, before, after, now, FROM, SITE);

  it('asks for an email when the link is created, and one per resend, each under its own key', () => {
    const first = decide(undefined, link);
    expect(first).toMatchObject({ send: { key: `custom-package-shared-${SLUG}-1`, message: { to: 'ada@example.com' } } });
    const second = decide(link, { ...link, emailsRequested: 2 });
    expect(second).toMatchObject({ send: { key: `custom-package-shared-${SLUG}-2`, message: { customArgs: { send: '2' } } } });
  });

  it('asks for nothing on a view, a booking, a revocation or a deletion', () => {
    const viewed = { ...link, viewedAt: new Date(NOW) };
    expect(decide(link, viewed)).toEqual({ skip: 'no-new-request' });
    expect(decide(viewed, { ...viewed, status: 'booked', bookedAt: new Date(NOW), bookingId: 'b' })).toEqual({ skip: 'no-new-request' });
    expect(decide(link, { ...link, status: 'revoked', revokedAt: new Date(NOW) })).toEqual({ skip: 'no-new-request' });
    expect(decide(link, undefined)).toEqual({ skip: 'deleted' });
  });

  it('asks for nothing for a link already closed', () => {
    expect(decide(undefined, { ...link, expiresAt: new Date(NOW - 1) })).toEqual({ skip: 'closed' });
    expect(decide(link, { ...link, status: 'revoked', revokedAt: new Date(NOW), emailsRequested: 2 })).toEqual({ skip: 'closed' });
  });

  it('refuses a document that is not a link', () => {
    expect(decide(undefined, { slug: SLUG })).toEqual({ invalid: true });
  });
});
